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
 * The plan in effect: `active` (free or paid and within its period), `pending` (PayPal has the
 * approval and the first payment is on its way), `expired` or `refunded` (the last paid period
 * ended; explorer applies again).
 */
export const subscriptionStatus = z.enum(['active', 'pending', 'expired', 'refunded']);

export const subscription = z.object({
  plan: planId,
  status: subscriptionStatus,
  /** End of the paid period (ISO); null for the free plan. */
  currentPeriodEnd: z.string().nullable(),
  /** PayPal charges again at currentPeriodEnd unless the founder cancels; false once cancelled. */
  renews: z.boolean(),
});
export type Subscription = z.infer<typeof subscription>;

/** The client names a plan and nothing else: the price always comes from PLANS on the server. */
export const createSubscriptionBody = z.strictObject({ planId });
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBody>;
export const createSubscriptionResponse = z.object({
  subscriptionId: z.string(),
  approveUrl: z.string(),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponse>;

/** PayPal subscription ids look like I-BW452GLLEP1G (the `subscription_id` on the return URL). */
export const subscriptionIdPattern = /^I-[A-Za-z0-9]{1,60}$/;
export const subscriptionParams = z.object({
  subscriptionId: z.string().regex(subscriptionIdPattern, 'That is not a PayPal subscription id.'),
});

/**
 * ACTIVE: the monthly subscription runs and the plan is on. PENDING: PayPal has the approval and
 * switches the subscription on shortly; the plan follows by itself.
 */
const activationStatus = z.enum(['ACTIVE', 'PENDING']);
export const activationResponse = z.object({ status: activationStatus, subscription });
export type ActivationResponse = z.infer<typeof activationResponse>;

export const webhookResponse = z.object({ received: z.literal(true) });

/** Error codes the billing API answers with, so the client can tell them apart. */
export const BILLING_ERRORS = {
  notConfigured: 'provider_not_configured',
  credentialsNotConfigured: 'provider_credentials_not_configured',
  authFailed: 'provider_auth_failed',
  subscriptionCreationFailed: 'provider_subscription_creation_failed',
  providerFailed: 'provider_request_failed',
  notApproved: 'subscription_not_approved',
  subscriptionEnded: 'subscription_ended',
  alreadySubscribed: 'already_subscribed',
  nothingToCancel: 'nothing_to_cancel',
  freePlan: 'free_plan',
  contactSales: 'contact_sales',
  subscriptionNotFound: 'subscription_not_found',
  webhookNotConfigured: 'webhook_not_configured',
  webhookUnverified: 'webhook_unverified',
} as const;
