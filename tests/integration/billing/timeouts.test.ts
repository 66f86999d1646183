import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paypalSubscriptions } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { createBillingRepository } from '@server/modules/billing/repository';
import { createBillingService, type BillingService } from '@server/modules/billing/service';
import { paymentProvider } from '@server/modules/billing/provider';
import { startBilling, type BillingTest } from './support';

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
  it('report a subscription start that timed out, store nothing, and a retry starts one', async () => {
    const { userId } = await b.signUp();
    // Make the PayPal plan first, so the held call is the subscription's.
    await billing.createSubscription((await b.signUp()).userId, 'pro');

    b.fake.script('subscription', 'slow');
    const attempt = billing.createSubscription(userId, 'pro').catch((e: unknown) => e);
    const held = await b.fake.nextHeld();
    timeOutLastCall();
    const error = await attempt;
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 504,
      code: 'provider_subscription_creation_failed',
      message: expect.stringMatching(/did not answer in time.*Nothing was charged/),
    });
    held.release();
    const stored = () =>
      b.t.app.services.database.db
        .select()
        .from(paypalSubscriptions)
        .where(eq(paypalSubscriptions.userId, userId));
    expect(await stored()).toHaveLength(0);

    const retried = await billing.createSubscription(userId, 'pro');
    expect(retried.approveUrl).toMatch(/ba_token=BA-/);
    expect(await stored()).toHaveLength(1);
  });

  it('report a confirmation that timed out without switching the plan on', async () => {
    const { userId } = await b.signUp();
    const { subscriptionId } = await billing.createSubscription(userId, 'pro');
    b.fake.approve(subscriptionId);
    b.fake.script('show', 'slow');
    const attempt = billing.activate(userId, subscriptionId).catch((e: unknown) => e);
    const held = await b.fake.nextHeld();
    timeOutLastCall();
    expect(await attempt).toMatchObject({ statusCode: 504, code: 'provider_request_failed' });
    held.release();
    expect(await billing.subscription(userId)).toMatchObject({ plan: 'explorer' });
    expect((await billing.activate(userId, subscriptionId)).status).toBe('ACTIVE');
  });
});
