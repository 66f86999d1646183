import { useMutation } from '@tanstack/react-query';
import type { CreateOrderBody, CreateOrderResponse } from '@shared/contracts/billing';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';

/** Opens a PayPal order for a plan; the server sets the amount. 503 `provider_not_configured` without PayPal. */
export function createOrder(body: CreateOrderBody): Promise<CreateOrderResponse> {
  return apiFetch<CreateOrderResponse>('/api/billing/orders', { method: 'POST', body });
}

export const useCreateOrderMutation = (
  options: MutationHookOptions<CreateOrderResponse, CreateOrderBody> = {},
) => useMutation({ ...options, mutationFn: createOrder });
