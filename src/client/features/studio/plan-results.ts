import type { ContentResult, QueryResult } from '@shared/contracts/plan';

// Read without zod, so the studio's pages stay light (decision 037); plan-results.test.ts checks
// that they accept exactly what the contract's schemas accept.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isColumn = (value: unknown) =>
  isRecord(value) && typeof value.name === 'string' && typeof value.type === 'string';

/** A question's answer as `queryResult` describes it, or null (a run from before, or a failure). */
export function asQueryResult(result: unknown): QueryResult | null {
  if (!isRecord(result)) return null;
  const { columns, rows, rowCount, truncated } = result;
  const ok =
    Array.isArray(columns) &&
    columns.every(isColumn) &&
    Array.isArray(rows) &&
    rows.every(isRecord) &&
    typeof rowCount === 'number' &&
    Number.isInteger(rowCount) &&
    rowCount >= 0 &&
    (truncated === undefined || typeof truncated === 'boolean');
  return ok ? (result as QueryResult) : null;
}

/** A site change's answer as `contentResult` describes it, or null. */
export function asContentResult(result: unknown): ContentResult | null {
  if (!isRecord(result)) return null;
  const ok = (['url', 'branch', 'commit', 'message'] as const).every(
    (key) => typeof result[key] === 'string',
  );
  return ok ? (result as ContentResult) : null;
}
