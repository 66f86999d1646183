import type { GuardResult } from './sql-guard';
import { nodeAs, walkTree } from './sql-ast';

/** Statements that write, wherever they sit in a query (a data-modifying WITH, for one). */
const WRITES = new Set(['InsertStmt', 'UpdateStmt', 'DeleteStmt', 'MergeStmt']);

/**
 * Why SQL the guard accepted is not a single read-only SELECT, or undefined when it is. The
 * read-only transaction it runs in would stop a write anyway; this says so before it runs.
 */
export function notReadOnlyReason(guard: Extract<GuardResult, { ok: true }>): string | undefined {
  if (guard.statements.length !== 1) return 'A question runs exactly one SELECT statement.';
  const [statement] = guard.statements;
  const select = statement ? nodeAs(statement.node, 'SelectStmt') : undefined;
  if (!select) return `A question only reads, but this is ${statement?.label ?? 'not a SELECT'}.`;
  if (select.intoClause) return 'A question only reads, but SELECT INTO makes a table.';
  let reason: string | undefined;
  walkTree(select, (key) => {
    if (reason) return;
    if (WRITES.has(key)) reason = 'A question only reads, but this query changes rows.';
    else if (key === 'lockingClause') reason = 'A question only reads, but this query locks rows.';
  });
  return reason;
}
