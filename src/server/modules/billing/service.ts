import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  CURRENCY,
  DEFAULT_PLAN,
  PAID_PERIOD_DAYS,
  planById,
  type PlanId,
} from '@shared/constants/plans';
import type {
  BillingConfig,
  CaptureResponse,
  CaptureStatus,
  CreateOrderResponse,
  Subscription,
} from '@shared/contracts/billing';
import { AppError } from '../../lib/errors';
import { isPayPalError } from '../../services/paypal/paypal-error';
import {
  approveLink,
  firstCapture,
  type PayPalCapture,
  type PayPalOrder,
} from '../../services/paypal/paypal-schemas';
import type { PayPalClient } from '../../services/paypal/paypal-client';
import { billingErrors } from './errors';
import { buildOrderRequest, orderAmount } from './order-request';
import { EVERYTHING_PLAN } from './entitlements';
import { requireClient, type PaymentProvider } from './provider';
import type { BillingRepository, CaptureFields, OrderRow } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_MS = PAID_PERIOD_DAYS * DAY_MS;
/** An unpaid order younger than this is handed out again instead of opening another one. */
const ORDER_REUSE_MS = 60 * 60 * 1000;
/** A capture claim this old was abandoned (its server stopped); longer than any PayPal call with its retry. */
const CAPTURE_CLAIM_STALE_MS = 2 * 60 * 1000;

export interface BillingDeps {
  repo: BillingRepository;
  provider: PaymentProvider;
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Told once a payment completes (the user's notification); a repeat for the same order is harmless. */
  onPaid?: (userId: string, orderId: string, planName: string) => Promise<void>;
}

const sameMoney = (order: OrderRow, capture: PayPalCapture) =>
  capture.amount !== undefined &&
  capture.amount.currency_code === order.currency &&
  Number(capture.amount.value).toFixed(2) === Number(order.amount).toFixed(2);

const captureFields = (capture: PayPalCapture, order: OrderRow): CaptureFields => ({
  paypalCaptureId: capture.id,
  status: capture.status,
  amount: capture.amount?.value ?? order.amount,
  currency: capture.amount?.currency_code ?? order.currency,
});

export function createBillingService(deps: BillingDeps) {
  const { repo, provider, now, log } = deps;
  /** Captures running in this process, so concurrent requests for one order share one answer. */
  const inflight = new Map<string, Promise<CaptureStatus>>();

  async function subscription(userId: string): Promise<Subscription> {
    // Where nobody can pay, the plan in force is everything (modules/billing/entitlements.ts).
    if (provider.state !== 'ready')
      return { plan: EVERYTHING_PLAN.id, status: 'active', currentPeriodEnd: null };
    const at = now();
    const active = await repo.activePaid(userId, at);
    if (active)
      return {
        plan: active.plan as PlanId,
        status: 'active',
        currentPeriodEnd: active.currentPeriodEnd?.toISOString() ?? null,
      };
    if (await repo.hasPendingOrder(userId))
      return { plan: DEFAULT_PLAN, status: 'pending', currentPeriodEnd: null };
    const last = await repo.latestPaid(userId);
    if (last) {
      const ended = last.endedAt ?? last.currentPeriodEnd;
      return {
        plan: DEFAULT_PLAN,
        status: last.status === 'refunded' ? 'refunded' : 'expired',
        currentPeriodEnd: ended?.toISOString() ?? null,
      };
    }
    return { plan: DEFAULT_PLAN, status: 'active', currentPeriodEnd: null };
  }

  /** Records what became of a capture (from PayPal's answer, a read of the order, or a verified webhook). */
  async function applyCapture(order: OrderRow, capture: PayPalCapture): Promise<CaptureStatus> {
    if (!sameMoney(order, capture)) {
      // Never expected: PayPal took another amount than we asked for. Keep it for a person to look at.
      log.error(
        { orderId: order.id, captureId: capture.id, amount: capture.amount },
        'PayPal captured an unexpected amount',
      );
      await repo.recordDeclined(
        order.id,
        captureFields(capture, order),
        'captured amount differs from the order',
      );
      throw billingErrors.captureFailed(false);
    }
    switch (capture.status) {
      case 'COMPLETED':
        await repo.activate({
          order,
          capture: captureFields(capture, order),
          at: now(),
          periodMs: PERIOD_MS,
        });
        await deps
          .onPaid?.(order.userId, order.id, planById(order.plan).name)
          .catch((err: unknown) =>
            log.error({ err, orderId: order.id }, 'could not notify the payment'),
          );
        return 'COMPLETED';
      case 'PENDING':
        await repo.recordPending(order.id, captureFields(capture, order));
        return 'PENDING';
      case 'DECLINED':
      case 'FAILED':
        await repo.recordDeclined(
          order.id,
          captureFields(capture, order),
          `capture ${capture.status}`,
        );
        throw billingErrors.declined();
      default:
        await repo.releaseClaim(order.id, {
          status: 'created',
          newRequestId: false,
          error: `capture ${capture.status}`,
        });
        throw billingErrors.captureFailed(false);
    }
  }

  async function settle(order: OrderRow, paypalOrder: PayPalOrder): Promise<CaptureStatus> {
    const capture = firstCapture(paypalOrder);
    if (capture) return applyCapture(order, capture);
    await repo.releaseClaim(order.id, {
      status: 'created',
      newRequestId: false,
      error: `order ${paypalOrder.status} without a capture`,
    });
    throw billingErrors.captureFailed(false);
  }

  async function captureClaimed(order: OrderRow, client: PayPalClient): Promise<CaptureStatus> {
    const paypalOrderId = order.paypalOrderId!;
    try {
      return await settle(order, await client.captureOrder(paypalOrderId, order.captureRequestId!));
    } catch (error) {
      if (!isPayPalError(error)) throw error;
      log.warn({ err: error, orderId: order.id }, 'PayPal capture failed');
      if (error.issue === 'ORDER_ALREADY_CAPTURED') {
        // Captured before (another attempt, another request id): PayPal's order says how it went.
        try {
          return await settle(order, await client.getOrder(paypalOrderId));
        } catch (readError) {
          if (!isPayPalError(readError)) throw readError;
          await repo.releaseClaim(order.id, {
            status: 'created',
            newRequestId: false,
            error: readError.message,
          });
          throw billingErrors.captureFailed(readError.kind === 'timeout');
        }
      }
      if (error.issue === 'INSTRUMENT_DECLINED') {
        // Nothing was taken; the buyer may approve again with another card, under a fresh request id.
        await repo.releaseClaim(order.id, {
          status: 'created',
          newRequestId: true,
          error: error.message,
        });
        throw billingErrors.declined();
      }
      if (error.issue === 'ORDER_NOT_APPROVED') {
        await repo.releaseClaim(order.id, {
          status: 'created',
          newRequestId: true,
          error: error.message,
        });
        throw billingErrors.notApproved();
      }
      // The outcome is unknown (time-out, 5xx): keep the request id so a retry cannot charge twice.
      await repo.releaseClaim(order.id, {
        status: 'created',
        newRequestId: false,
        error: error.message,
      });
      if (error.kind === 'auth') throw billingErrors.authFailed();
      throw billingErrors.captureFailed(error.kind === 'timeout');
    }
  }

  /** What a capture request answers for an order in a settled state, without calling PayPal. */
  function settledStatus(order: OrderRow): CaptureStatus | undefined {
    switch (order.status) {
      case 'completed':
        return 'COMPLETED';
      case 'refunded':
        throw billingErrors.refunded();
      case 'pending':
        return 'PENDING';
      case 'capturing':
        return 'PROCESSING';
      case 'declined':
        throw billingErrors.declined();
      default:
        return undefined;
    }
  }

  async function captureOrder(order: OrderRow): Promise<CaptureStatus> {
    const settled = settledStatus(order);
    const abandoned =
      order.status === 'capturing' &&
      (order.captureStartedAt?.getTime() ?? 0) < now().getTime() - CAPTURE_CLAIM_STALE_MS;
    if (settled && !abandoned) return settled;
    if (!order.paypalOrderId) throw billingErrors.notApproved();
    const { client } = requireClient(provider);
    const at = now();
    const claimed = await repo.claimCapture(
      order.id,
      randomUUID(),
      at,
      new Date(at.getTime() - CAPTURE_CLAIM_STALE_MS),
    );
    if (!claimed) {
      // Someone else holds the claim (another request or server) or just finished: report where it stands.
      const fresh = await repo.findOrder(order.id);
      return (fresh && settledStatus(fresh)) ?? 'PROCESSING';
    }
    return captureClaimed(claimed, client);
  }

  /** One capture at a time per order in this process; the database claim covers other servers. */
  function captureOnce(order: OrderRow): Promise<CaptureStatus> {
    let running = inflight.get(order.id);
    if (!running) {
      running = captureOrder(order).finally(() => inflight.delete(order.id));
      inflight.set(order.id, running);
    }
    return running;
  }

  return {
    subscription,
    captureOnce,
    applyCapture,

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

    async createOrder(userId: string, planId: PlanId): Promise<CreateOrderResponse> {
      const plan = planById(planId);
      if (plan.price === 0) throw billingErrors.freePlan();
      if (plan.id === 'enterprise') throw billingErrors.contactSales();
      const { client } = requireClient(provider);
      const amount = orderAmount(plan);
      const at = now();
      let order = await repo.findReusableOrder(
        userId,
        plan.id,
        amount,
        new Date(at.getTime() - ORDER_REUSE_MS),
      );
      if (order?.status === 'created' && order.paypalOrderId && order.approveUrl) {
        return { orderId: order.paypalOrderId, approveUrl: order.approveUrl };
      }
      order ??= await repo.insertOrder({
        userId,
        plan: plan.id,
        amount,
        currency: CURRENCY,
        createRequestId: randomUUID(),
        at,
      });
      try {
        // A retry of a failed attempt reuses its request id: PayPal then returns the order it may have made.
        const created = await client.createOrder(
          buildOrderRequest({ plan, publicUrl: deps.publicUrl, localOrderId: order.id }),
          order.createRequestId,
        );
        const approveUrl = approveLink(created);
        if (!approveUrl)
          throw new AppError(
            502,
            'provider_order_creation_failed',
            'PayPal answered without an approval link (provider order creation failed). Nothing was charged.',
          );
        await repo.markCreated(order.id, created.id, approveUrl);
        return { orderId: created.id, approveUrl };
      } catch (error) {
        await repo.noteError(order.id, (error as Error).message);
        if (!isPayPalError(error)) throw error;
        log.warn({ err: error, orderId: order.id }, 'PayPal order creation failed');
        if (error.kind === 'auth') throw billingErrors.authFailed();
        throw billingErrors.orderCreationFailed(error.kind === 'timeout');
      }
    },

    async capture(userId: string, paypalOrderId: string): Promise<CaptureResponse> {
      const order = await repo.findOrderForUser(userId, paypalOrderId);
      if (!order) throw billingErrors.orderNotFound();
      const status = await captureOnce(order);
      return { status, subscription: await subscription(userId) };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
