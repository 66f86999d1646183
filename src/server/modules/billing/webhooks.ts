import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { isPayPalError } from '../../services/paypal/paypal-error';
import type { WebhookTransmission } from '../../services/paypal/paypal-client';
import { billingErrors } from './errors';
import { legacyOrderHandlers } from './legacy-order-webhooks';
import type { PaymentProvider } from './provider';
import type { BillingRepository } from './repository';
import type { BillingService } from './service';

const webhookEvent = z.looseObject({
  id: z.string().min(1),
  event_type: z.string().min(1),
  resource: z.looseObject({ id: z.string().optional() }),
});
type WebhookEvent = z.infer<typeof webhookEvent>;

/** A subscription payment (PAYMENT.SALE.*) names its subscription as billing_agreement_id. */
const saleResource = z.looseObject({ billing_agreement_id: z.string().min(1) });

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
 * PayPal's notifications (subscription changes and payments, and late news of one-time orders):
 * each is verified through PayPal's verify-webhook-signature call before it
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

  /** Any change to a subscription: PayPal's current view of it decides (events may arrive out of order). */
  async function refresh(paypalSubscriptionId: string | undefined): Promise<string> {
    const row = paypalSubscriptionId
      ? await repo.findSubscriptionByPaypalId(paypalSubscriptionId)
      : undefined;
    if (!row) return 'unknown subscription';
    const synced = await billing.refresh(row);
    return `subscription ${synced.status.toLowerCase()}${synced.paidThrough ? ` through ${synced.paidThrough.toISOString()}` : ''}`;
  }

  const subscriptionEvent = (event: WebhookEvent) => refresh(event.resource.id);
  const legacy = legacyOrderHandlers({ repo, now, log });
  const handlers: Record<string, (event: WebhookEvent) => Promise<string>> = {
    'PAYMENT.SALE.COMPLETED': (event) =>
      refresh(saleResource.parse(event.resource).billing_agreement_id),
    'BILLING.SUBSCRIPTION.ACTIVATED': subscriptionEvent,
    'BILLING.SUBSCRIPTION.RE-ACTIVATED': subscriptionEvent,
    'BILLING.SUBSCRIPTION.UPDATED': subscriptionEvent,
    'BILLING.SUBSCRIPTION.SUSPENDED': subscriptionEvent,
    'BILLING.SUBSCRIPTION.CANCELLED': subscriptionEvent,
    'BILLING.SUBSCRIPTION.EXPIRED': subscriptionEvent,
    'BILLING.SUBSCRIPTION.PAYMENT.FAILED': subscriptionEvent,
    ...Object.fromEntries(
      Object.entries(legacy).map(([type, handle]) => [
        type,
        (event: WebhookEvent) => handle(event.resource),
      ]),
    ),
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
