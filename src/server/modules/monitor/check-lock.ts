import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';

/** Runs `fn` only if no other app server is checking the project; answers undefined when one is. */
export type CheckLock = <T>(projectId: string, fn: () => Promise<T>) => Promise<T | undefined>;

/**
 * On a shared Postgres, a transaction-scoped advisory lock makes each project's check run on one
 * server at a time; the embedded server has one app server, so it needs none.
 */
export function createCheckLock(database: AppDatabase): CheckLock {
  if (!database.shared) return (_projectId, fn) => fn();
  return (projectId, fn) =>
    database.db.transaction(async (tx) => {
      const result = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtextextended(${`monitor:${projectId}`}, 0)) as locked`,
      )) as unknown as { rows: Array<{ locked: boolean }> };
      if (result.rows[0]?.locked !== true) return undefined;
      return fn();
    });
}
