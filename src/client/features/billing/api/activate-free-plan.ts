import type { Subscription } from '@shared/contracts/billing';
import { apiFetch } from '@client/lib/api-client';

/** Starts the free Explorer plan, no payment involved; answers the plan in force. */
export function activateFreePlan(): Promise<Subscription> {
  return apiFetch<Subscription>('/api/billing/activate-free', { method: 'POST' });
}
