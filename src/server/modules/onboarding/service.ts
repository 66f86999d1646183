import type { OnboardingStepId } from '@content/schemas';
import { EVENT_NAMES } from '@shared/contracts/analytics';
import {
  emptyOnboardingProgress,
  isOnboardingStepId,
  newlyCompleted,
  normalizeProgress,
  type OnboardingProgress,
  type OnboardingResponse,
  type SaveOnboardingBody,
} from '@shared/contracts/onboarding';
import type { Db } from '../../db/database';
import { createAnalyticsService } from '../analytics/service';
import { createOnboardingRepository } from './repository';

// Stored ids are re-checked on the way out: a step removed from the content is simply dropped.
const knownSteps = (ids: unknown): OnboardingStepId[] =>
  Array.isArray(ids) ? ids.filter(isOnboardingStepId) : [];

const toProgress = (row: { completed: unknown; skipped: unknown }): OnboardingProgress =>
  normalizeProgress({ completed: knownSteps(row.completed), skipped: knownSteps(row.skipped) });

/** Saves each signed-in user's Get Started progress and records every newly completed step. */
export function createOnboardingService({
  db,
  now = () => new Date(),
}: {
  db: Db;
  now?: () => Date;
}) {
  const repo = createOnboardingRepository(db);
  const analytics = createAnalyticsService({ db, now });

  async function milestones(userId: string): Promise<OnboardingResponse['milestones']> {
    const [project, deploy] = await Promise.all([
      repo.firstProjectAt(userId),
      repo.firstDeployAt(userId),
    ]);
    return {
      firstProjectAt: project?.toISOString() ?? null,
      firstDeployAt: deploy?.toISOString() ?? null,
    };
  }

  return {
    async get(userId: string): Promise<OnboardingResponse> {
      const row = await repo.find(userId);
      return {
        progress: row ? toProgress(row) : emptyOnboardingProgress,
        updatedAt: row?.updatedAt.toISOString() ?? null,
        milestones: await milestones(userId),
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
      return {
        progress: toProgress(row),
        updatedAt: row.updatedAt.toISOString(),
        milestones: await milestones(userId),
      };
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
