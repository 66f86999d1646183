import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { PAID_PERIOD_DAYS } from '@shared/constants/plans';
import { money, refundedCaptureId } from '../../services/paypal/paypal-schemas';
import type { BillingRepository, CaptureFields, OrderRow } from './repository';

const PERIOD_MS = PAID_PERIOD_DAYS * 24 * 60 * 60 * 1000;

const captureResource = z.looseObject({
  id: z.string(),
  status: z.string(),
  amount: money.optional(),
  supplementary_data: z
    .looseObject({ related_ids: z.looseObject({ order_id: z.string().optional() }).optional() })
    .optional(),
});
type Capture = z.infer<typeof captureResource>;

const refundResource = z.looseObject({
  id: z.string(),
  links: z.array(z.looseObject({ href: z.string(), rel: z.string() })).optional(),
});

const fields = (capture: Capture, order: OrderRow, status = capture.status): CaptureFields => ({
  paypalCaptureId: capture.id,
  status,
  amount: capture.amount?.value ?? order.amount,
  currency: capture.amount?.currency_code ?? order.currency,
});

const sameMoney = (order: OrderRow, capture: Capture) =>
  capture.amount !== undefined &&
  capture.amount.currency_code === order.currency &&
  Number(capture.amount.value).toFixed(2) === Number(order.amount).toFixed(2);

/**
 * Notifications about one-time 30-day orders paid before plans became monthly subscriptions: a
 * capture PayPal held for review completes or is denied, a capture is refunded. Nothing here
 * starts a new order.
 */
export function legacyOrderHandlers(deps: {
  repo: BillingRepository;
  now: () => Date;
  log: FastifyBaseLogger;
}): Record<string, (resource: unknown) => Promise<string>> {
  const { repo, now, log } = deps;

  async function captureCompleted(resource: unknown) {
    const capture = captureResource.parse(resource);
    const orderId = capture.supplementary_data?.related_ids?.order_id;
    const order =
      (orderId && (await repo.findOrderByPaypalId(orderId))) ||
      (await repo.findOrderByCaptureId(capture.id));
    if (!order) return 'unknown order';
    if (['completed', 'refunded', 'declined'].includes(order.status))
      return `already ${order.status}`;
    if (!sameMoney(order, capture)) {
      log.error({ orderId: order.id, amount: capture.amount }, 'PayPal captured another amount');
      await repo.recordDeclined(order.id, fields(capture, order), 'captured amount differs');
      return 'refused: amount differs';
    }
    await repo.activate({
      order,
      capture: fields(capture, order, 'COMPLETED'),
      at: now(),
      periodMs: PERIOD_MS,
    });
    return 'capture completed';
  }

  async function captureDenied(resource: unknown) {
    const capture = captureResource.parse(resource);
    const order = await repo.findOrderByCaptureId(capture.id);
    if (!order) return 'unknown capture';
    await repo.recordDeclined(
      order.id,
      fields(capture, order),
      `capture ${capture.status} by PayPal`,
    );
    return 'order declined';
  }

  async function captureRefunded(resource: unknown) {
    const captureId = refundedCaptureId(refundResource.parse(resource));
    const order = captureId ? await repo.findOrderByCaptureId(captureId) : undefined;
    if (!order) return 'unknown capture';
    await repo.endForRefund(order.id, now());
    return 'subscription ended';
  }

  return {
    'PAYMENT.CAPTURE.COMPLETED': captureCompleted,
    'PAYMENT.CAPTURE.DENIED': captureDenied,
    'PAYMENT.CAPTURE.DECLINED': captureDenied,
    'PAYMENT.CAPTURE.REFUNDED': captureRefunded,
    'PAYMENT.CAPTURE.REVERSED': captureRefunded,
  };
}
