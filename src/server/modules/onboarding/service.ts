import type { OnboardingStepId } from '@content/schemas';
import { EVENT_NAMES } from '@shared/contracts/analytics';
import {
  emptyOnboardingProgress,
  isOnboardingStepId,
  mergeProgress,
  newlyCompleted,
  normalizeProgress,
  type OnboardingProgress,
  type OnboardingResponse,
  type SaveOnboardingBody,
} from '@shared/contracts/onboarding';
import type { AnalyticsService } from '../analytics/service';
import type { OnboardingRepository } from './repository';

// Stored ids are re-checked on the way out: a step removed from the content is simply dropped.
const knownSteps = (ids: unknown): OnboardingStepId[] =>
  Array.isArray(ids) ? ids.filter(isOnboardingStepId) : [];

const toProgress = (row: { completed: unknown; skipped: unknown }): OnboardingProgress =>
  normalizeProgress({ completed: knownSteps(row.completed), skipped: knownSteps(row.skipped) });

/** Saves each signed-in user's Get Started progress and records every newly completed step. */
export function createOnboardingService({
  repo,
  analytics,
  now = () => new Date(),
}: {
  repo: OnboardingRepository;
  analytics: AnalyticsService;
  now?: () => Date;
}) {
  /** What the user has really done: the steps it completes, and the time-to-deploy milestones. */
  async function facts(userId: string) {
    const [project, deploy, services] = await Promise.all([
      repo.firstProjectAt(userId),
      repo.firstDeployAt(userId),
      repo.servicesChanged(userId),
    ]);
    const done: OnboardingStepId[] = [];
    if (project) done.push('project');
    // Code and hosting are the services beyond the database that a project is connected to.
    if (deploy || services.some((service) => service !== 'backend')) done.push('integrations');
    if (deploy) done.push('deploy');
    const milestones: OnboardingResponse['milestones'] = {
      firstProjectAt: project?.toISOString() ?? null,
      firstDeployAt: deploy?.toISOString() ?? null,
    };
    return { done, milestones };
  }

  /** Saved progress plus the steps the user's projects and changes have completed. */
  const withFacts = (progress: OnboardingProgress, done: OnboardingStepId[]) =>
    mergeProgress(progress, { completed: done, skipped: [] });

  return {
    async get(userId: string): Promise<OnboardingResponse> {
      const [row, { done, milestones }] = await Promise.all([repo.find(userId), facts(userId)]);
      return {
        progress: withFacts(row ? toProgress(row) : emptyOnboardingProgress, done),
        updatedAt: row?.updatedAt.toISOString() ?? null,
        milestones,
      };
    },

    async save(userId: string, body: SaveOnboardingBody): Promise<OnboardingResponse> {
      const before = await repo.find(userId);
      const progress = normalizeProgress(body);
      const row = await repo.save(userId, progress, now());
      const previous = before ? toProgress(before) : emptyOnboardingProgress;
      for (const step of newlyCompleted(previous, progress)) {
        await analytics.record({
          userId,
          name: EVENT_NAMES.onboardingStepCompleted,
          properties: { step },
        });
      }
      const { done, milestones } = await facts(userId);
      return {
        progress: withFacts(toProgress(row), done),
        updatedAt: row.updatedAt.toISOString(),
        milestones,
      };
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
