import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '@shared/contracts/billing';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { billingKeys } from './keys';

/** Starts the free Explorer plan, no payment involved; answers the plan in force. */
export function activateFreePlan(): Promise<Subscription> {
  return apiFetch<Subscription>('/api/billing/activate-free', { method: 'POST' });
}

export function useActivateFreePlanMutation({
  onSuccess,
  ...options
}: MutationHookOptions<Subscription, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: activateFreePlan,
    onSuccess: (subscription, ...rest) => {
      queryClient.setQueryData(billingKeys.subscription(), subscription);
      return onSuccess?.(subscription, ...rest);
    },
  });
}
