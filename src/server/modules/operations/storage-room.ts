import { formatBytes } from '@shared/format/bytes';
import { AppError } from '../../lib/errors';
import { parseSql, type ProjectDatabase } from '../../services/project-db';

/** Statements that only take data away: still allowed when the database is full, so it can be cleared. */
const FREES_SPACE = new Set(['DeleteStmt', 'DropStmt', 'TruncateStmt']);

/**
 * Refuses a change when the database already holds the storage its owner's plan includes
 * (pg_database_size, checked before the change runs), unless the change only removes data.
 */
export async function assertStorageRoom(
  db: ProjectDatabase,
  quotaBytes: number,
  onlyFreesSpace: () => Promise<boolean>,
): Promise<void> {
  const { rows } = await db.query<{ bytes: number }>(
    'select pg_database_size(current_database())::float8 as bytes',
  );
  const used = Number(rows[0]?.bytes ?? 0);
  if (used < quotaBytes) return;
  if (await onlyFreesSpace()) return;
  throw new AppError(
    409,
    'storage_full',
    `This project's database holds ${formatBytes(used)}, all of the ${formatBytes(quotaBytes)} its plan includes, so nothing was changed. Delete rows or tables you no longer need, or move to a larger plan.`,
  );
}

/** Whether the SQL only takes data away. */
export async function sqlOnlyFreesSpace(sql: readonly string[]): Promise<boolean> {
  const parsed = await parseSql(sql.join(';\n'));
  return parsed.ok && parsed.statements.every((s) => FREES_SPACE.has(s.tag));
}
