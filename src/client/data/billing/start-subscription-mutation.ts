import { useMutation } from '@tanstack/react-query';
import type { CreateSubscriptionBody, CreateSubscriptionResponse } from '@shared/contracts/billing';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';

/** Starts a monthly PayPal subscription for a plan; the server sets the price. 503 without PayPal. */
export function startSubscription(
  body: CreateSubscriptionBody,
): Promise<CreateSubscriptionResponse> {
  return apiFetch<CreateSubscriptionResponse>('/api/billing/subscriptions', {
    method: 'POST',
    body,
  });
}

export const useStartSubscriptionMutation = (
  options: MutationHookOptions<CreateSubscriptionResponse, CreateSubscriptionBody> = {},
) => useMutation({ ...options, mutationFn: startSubscription });
