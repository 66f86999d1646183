import type { Subscription } from '@shared/contracts/billing';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { billingKeys } from './keys';
import { useCacheUpdatingMutation } from '../cache-updating-mutation';

/** Starts the free Explorer plan, no payment involved; answers the plan in force. */
export function activateFreePlan(): Promise<Subscription> {
  return apiFetch<Subscription>('/api/billing/activate-free', { method: 'POST' });
}

export const useActivateFreePlanMutation = (options?: MutationHookOptions<Subscription, void>) =>
  useCacheUpdatingMutation(
    activateFreePlan,
    (queryClient, subscription) =>
      queryClient.setQueryData(billingKeys.subscription(), subscription),
    options,
  );
