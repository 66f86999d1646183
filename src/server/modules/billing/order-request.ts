import { CURRENCY, PAID_PERIOD_DAYS, type PlanDefinition } from '@shared/constants/plans';
import type { CreateOrderRequest } from '../../services/paypal/paypal-schemas';

export const BRAND_NAME = 'Bridge Studio';

/** The plan's price as PayPal wants it ("29.00"): always from PLANS, never from the client. */
export const orderAmount = (plan: PlanDefinition) => plan.price.toFixed(2);

/** Where PayPal sends the buyer back: /checkout with the outcome flag and the plan (PayPal adds `token`). */
export const checkoutReturnUrl = (
  publicUrl: string,
  outcome: 'success' | 'cancelled',
  planId: string,
) => `${publicUrl.replace(/\/$/, '')}/checkout?${outcome}=true&plan=${encodeURIComponent(planId)}`;

/** The Orders v2 body for one plan period (specification 001 section 7, Payment). */
export function buildOrderRequest(input: {
  plan: PlanDefinition;
  publicUrl: string;
  localOrderId: string;
}): CreateOrderRequest {
  const { plan, publicUrl, localOrderId } = input;
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: plan.id,
        custom_id: localOrderId,
        description: `${BRAND_NAME} ${plan.name} plan, ${PAID_PERIOD_DAYS} days`,
        amount: { currency_code: CURRENCY, value: orderAmount(plan) },
      },
    ],
    application_context: {
      brand_name: BRAND_NAME,
      return_url: checkoutReturnUrl(publicUrl, 'success', plan.id),
      cancel_url: checkoutReturnUrl(publicUrl, 'cancelled', plan.id),
      user_action: 'PAY_NOW',
      shipping_preference: 'NO_SHIPPING',
    },
  };
}
