import type { CaptureResponse } from '@shared/contracts/billing';
import { apiFetch } from '@client/lib/api-client';

/** Takes the approved payment; safe to repeat (the server captures each order once). */
export function captureOrder(orderId: string): Promise<CaptureResponse> {
  return apiFetch<CaptureResponse>(`/api/billing/orders/${encodeURIComponent(orderId)}/capture`, {
    method: 'POST',
  });
}
