import { and, eq, inArray, min, sql } from 'drizzle-orm';
import { EVENT_NAMES } from '@shared/contracts/analytics';
import type { Db } from '../../db/database';
import { events, projects, userOnboarding } from '../../db/schema';

const OPERATION_EVENTS = [EVENT_NAMES.operationExecuted, EVENT_NAMES.multiAgentOperationExecuted];

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
    /** The first hosting change that did not fail. */
    async firstDeployAt(userId: string) {
      const [row] = await db
        .select({ at: min(events.createdAt) })
        .from(events)
        .where(
          and(
            eq(events.userId, userId),
            inArray(events.name, OPERATION_EVENTS),
            sql`${events.properties}->>'service' = 'hosting'`,
            sql`coalesce(${events.properties}->>'success', 'true') <> 'false'`,
          ),
        );
      return row?.at ?? null;
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
