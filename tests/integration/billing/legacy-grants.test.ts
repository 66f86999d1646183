import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { paymentCaptures, paymentOrders, subscriptions } from '@server/db/schema';
import {
  paypalCalls,
  startBilling,
  startSubscription,
  subscriptionOf,
  type BillingTest,
} from './support';

const DAY = 24 * 60 * 60 * 1000;
let b: BillingTest;
const db = () => b.t.app.services.database.db;

beforeAll(async () => {
  b = await startBilling();
});
afterAll(async () => {
  b.assertNoSecretLeaked();
  await b.close();
});

/** The rows the earlier release wrote for a captured one-time order: 30 days of Bridge Builder. */
async function legacyGrant(userId: string, startedDaysAgo: number) {
  const start = new Date(b.clock.now.getTime() - startedDaysAgo * DAY);
  const end = new Date(start.getTime() + 30 * DAY);
  const [order] = await db()
    .insert(paymentOrders)
    .values({
      userId,
      plan: 'pro',
      amount: '29.00',
      currency: 'USD',
      paypalOrderId: `LEGACY${randomUUID().slice(0, 8).toUpperCase()}`,
      createRequestId: randomUUID(),
      status: 'completed',
    })
    .returning();
  const captureId = `CAP${randomUUID().slice(0, 8).toUpperCase()}`;
  await db().insert(paymentCaptures).values({
    orderId: order!.id,
    paypalCaptureId: captureId,
    status: 'COMPLETED',
    amount: '29.00',
    currency: 'USD',
  });
  await db().insert(subscriptions).values({
    userId,
    plan: 'pro',
    status: 'active',
    orderId: order!.id,
    currentPeriodStart: start,
    currentPeriodEnd: end,
  });
  return { end, captureId };
}

describe('one-time 30-day grants bought before monthly subscriptions', () => {
  it('keep working until they end, then Explorer applies', async () => {
    const start = b.clock.now;
    try {
      const founder = await b.signUp();
      const { end } = await legacyGrant(founder.userId, 10);
      expect(await subscriptionOf(b, founder.cookie)).toEqual({
        plan: 'pro',
        status: 'active',
        currentPeriodEnd: end.toISOString(),
        renews: false,
      });
      b.clock.now = new Date(end.getTime() + 1);
      const cookie = await b.signIn(founder);
      expect(await subscriptionOf(b, cookie)).toMatchObject({
        plan: 'explorer',
        status: 'expired',
      });
    } finally {
      b.clock.now = start;
    }
  });

  it('make a new monthly subscription start charging when the grant ends', async () => {
    const { cookie, userId } = await b.signUp();
    const { end } = await legacyGrant(userId, 5);
    await startSubscription(b, cookie);
    const body = JSON.parse(paypalCalls(b.fake, /^\/v1\/billing\/subscriptions$/).at(-1)!.body);
    expect(body.start_time).toBe(end.toISOString());
  });

  it('end when PayPal reports the payment refunded', async () => {
    const { cookie, userId } = await b.signUp();
    const { captureId } = await legacyGrant(userId, 3);
    const refund = b.fake.deliver(
      b.fake.event('PAYMENT.CAPTURE.REFUNDED', 'refund', 'A capture payment was refunded', {
        id: 'REFUND1',
        status: 'COMPLETED',
        links: [{ href: `${b.fake.url}/v2/payments/captures/${captureId}`, rel: 'up' }],
      }),
    );
    expect((await b.webhook(refund)).statusCode).toBe(200);
    expect(await subscriptionOf(b, cookie)).toMatchObject({ plan: 'explorer', status: 'refunded' });
  });
});
