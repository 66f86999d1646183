import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnboardingResponse } from '@shared/contracts/onboarding';
import { apiFetch } from '@client/lib/api-client';
import { onboardingKeys } from './keys';

export const getOnboarding = (signal?: AbortSignal) =>
  apiFetch<OnboardingResponse>('/api/onboarding', { signal });

export const onboardingQueryOptions = () =>
  queryOptions({
    queryKey: onboardingKeys.progress(),
    queryFn: ({ signal }) => getOnboarding(signal),
  });

/** The signed-in user's Get Started progress; `enabled: false` for a visitor. */
export const useOnboardingQuery = ({ enabled = true } = {}) =>
  useQuery({ ...onboardingQueryOptions(), enabled });
