import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paypalPlans, paypalSubscriptions } from '@server/db/schema';
import {
  activate,
  paypalCalls,
  PAYPAL,
  startBilling,
  startSubscription,
  subscribed,
  subscriptionOf,
  type BillingTest,
} from './support';

const DAY = 24 * 60 * 60 * 1000;
let b: BillingTest;
const db = () => b.t.app.services.database.db;
const rowOf = async (paypalSubscriptionId: string) =>
  (
    await db()
      .select()
      .from(paypalSubscriptions)
      .where(eq(paypalSubscriptions.paypalSubscriptionId, paypalSubscriptionId))
  )[0]!;
const createProject = (cookie: string, name: string) =>
  b.request({ method: 'POST', url: '/api/projects', cookie, payload: { name } });

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
    expect(res.json()).toEqual({ configured: true, clientId: PAYPAL.clientId });
  });
});

describe('starting a monthly subscription', () => {
  it('makes one PayPal product and monthly plan at the PLANS price, then a subscription to approve', async () => {
    const { cookie, userId } = await b.signUp();
    const { subscriptionId, approveUrl } = await startSubscription(b, cookie);
    expect(approveUrl).toMatch(
      new RegExp(`^${b.fake.url}/webapps/billing/subscriptions\\?ba_token=BA-`),
    );

    const plan = JSON.parse(paypalCalls(b.fake, /^\/v1\/billing\/plans$/).at(-1)!.body);
    expect(plan.billing_cycles[0]).toMatchObject({
      frequency: { interval_unit: 'MONTH', interval_count: 1 },
      total_cycles: 0,
      pricing_scheme: { fixed_price: { currency_code: 'USD', value: '29.00' } },
    });
    const sent = paypalCalls(b.fake, /^\/v1\/billing\/subscriptions$/).at(-1)!;
    const body = JSON.parse(sent.body);
    expect(body).toMatchObject({
      custom_id: userId,
      application_context: {
        user_action: 'SUBSCRIBE_NOW',
        return_url: `${b.t.config.publicUrl}/checkout?success=true&plan=pro`,
        cancel_url: `${b.t.config.publicUrl}/checkout?cancelled=true&plan=pro`,
      },
    });
    expect(body.start_time).toBeUndefined();
    expect(sent.headers['paypal-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await rowOf(subscriptionId)).toMatchObject({
      userId,
      plan: 'pro',
      status: 'APPROVAL_PENDING',
      paidThrough: null,
    });
    expect(await subscriptionOf(b, cookie)).toMatchObject({ plan: 'explorer', renews: false });

    // A second founder reuses the stored PayPal plan: no new product or plan at PayPal.
    const products = paypalCalls(b.fake, /^\/v1\/catalogs\/products$/).length;
    const plans = paypalCalls(b.fake, /^\/v1\/billing\/plans$/).length;
    await startSubscription(b, (await b.signUp()).cookie);
    expect(paypalCalls(b.fake, /^\/v1\/catalogs\/products$/)).toHaveLength(products);
    expect(paypalCalls(b.fake, /^\/v1\/billing\/plans$/)).toHaveLength(plans);
    expect(await db().select().from(paypalPlans)).toHaveLength(1);
  });

  it('hands out the same subscription again while it waits for approval', async () => {
    const { cookie } = await b.signUp();
    const first = await startSubscription(b, cookie);
    const second = await startSubscription(b, cookie);
    expect(second).toEqual(first);
  });

  it('refuses the free plan, the sales-only plan and a client-chosen price', async () => {
    const { cookie } = await b.signUp();
    const post = (payload: Record<string, string>) =>
      b.request({ method: 'POST', url: '/api/billing/subscriptions', cookie, payload });
    expect((await post({ planId: 'explorer' })).json().error.code).toBe('free_plan');
    expect((await post({ planId: 'enterprise' })).json().error.code).toBe('contact_sales');
    expect((await post({ planId: 'pro', amount: '1.00' })).statusCode).toBe(400);
  });
});

describe('approval and activation', () => {
  it('switches the plan on when PayPal says ACTIVE, paid through the next monthly charge', async () => {
    const { cookie, subscriptionId } = await subscribed(b);
    const sub = b.fake.subscriptions.get(subscriptionId)!;
    expect(await subscriptionOf(b, cookie)).toEqual({
      plan: 'pro',
      status: 'active',
      currentPeriodEnd: sub.next_billing_time!.toISOString(),
      renews: true,
    });
    for (const name of ['A', 'B', 'C', 'D'])
      expect((await createProject(cookie, name)).statusCode).toBe(201);
  });

  it('refuses to activate a subscription not yet approved, or another founder’s', async () => {
    const { cookie, subscriptionId } = await (async () => {
      const user = await b.signUp();
      return { ...user, ...(await startSubscription(b, user.cookie)) };
    })();
    const early = await activate(b, cookie, subscriptionId);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('subscription_not_approved');

    b.fake.approve(subscriptionId);
    const stranger = await b.signUp();
    const res = await activate(b, stranger.cookie, subscriptionId);
    expect(res.statusCode).toBe(404);
    expect(await subscriptionOf(b, stranger.cookie)).toMatchObject({ plan: 'explorer' });
    const bad = await activate(b, cookie, 'not-an-id');
    expect(bad.statusCode).toBe(400);
  });

  it('says pending while PayPal has the approval but is not done, then activates by webhook', async () => {
    const { cookie } = await b.signUp();
    const { subscriptionId } = await startSubscription(b, cookie);
    b.fake.approve(subscriptionId, { activate: false });
    const res = await activate(b, cookie, subscriptionId);
    expect(res.json()).toMatchObject({
      status: 'PENDING',
      subscription: { plan: 'explorer', status: 'pending' },
    });

    expect((await b.webhook(b.fake.activate(subscriptionId))).statusCode).toBe(200);
    expect(await subscriptionOf(b, cookie)).toMatchObject({
      plan: 'pro',
      status: 'active',
      renews: true,
    });
  });

  it('refuses a second subscription while one renews', async () => {
    const { cookie } = await subscribed(b);
    const res = await b.request({
      method: 'POST',
      url: '/api/billing/subscriptions',
      cookie,
      payload: { planId: 'pro' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('already_subscribed');
  });
});

describe('renewal, cancellation and the end of the paid period', () => {
  it('renews each month by webhook, and after Cancel keeps the plan until the paid month ends', async () => {
    const start = b.clock.now;
    try {
      const founder = await subscribed(b);
      const { subscriptionId } = founder;
      let { cookie } = founder;
      const firstEnd = (await subscriptionOf(b, cookie)).currentPeriodEnd!;

      // The month runs out; PayPal charges again and tells us.
      b.clock.now = new Date(new Date(firstEnd).getTime() + 60_000);
      cookie = await b.signIn(founder);
      const renewal = b.fake.renew(subscriptionId);
      expect((await b.webhook(renewal)).statusCode).toBe(200);
      // A redelivery of the same event changes nothing more.
      expect((await b.webhook(renewal)).statusCode).toBe(200);
      const renewed = await subscriptionOf(b, cookie);
      const secondEnd = b.fake.subscriptions.get(subscriptionId)!.next_billing_time!;
      expect(renewed).toEqual({
        plan: 'pro',
        status: 'active',
        currentPeriodEnd: secondEnd.toISOString(),
        renews: true,
      });
      expect(secondEnd.getTime() - new Date(firstEnd).getTime()).toBeGreaterThan(27 * DAY);

      const cancelled = await b.request({
        method: 'POST',
        url: '/api/billing/subscription/cancel',
        cookie,
      });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toEqual({
        plan: 'pro',
        status: 'active',
        currentPeriodEnd: secondEnd.toISOString(),
        renews: false,
      });
      const call = paypalCalls(b.fake, /\/v1\/billing\/subscriptions\/[^/]+\/cancel$/).at(-1)!;
      expect(call.path).toBe(`/v1/billing/subscriptions/${subscriptionId}/cancel`);
      expect(JSON.parse(call.body).reason).toMatch(/Cancelled/);
      expect(b.fake.subscriptions.get(subscriptionId)!.status).toBe('CANCELLED');
      expect(await rowOf(subscriptionId)).toMatchObject({ status: 'CANCELLED' });

      // Nothing left to cancel.
      const again = await b.request({
        method: 'POST',
        url: '/api/billing/subscription/cancel',
        cookie,
      });
      expect(again.json().error.code).toBe('nothing_to_cancel');

      b.clock.now = new Date(secondEnd.getTime() - 60_000);
      cookie = await b.signIn(founder);
      for (const name of ['A', 'B', 'C', 'D'])
        expect((await createProject(cookie, name)).statusCode).toBe(201);
      b.clock.now = new Date(secondEnd.getTime() + 1);
      expect(await subscriptionOf(b, cookie)).toEqual({
        plan: 'explorer',
        status: 'expired',
        currentPeriodEnd: secondEnd.toISOString(),
        renews: false,
      });
      expect((await createProject(cookie, 'E')).json().error.code).toBe('project_limit_reached');
    } finally {
      b.clock.now = start;
    }
  });

  it('takes a cancellation made in PayPal from its webhook, and lets the founder subscribe again', async () => {
    const { cookie, subscriptionId } = await subscribed(b);
    const end = (await subscriptionOf(b, cookie)).currentPeriodEnd;
    expect((await b.webhook(b.fake.cancelElsewhere(subscriptionId))).statusCode).toBe(200);
    expect(await subscriptionOf(b, cookie)).toMatchObject({
      plan: 'pro',
      currentPeriodEnd: end,
      renews: false,
    });

    // The new subscription's first charge falls when the paid month ends.
    await startSubscription(b, cookie);
    const body = JSON.parse(paypalCalls(b.fake, /^\/v1\/billing\/subscriptions$/).at(-1)!.body);
    expect(body.start_time).toBe(end);
  });
});

describe('failures', () => {
  it('reports PayPal failing to start a subscription and stores nothing', async () => {
    const { cookie, userId } = await b.signUp();
    b.fake.script('subscription', 'server_error');
    const res = await b.request({
      method: 'POST',
      url: '/api/billing/subscriptions',
      cookie,
      payload: { planId: 'pro' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatchObject({
      code: 'provider_subscription_creation_failed',
      message: expect.stringMatching(/Nothing was charged/),
    });
    expect(
      await db().select().from(paypalSubscriptions).where(eq(paypalSubscriptions.userId, userId)),
    ).toHaveLength(0);
  });

  it('keeps the plan renewing when PayPal fails to cancel, and says so', async () => {
    const { cookie } = await subscribed(b);
    b.fake.script('cancel', 'server_error');
    const res = await b.request({
      method: 'POST',
      url: '/api/billing/subscription/cancel',
      cookie,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toMatch(/could not cancel your subscription/);
    expect(await subscriptionOf(b, cookie)).toMatchObject({ plan: 'pro', renews: true });
  });

  it('reports PayPal failing to confirm on return, and a retry activates', async () => {
    const { cookie } = await b.signUp();
    const { subscriptionId } = await startSubscription(b, cookie);
    b.fake.approve(subscriptionId);
    b.fake.script('show', 'server_error');
    const failed = await activate(b, cookie, subscriptionId);
    expect(failed.statusCode).toBe(502);
    expect(await subscriptionOf(b, cookie)).toMatchObject({ plan: 'explorer' });
    expect((await activate(b, cookie, subscriptionId)).json().status).toBe('ACTIVE');
  });

  it('reports wrong PayPal credentials as a sign-in failure without leaking them', async () => {
    const wrong = await startBilling({ configured: 'wrong-secret', fake: b.fake });
    try {
      const { cookie } = await wrong.signUp();
      const res = await wrong.request({
        method: 'POST',
        url: '/api/billing/subscriptions',
        cookie,
        payload: { planId: 'pro' },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.code).toBe('provider_auth_failed');
      wrong.assertNoSecretLeaked();
    } finally {
      await wrong.close();
    }
  });

  it('answers 503 without PayPal credentials', async () => {
    const partial = await startBilling({ configured: 'partial', fake: b.fake });
    try {
      const { cookie } = await partial.signUp();
      const res = await partial.request({
        method: 'POST',
        url: '/api/billing/subscriptions',
        cookie,
        payload: { planId: 'pro' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('provider_credentials_not_configured');
    } finally {
      await partial.close();
    }
  });
});
