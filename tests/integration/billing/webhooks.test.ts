import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentWebhookEvents, paypalSubscriptions } from '@server/db/schema';
import {
  paypalCalls,
  startBilling,
  startSubscription,
  subscribed,
  subscriptionOf,
  type BillingTest,
} from './support';

let b: BillingTest;
const db = () => b.t.app.services.database.db;
const eventRows = (eventId: unknown) =>
  db()
    .select()
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.paypalEventId, String(eventId)));

beforeAll(async () => {
  b = await startBilling();
});
afterAll(async () => {
  b.assertNoSecretLeaked();
  await b.close();
});

describe('PayPal webhooks', () => {
  it('refuses a forged renewal after asking PayPal, and changes nothing', async () => {
    const { cookie, subscriptionId } = await subscribed(b);
    const before = await subscriptionOf(b, cookie);
    const genuine = b.fake.renew(subscriptionId);

    const forgedSignature = {
      ...genuine,
      headers: { ...genuine.headers, 'paypal-transmission-sig': 'Zm9yZ2VkIHNpZ25hdHVyZQ==' },
    };
    const tamperedBody = { ...genuine, body: genuine.body.replace('"29.00"', '"2900.00"') };
    for (const forged of [forgedSignature, tamperedBody]) {
      const asked = paypalCalls(b.fake, /verify-webhook-signature$/).length;
      const res = await b.webhook(forged);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'webhook_unverified' });
      expect(paypalCalls(b.fake, /verify-webhook-signature$/)).toHaveLength(asked + 1);
    }
    const unsigned = await b.request({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: genuine.body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await subscriptionOf(b, cookie)).toEqual(before);
    expect(await eventRows(genuine.event.id)).toHaveLength(0);

    // The genuine delivery moves the paid period on.
    expect((await b.webhook(genuine)).statusCode).toBe(200);
    expect((await subscriptionOf(b, cookie)).currentPeriodEnd).not.toBe(before.currentPeriodEnd);
    expect((await eventRows(genuine.event.id))[0]!.outcome).toMatch(/^subscription active through/);
  });

  it('keeps the paid month when PayPal suspends a subscription whose payments fail', async () => {
    const { cookie, subscriptionId } = await subscribed(b);
    const before = await subscriptionOf(b, cookie);
    expect((await b.webhook(b.fake.suspend(subscriptionId))).statusCode).toBe(200);
    expect(await subscriptionOf(b, cookie)).toEqual({ ...before, renews: false });
    const [row] = await db()
      .select()
      .from(paypalSubscriptions)
      .where(eq(paypalSubscriptions.paypalSubscriptionId, subscriptionId));
    expect(row!.status).toBe('SUSPENDED');
  });

  it('asks PayPal to send again when it cannot read the subscription', async () => {
    const { subscriptionId } = await subscribed(b);
    const renewal = b.fake.renew(subscriptionId);
    b.fake.script('show', 'server_error');
    expect((await b.webhook(renewal)).statusCode).toBe(502);
    expect(await eventRows(renewal.event.id)).toHaveLength(0);
    expect((await b.webhook(renewal)).statusCode).toBe(200);
  });

  it('acknowledges events it does not act on, and takes no cross-site protection check', async () => {
    const other = b.fake.deliver(
      b.fake.event('CUSTOMER.DISPUTE.CREATED', 'dispute', 'A new dispute opened', {
        id: 'PP-D-1234',
      }),
    );
    const res = await b.t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      // PayPal sends neither our client header nor an Origin of ours.
      headers: other.headers,
      payload: other.body,
    });
    expect(res.statusCode).toBe(200);
    expect((await eventRows(other.event.id))[0]!.outcome).toBe('ignored');
  });

  it('records a subscription it does not know as such', async () => {
    const { cookie } = await b.signUp();
    const { subscriptionId } = await startSubscription(b, cookie);
    b.fake.approve(subscriptionId);
    await db()
      .delete(paypalSubscriptions)
      .where(eq(paypalSubscriptions.paypalSubscriptionId, subscriptionId));
    const renewal = b.fake.renew(subscriptionId);
    expect((await b.webhook(renewal)).statusCode).toBe(200);
    expect((await eventRows(renewal.event.id))[0]!.outcome).toBe('unknown subscription');
  });
});

describe('webhooks without a webhook id', () => {
  it('are refused as not configured, without asking PayPal', async () => {
    const off = await startBilling({ configured: 'no-webhook', fake: b.fake });
    try {
      const before = paypalCalls(b.fake, /verify-webhook-signature$/).length;
      const delivery = b.fake.deliver(
        b.fake.event('PAYMENT.SALE.COMPLETED', 'sale', 'x', {
          id: 'X',
          billing_agreement_id: 'I-X',
        }),
      );
      const res = await off.webhook(delivery);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('webhook_not_configured');
      expect(paypalCalls(b.fake, /verify-webhook-signature$/)).toHaveLength(before);
      off.assertNoSecretLeaked();
    } finally {
      await off.close();
    }
  });
});
