import { DEFAULT_PLAN, planById, type PlanDefinition } from '@shared/constants/plans';
import type { Db } from '../../db/database';
import type { Entitlements } from '../projects/service';
import { createBillingRepository } from './repository';

/** The plan whose limits apply to a user: their paid plan while its period runs, Explorer otherwise. */
export function createBillingEntitlements(
  db: Db,
  now: () => Date = () => new Date(),
): Entitlements {
  const repo = createBillingRepository(db);
  return {
    async planFor(userId: string): Promise<PlanDefinition> {
      const active = await repo.activePaid(userId, now());
      return planById(active?.plan ?? DEFAULT_PLAN);
    },
  };
}
