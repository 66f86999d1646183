import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subscriptions } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { createBillingRepository } from '@server/modules/billing/repository';
import { createBillingService, type BillingService } from '@server/modules/billing/service';
import { paymentProvider } from '@server/modules/billing/provider';
import { paypalCalls, startBilling, type BillingTest } from './support';

let b: BillingTest;
let billing: BillingService;
/** One abort controller per PayPal call: the test ends a call's time limit when it chooses. */
const limits: AbortController[] = [];
const timeOutLastCall = () =>
  limits
    .at(-1)!
    .abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));

beforeAll(async () => {
  b = await startBilling();
  const { config, database } = b.t.app.services;
  const provider = paymentProvider(config.paypal, {
    timeoutSignal: () => {
      const controller = new AbortController();
      limits.push(controller);
      return controller.signal;
    },
  });
  billing = createBillingService({
    repo: createBillingRepository(database.db),
    provider,
    publicUrl: config.publicUrl,
    now: () => b.clock.now,
    log: b.t.app.log,
  });
});
afterAll(async () => {
  b.assertNoSecretLeaked();
  await b.close();
});

describe('PayPal time-outs', () => {
  it('report a capture that timed out, activate nothing, and a retry finds the capture PayPal made', async () => {
    const { userId } = await b.signUp();
    const { orderId } = await billing.createOrder(userId, 'pro');
    b.fake.approve(orderId);

    b.fake.script('capture', 'slow');
    const attempt = billing.capture(userId, orderId).catch((e: unknown) => e);
    const held = await b.fake.nextHeld();
    timeOutLastCall();
    const error = await attempt;
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 504,
      code: 'provider_capture_failed',
      message: expect.stringMatching(/did not confirm the payment in time/),
    });
    expect(await billing.subscription(userId)).toMatchObject({ plan: 'explorer' });
    held.release();

    // PayPal did take the money: the retry, under the same request id, gets that capture back.
    const retried = await billing.capture(userId, orderId);
    expect(retried).toMatchObject({
      status: 'COMPLETED',
      subscription: { plan: 'pro', status: 'active' },
    });
    const ids = paypalCalls(b.fake, new RegExp(`/v2/checkout/orders/${orderId}/capture$`)).map(
      (r) => r.headers['paypal-request-id'],
    );
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    expect(b.fake.orders.get(orderId)!.captures).toHaveLength(1);
    const db = b.t.app.services.database.db;
    expect(
      await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    ).toHaveLength(1);
  });

  it('report an order creation that timed out, and a retry gets the same PayPal order', async () => {
    const { userId } = await b.signUp();
    const ordersBefore = b.fake.orders.size;
    b.fake.script('create', 'slow');
    const attempt = billing.createOrder(userId, 'pro').catch((e: unknown) => e);
    const held = await b.fake.nextHeld();
    timeOutLastCall();
    expect(await attempt).toMatchObject({
      statusCode: 504,
      code: 'provider_order_creation_failed',
      message: expect.stringMatching(/did not answer in time.*Nothing was charged/),
    });
    held.release();

    const retried = await billing.createOrder(userId, 'pro');
    expect(b.fake.orders.size).toBe(ordersBefore + 1);
    expect(b.fake.orders.get(retried.orderId)).toBeDefined();
    const ids = paypalCalls(b.fake, /^\/v2\/checkout\/orders$/)
      .slice(-2)
      .map((r) => r.headers['paypal-request-id']);
    expect(ids[0]).toBe(ids[1]);
  });
});
