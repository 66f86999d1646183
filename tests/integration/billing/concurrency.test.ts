import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentCaptures, paymentOrders, subscriptions } from '@server/db/schema';
import { createBillingRepository } from '@server/modules/billing/repository';
import { createBillingService } from '@server/modules/billing/service';
import { paymentProvider } from '@server/modules/billing/provider';
import {
  capture,
  createApprovedOrder,
  paypalCalls,
  startBilling,
  type BillingTest,
} from './support';

let first: BillingTest;
let second: BillingTest;
beforeAll(async () => {
  first = await startBilling();
  // A second server on the same database, as behind a load balancer.
  second = await startBilling({ shareWith: first });
});
afterAll(async () => {
  first.assertNoSecretLeaked();
  second.assertNoSecretLeaked();
  await second.close();
  await first.close();
});

describe('concurrent captures', () => {
  it('turn 50 simultaneous captures of one order on two servers into one capture and one subscription', async () => {
    const { cookie, userId } = await first.signUp();
    const orderId = await createApprovedOrder(first, cookie);

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => capture(i % 2 === 0 ? first : second, cookie, orderId)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const statuses = answers.map((a) => a.json().status as string);
    // Every answer is the payment's outcome, or "still processing" from a server that lost the race.
    expect(statuses.every((s) => s === 'COMPLETED' || s === 'PROCESSING')).toBe(true);
    expect(statuses).toContain('COMPLETED');

    expect(
      paypalCalls(first.fake, new RegExp(`/v2/checkout/orders/${orderId}/capture$`)),
    ).toHaveLength(1);
    expect(first.fake.orders.get(orderId)!.captures).toHaveLength(1);
    const db = first.t.app.services.database.db;
    const [order] = await db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.paypalOrderId, orderId));
    expect(order!.status).toBe('completed');
    expect(
      await db.select().from(paymentCaptures).where(eq(paymentCaptures.orderId, order!.id)),
    ).toHaveLength(1);
    expect(
      await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    ).toHaveLength(1);

    // Whichever server is asked afterwards knows the outcome.
    for (const server of [first, second]) {
      expect((await capture(server, cookie, orderId)).json()).toMatchObject({
        status: 'COMPLETED',
        subscription: { plan: 'pro' },
      });
    }
  });

  it('answer 50 simultaneous captures on one server with the same outcome', async () => {
    const { cookie, userId } = await first.signUp();
    const orderId = await createApprovedOrder(first, cookie);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => capture(first, cookie, orderId)),
    );
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]!.json()).toMatchObject({
      status: 'COMPLETED',
      subscription: { plan: 'pro', status: 'active' },
    });
    expect(
      paypalCalls(first.fake, new RegExp(`/v2/checkout/orders/${orderId}/capture$`)),
    ).toHaveLength(1);
    const db = first.t.app.services.database.db;
    expect(
      await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    ).toHaveLength(1);
  });

  it('let exactly one of 50 servers that all saw the order unpaid call PayPal', async () => {
    const { cookie, userId } = await first.signUp();
    const orderId = await createApprovedOrder(first, cookie);
    const { config, database } = first.t.app.services;
    const repo = createBillingRepository(database.db);
    const unpaid = await repo.findOrderByPaypalId(orderId);
    expect(unpaid!.status).toBe('created');
    // Fifty services with their own memory: only the database stands between them and PayPal.
    const servers = Array.from({ length: 50 }, () =>
      createBillingService({
        repo,
        provider: paymentProvider(config.paypal),
        publicUrl: config.publicUrl,
        now: () => first.clock.now,
        log: first.t.app.log,
      }),
    );
    const outcomes = await Promise.all(servers.map((s) => s.captureOnce(unpaid!)));
    expect(outcomes.filter((o) => o === 'COMPLETED').length).toBeGreaterThanOrEqual(1);
    expect(outcomes.every((o) => o === 'COMPLETED' || o === 'PROCESSING')).toBe(true);
    expect(
      paypalCalls(first.fake, new RegExp(`/v2/checkout/orders/${orderId}/capture$`)),
    ).toHaveLength(1);
    expect(
      await database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    ).toHaveLength(1);
  });
});
