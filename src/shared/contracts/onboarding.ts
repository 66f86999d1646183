import { z } from 'zod';
import { onboardingSteps } from '@content/onboarding';
import type { OnboardingStepId } from '@content/schemas';

/**
 * The Welcome hub's Get Started progress (000 sections 2 and 4), saved per user on the server
 * (GET and PUT /api/onboarding) and in local storage for visitors who are not signed in.
 * The schemas are built in pure wrappers so a page that only needs the rules below loads no zod.
 */
const STEP_IDS = onboardingSteps.map((step) => step.id) as [
  OnboardingStepId,
  ...OnboardingStepId[],
];
export const ONBOARDING_STEP_COUNT = STEP_IDS.length;

export const isOnboardingStepId = (value: unknown): value is OnboardingStepId =>
  typeof value === 'string' && (STEP_IDS as string[]).includes(value);

export const onboardingProgress = /* @__PURE__ */ (() => {
  const ids = z.array(z.enum(STEP_IDS)).max(ONBOARDING_STEP_COUNT);
  /** `skipped`: optional steps the user chose to leave for later; they count towards progress. */
  return z.object({ completed: ids, skipped: ids });
})();
export type OnboardingProgress = z.infer<typeof onboardingProgress>;

export const onboardingResponse = /* @__PURE__ */ (() =>
  z.object({
    progress: onboardingProgress,
    /** When the progress was last saved; null before the first save. */
    updatedAt: z.string().nullable(),
    /** The user's real first project and first successful deploy, for the time-to-deploy figure. */
    milestones: z.object({
      firstProjectAt: z.string().nullable(),
      firstDeployAt: z.string().nullable(),
    }),
  }))();
export type OnboardingResponse = z.infer<typeof onboardingResponse>;

export const saveOnboardingBody = /* @__PURE__ */ (() =>
  onboardingProgress.refine((value) => value.skipped.every((id) => isOptionalStep(id)), {
    message: 'Only an optional step can be skipped.',
    path: ['skipped'],
  }))();
export type SaveOnboardingBody = z.infer<typeof saveOnboardingBody>;

export const emptyOnboardingProgress: OnboardingProgress = { completed: [], skipped: [] };

export function isOptionalStep(id: OnboardingStepId): boolean {
  return onboardingSteps.some((step) => step.id === id && step.optional);
}

const inStepOrder = (ids: Iterable<OnboardingStepId>) => {
  const set = new Set(ids);
  return STEP_IDS.filter((id) => set.has(id));
};

/** Removes repeats, keeps step order, and lets a completed step win over a skipped one. */
export function normalizeProgress(progress: OnboardingProgress): OnboardingProgress {
  const completed = inStepOrder(progress.completed);
  const skipped = inStepOrder(progress.skipped).filter(
    (id) => isOptionalStep(id) && !completed.includes(id),
  );
  return { completed, skipped };
}

export function completeStep(
  progress: OnboardingProgress,
  id: OnboardingStepId,
): OnboardingProgress {
  return normalizeProgress({ ...progress, completed: [...progress.completed, id] });
}

/** Skips an optional step; a required step cannot be skipped and the progress is returned unchanged. */
export function skipStep(progress: OnboardingProgress, id: OnboardingStepId): OnboardingProgress {
  if (!isOptionalStep(id)) return progress;
  return normalizeProgress({ ...progress, skipped: [...progress.skipped, id] });
}

export const isStepDone = (progress: OnboardingProgress, id: OnboardingStepId) =>
  progress.completed.includes(id) || progress.skipped.includes(id);

export function doneCount(progress: OnboardingProgress): number {
  return STEP_IDS.filter((id) => isStepDone(progress, id)).length;
}

/** Completed count over four, as a percentage capped at 100. */
export function progressPercent(progress: OnboardingProgress): number {
  return Math.min(100, Math.round((doneCount(progress) / ONBOARDING_STEP_COUNT) * 100));
}

export const isSetupComplete = (progress: OnboardingProgress) =>
  doneCount(progress) === ONBOARDING_STEP_COUNT;

/** After a step's action the selection moves to the next step, unless it was the last. */
export function selectionAfter(id: OnboardingStepId): OnboardingStepId {
  const index = STEP_IDS.indexOf(id);
  return STEP_IDS[Math.min(index + 1, ONBOARDING_STEP_COUNT - 1)] ?? id;
}

/** The first step not done yet, or the last step when all are done. */
export function firstOpenStep(progress: OnboardingProgress): OnboardingStepId {
  return STEP_IDS.find((id) => !isStepDone(progress, id)) ?? STEP_IDS[ONBOARDING_STEP_COUNT - 1]!;
}

/** Both sets of work together: what a visitor did before signing in is kept. */
export function mergeProgress(a: OnboardingProgress, b: OnboardingProgress): OnboardingProgress {
  return normalizeProgress({
    completed: [...a.completed, ...b.completed],
    skipped: [...a.skipped, ...b.skipped],
  });
}

/** Steps completed in `after` that were not completed in `before`. */
export function newlyCompleted(
  before: OnboardingProgress,
  after: OnboardingProgress,
): OnboardingStepId[] {
  return after.completed.filter((id) => !before.completed.includes(id));
}

/** Whole minutes from the first project to the first deploy, or null until both happened. */
export function minutesToDeploy(milestones: OnboardingResponse['milestones']): number | null {
  const { firstProjectAt, firstDeployAt } = milestones;
  if (!firstProjectAt || !firstDeployAt) return null;
  const ms = Date.parse(firstDeployAt) - Date.parse(firstProjectAt);
  return ms < 0 ? null : Math.max(1, Math.round(ms / 60_000));
}
