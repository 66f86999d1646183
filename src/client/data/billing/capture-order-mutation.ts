import type { CaptureResponse } from '@shared/contracts/billing';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { billingKeys } from './keys';
import { useCacheUpdatingMutation } from '../cache-updating-mutation';

/** Takes the approved payment; safe to repeat (the server captures each order once). */
export function captureOrder(orderId: string): Promise<CaptureResponse> {
  return apiFetch<CaptureResponse>(`/api/billing/orders/${encodeURIComponent(orderId)}/capture`, {
    method: 'POST',
  });
}

/** The plan in force is cached from the answer, so no second request is needed. */
export const useCaptureOrderMutation = (options?: MutationHookOptions<CaptureResponse, string>) =>
  useCacheUpdatingMutation(
    captureOrder,
    (queryClient, { subscription }) =>
      queryClient.setQueryData(billingKeys.subscription(), subscription),
    options,
  );
