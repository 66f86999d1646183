import { and, desc, eq, gt, gte, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  paymentCaptures,
  paymentOrders,
  paymentWebhookEvents,
  subscriptions,
  users,
} from '../../db/schema';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What we keep of a PayPal capture. */
export interface CaptureFields {
  paypalCaptureId: string;
  status: string;
  amount: string;
  currency: string;
}

/** Orders not yet paid may be handed out again (same PayPal order, same request id). */
const OPEN = ['creating', 'created'];

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
    async insertOrder(values: {
      userId: string;
      plan: string;
      amount: string;
      currency: string;
      createRequestId: string;
      at: Date;
    }) {
      const { at, ...rest } = values;
      const [row] = await db
        .insert(paymentOrders)
        .values({ ...rest, createdAt: at })
        .returning();
      return row!;
    },

    /** The user's latest unpaid order for this plan and amount since `since`, to hand out again. */
    async findReusableOrder(userId: string, plan: string, amount: string, since: Date) {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.userId, userId),
            eq(paymentOrders.plan, plan),
            eq(paymentOrders.amount, amount),
            inArray(paymentOrders.status, OPEN),
            gte(paymentOrders.createdAt, since),
          ),
        )
        .orderBy(desc(paymentOrders.createdAt))
        .limit(1);
      return row;
    },

    async markCreated(id: string, paypalOrderId: string, approveUrl: string) {
      await db
        .update(paymentOrders)
        .set({ paypalOrderId, approveUrl, status: 'created', lastError: null })
        .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'creating')));
    },

    async noteError(id: string, message: string) {
      await db.update(paymentOrders).set({ lastError: message }).where(eq(paymentOrders.id, id));
    },

    async findOrderForUser(userId: string, paypalOrderId: string) {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(
          and(eq(paymentOrders.userId, userId), eq(paymentOrders.paypalOrderId, paypalOrderId)),
        );
      return row;
    },

    async findOrderByPaypalId(paypalOrderId: string) {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.paypalOrderId, paypalOrderId));
      return row;
    },

    async findOrder(id: string) {
      const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
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

    /**
     * Takes the right to capture an order: one conditional update, so of any number of concurrent
     * callers (on any server) exactly one gets the row. A claim older than `staleBefore` was left by
     * a crashed server and may be taken over; the capture request id, once chosen, never changes.
     */
    async claimCapture(id: string, requestId: string, at: Date, staleBefore: Date) {
      const [row] = await db
        .update(paymentOrders)
        .set({
          status: 'capturing',
          captureStartedAt: at,
          captureRequestId: sql`coalesce(${paymentOrders.captureRequestId}, ${requestId}::uuid)`,
        })
        .where(
          and(
            eq(paymentOrders.id, id),
            or(
              eq(paymentOrders.status, 'created'),
              and(
                eq(paymentOrders.status, 'capturing'),
                lt(paymentOrders.captureStartedAt, staleBefore),
              ),
            ),
          ),
        )
        .returning();
      return row;
    },

    /** Gives the claim back after a failed capture; `newRequestId` only when nothing can have been charged. */
    async releaseClaim(
      id: string,
      change: { status: 'created' | 'declined'; newRequestId: boolean; error: string },
    ) {
      await db
        .update(paymentOrders)
        .set({
          status: change.status,
          lastError: change.error,
          captureStartedAt: null,
          ...(change.newRequestId ? { captureRequestId: null } : {}),
        })
        .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'capturing')));
    },

    /** PayPal holds the money for review: keep the capture, activate nothing yet. */
    async recordPending(orderId: string, capture: CaptureFields) {
      await db.transaction(async (tx) => {
        await upsertCapture(tx, orderId, capture);
        await tx
          .update(paymentOrders)
          .set({ status: 'pending', captureStartedAt: null, lastError: null })
          .where(
            and(
              eq(paymentOrders.id, orderId),
              inArray(paymentOrders.status, ['created', 'capturing', 'pending']),
            ),
          );
      });
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

    /** The paid period in force at `at`, the one that ends last. */
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
