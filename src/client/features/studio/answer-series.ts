import type { QueryResult } from '@shared/contracts/plan';

/** One bar of a series answer: its period and its count. */
export interface SeriesPoint {
  label: string;
  value: number;
}

const DATE_TYPES = /^(?:date|timestamp)/;
const NUMBER_TYPES = /^(?:integer|bigint|smallint|numeric|real|double precision)/;

/**
 * An answer is a series when it has a date column then a number column, over two or more rows:
 * counts by day, week or month. Anything else shows as a table alone.
 */
export function seriesOf(result: QueryResult): SeriesPoint[] | null {
  const [when, count, ...rest] = result.columns;
  if (!when || !count || rest.length > 0 || result.rows.length < 2) return null;
  if (!DATE_TYPES.test(when.type) || !NUMBER_TYPES.test(count.type)) return null;
  return result.rows.map((row) => ({
    label: String(row[when.name] ?? '').slice(0, 10),
    value: Number(row[count.name] ?? 0),
  }));
}
