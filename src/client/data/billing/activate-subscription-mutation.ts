import type { ActivationResponse } from '@shared/contracts/billing';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { billingKeys } from './keys';
import { useCacheUpdatingMutation } from '../cache-updating-mutation';

/** Confirms the approved subscription with PayPal through the server; safe to repeat. */
export function activateSubscription(subscriptionId: string): Promise<ActivationResponse> {
  return apiFetch<ActivationResponse>(
    `/api/billing/subscriptions/${encodeURIComponent(subscriptionId)}/activate`,
    { method: 'POST' },
  );
}

/** The plan in force is cached from the answer, so no second request is needed. */
export const useActivateSubscriptionMutation = (
  options?: MutationHookOptions<ActivationResponse, string>,
) =>
  useCacheUpdatingMutation(
    activateSubscription,
    (queryClient, { subscription }) =>
      queryClient.setQueryData(billingKeys.subscription(), subscription),
    options,
  );
