import { z } from 'zod';

/** The parts of PayPal's documented answers we rely on; everything else passes through unread. */
const link = z.looseObject({ href: z.string(), rel: z.string(), method: z.string().optional() });
export const money = z.looseObject({ currency_code: z.string(), value: z.string() });
export type Money = z.infer<typeof money>;

/** v1/catalogs/products and v1/billing/plans answer with at least the new resource's id. */
export const createdResource = z.looseObject({ id: z.string().min(1) });

/** A subscription as v1/billing/subscriptions answers it (create, show) and as webhooks carry it. */
export const subscriptionResource = z.looseObject({
  id: z.string().min(1),
  /** APPROVAL_PENDING, APPROVED, ACTIVE, SUSPENDED, CANCELLED, EXPIRED */
  status: z.enum(['APPROVAL_PENDING', 'APPROVED', 'ACTIVE', 'SUSPENDED', 'CANCELLED', 'EXPIRED']),
  plan_id: z.string().optional(),
  custom_id: z.string().optional(),
  billing_info: z
    .looseObject({
      next_billing_time: z.string().optional(),
      last_payment: z
        .looseObject({ amount: money.optional(), time: z.string().optional() })
        .optional(),
    })
    .optional(),
  links: z.array(link).optional(),
});
export type PayPalSubscription = z.infer<typeof subscriptionResource>;

export const tokenResponse = z.looseObject({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
});

export const verifyResponse = z.looseObject({ verification_status: z.string() });

/** PayPal's error body: { name, message, debug_id, details: [{ issue, description }] }. */
export const errorResponse = z.looseObject({
  name: z.string().optional(),
  message: z.string().optional(),
  debug_id: z.string().optional(),
  details: z
    .array(z.looseObject({ issue: z.string().optional(), description: z.string().optional() }))
    .optional(),
  /** The OAuth endpoint answers { error, error_description } instead. */
  error: z.string().optional(),
});

/** Catalog product body: one per plan of ours. */
export interface CreateProductRequest {
  name: string;
  description: string;
  type: 'SERVICE';
  category: 'SOFTWARE';
}

/** Billing plan body: a fixed price charged every month until cancelled. */
export interface CreatePlanRequest {
  product_id: string;
  name: string;
  description: string;
  status: 'ACTIVE';
  billing_cycles: Array<{
    frequency: { interval_unit: 'MONTH'; interval_count: 1 };
    tenure_type: 'REGULAR';
    sequence: 1;
    /** 0: renews until cancelled. */
    total_cycles: 0;
    pricing_scheme: { fixed_price: Money };
  }>;
  payment_preferences: {
    auto_bill_outstanding: boolean;
    payment_failure_threshold: number;
  };
}

/** Subscription body: which plan, whose (custom_id), when it starts, and where the buyer returns. */
export interface CreateSubscriptionRequest {
  plan_id: string;
  custom_id: string;
  start_time?: string;
  application_context: {
    brand_name: string;
    return_url: string;
    cancel_url: string;
    user_action: 'SUBSCRIBE_NOW';
    shipping_preference: 'NO_SHIPPING';
  };
}

/** The link the buyer follows to approve the subscription. */
export const approveLink = (subscription: PayPalSubscription): string | undefined =>
  subscription.links?.find((l) => l.rel === 'approve')?.href;

/** The capture id a refund belongs to: its `up` link ends in /v2/payments/captures/{id}. */
export const refundedCaptureId = (refund: {
  links?: Array<{ href: string; rel: string }> | undefined;
}): string | undefined =>
  refund.links?.find((l) => l.rel === 'up')?.href.match(/\/v2\/payments\/captures\/([^/?#]+)/)?.[1];
