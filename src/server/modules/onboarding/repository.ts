import { and, eq, min, sql } from 'drizzle-orm';
import type { Service } from '@shared/contracts/plan';
import type { Db } from '../../db/database';
import { operations, projects, userOnboarding } from '../../db/schema';

// A change the user ran that finished; a deploy is one whose plan put a version online.
const ranBy = (userId: string) =>
  and(eq(operations.executedBy, userId), eq(operations.executed, true));
const deploys = sql`${operations.plan}->'steps' @> '[{"kind":"hosting.deploy"}]'::jsonb`;

export function createOnboardingRepository(db: Db) {
  return {
    async find(userId: string) {
      const [row] = await db.select().from(userOnboarding).where(eq(userOnboarding.userId, userId));
      return row;
    },
    async firstProjectAt(userId: string) {
      const [row] = await db
        .select({ at: min(projects.createdAt) })
        .from(projects)
        .where(eq(projects.ownerId, userId));
      return row?.at ?? null;
    },
    async firstDeployAt(userId: string) {
      const [row] = await db
        .select({ at: min(operations.executedAt) })
        .from(operations)
        .where(and(ranBy(userId), deploys));
      return row?.at ?? null;
    },
    /** Every service the user has changed something on. */
    async servicesChanged(userId: string): Promise<Service[]> {
      const rows = await db
        .selectDistinct({ service: operations.service })
        .from(operations)
        .where(ranBy(userId));
      return rows.map((row) => row.service);
    },
    async save(userId: string, values: { completed: string[]; skipped: string[] }, at: Date) {
      const [row] = await db
        .insert(userOnboarding)
        .values({ userId, ...values, updatedAt: at })
        .onConflictDoUpdate({ target: userOnboarding.userId, set: { ...values, updatedAt: at } })
        .returning();
      return row!;
    },
  };
}

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
