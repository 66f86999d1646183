import { and, desc, eq, gt, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  paymentCaptures,
  paymentOrders,
  paymentWebhookEvents,
  paypalPlans,
  paypalSubscriptions,
  subscriptions,
  users,
  type PayPalSubscriptionStatus,
} from '../../db/schema';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type PayPalSubscriptionRow = typeof paypalSubscriptions.$inferSelect;

/** Subscriptions that will charge again unless cancelled (SUSPENDED ones can be resumed at PayPal). */
const RENEWING: PayPalSubscriptionStatus[] = ['APPROVED', 'ACTIVE', 'SUSPENDED'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What we keep of a PayPal capture. */
export interface CaptureFields {
  paypalCaptureId: string;
  status: string;
  amount: string;
  currency: string;
}

async function upsertCapture(tx: Tx, orderId: string, capture: CaptureFields) {
  await tx
    .insert(paymentCaptures)
    .values({ orderId, ...capture })
    .onConflictDoUpdate({
      target: paymentCaptures.orderId,
      set: { status: capture.status },
      // A refund is final: a late capture answer must not bring the capture back.
      setWhere: ne(paymentCaptures.status, 'REFUNDED'),
    });
}

export function createBillingRepository(db: Db) {
  return {
    async findOrderByPaypalId(paypalOrderId: string) {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.paypalOrderId, paypalOrderId));
      return row;
    },

    async findOrderByCaptureId(paypalCaptureId: string) {
      const [row] = await db
        .select({ order: paymentOrders })
        .from(paymentCaptures)
        .innerJoin(paymentOrders, eq(paymentOrders.id, paymentCaptures.orderId))
        .where(eq(paymentCaptures.paypalCaptureId, paypalCaptureId));
      return row?.order;
    },

    /** A capture PayPal denied or declined: the order ends without a plan. */
    async recordDeclined(orderId: string, capture: CaptureFields | undefined, error: string) {
      await db.transaction(async (tx) => {
        if (capture) await upsertCapture(tx, orderId, capture);
        await tx
          .update(paymentOrders)
          .set({ status: 'declined', captureStartedAt: null, lastError: error })
          .where(
            and(
              eq(paymentOrders.id, orderId),
              ne(paymentOrders.status, 'completed'),
              ne(paymentOrders.status, 'refunded'),
            ),
          );
      });
    },

    /**
     * Records a completed capture and starts the plan period, once per order (the subscription's
     * order id is unique). A period bought while another runs starts when that one ends.
     */
    async activate(input: { order: OrderRow; capture: CaptureFields; at: Date; periodMs: number }) {
      const { order, capture, at, periodMs } = input;
      return db.transaction(async (tx) => {
        // Serialises activations of one user, so stacked periods never overlap.
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, order.userId))
          .for('update');
        await upsertCapture(tx, order.id, capture);
        await tx
          .update(paymentOrders)
          .set({ status: 'completed', captureStartedAt: null, lastError: null })
          .where(and(eq(paymentOrders.id, order.id), ne(paymentOrders.status, 'refunded')));
        const [existing] = await tx
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.orderId, order.id));
        if (existing) return existing;
        const [running] = await tx
          .select({ end: subscriptions.currentPeriodEnd })
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.userId, order.userId),
              eq(subscriptions.status, 'active'),
              isNotNull(subscriptions.orderId),
              gt(subscriptions.currentPeriodEnd, at),
            ),
          )
          .orderBy(desc(subscriptions.currentPeriodEnd))
          .limit(1);
        const start = running?.end ?? at;
        const [row] = await tx
          .insert(subscriptions)
          .values({
            userId: order.userId,
            plan: order.plan,
            status: 'active',
            orderId: order.id,
            currentPeriodStart: start,
            currentPeriodEnd: new Date(start.getTime() + periodMs),
            createdAt: at,
          })
          .onConflictDoNothing({ target: subscriptions.orderId })
          .returning();
        return (
          row ??
          (await tx.select().from(subscriptions).where(eq(subscriptions.orderId, order.id)))[0]!
        );
      });
    },

    /** A refunded or reversed capture ends the plan period it paid for. */
    async endForRefund(orderId: string, at: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(paymentCaptures)
          .set({ status: 'REFUNDED' })
          .where(eq(paymentCaptures.orderId, orderId));
        await tx
          .update(paymentOrders)
          .set({ status: 'refunded', captureStartedAt: null })
          .where(eq(paymentOrders.id, orderId));
        await tx
          .update(subscriptions)
          .set({ status: 'refunded', endedAt: at })
          .where(and(eq(subscriptions.orderId, orderId), eq(subscriptions.status, 'active')));
      });
    },

    /** The one-time 30-day grant (bought before monthly subscriptions) in force at `at`, the one that ends last. */
    async activePaid(userId: string, at: Date) {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.status, 'active'),
            isNotNull(subscriptions.orderId),
            gt(subscriptions.currentPeriodEnd, at),
          ),
        )
        .orderBy(desc(subscriptions.currentPeriodEnd))
        .limit(1);
      return row;
    },

    /** The most recent paid period, whatever became of it. */
    async latestPaid(userId: string) {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.orderId)))
        .orderBy(desc(subscriptions.currentPeriodStart))
        .limit(1);
      return row;
    },

    async hasPendingOrder(userId: string) {
      const [row] = await db
        .select({ id: paymentOrders.id })
        .from(paymentOrders)
        .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.status, 'pending')))
        .limit(1);
      return Boolean(row);
    },

    /** The free plan's activation record; one per user however often it is asked for. */
    async activateFree(userId: string, at: Date) {
      await db
        .insert(subscriptions)
        .values({
          userId,
          plan: 'explorer',
          status: 'active',
          currentPeriodStart: at,
          createdAt: at,
        })
        .onConflictDoNothing();
    },

    /** The PayPal plan made for this plan at this price, if any. */
    async findPayPalPlan(plan: string, amount: string, currency: string) {
      const [row] = await db
        .select()
        .from(paypalPlans)
        .where(
          and(
            eq(paypalPlans.plan, plan),
            eq(paypalPlans.amount, amount),
            eq(paypalPlans.currency, currency),
          ),
        );
      return row;
    },

    /** Keeps the first PayPal plan stored for a price; a second one made at the same time is unused. */
    async savePayPalPlan(values: typeof paypalPlans.$inferInsert) {
      await db.insert(paypalPlans).values(values).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(paypalPlans)
        .where(
          and(
            eq(paypalPlans.plan, values.plan),
            eq(paypalPlans.amount, values.amount),
            eq(paypalPlans.currency, values.currency),
          ),
        );
      return row!;
    },

    async insertSubscription(values: typeof paypalSubscriptions.$inferInsert) {
      const [row] = await db.insert(paypalSubscriptions).values(values).returning();
      return row!;
    },

    /** The user's latest subscription for this plan still awaiting approval since `since`, to hand out again. */
    async findAwaitingApproval(userId: string, plan: string, since: Date) {
      const [row] = await db
        .select()
        .from(paypalSubscriptions)
        .where(
          and(
            eq(paypalSubscriptions.userId, userId),
            eq(paypalSubscriptions.plan, plan),
            eq(paypalSubscriptions.status, 'APPROVAL_PENDING'),
            gte(paypalSubscriptions.createdAt, since),
          ),
        )
        .orderBy(desc(paypalSubscriptions.createdAt))
        .limit(1);
      return row;
    },

    /** The user's subscription that will renew unless cancelled. */
    async findRenewing(userId: string) {
      const [row] = await db
        .select()
        .from(paypalSubscriptions)
        .where(
          and(
            eq(paypalSubscriptions.userId, userId),
            inArray(paypalSubscriptions.status, RENEWING),
          ),
        )
        .orderBy(desc(paypalSubscriptions.createdAt))
        .limit(1);
      return row;
    },

    async findSubscriptionForUser(userId: string, paypalSubscriptionId: string) {
      const [row] = await db
        .select()
        .from(paypalSubscriptions)
        .where(
          and(
            eq(paypalSubscriptions.userId, userId),
            eq(paypalSubscriptions.paypalSubscriptionId, paypalSubscriptionId),
          ),
        );
      return row;
    },

    async findSubscriptionByPaypalId(paypalSubscriptionId: string) {
      const [row] = await db
        .select()
        .from(paypalSubscriptions)
        .where(eq(paypalSubscriptions.paypalSubscriptionId, paypalSubscriptionId));
      return row;
    },

    /**
     * Takes PayPal's status and the end of the paid period. The paid period only ever grows, and a
     * cancelled or expired subscription never becomes active again here (PayPal cannot revive it).
     */
    async syncSubscription(id: string, status: PayPalSubscriptionStatus, paidThrough?: Date) {
      const [row] = await db
        .update(paypalSubscriptions)
        .set({
          status: sql`case when ${paypalSubscriptions.status} in ('CANCELLED', 'EXPIRED') and ${status}::text <> 'EXPIRED' then ${paypalSubscriptions.status} else ${status}::text end`,
          ...(paidThrough
            ? {
                paidThrough: sql`greatest(${paypalSubscriptions.paidThrough}, ${paidThrough.toISOString()}::timestamptz)`,
              }
            : {}),
        })
        .where(eq(paypalSubscriptions.id, id))
        .returning();
      return row!;
    },

    async markCancelled(id: string, at: Date) {
      await db
        .update(paypalSubscriptions)
        .set({ status: 'CANCELLED', cancelledAt: at })
        .where(eq(paypalSubscriptions.id, id));
    },

    /** The subscription whose paid period runs at `at`, the one that ends last. */
    async paidSubscription(userId: string, at: Date) {
      const [row] = await db
        .select()
        .from(paypalSubscriptions)
        .where(and(eq(paypalSubscriptions.userId, userId), gt(paypalSubscriptions.paidThrough, at)))
        .orderBy(desc(paypalSubscriptions.paidThrough))
        .limit(1);
      return row;
    },

    /** The subscription whose paid period ended last, whatever became of it. */
    async latestPaidSubscription(userId: string) {
      const [row] = await db
        .select()
        .from(paypalSubscriptions)
        .where(
          and(eq(paypalSubscriptions.userId, userId), isNotNull(paypalSubscriptions.paidThrough)),
        )
        .orderBy(desc(paypalSubscriptions.paidThrough))
        .limit(1);
      return row;
    },

    /** Approved at PayPal but not yet active: the first payment is on its way. */
    async hasApprovedSubscription(userId: string) {
      const [row] = await db
        .select({ id: paypalSubscriptions.id })
        .from(paypalSubscriptions)
        .where(
          and(eq(paypalSubscriptions.userId, userId), eq(paypalSubscriptions.status, 'APPROVED')),
        )
        .limit(1);
      return Boolean(row);
    },

    async hasWebhookEvent(paypalEventId: string) {
      const [row] = await db
        .select({ id: paymentWebhookEvents.id })
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.paypalEventId, paypalEventId));
      return Boolean(row);
    },

    async recordWebhookEvent(values: {
      paypalEventId: string;
      eventType: string;
      resourceId: string | null;
      outcome: string;
    }) {
      await db.insert(paymentWebhookEvents).values(values).onConflictDoNothing();
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
