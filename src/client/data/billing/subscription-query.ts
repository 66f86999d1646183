import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscription } from '@shared/contracts/billing';
import { apiFetch } from '@client/lib/api-client';
import { billingKeys } from './keys';

/** The signed-in user's plan in force; 401 without a session. */
export function getSubscription(signal?: AbortSignal): Promise<Subscription> {
  return apiFetch<Subscription>('/api/billing/subscription', { signal });
}

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.subscription(),
    queryFn: ({ signal }) => getSubscription(signal),
    staleTime: 30_000,
  });

/** `enabled: false` waits, for pages that signed-out visitors see too. */
export const useSubscriptionQuery = ({ enabled = true } = {}) =>
  useQuery({ ...subscriptionQueryOptions(), enabled });
