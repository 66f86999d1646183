import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { operations } from '../../db/schema';

export type OperationRow = typeof operations.$inferSelect;

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

    /** Marks the operation running, once: two simultaneous executes cannot both win. */
    async claim(id: string) {
      const [row] = await db
        .update(operations)
        .set({ status: 'running' })
        .where(and(eq(operations.id, id), inArray(operations.status, ['planned', 'failed'])))
        .returning();
      return row;
    },

    async release(id: string) {
      await db.update(operations).set({ status: 'planned' }).where(eq(operations.id, id));
    },

    async finish(id: string, values: Partial<typeof operations.$inferInsert>) {
      const [row] = await db.update(operations).set(values).where(eq(operations.id, id)).returning();
      return row!;
    },

    /** Claims an executed operation for undo, once. */
    async claimUndo(id: string) {
      const [row] = await db
        .update(operations)
        .set({ status: 'running' })
        .where(and(eq(operations.id, id), eq(operations.status, 'succeeded'), isNull(operations.undoneAt)))
        .returning();
      return row;
    },
  };
}

export type OperationRepository = ReturnType<typeof createOperationRepository>;
