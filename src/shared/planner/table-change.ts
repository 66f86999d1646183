import type { ContextColumn } from './context';
import { tablesOf, type Workspace } from './workspace';
import { sqlPiece, type ClauseResult, type Piece } from './pieces';
import { typeFamily, type SqlType } from './types';

/** What the changes to existing tables share: size estimates, example wording, the SQL piece. */

/** Rough bytes one value of each type takes, for storage estimates. */
export const BYTES: Record<SqlType, number> = {
  text: 24,
  'numeric(12,2)': 8,
  numeric: 8,
  integer: 4,
  boolean: 1,
  date: 4,
  timestamptz: 8,
  jsonb: 64,
  uuid: 16,
};

/** The SqlType closest to a column's Postgres type, for defaults and estimates. */
export function sqlTypeOf(column: ContextColumn): SqlType {
  const family = typeFamily(column.type);
  if (family === 'numeric')
    return /numeric\(\d+,\s*2\)/.test(column.type) ? 'numeric(12,2)' : 'numeric';
  return family === 'other' ? 'text' : family;
}

export const tableExamples = (ws: Workspace): { table: string; column: string } => {
  const table = tablesOf(ws).find((t) => t.name !== 'profiles') ?? tablesOf(ws)[0];
  const column =
    table?.columns.find((c) => !['id', 'created_at', 'user_id'].includes(c.name))?.name ?? 'title';
  return { table: table?.name ?? 'tasks', column };
};

export function change(
  understood: string,
  statements: string[],
  piece: Omit<Piece, 'service' | 'steps' | 'commands'>,
): ClauseResult {
  return { service: 'backend', understood, render: () => [sqlPiece(statements, piece)] };
}
