import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentOrders, paymentWebhookEvents, subscriptions } from '@server/db/schema';
import {
  capture,
  createApprovedOrder,
  paypalCalls,
  startBilling,
  type BillingTest,
} from './support';

let b: BillingTest;
const db = () => b.t.app.services.database.db;
const subscriptionOf = async (cookie: string) =>
  (await b.request({ method: 'GET', url: '/api/billing/subscription', cookie })).json();
const captureIdOf = (orderId: string) => b.fake.orders.get(orderId)!.captures[0]!.id;

beforeAll(async () => {
  b = await startBilling();
});
afterAll(async () => {
  b.assertNoSecretLeaked();
  await b.close();
});

describe('PayPal webhooks', () => {
  it('refuses a forged notification after asking PayPal, and changes nothing', async () => {
    const { cookie } = await b.signUp();
    b.fake.script('capture', 'pending');
    const orderId = await createApprovedOrder(b, cookie);
    await capture(b, cookie, orderId);
    const genuine = b.fake.completeCapture(captureIdOf(orderId));

    const forgedSignature = {
      ...genuine,
      headers: { ...genuine.headers, 'paypal-transmission-sig': 'Zm9yZ2VkIHNpZ25hdHVyZQ==' },
    };
    const tamperedBody = {
      ...genuine,
      body: genuine.body.replace(/"value":"29\.00"/g, '"value":"2900.00"'),
    };
    for (const forged of [forgedSignature, tamperedBody]) {
      const before = paypalCalls(b.fake, /verify-webhook-signature$/).length;
      const res = await b.webhook(forged);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'webhook_unverified' });
      expect(paypalCalls(b.fake, /verify-webhook-signature$/)).toHaveLength(before + 1);
    }
    const unsigned = await b.request({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: genuine.body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await subscriptionOf(cookie)).toMatchObject({ plan: 'explorer', status: 'pending' });
    expect(
      await db()
        .select()
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.paypalEventId, String(genuine.event.id))),
    ).toHaveLength(0);
  });

  it('keeps a PENDING capture on Explorer until the verified PAYMENT.CAPTURE.COMPLETED arrives', async () => {
    const { cookie, userId } = await b.signUp();
    b.fake.script('capture', 'pending');
    const orderId = await createApprovedOrder(b, cookie);
    const res = await capture(b, cookie, orderId);
    expect(res.json()).toEqual({
      status: 'PENDING',
      subscription: { plan: 'explorer', status: 'pending', currentPeriodEnd: null },
    });
    // Asking again does not capture again.
    expect((await capture(b, cookie, orderId)).json().status).toBe('PENDING');
    expect(paypalCalls(b.fake, new RegExp(`/v2/checkout/orders/${orderId}/capture$`))).toHaveLength(
      1,
    );

    const completed = b.fake.completeCapture(captureIdOf(orderId));
    const delivered = await b.webhook(completed);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ received: true });
    expect(await subscriptionOf(cookie)).toMatchObject({ plan: 'pro', status: 'active' });
    expect((await capture(b, cookie, orderId)).json().status).toBe('COMPLETED');

    // PayPal delivers at least once: the same event again changes nothing.
    expect((await b.webhook(completed)).statusCode).toBe(200);
    expect(
      await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    ).toHaveLength(1);
    const [event] = await db()
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.paypalEventId, String(completed.event.id)));
    expect(event).toMatchObject({
      eventType: 'PAYMENT.CAPTURE.COMPLETED',
      outcome: 'capture completed',
    });
  });

  it('ends the plan when a pending capture is denied', async () => {
    const { cookie, userId } = await b.signUp();
    b.fake.script('capture', 'pending');
    const orderId = await createApprovedOrder(b, cookie);
    await capture(b, cookie, orderId);
    expect((await b.webhook(b.fake.denyCapture(captureIdOf(orderId)))).statusCode).toBe(200);
    expect((await subscriptionOf(cookie)).plan).toBe('explorer');
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.userId, userId));
    expect(order!.status).toBe('declined');
    expect((await capture(b, cookie, orderId)).json().error.code).toBe('payment_declined');
  });

  it('ends the subscription when the payment is refunded', async () => {
    const { cookie, userId } = await b.signUp();
    const orderId = await createApprovedOrder(b, cookie);
    expect((await capture(b, cookie, orderId)).json().subscription.plan).toBe('pro');
    const refund = await b.webhook(b.fake.refundCapture(captureIdOf(orderId)));
    expect(refund.statusCode).toBe(200);
    expect(await subscriptionOf(cookie)).toEqual({
      plan: 'explorer',
      status: 'refunded',
      currentPeriodEnd: b.clock.now.toISOString(),
    });
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(row).toMatchObject({ status: 'refunded', endedAt: b.clock.now });
    // A late repeat of the capture cannot bring the plan back.
    const late = await capture(b, cookie, orderId);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('payment_refunded');
    expect((await subscriptionOf(cookie)).plan).toBe('explorer');
  });

  it('captures an approved order when the buyer never came back (CHECKOUT.ORDER.APPROVED)', async () => {
    const { cookie } = await b.signUp();
    const orderId = await createApprovedOrder(b, cookie);
    const approved = b.fake.deliver(
      b.fake.event(
        'CHECKOUT.ORDER.APPROVED',
        'checkout-order',
        'An order has been approved by buyer',
        { id: orderId, status: 'APPROVED' },
      ),
    );
    expect((await b.webhook(approved)).statusCode).toBe(200);
    expect((await subscriptionOf(cookie)).plan).toBe('pro');
    expect((await capture(b, cookie, orderId)).json().status).toBe('COMPLETED');
    expect(paypalCalls(b.fake, new RegExp(`/v2/checkout/orders/${orderId}/capture$`))).toHaveLength(
      1,
    );
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
    const [row] = await db()
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.paypalEventId, String(other.event.id)));
    expect(row!.outcome).toBe('ignored');
  });
});

describe('webhooks without a webhook id', () => {
  it('are refused as not configured, without asking PayPal', async () => {
    const off = await startBilling({ configured: 'no-webhook', fake: b.fake });
    try {
      const before = paypalCalls(b.fake, /verify-webhook-signature$/).length;
      const delivery = b.fake.deliver(
        b.fake.event('PAYMENT.CAPTURE.COMPLETED', 'capture', 'x', { id: 'X' }),
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
