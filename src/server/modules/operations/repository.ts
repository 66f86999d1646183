import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { operations } from '../../db/schema';

export type OperationRow = typeof operations.$inferSelect;

/** Who runs an operation, what they do to it, and until when their lease holds unless renewed. */
export interface LeaseTerms {
  action: 'execute' | 'undo';
  owner: string;
  until: Date;
  userId: string;
}

const leaseOf = (terms: LeaseTerms) => ({
  status: 'running' as const,
  runningAction: terms.action,
  leaseOwner: terms.owner,
  leaseExpiresAt: terms.until,
  // An undo keeps the name of whoever ran the change.
  ...(terms.action === 'execute' ? { executedBy: terms.userId } : {}),
});
const noLease = { runningAction: null, leaseOwner: null, leaseExpiresAt: null };

export function createOperationRepository(db: Db) {
  return {
    async insert(values: typeof operations.$inferInsert) {
      const [row] = await db.insert(operations).values(values).returning();
      return row!;
    },

    async find(projectId: string, id: string) {
      const [row] = await db
        .select()
        .from(operations)
        .where(and(eq(operations.projectId, projectId), eq(operations.id, id)));
      return row;
    },

    list(projectId: string, limit: number) {
      return db
        .select()
        .from(operations)
        .where(eq(operations.projectId, projectId))
        .orderBy(desc(operations.createdAt))
        .limit(limit);
    },

    /** The operations that have run, the most recently run first: where "undo my last change" looks. */
    lastRun(projectId: string, limit: number) {
      return db
        .select()
        .from(operations)
        .where(and(eq(operations.projectId, projectId), eq(operations.executed, true)))
        .orderBy(desc(operations.executedAt))
        .limit(limit);
    },

    /** Marks the operation running, once: two simultaneous executes cannot both win. */
    async claim(id: string, terms: LeaseTerms) {
      const [row] = await db
        .update(operations)
        .set(leaseOf(terms))
        .where(and(eq(operations.id, id), inArray(operations.status, ['planned', 'failed'])))
        .returning();
      return row;
    },

    async release(id: string) {
      await db
        .update(operations)
        .set({ status: 'planned', executedBy: null, ...noLease })
        .where(eq(operations.id, id));
    },

    /** Records how a run ended; the lease ends with it. */
    async finish(id: string, values: Partial<typeof operations.$inferInsert>) {
      const [row] = await db
        .update(operations)
        .set({ ...values, ...noLease })
        .where(eq(operations.id, id))
        .returning();
      return row!;
    },

    /** Extends a lease its owner still holds; false when it was lost (taken over as interrupted). */
    async renewLease(id: string, owner: string, until: Date) {
      const rows = await db
        .update(operations)
        // Writes may land out of order; the lease only ever moves forward.
        .set({ leaseExpiresAt: sql`greatest(${operations.leaseExpiresAt}, ${until})` })
        .where(
          and(
            eq(operations.id, id),
            eq(operations.status, 'running'),
            eq(operations.leaseOwner, owner),
          ),
        )
        .returning({ id: operations.id });
      return rows.length > 0;
    },

    /** Running operations whose server stopped renewing them (all of them, when `all`). */
    interrupted(at: Date, all: boolean) {
      const stale = or(isNull(operations.leaseExpiresAt), lt(operations.leaseExpiresAt, at));
      return db
        .select()
        .from(operations)
        .where(
          all ? eq(operations.status, 'running') : and(eq(operations.status, 'running'), stale),
        );
    },

    /** Settles an interrupted run, unless its lease was renewed in the meantime. */
    async settleInterrupted(row: OperationRow, values: Partial<typeof operations.$inferInsert>) {
      const unchanged = row.leaseExpiresAt
        ? eq(operations.leaseExpiresAt, row.leaseExpiresAt)
        : isNull(operations.leaseExpiresAt);
      const [settled] = await db
        .update(operations)
        .set({ ...values, ...noLease })
        .where(and(eq(operations.id, row.id), eq(operations.status, 'running'), unchanged))
        .returning();
      return settled;
    },

    /** Claims an executed operation for undo, once. */
    async claimUndo(id: string, terms: LeaseTerms) {
      const [row] = await db
        .update(operations)
        .set(leaseOf({ ...terms, action: 'undo' }))
        .where(
          and(
            eq(operations.id, id),
            eq(operations.status, 'succeeded'),
            isNull(operations.undoneAt),
          ),
        )
        .returning();
      return row;
    },
  };
}

export type OperationRepository = ReturnType<typeof createOperationRepository>;
