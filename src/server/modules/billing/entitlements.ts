import { DEFAULT_PLAN, PLANS, planById, type PlanDefinition } from '@shared/constants/plans';
import type { Db } from '../../db/database';
import type { Entitlements } from '../projects/service';
import { createBillingRepository } from './repository';

/** The plan with every feature: what everyone gets where no plan can be bought. */
export const EVERYTHING_PLAN: PlanDefinition = PLANS[PLANS.length - 1]!;

/**
 * The plan whose limits apply to a user: their paid plan while its period runs, Explorer
 * otherwise. On a server that takes no payments nobody could upgrade, so nothing is held back.
 */
export function createBillingEntitlements(
  db: Db,
  { takesPayments, now = () => new Date() }: { takesPayments: boolean; now?: () => Date },
): Entitlements {
  const repo = createBillingRepository(db);
  return {
    async planFor(userId: string): Promise<PlanDefinition> {
      if (!takesPayments) return EVERYTHING_PLAN;
      const active = await repo.activePaid(userId, now());
      return planById(active?.plan ?? DEFAULT_PLAN);
    },
  };
}
