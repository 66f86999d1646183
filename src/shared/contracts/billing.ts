import { z } from 'zod';
import { PLANS, type PlanId } from '../constants/plans';

const planIds = PLANS.map((p) => p.id) as [PlanId, ...PlanId[]];
export const planId = z.enum(planIds, {
  error: 'Choose one of the plans: explorer, pro or enterprise.',
});

/** GET /api/billing/config: whether payments work here; the client id is public, the secret never leaves the server. */
export const billingConfigResponse = z.object({
  configured: z.boolean(),
  clientId: z.string().optional(),
});
export type BillingConfig = z.infer<typeof billingConfigResponse>;

/**
 * The plan in effect: `active` (free or paid and within its period), `pending` (a payment waits for
 * PayPal's confirmation), `expired` or `refunded` (the last paid period ended; explorer applies again).
 */
export const subscriptionStatus = z.enum(['active', 'pending', 'expired', 'refunded']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

export const subscription = z.object({
  plan: planId,
  status: subscriptionStatus,
  /** End of the paid period (ISO); null for the free plan. */
  currentPeriodEnd: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscription>;
export const subscriptionResponse = z.object({ subscription });
export type SubscriptionResponse = z.infer<typeof subscriptionResponse>;

/** The client names a plan and nothing else: the amount always comes from PLANS on the server. */
export const createOrderBody = z.strictObject({ planId });
export type CreateOrderBody = z.infer<typeof createOrderBody>;
export const createOrderResponse = z.object({ orderId: z.string(), approveUrl: z.string() });
export type CreateOrderResponse = z.infer<typeof createOrderResponse>;

/** PayPal order ids are short upper-case letters and digits (the `token` on the return URL). */
export const orderParams = z.object({
  orderId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'That is not a PayPal order id.'),
});

/**
 * COMPLETED: paid and the plan is active. PENDING: PayPal holds the payment for review; the plan
 * switches on when PayPal confirms it. PROCESSING: another request is capturing this order right now.
 */
export const captureStatus = z.enum(['COMPLETED', 'PENDING', 'PROCESSING']);
export type CaptureStatus = z.infer<typeof captureStatus>;
export const captureResponse = z.object({ status: captureStatus, subscription });
export type CaptureResponse = z.infer<typeof captureResponse>;

export const webhookResponse = z.object({ received: z.literal(true) });

/** Error codes the billing API answers with, so the client can tell them apart. */
export const BILLING_ERRORS = {
  notConfigured: 'provider_not_configured',
  credentialsNotConfigured: 'provider_credentials_not_configured',
  authFailed: 'provider_auth_failed',
  orderCreationFailed: 'provider_order_creation_failed',
  captureFailed: 'provider_capture_failed',
  declined: 'payment_declined',
  refunded: 'payment_refunded',
  notApproved: 'payment_not_approved',
  freePlan: 'free_plan',
  contactSales: 'contact_sales',
  orderNotFound: 'order_not_found',
  webhookNotConfigured: 'webhook_not_configured',
  webhookUnverified: 'webhook_unverified',
} as const;
