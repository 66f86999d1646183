import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentCaptures, paymentOrders, subscriptions } from '@server/db/schema';
import { createBillingEntitlements } from '@server/modules/billing/entitlements';
import {
  capture,
  createApprovedOrder,
  paypalCalls,
  PAYPAL,
  startBilling,
  type BillingTest,
} from './support';

const DAY = 24 * 60 * 60 * 1000;
let b: BillingTest;
const db = () => b.t.app.services.database.db;
const ordersOf = (userId: string) =>
  db().select().from(paymentOrders).where(eq(paymentOrders.userId, userId));

beforeAll(async () => {
  b = await startBilling();
});
afterAll(async () => {
  b.assertNoSecretLeaked();
  await b.close();
});

describe('billing configuration', () => {
  it('tells the browser that payments work and the public client id, never the secret', async () => {
    const res = await b.request({ method: 'GET', url: '/api/billing/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ configured: true, clientId: PAYPAL.clientId });
  });
});

describe('creating an order', () => {
  it('charges the plan price from the server in USD and stores the PayPal-Request-Id with the order', async () => {
    const { cookie, userId } = await b.signUp();
    const res = await b.request({
      method: 'POST',
      url: '/api/billing/orders',
      cookie,
      payload: { planId: 'pro' },
    });
    expect(res.statusCode).toBe(201);
    const { orderId, approveUrl } = res.json();
    expect(approveUrl).toBe(`${b.fake.url}/checkoutnow?token=${orderId}`);

    const sent = paypalCalls(b.fake, /^\/v2\/checkout\/orders$/).at(-1)!;
    const body = JSON.parse(sent.body);
    expect(body.intent).toBe('CAPTURE');
    expect(body.purchase_units[0].amount).toEqual({ currency_code: 'USD', value: '29.00' });
    expect(body.application_context).toMatchObject({
      brand_name: 'Bridge Studio',
      user_action: 'PAY_NOW',
      return_url: `${b.t.config.publicUrl}/checkout?success=true&plan=pro`,
      cancel_url: `${b.t.config.publicUrl}/checkout?cancelled=true&plan=pro`,
    });
    const [row] = await ordersOf(userId);
    expect(row).toMatchObject({
      paypalOrderId: orderId,
      plan: 'pro',
      amount: '29.00',
      currency: 'USD',
      status: 'created',
    });
    expect(sent.headers['paypal-request-id']).toBe(row!.createRequestId);
  });

  it('hands out the same open order again instead of opening a second one', async () => {
    const { cookie, userId } = await b.signUp();
    const first = await b.request({
      method: 'POST',
      url: '/api/billing/orders',
      cookie,
      payload: { planId: 'pro' },
    });
    const second = await b.request({
      method: 'POST',
      url: '/api/billing/orders',
      cookie,
      payload: { planId: 'pro' },
    });
    expect(second.json()).toEqual(first.json());
    expect(await ordersOf(userId)).toHaveLength(1);
  });

  it('refuses a price or any other field from the client and charges nothing different', async () => {
    const { cookie, userId } = await b.signUp();
    const creates = paypalCalls(b.fake, /^\/v2\/checkout\/orders$/).length;
    for (const payload of [
      { planId: 'pro', amount: '0.01' },
      { planId: 'pro', price: 1 },
      { planId: 'pro', currency: 'JPY' },
      { planId: 'cheap' },
      {},
    ]) {
      const res = await b.request({ method: 'POST', url: '/api/billing/orders', cookie, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('validation_error');
    }
    expect(paypalCalls(b.fake, /^\/v2\/checkout\/orders$/)).toHaveLength(creates);
    expect(await ordersOf(userId)).toHaveLength(0);

    const honest = await b.request({
      method: 'POST',
      url: '/api/billing/orders',
      cookie,
      payload: { planId: 'pro' },
    });
    expect(honest.statusCode).toBe(201);
    expect(
      JSON.parse(paypalCalls(b.fake, /^\/v2\/checkout\/orders$/).at(-1)!.body).purchase_units[0]
        .amount.value,
    ).toBe('29.00');
  });

  it('activates the free plan without payment and sends Ecosystem Master to sales', async () => {
    const { cookie } = await b.signUp();
    const free = await b.request({
      method: 'POST',
      url: '/api/billing/orders',
      cookie,
      payload: { planId: 'explorer' },
    });
    expect(free.statusCode).toBe(400);
    expect(free.json().error).toMatchObject({ code: 'free_plan' });
    const activated = await b.request({
      method: 'POST',
      url: '/api/billing/activate-free',
      cookie,
    });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({
      plan: 'explorer',
      status: 'active',
      currentPeriodEnd: null,
    });
    // Asking twice is harmless.
    expect(
      (await b.request({ method: 'POST', url: '/api/billing/activate-free', cookie })).statusCode,
    ).toBe(200);

    const enterprise = await b.request({
      method: 'POST',
      url: '/api/billing/orders',
      cookie,
      payload: { planId: 'enterprise' },
    });
    expect(enterprise.statusCode).toBe(400);
    expect(enterprise.json().error.code).toBe('contact_sales');
  });

  it('needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/billing/subscription'],
      ['POST', '/api/billing/orders'],
      ['POST', '/api/billing/activate-free'],
      ['POST', '/api/billing/orders/5O190127TN364715T/capture'],
    ] as const) {
      const res = await b.request({
        method,
        url,
        payload: method === 'POST' && url.endsWith('orders') ? { planId: 'pro' } : undefined,
      });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('capturing an approved order', () => {
  it('activates Bridge Builder for 30 days and answers the same on a repeated capture', async () => {
    const { cookie, userId } = await b.signUp();
    expect(
      (await b.request({ method: 'GET', url: '/api/billing/subscription', cookie })).json(),
    ).toEqual({
      plan: 'explorer',
      status: 'active',
      currentPeriodEnd: null,
    });
    const orderId = await createApprovedOrder(b, cookie);
    const res = await capture(b, cookie, orderId);
    expect(res.statusCode).toBe(200);
    const periodEnd = new Date(b.clock.now.getTime() + 30 * DAY).toISOString();
    expect(res.json()).toEqual({
      status: 'COMPLETED',
      subscription: { plan: 'pro', status: 'active', currentPeriodEnd: periodEnd },
    });
    expect(
      (await b.request({ method: 'GET', url: '/api/billing/subscription', cookie })).json(),
    ).toEqual(res.json().subscription);

    const [order] = await ordersOf(userId);
    const sent = paypalCalls(b.fake, new RegExp(`/v2/checkout/orders/${orderId}/capture$`));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['paypal-request-id']).toBe(order!.captureRequestId);
    expect(order!.status).toBe('completed');

    const again = await capture(b, cookie, orderId);
    expect(again.json()).toEqual(res.json());
    expect(paypalCalls(b.fake, new RegExp(`/v2/checkout/orders/${orderId}/capture$`))).toHaveLength(
      1,
    );
    expect(
      await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    ).toHaveLength(1);
    // One notification for the payment, however often the capture is repeated.
    const listed = (await b.request({ method: 'GET', url: '/api/notifications', cookie })).json();
    expect(listed.notifications).toEqual([
      expect.objectContaining({ title: 'Payment Successful! 🎉', type: 'success', read: false }),
    ]);
  });

  it('lets the plan lapse to Explorer after its 30 days', async () => {
    const { cookie, userId } = await b.signUp();
    await capture(b, cookie, await createApprovedOrder(b, cookie));
    const entitlements = createBillingEntitlements(db(), {
      takesPayments: true,
      now: () => new Date(b.clock.now.getTime() + 30 * DAY - 1000),
    });
    expect((await entitlements.planFor(userId)).id).toBe('pro');
    const later = createBillingEntitlements(db(), {
      takesPayments: true,
      now: () => new Date(b.clock.now.getTime() + 30 * DAY + 1000),
    });
    expect((await later.planFor(userId)).id).toBe('explorer');
  });

  it('stacks a second paid period after the first', async () => {
    const { cookie, userId } = await b.signUp();
    await capture(b, cookie, await createApprovedOrder(b, cookie));
    const second = await capture(b, cookie, await createApprovedOrder(b, cookie));
    expect(second.json().subscription.currentPeriodEnd).toBe(
      new Date(b.clock.now.getTime() + 60 * DAY).toISOString(),
    );
    expect(
      await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    ).toHaveLength(2);
  });

  it("answers 404 for someone else's order and for an unknown one", async () => {
    const owner = await b.signUp();
    const stranger = await b.signUp();
    const orderId = await createApprovedOrder(b, owner.cookie);
    expect((await capture(b, stranger.cookie, orderId)).statusCode).toBe(404);
    expect((await capture(b, stranger.cookie, 'NOSUCHORDER123')).json().error.code).toBe(
      'order_not_found',
    );
    expect((await capture(b, owner.cookie, 'bad id!')).statusCode).toBe(400);
    expect(
      (
        await b.request({
          method: 'GET',
          url: '/api/billing/subscription',
          cookie: stranger.cookie,
        })
      ).json().plan,
    ).toBe('explorer');
  });

  it('says plainly when the buyer has not approved the payment yet', async () => {
    const { cookie } = await b.signUp();
    const created = await b.request({
      method: 'POST',
      url: '/api/billing/orders',
      cookie,
      payload: { planId: 'pro' },
    });
    const res = await capture(b, cookie, created.json().orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'payment_not_approved',
      message: expect.stringMatching(/not been approved/),
    });
  });

  it('changes nothing on a declined card and lets the buyer try again', async () => {
    const { cookie, userId } = await b.signUp();
    const orderId = await createApprovedOrder(b, cookie);
    b.fake.script('capture', 'declined');
    const declined = await capture(b, cookie, orderId);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toMatchObject({
      code: 'payment_declined',
      message: expect.stringMatching(/declined/),
    });
    expect(
      (await b.request({ method: 'GET', url: '/api/billing/subscription', cookie })).json().plan,
    ).toBe('explorer');

    // Approving again with another card, the capture goes through under a fresh request id.
    b.fake.approve(orderId);
    const retried = await capture(b, cookie, orderId);
    expect(retried.json().status).toBe('COMPLETED');
    const ids = paypalCalls(b.fake, new RegExp(`/v2/checkout/orders/${orderId}/capture$`)).map(
      (r) => r.headers['paypal-request-id'],
    );
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
    expect(
      await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    ).toHaveLength(1);
  });

  it('reconciles ORDER_ALREADY_CAPTURED by reading the order', async () => {
    const { cookie, userId } = await b.signUp();
    const orderId = await createApprovedOrder(b, cookie);
    const elsewhere = b.fake.captureElsewhere(orderId);
    const res = await capture(b, cookie, orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'COMPLETED',
      subscription: { plan: 'pro', status: 'active' },
    });
    expect(paypalCalls(b.fake, new RegExp(`/v2/checkout/orders/${orderId}$`), 'GET')).toHaveLength(
      1,
    );
    const [order] = await ordersOf(userId);
    const captures = await db()
      .select()
      .from(paymentCaptures)
      .where(eq(paymentCaptures.orderId, order!.id));
    expect(captures.map((c) => c.paypalCaptureId)).toEqual([elsewhere.id]);
  });

  it('reports a PayPal server error clearly, activates nothing, and retries with the same request id', async () => {
    const { cookie, userId } = await b.signUp();
    const orderId = await createApprovedOrder(b, cookie);
    b.fake.script('capture', 'server_error');
    const failed = await capture(b, cookie, orderId);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toMatchObject({
      code: 'provider_capture_failed',
      message: expect.stringMatching(/provider capture failed/),
    });
    expect(
      (await b.request({ method: 'GET', url: '/api/billing/subscription', cookie })).json().plan,
    ).toBe('explorer');

    const retried = await capture(b, cookie, orderId);
    expect(retried.json().status).toBe('COMPLETED');
    const ids = paypalCalls(b.fake, new RegExp(`/v2/checkout/orders/${orderId}/capture$`)).map(
      (r) => r.headers['paypal-request-id'],
    );
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    expect(b.fake.orders.get(orderId)!.captures).toHaveLength(1);
    expect(
      await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    ).toHaveLength(1);
  });

  it('reports a failed order creation and a PayPal outage as plain messages', async () => {
    const { cookie, userId } = await b.signUp();
    b.fake.script('create', 'server_error');
    const res = await b.request({
      method: 'POST',
      url: '/api/billing/orders',
      cookie,
      payload: { planId: 'pro' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatchObject({
      code: 'provider_order_creation_failed',
      message: expect.stringMatching(/provider order creation failed.*Nothing was charged/),
    });
    // The retry reuses the failed attempt's request id.
    const retry = await b.request({
      method: 'POST',
      url: '/api/billing/orders',
      cookie,
      payload: { planId: 'pro' },
    });
    expect(retry.statusCode).toBe(201);
    const ids = paypalCalls(b.fake, /^\/v2\/checkout\/orders$/)
      .slice(-2)
      .map((r) => r.headers['paypal-request-id']);
    expect(ids[0]).toBe(ids[1]);
    expect(await ordersOf(userId)).toHaveLength(1);
  });
});

describe('the project limit', () => {
  it('stops an Explorer at 3 projects and lets a Bridge Builder create the fourth', async () => {
    const { cookie } = await b.signUp();
    for (let i = 1; i <= 3; i++) {
      const res = await b.request({
        method: 'POST',
        url: '/api/projects',
        cookie,
        payload: { name: `Project ${i}` },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await b.request({
      method: 'POST',
      url: '/api/projects',
      cookie,
      payload: { name: 'Project 4' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('project_limit_reached');

    await capture(b, cookie, await createApprovedOrder(b, cookie));
    const fourth = await b.request({
      method: 'POST',
      url: '/api/projects',
      cookie,
      payload: { name: 'Project 4' },
    });
    expect(fourth.statusCode, fourth.body).toBe(201);
  });
});

describe('without PayPal configured', () => {
  it('says payments are not configured, and creates nothing', async () => {
    const off = await startBilling({ configured: 'no', fake: b.fake });
    try {
      expect((await off.request({ method: 'GET', url: '/api/billing/config' })).json()).toEqual({
        configured: false,
      });
      const { cookie } = await off.signUp();
      const before = b.fake.requests.length;
      const res = await off.request({
        method: 'POST',
        url: '/api/billing/orders',
        cookie,
        payload: { planId: 'pro' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatchObject({
        code: 'provider_not_configured',
        message: expect.stringMatching(/provider not configured/),
      });
      expect(b.fake.requests.length).toBe(before);
      // The free plan needs no provider.
      expect(
        (await off.request({ method: 'POST', url: '/api/billing/activate-free', cookie }))
          .statusCode,
      ).toBe(200);
      off.assertNoSecretLeaked();
    } finally {
      await off.close();
    }
  });

  it('names missing credentials and refused credentials', async () => {
    const partial = await startBilling({ configured: 'partial', fake: b.fake });
    const wrong = await startBilling({ configured: 'wrong-secret', fake: b.fake });
    try {
      expect((await partial.request({ method: 'GET', url: '/api/billing/config' })).json()).toEqual(
        { configured: false },
      );
      const a = await partial.signUp();
      const missing = await partial.request({
        method: 'POST',
        url: '/api/billing/orders',
        cookie: a.cookie,
        payload: { planId: 'pro' },
      });
      expect(missing.statusCode).toBe(503);
      expect(missing.json().error).toMatchObject({
        code: 'provider_credentials_not_configured',
        message: expect.stringMatching(/provider credentials not configured/),
      });

      const c = await wrong.signUp();
      const refused = await wrong.request({
        method: 'POST',
        url: '/api/billing/orders',
        cookie: c.cookie,
        payload: { planId: 'pro' },
      });
      expect(refused.statusCode).toBe(502);
      expect(refused.json().error).toMatchObject({
        code: 'provider_auth_failed',
        message: expect.stringMatching(/provider auth failed/),
      });
      partial.assertNoSecretLeaked();
      wrong.assertNoSecretLeaked();
    } finally {
      await partial.close();
      await wrong.close();
    }
  });
});
