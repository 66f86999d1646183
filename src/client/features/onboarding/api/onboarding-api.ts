import { queryOptions } from '@tanstack/react-query';
import type { OnboardingResponse, SaveOnboardingBody } from '@shared/contracts/onboarding';
import { apiFetch } from '@client/lib/api-client';

export const onboardingKeys = {
  all: ['onboarding'] as const,
  progress: () => [...onboardingKeys.all, 'progress'] as const,
};

export const onboardingQueryOptions = () =>
  queryOptions({
    queryKey: onboardingKeys.progress(),
    queryFn: ({ signal }) => apiFetch<OnboardingResponse>('/api/onboarding', { signal }),
  });

export function saveOnboarding(body: SaveOnboardingBody): Promise<OnboardingResponse> {
  return apiFetch<OnboardingResponse>('/api/onboarding', { method: 'PUT', body });
}
