import type { Subscription } from '@shared/contracts/billing';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { billingKeys } from './keys';
import { useCacheUpdatingMutation } from '../cache-updating-mutation';

/** Stops the monthly renewals; answers the plan in force, which lasts until the paid month ends. */
export function cancelSubscription(): Promise<Subscription> {
  return apiFetch<Subscription>('/api/billing/subscription/cancel', { method: 'POST' });
}

export const useCancelSubscriptionMutation = (options?: MutationHookOptions<Subscription, void>) =>
  useCacheUpdatingMutation(
    cancelSubscription,
    (queryClient, subscription) =>
      queryClient.setQueryData(billingKeys.subscription(), subscription),
    options,
  );
