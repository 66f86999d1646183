import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaptureResponse } from '@shared/contracts/billing';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { billingKeys } from './keys';

/** Takes the approved payment; safe to repeat (the server captures each order once). */
export function captureOrder(orderId: string): Promise<CaptureResponse> {
  return apiFetch<CaptureResponse>(`/api/billing/orders/${encodeURIComponent(orderId)}/capture`, {
    method: 'POST',
  });
}

/** The plan in force is cached from the answer, so no second request is needed. */
export function useCaptureOrderMutation({
  onSuccess,
  ...options
}: MutationHookOptions<CaptureResponse, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: captureOrder,
    onSuccess: (answer, ...rest) => {
      queryClient.setQueryData(billingKeys.subscription(), answer.subscription);
      return onSuccess?.(answer, ...rest);
    },
  });
}
