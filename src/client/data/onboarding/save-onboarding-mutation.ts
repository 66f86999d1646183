import type { OnboardingResponse, SaveOnboardingBody } from '@shared/contracts/onboarding';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { useOptimisticMutation } from '../optimistic-mutation';
import { onboardingKeys } from './keys';

export function saveOnboarding(body: SaveOnboardingBody): Promise<OnboardingResponse> {
  return apiFetch<OnboardingResponse>('/api/onboarding', { method: 'PUT', body });
}

/** Shows the new progress at once and puts the old one back if the save fails. */
export const useSaveOnboardingMutation = (
  options?: MutationHookOptions<OnboardingResponse, SaveOnboardingBody>,
) =>
  useOptimisticMutation(
    onboardingKeys.progress(),
    saveOnboarding,
    (previous, progress) => previous && { ...previous, progress },
    options,
  );
