import { CURRENCY, type PlanDefinition } from '@shared/constants/plans';
import type {
  CreatePlanRequest,
  CreateProductRequest,
  CreateSubscriptionRequest,
} from '../../services/paypal/paypal-schemas';

const BRAND_NAME = 'Bridge Studio';

/** The plan's monthly price as PayPal wants it ("29.00"): always from PLANS, never from the client. */
export const monthlyAmount = (plan: PlanDefinition) => plan.price.toFixed(2);

/** Where PayPal sends the buyer back: /checkout with the outcome flag and the plan (PayPal adds `subscription_id`). */
export const checkoutReturnUrl = (
  publicUrl: string,
  outcome: 'success' | 'cancelled',
  planId: string,
) => `${publicUrl.replace(/\/$/, '')}/checkout?${outcome}=true&plan=${encodeURIComponent(planId)}`;

export const productRequest = (plan: PlanDefinition): CreateProductRequest => ({
  name: `${BRAND_NAME} ${plan.name}`,
  description: `${BRAND_NAME} ${plan.name} plan`,
  type: 'SERVICE',
  category: 'SOFTWARE',
});

/** A monthly plan that renews until cancelled; a missed payment is retried before PayPal suspends it. */
export const planRequest = (plan: PlanDefinition, productId: string): CreatePlanRequest => ({
  product_id: productId,
  name: `${plan.name} monthly`,
  description: `${BRAND_NAME} ${plan.name}, billed monthly until cancelled`,
  status: 'ACTIVE',
  billing_cycles: [
    {
      frequency: { interval_unit: 'MONTH', interval_count: 1 },
      tenure_type: 'REGULAR',
      sequence: 1,
      total_cycles: 0,
      pricing_scheme: { fixed_price: { currency_code: CURRENCY, value: monthlyAmount(plan) } },
    },
  ],
  payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 3 },
});

/**
 * The subscription for one founder; `startsAt` is set when an earlier paid period still runs,
 * so the first monthly charge falls when that period ends.
 */
export function subscriptionRequest(input: {
  plan: PlanDefinition;
  paypalPlanId: string;
  userId: string;
  publicUrl: string;
  startsAt?: Date | undefined;
}): CreateSubscriptionRequest {
  const { plan, paypalPlanId, userId, publicUrl, startsAt } = input;
  return {
    plan_id: paypalPlanId,
    custom_id: userId,
    ...(startsAt ? { start_time: startsAt.toISOString() } : {}),
    application_context: {
      brand_name: BRAND_NAME,
      return_url: checkoutReturnUrl(publicUrl, 'success', plan.id),
      cancel_url: checkoutReturnUrl(publicUrl, 'cancelled', plan.id),
      user_action: 'SUBSCRIBE_NOW',
      shipping_preference: 'NO_SHIPPING',
    },
  };
}
