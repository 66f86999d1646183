import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CURRENCY, DEFAULT_PLAN, planById, type PlanId } from '@shared/constants/plans';
import type {
  ActivationResponse,
  BillingConfig,
  CreateSubscriptionResponse,
  Subscription,
} from '@shared/contracts/billing';
import { AppError } from '../../lib/errors';
import { isPayPalError } from '../../services/paypal/paypal-error';
import { approveLink, type PayPalSubscription } from '../../services/paypal/paypal-schemas';
import type { PayPalClient } from '../../services/paypal/paypal-client';
import { billingErrors } from './errors';
import { EVERYTHING_PLAN } from './entitlements';
import { paidPeriodInForce } from './paid-period';
import { requireClient, type PaymentProvider } from './provider';
import type { BillingRepository, PayPalSubscriptionRow } from './repository';
import {
  monthlyAmount,
  planRequest,
  productRequest,
  subscriptionRequest,
} from './subscription-request';

/** A subscription still awaiting approval younger than this is handed out again instead of a new one. */
const REUSE_MS = 60 * 60 * 1000;

export interface BillingDeps {
  repo: BillingRepository;
  provider: PaymentProvider;
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Told once a subscription becomes active (the user's notification); a repeat is harmless. */
  onActivated?: (userId: string, subscriptionId: string, planName: string) => Promise<void>;
}

const addMonth = (from: Date) => {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
};

/**
 * The end of the period PayPal has been paid for: the next charge of a running subscription, or a
 * month after the last payment of one that no longer charges.
 */
function paidThrough(subscription: PayPalSubscription): Date | undefined {
  const next = subscription.billing_info?.next_billing_time;
  if (subscription.status === 'ACTIVE' && next) return new Date(next);
  const paid = subscription.billing_info?.last_payment?.time;
  return paid ? addMonth(new Date(paid)) : undefined;
}

const failure = (error: unknown, what: string): unknown => {
  if (!isPayPalError(error)) return error;
  if (error.kind === 'auth') return billingErrors.authFailed();
  return billingErrors.providerFailed(error.kind === 'timeout', what);
};

export function createBillingService(deps: BillingDeps) {
  const { repo, provider, now, log } = deps;
  /** PayPal plans being made in this process, so concurrent checkouts make one. */
  const makingPlan = new Map<PlanId, Promise<string>>();

  async function subscription(userId: string): Promise<Subscription> {
    // Where nobody can pay, the plan in force is everything (modules/billing/entitlements.ts).
    if (provider.state !== 'ready')
      return { plan: EVERYTHING_PLAN.id, status: 'active', currentPeriodEnd: null, renews: false };
    const period = await paidPeriodInForce(repo, userId, now());
    if (period)
      return {
        plan: period.plan,
        status: 'active',
        currentPeriodEnd: period.end.toISOString(),
        renews: period.renews,
      };
    const free = { plan: DEFAULT_PLAN, renews: false } as const;
    if ((await repo.hasApprovedSubscription(userId)) || (await repo.hasPendingOrder(userId)))
      return { ...free, status: 'pending', currentPeriodEnd: null };
    const [grant, subscribed] = await Promise.all([
      repo.latestPaid(userId),
      repo.latestPaidSubscription(userId),
    ]);
    const grantEnd = grant ? (grant.endedAt ?? grant.currentPeriodEnd) : null;
    const subscribedEnd = subscribed?.paidThrough ?? null;
    if (subscribedEnd && (!grantEnd || subscribedEnd > grantEnd))
      return { ...free, status: 'expired', currentPeriodEnd: subscribedEnd.toISOString() };
    if (grant)
      return {
        ...free,
        status: grant.status === 'refunded' ? 'refunded' : 'expired',
        currentPeriodEnd: grantEnd?.toISOString() ?? null,
      };
    return { ...free, status: 'active', currentPeriodEnd: null };
  }

  /** The PayPal monthly plan for one of ours: found in the database, or made once (product, then plan). */
  function paypalPlanFor(planId: PlanId, client: PayPalClient): Promise<string> {
    let making = makingPlan.get(planId);
    if (!making) {
      making = (async () => {
        const plan = planById(planId);
        const amount = monthlyAmount(plan);
        const known = await repo.findPayPalPlan(plan.id, amount, CURRENCY);
        if (known) return known.paypalPlanId;
        const product = await client.createProduct(productRequest(plan), randomUUID());
        const made = await client.createPlan(planRequest(plan, product.id), randomUUID());
        const saved = await repo.savePayPalPlan({
          plan: plan.id,
          amount,
          currency: CURRENCY,
          productId: product.id,
          paypalPlanId: made.id,
        });
        return saved.paypalPlanId;
      })().finally(() => makingPlan.delete(planId));
      makingPlan.set(planId, making);
    }
    return making;
  }

  /** Takes PayPal's word for a subscription's status and paid period; says when it has just become active. */
  async function sync(row: PayPalSubscriptionRow, paypal: PayPalSubscription) {
    const updated = await repo.syncSubscription(row.id, paypal.status, paidThrough(paypal));
    if (row.status !== 'ACTIVE' && updated.status === 'ACTIVE') {
      await deps
        .onActivated?.(row.userId, row.paypalSubscriptionId, planById(row.plan).name)
        .catch((err: unknown) =>
          log.error({ err, subscriptionId: row.paypalSubscriptionId }, 'could not notify'),
        );
    }
    return updated;
  }

  return {
    subscription,

    /** Reads a subscription at PayPal and takes its word (a verified webhook said it changed). */
    async refresh(row: PayPalSubscriptionRow) {
      const { client } = requireClient(provider);
      try {
        return await sync(row, await client.getSubscription(row.paypalSubscriptionId));
      } catch (error) {
        throw failure(error, 'read the subscription');
      }
    },

    config(): BillingConfig {
      return provider.state === 'ready'
        ? { configured: true, clientId: provider.clientId }
        : { configured: false };
    },

    /** The free plan needs no payment: record that the user chose it and answer the plan in force. */
    async activateFree(userId: string): Promise<Subscription> {
      await repo.activateFree(userId, now());
      return subscription(userId);
    },

    /** Starts a monthly subscription at PayPal and answers where the founder approves it. */
    async createSubscription(userId: string, planId: PlanId): Promise<CreateSubscriptionResponse> {
      const plan = planById(planId);
      if (plan.price === 0) throw billingErrors.freePlan();
      if (plan.id === 'enterprise') throw billingErrors.contactSales();
      const { client } = requireClient(provider);
      const renewing = await repo.findRenewing(userId);
      if (renewing) throw billingErrors.alreadySubscribed(planById(renewing.plan).name);
      const at = now();
      const waiting = await repo.findAwaitingApproval(
        userId,
        plan.id,
        new Date(at.getTime() - REUSE_MS),
      );
      if (waiting?.approveUrl)
        return { subscriptionId: waiting.paypalSubscriptionId, approveUrl: waiting.approveUrl };
      try {
        const paypalPlanId = await paypalPlanFor(plan.id, client);
        // A period already paid for runs out first; the first monthly charge falls when it ends.
        const running = await paidPeriodInForce(repo, userId, at);
        const created = await client.createSubscription(
          subscriptionRequest({
            plan,
            paypalPlanId,
            userId,
            publicUrl: deps.publicUrl,
            startsAt: running?.end,
          }),
          randomUUID(),
        );
        const approveUrl = approveLink(created);
        if (!approveUrl)
          throw new AppError(
            502,
            'provider_subscription_creation_failed',
            'PayPal answered without an approval link. Nothing was charged; please try again.',
          );
        await repo.insertSubscription({
          userId,
          plan: plan.id,
          paypalSubscriptionId: created.id,
          paypalPlanId,
          status: created.status,
          approveUrl,
        });
        return { subscriptionId: created.id, approveUrl };
      } catch (error) {
        if (!isPayPalError(error)) throw error;
        log.warn({ err: error, userId }, 'PayPal subscription creation failed');
        if (error.kind === 'auth') throw billingErrors.authFailed();
        throw billingErrors.subscriptionCreationFailed(error.kind === 'timeout');
      }
    },

    /** Back from PayPal: reads the subscription there and switches the plan on once it is ACTIVE. */
    async activate(userId: string, paypalSubscriptionId: string): Promise<ActivationResponse> {
      const row = await repo.findSubscriptionForUser(userId, paypalSubscriptionId);
      if (!row) throw billingErrors.subscriptionNotFound();
      const { client } = requireClient(provider);
      let paypal: PayPalSubscription;
      try {
        paypal = await client.getSubscription(paypalSubscriptionId);
      } catch (error) {
        log.warn({ err: error, paypalSubscriptionId }, 'PayPal subscription read failed');
        throw failure(error, 'confirm your subscription');
      }
      if (paypal.custom_id !== undefined && paypal.custom_id !== userId)
        throw billingErrors.subscriptionNotFound();
      const synced = await sync(row, paypal);
      if (synced.status === 'APPROVAL_PENDING') throw billingErrors.notApproved();
      if (synced.status !== 'ACTIVE' && synced.status !== 'APPROVED')
        throw billingErrors.subscriptionEnded();
      return {
        status: synced.status === 'ACTIVE' ? 'ACTIVE' : 'PENDING',
        subscription: await subscription(userId),
      };
    },

    /** Stops the renewals at PayPal; the plan stays until the paid period ends, then Explorer applies. */
    async cancel(userId: string): Promise<Subscription> {
      const row = await repo.findRenewing(userId);
      if (!row) throw billingErrors.nothingToCancel();
      const { client } = requireClient(provider);
      try {
        await client.cancelSubscription(
          row.paypalSubscriptionId,
          'Cancelled by the subscriber in Bridge Studio',
        );
      } catch (error) {
        // PayPal refuses to cancel what is already cancelled or expired: the outcome we want.
        const alreadyOver = isPayPalError(error) && error.issue === 'SUBSCRIPTION_STATUS_INVALID';
        if (!alreadyOver) {
          log.warn({ err: error, userId }, 'PayPal subscription cancel failed');
          throw failure(error, 'cancel your subscription');
        }
      }
      await repo.markCancelled(row.id, now());
      return subscription(userId);
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
