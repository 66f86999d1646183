import type { PlanId } from '@shared/constants/plans';

export type CheckoutPlanId = Extract<PlanId, 'explorer' | 'pro'>;

export interface CheckoutParams {
  /** explorer or pro; anything else falls back to explorer (specification 001 section 5). */
  plan: CheckoutPlanId;
  /** Set when PayPal sent the buyer back. */
  outcome: 'success' | 'cancelled' | null;
  /** PayPal's order id on the return from approval. */
  token: string | null;
}

/** Reads /checkout?plan=...&success=true&token=... or ?cancelled=true. */
export function parseCheckoutParams(search: URLSearchParams): CheckoutParams {
  const plan = search.get('plan') === 'pro' ? 'pro' : 'explorer';
  const outcome =
    search.get('success') === 'true'
      ? 'success'
      : search.get('cancelled') === 'true'
        ? 'cancelled'
        : null;
  const token = search.get('token');
  return { plan, outcome, token: token && /^[A-Za-z0-9-]{1,64}$/.test(token) ? token : null };
}
