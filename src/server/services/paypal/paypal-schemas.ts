import { z } from 'zod';

/** The parts of PayPal's documented answers we rely on; everything else passes through unread. */
const link = z.looseObject({ href: z.string(), rel: z.string(), method: z.string().optional() });
export const money = z.looseObject({ currency_code: z.string(), value: z.string() });
export type Money = z.infer<typeof money>;

export const captureResource = z.looseObject({
  id: z.string(),
  /** COMPLETED, PENDING, DECLINED, FAILED, REFUNDED, PARTIALLY_REFUNDED */
  status: z.string(),
  amount: money.optional(),
  custom_id: z.string().optional(),
  supplementary_data: z
    .looseObject({ related_ids: z.looseObject({ order_id: z.string().optional() }).optional() })
    .optional(),
  links: z.array(link).optional(),
});
export type PayPalCapture = z.infer<typeof captureResource>;

const purchaseUnit = z.looseObject({
  reference_id: z.string().optional(),
  custom_id: z.string().optional(),
  amount: money.optional(),
  payments: z.looseObject({ captures: z.array(captureResource).optional() }).optional(),
});

export const orderResource = z.looseObject({
  id: z.string(),
  /** CREATED, SAVED, APPROVED, VOIDED, COMPLETED, PAYER_ACTION_REQUIRED */
  status: z.string(),
  purchase_units: z.array(purchaseUnit).optional(),
  links: z.array(link).optional(),
});
export type PayPalOrder = z.infer<typeof orderResource>;

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

/** Orders v2 create-order body, as far as we fill it. */
export interface CreateOrderRequest {
  intent: 'CAPTURE';
  purchase_units: Array<{
    reference_id: string;
    custom_id: string;
    description: string;
    amount: Money;
  }>;
  application_context: {
    brand_name: string;
    return_url: string;
    cancel_url: string;
    user_action: 'PAY_NOW';
    shipping_preference: 'NO_SHIPPING';
  };
}

/** The link the buyer follows to approve: `approve` with application_context, `payer-action` with payment_source. */
export const approveLink = (order: PayPalOrder): string | undefined =>
  order.links?.find((l) => l.rel === 'approve' || l.rel === 'payer-action')?.href;

/** The capture of a one-unit order, when PayPal made one. */
export const firstCapture = (order: PayPalOrder): PayPalCapture | undefined =>
  order.purchase_units?.flatMap((unit) => unit.payments?.captures ?? [])[0];

/** The capture id a refund belongs to: its `up` link ends in /v2/payments/captures/{id}. */
export const refundedCaptureId = (refund: {
  links?: Array<{ href: string; rel: string }> | undefined;
}): string | undefined =>
  refund.links?.find((l) => l.rel === 'up')?.href.match(/\/v2\/payments\/captures\/([^/?#]+)/)?.[1];
