import { isQueryStep } from '@shared/contracts/plan';
import { undoFiling, type ContextChange } from '@shared/planner';
import type { OperationRow } from './repository';

/** How far back "undo my last change" looks for a change still standing. */
export const HISTORY_DEPTH = 20;

/**
 * The newest change still standing, from operations newest-run first. Questions and undos are
 * not changes; a change already undone is passed over, so asking twice undoes the one before.
 */
export function lastChange(rows: readonly OperationRow[]): ContextChange | null {
  for (const row of rows) {
    const { plan } = row;
    if (plan.steps.some((s) => isQueryStep(s) || s.kind === 'operation.undo')) continue;
    if (!row.executed || row.status !== 'succeeded') continue;
    const blocker = !plan.undo.available
      ? plan.undo.reason
      : (row.undo?.length ?? 0) === 0
        ? 'It left nothing to undo.'
        : undefined;
    const reverseSql = (row.undo ?? []).flatMap((a) => (a.kind === 'sql' ? a.sql : []));
    return {
      id: row.id,
      ...undoFiling(plan),
      instruction: plan.instruction,
      undoWords: plan.undo.reason,
      ...(blocker ? { blocker } : {}),
      ...(reverseSql.length ? { reverseSql } : {}),
    };
  }
  return null;
}
