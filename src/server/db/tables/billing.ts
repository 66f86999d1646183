import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './accounts';

const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * One PayPal order per checkout. The request ids are sent as PayPal-Request-Id, so a repeated
 * create or capture returns PayPal's first answer instead of charging again.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    /** Computed on the server from PLANS, never taken from the client. */
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    paypalOrderId: text('paypal_order_id').unique(),
    createRequestId: uuid('create_request_id').notNull().unique(),
    captureRequestId: uuid('capture_request_id').unique(),
    /** creating, created, capturing, pending, completed, declined, refunded, failed */
    status: text('status').notNull().default('creating'),
    approveUrl: text('approve_url'),
    /** When the current capture claim was taken; a stale claim may be taken over. */
    captureStartedAt: timestamp('capture_started_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payment_orders_user_created_idx').on(t.userId, t.createdAt)],
);

/** The money PayPal took for an order: at most one capture per order. */
export const paymentCaptures = pgTable('payment_captures', {
  id: id(),
  orderId: uuid('order_id')
    .notNull()
    .unique()
    .references(() => paymentOrders.id, { onDelete: 'cascade' }),
  paypalCaptureId: text('paypal_capture_id').notNull().unique(),
  /** PayPal's capture status: COMPLETED, PENDING, REFUNDED, ... */
  status: text('status').notNull(),
  amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
  currency: text('currency').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Plan periods: one row per paid order (unique), plus at most one free activation per user. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    /** active, refunded */
    status: text('status').notNull().default('active'),
    orderId: uuid('order_id')
      .unique()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    /** null for the free plan, which does not end. */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_user_end_idx').on(t.userId, t.currentPeriodEnd),
    uniqueIndex('subscriptions_one_free_per_user')
      .on(t.userId)
      .where(sql`order_id is null`),
  ],
);

/** Verified PayPal webhook deliveries; the unique event id makes a redelivery a no-op. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: id(),
  paypalEventId: text('paypal_event_id').notNull().unique(),
  eventType: text('event_type').notNull(),
  resourceId: text('resource_id'),
  /** What the event changed, in a few words (for support). */
  outcome: text('outcome'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** PayPal's subscription statuses (v1/billing/subscriptions). */
export type PayPalSubscriptionStatus =
  'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';

/**
 * The PayPal product and monthly billing plan made for one of our plans at one price, so they are
 * created once and found afterwards; a new price gets a new PayPal plan.
 */
export const paypalPlans = pgTable(
  'paypal_plans',
  {
    id: id(),
    plan: text('plan').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    productId: text('product_id').notNull(),
    paypalPlanId: text('paypal_plan_id').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('paypal_plans_plan_amount').on(t.plan, t.amount, t.currency)],
);

/**
 * One monthly PayPal subscription per checkout. `paidThrough` is the end of the period PayPal has
 * been paid for: renewals move it on, a cancellation leaves it, and the plan applies until then.
 */
export const paypalSubscriptions = pgTable(
  'paypal_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    paypalSubscriptionId: text('paypal_subscription_id').notNull().unique(),
    paypalPlanId: text('paypal_plan_id').notNull(),
    status: text('status').$type<PayPalSubscriptionStatus>().notNull(),
    approveUrl: text('approve_url'),
    paidThrough: timestamp('paid_through', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('paypal_subscriptions_user_idx').on(t.userId, t.paidThrough)],
);
