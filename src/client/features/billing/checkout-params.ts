import type { PlanId } from '@shared/constants/plans';
import { subscriptionIdPattern } from '@shared/contracts/billing';

export type CheckoutPlanId = Extract<PlanId, 'explorer' | 'pro'>;

export interface CheckoutParams {
  /** explorer or pro; anything else falls back to explorer. */
  plan: CheckoutPlanId;
  /** Set when PayPal sent the buyer back. */
  outcome: 'success' | 'cancelled' | null;
  /** PayPal's subscription id on the return from approval. */
  subscriptionId: string | null;
}

/** Reads /checkout?plan=...&success=true&subscription_id=... or ?cancelled=true. */
export function parseCheckoutParams(search: URLSearchParams): CheckoutParams {
  const plan = search.get('plan') === 'pro' ? 'pro' : 'explorer';
  const outcome =
    search.get('success') === 'true'
      ? 'success'
      : search.get('cancelled') === 'true'
        ? 'cancelled'
        : null;
  const id = search.get('subscription_id');
  return { plan, outcome, subscriptionId: id && subscriptionIdPattern.test(id) ? id : null };
}
