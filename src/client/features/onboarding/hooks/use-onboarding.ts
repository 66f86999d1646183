import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { OnboardingStepId } from '@content/schemas';
import {
  completeStep,
  doneCount,
  emptyOnboardingProgress,
  mergeProgress,
  skipStep,
  type OnboardingProgress,
  type OnboardingResponse,
} from '@shared/contracts/onboarding';
import { toast } from '@client/lib/toast';
import { useOnboardingQuery } from '@client/data/onboarding/onboarding-query';
import { useSaveOnboardingMutation } from '@client/data/onboarding/save-onboarding-mutation';
import { clearLocalProgress, localProgressStore, writeLocalProgress } from '../local-progress';

export interface Onboarding {
  progress: OnboardingProgress;
  milestones: OnboardingResponse['milestones'] | null;
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
  complete: (step: OnboardingStepId) => Promise<void>;
  skip: (step: OnboardingStepId) => Promise<void>;
}

/**
 * Get Started progress: on the server for a signed-in user, in this browser for a visitor.
 * What a visitor did before signing in is merged into their saved progress once.
 */
export function useOnboarding(signedIn: boolean): Onboarding {
  const local = useSyncExternalStore(
    localProgressStore.subscribe,
    localProgressStore.getSnapshot,
    () => emptyOnboardingProgress,
  );
  const query = useOnboardingQuery({ enabled: signedIn });
  const merged = useRef(false);

  const mutation = useSaveOnboardingMutation({
    onError: (error) => toast.error('Your progress was not saved', { description: error.message }),
  });
  const { mutateAsync } = mutation;

  useEffect(() => {
    if (!signedIn || !query.data || merged.current) return;
    merged.current = true;
    if (doneCount(local) === 0) return;
    const combined = mergeProgress(query.data.progress, local);
    void mutateAsync(combined).then(
      () => clearLocalProgress(),
      () => undefined,
    );
  }, [signedIn, query.data, local, mutateAsync]);

  const progress = signedIn ? (query.data?.progress ?? emptyOnboardingProgress) : local;

  const save = useCallback(
    async (next: OnboardingProgress) => {
      if (!signedIn) return writeLocalProgress(next);
      await mutateAsync(next).catch(() => undefined);
    },
    [signedIn, mutateAsync],
  );

  return {
    progress,
    milestones: query.data?.milestones ?? null,
    isLoading: signedIn && query.isPending,
    isError: signedIn && query.isError,
    retry: () => void query.refetch(),
    complete: (step) => save(completeStep(progress, step)),
    skip: (step) => save(skipStep(progress, step)),
  };
}
