import { DEFAULT_PLAN, PLANS, planById, type PlanDefinition } from '@shared/constants/plans';
import type { Entitlements } from '../projects/service';
import { paidPeriodInForce } from './paid-period';
import type { BillingRepository } from './repository';

/** The plan with every feature: what everyone gets where no plan can be bought. */
export const EVERYTHING_PLAN: PlanDefinition = PLANS[PLANS.length - 1]!;

/**
 * The plan whose limits apply to a user: their paid plan while its period runs, Explorer
 * otherwise. On a server that takes no payments nobody could upgrade, so nothing is held back.
 */
export function createBillingEntitlements({
  repo,
  takesPayments,
  now = () => new Date(),
}: {
  repo: BillingRepository;
  takesPayments: boolean;
  now?: () => Date;
}): Entitlements {
  return {
    async planFor(userId: string): Promise<PlanDefinition> {
      if (!takesPayments) return EVERYTHING_PLAN;
      const period = await paidPeriodInForce(repo, userId, now());
      return planById(period?.plan ?? DEFAULT_PLAN);
    },
  };
}
