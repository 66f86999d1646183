import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { onboardingKeys, onboardingQueryOptions, saveOnboarding } from '../api/onboarding-api';
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
  const queryClient = useQueryClient();
  const local = useSyncExternalStore(
    localProgressStore.subscribe,
    localProgressStore.getSnapshot,
    () => emptyOnboardingProgress,
  );
  const query = useQuery({ ...onboardingQueryOptions(), enabled: signedIn });
  const merged = useRef(false);

  const mutation = useMutation({
    mutationFn: saveOnboarding,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: onboardingKeys.progress() });
      const previous = queryClient.getQueryData<OnboardingResponse>(onboardingKeys.progress());
      if (previous)
        queryClient.setQueryData<OnboardingResponse>(onboardingKeys.progress(), {
          ...previous,
          progress: next,
        });
      return { previous };
    },
    onError: (error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(onboardingKeys.progress(), context.previous);
      toast.error('Your progress was not saved', { description: error.message });
    },
    onSuccess: (saved) => queryClient.setQueryData(onboardingKeys.progress(), saved),
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
