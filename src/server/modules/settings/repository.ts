import { and, avg, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { operations } from '../../db/schema';

export function createSettingsRepository(db: Db) {
  return {
    /** Runs the user started since `from` that finished, with their average duration; an undone run had succeeded. */
    async runFigures(userId: string, from: Date) {
      const [row] = await db
        .select({
          runs: count(),
          succeeded:
            sql<number>`count(*) filter (where ${operations.status} in ('succeeded', 'undone'))`.mapWith(
              Number,
            ),
          averageMs: avg(operations.durationMs).mapWith(Number),
        })
        .from(operations)
        .where(
          and(
            eq(operations.executedBy, userId),
            gte(operations.executedAt, from),
            inArray(operations.status, ['succeeded', 'failed', 'undone']),
          ),
        );
      return {
        runs: row?.runs ?? 0,
        succeeded: row?.succeeded ?? 0,
        averageMs: row?.averageMs ?? 0,
      };
    },
  };
}
