import {
  emptyOnboardingProgress,
  isOnboardingStepId,
  normalizeProgress,
  type OnboardingProgress,
} from '@shared/contracts/onboarding';

/** Where a visitor's progress is kept until they sign in. */
export const ONBOARDING_STORAGE_KEY = 'bridge-studio-onboarding';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const browserStorage = (): StorageLike => window.localStorage;

const listeners = new Set<() => void>();
let cached: OnboardingProgress | null = null;

/** The saved progress, or empty when nothing valid is saved (or storage is blocked). */
export function readLocalProgress(storage: () => StorageLike = browserStorage): OnboardingProgress {
  try {
    const raw = storage().getItem(ONBOARDING_STORAGE_KEY);
    const saved = raw
      ? (JSON.parse(raw) as Partial<Record<keyof OnboardingProgress, unknown>>)
      : {};
    // Unknown or repeated steps are dropped rather than losing the whole saved progress.
    const steps = (value: unknown) =>
      Array.isArray(value) ? value.filter(isOnboardingStepId) : [];
    return normalizeProgress({ completed: steps(saved.completed), skipped: steps(saved.skipped) });
  } catch {
    return emptyOnboardingProgress;
  }
}

export function writeLocalProgress(
  progress: OnboardingProgress,
  storage: () => StorageLike = browserStorage,
): void {
  try {
    storage().setItem(ONBOARDING_STORAGE_KEY, JSON.stringify(progress));
  } catch (error) {
    console.warn('Bridge Studio could not save your setup progress in this browser.', error);
  }
  cached = progress;
  for (const listener of listeners) listener();
}

export function clearLocalProgress(storage: () => StorageLike = browserStorage): void {
  try {
    storage().removeItem(ONBOARDING_STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
  cached = emptyOnboardingProgress;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: one snapshot until the progress changes. */
export const localProgressStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): OnboardingProgress {
    cached ??= readLocalProgress();
    return cached;
  },
};
