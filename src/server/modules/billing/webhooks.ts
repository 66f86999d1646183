import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { isPayPalError } from '../../services/paypal/paypal-error';
import type { WebhookTransmission } from '../../services/paypal/paypal-client';
import { captureResource, refundedCaptureId } from '../../services/paypal/paypal-schemas';
import { billingErrors } from './errors';
import type { PaymentProvider } from './provider';
import type { BillingRepository } from './repository';
import type { BillingService } from './service';

const webhookEvent = z.looseObject({
  id: z.string().min(1),
  event_type: z.string().min(1),
  resource: z.looseObject({ id: z.string().optional() }),
});
type WebhookEvent = z.infer<typeof webhookEvent>;

const refundResource = z.looseObject({
  id: z.string(),
  links: z.array(z.looseObject({ href: z.string(), rel: z.string() })).optional(),
});

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 2048 ? value : undefined;
};

function readTransmission(headers: IncomingHttpHeaders): WebhookTransmission | undefined {
  const authAlgo = header(headers, 'paypal-auth-algo');
  const certUrl = header(headers, 'paypal-cert-url');
  const transmissionId = header(headers, 'paypal-transmission-id');
  const transmissionSig = header(headers, 'paypal-transmission-sig');
  const transmissionTime = header(headers, 'paypal-transmission-time');
  if (!authAlgo || !certUrl || !transmissionId || !transmissionSig || !transmissionTime)
    return undefined;
  return { authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime };
}

/**
 * PayPal's notifications: each is verified through PayPal's verify-webhook-signature call before it
 * changes anything, and each event id is applied once.
 */
export function createWebhookHandler(deps: {
  billing: BillingService;
  repo: BillingRepository;
  provider: PaymentProvider;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { billing, repo, now, log } = deps;

  async function captureCompleted(event: WebhookEvent): Promise<string> {
    const capture = captureResource.parse(event.resource);
    const orderId = capture.supplementary_data?.related_ids?.order_id;
    const order =
      (orderId && (await repo.findOrderByPaypalId(orderId))) ||
      (await repo.findOrderByCaptureId(capture.id));
    if (!order) return 'unknown order';
    if (['completed', 'refunded', 'declined'].includes(order.status))
      return `already ${order.status}`;
    return `capture ${(await billing.applyCapture(order, { ...capture, status: 'COMPLETED' })).toLowerCase()}`;
  }

  async function captureDenied(event: WebhookEvent): Promise<string> {
    const capture = captureResource.parse(event.resource);
    const order = await repo.findOrderByCaptureId(capture.id);
    if (!order) return 'unknown capture';
    await repo.recordDeclined(
      order.id,
      {
        paypalCaptureId: capture.id,
        status: capture.status,
        amount: capture.amount?.value ?? order.amount,
        currency: capture.amount?.currency_code ?? order.currency,
      },
      `capture ${capture.status} by PayPal`,
    );
    return 'order declined';
  }

  async function captureRefunded(event: WebhookEvent): Promise<string> {
    const refund = refundResource.parse(event.resource);
    const captureId = refundedCaptureId(refund);
    const order = captureId ? await repo.findOrderByCaptureId(captureId) : undefined;
    if (!order) return 'unknown capture';
    await repo.endForRefund(order.id, now());
    return 'subscription ended';
  }

  /** The buyer approved but may never come back to /checkout: capture on their behalf. */
  async function orderApproved(event: WebhookEvent): Promise<string> {
    const order = event.resource.id ? await repo.findOrderByPaypalId(event.resource.id) : undefined;
    if (!order) return 'unknown order';
    return `capture ${(await billing.captureOnce(order)).toLowerCase()}`;
  }

  const handlers: Record<string, (event: WebhookEvent) => Promise<string>> = {
    'CHECKOUT.ORDER.APPROVED': orderApproved,
    'PAYMENT.CAPTURE.COMPLETED': captureCompleted,
    'PAYMENT.CAPTURE.DENIED': captureDenied,
    'PAYMENT.CAPTURE.DECLINED': captureDenied,
    'PAYMENT.CAPTURE.REFUNDED': captureRefunded,
    'PAYMENT.CAPTURE.REVERSED': captureRefunded,
  };

  return {
    async handle(headers: IncomingHttpHeaders, rawBody: string): Promise<void> {
      // Without PayPal and a webhook id there is no webhook here: 404, not a server fault.
      if (deps.provider.state !== 'ready' || !deps.provider.webhookId)
        throw billingErrors.webhookNotConfigured();
      const { client, webhookId } = deps.provider;
      const transmission = readTransmission(headers);
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw billingErrors.webhookUnverified();
      }
      const event = webhookEvent.safeParse(parsed);
      if (!transmission || !event.success) throw billingErrors.webhookUnverified();

      let verified: boolean;
      try {
        verified = await client.verifyWebhookSignature({
          transmission,
          webhookId,
          rawEvent: rawBody,
        });
      } catch (error) {
        if (!isPayPalError(error)) throw error;
        log.warn({ err: error }, 'PayPal webhook verification call failed');
        throw billingErrors.webhookCheckFailed();
      }
      if (!verified) {
        log.warn(
          { eventId: event.data.id, type: event.data.event_type },
          'refused a PayPal webhook with a bad signature',
        );
        throw billingErrors.webhookUnverified();
      }

      const { id, event_type: type } = event.data;
      if (await repo.hasWebhookEvent(id)) return;
      const handler = handlers[type];
      let outcome = 'ignored';
      if (handler) {
        try {
          outcome = await handler(event.data);
        } catch (error) {
          // A refusal (declined, amount differs) is final; a failure (5xx) makes PayPal send it again.
          const final =
            error instanceof z.ZodError || (error instanceof AppError && error.statusCode < 500);
          if (!final) throw error;
          log.warn({ err: error, eventId: id, type }, 'PayPal webhook could not be applied');
          outcome = error instanceof AppError ? `refused: ${error.code}` : 'unreadable resource';
        }
      }
      await repo.recordWebhookEvent({
        paypalEventId: id,
        eventType: type,
        resourceId: event.data.resource.id ?? null,
        outcome,
      });
    },
  };
}

export type WebhookHandler = ReturnType<typeof createWebhookHandler>;
