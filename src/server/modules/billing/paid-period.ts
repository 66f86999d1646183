import { planById, type PlanId } from '@shared/constants/plans';
import type { BillingRepository } from './repository';

/** A paid plan in force: until when, and whether PayPal charges again then. */
export interface PaidPeriod {
  plan: PlanId;
  end: Date;
  renews: boolean;
}

/**
 * The paid period running at `at` that ends last: a monthly subscription, or a one-time 30-day
 * grant bought before subscriptions existed (kept until it ends).
 */
export async function paidPeriodInForce(
  repo: Pick<BillingRepository, 'activePaid' | 'paidSubscription'>,
  userId: string,
  at: Date,
): Promise<PaidPeriod | undefined> {
  const [grant, subscribed] = await Promise.all([
    repo.activePaid(userId, at),
    repo.paidSubscription(userId, at),
  ]);
  const grantEnd = grant?.currentPeriodEnd ?? undefined;
  if (subscribed?.paidThrough && (!grantEnd || subscribed.paidThrough >= grantEnd))
    return {
      plan: planById(subscribed.plan).id,
      end: subscribed.paidThrough,
      renews: subscribed.status === 'ACTIVE',
    };
  if (grant && grantEnd) return { plan: planById(grant.plan).id, end: grantEnd, renews: false };
  return undefined;
}
