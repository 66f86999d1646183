import type { Metric, Trend } from '../contracts/analytics';

/** Up, down or flat against the previous period; flat when either side has no figure. */
export function trendOf(value: number | null, previous: number | null): Trend {
  if (value === null || previous === null || value === previous) return 'flat';
  return value > previous ? 'up' : 'down';
}

/** Percent change for counts (null when growing from zero), percentage points for rates. */
export function changeOf(
  value: number | null,
  previous: number | null,
  format: Metric['format'],
): number | null {
  if (value === null || previous === null) return null;
  if (format === 'percent') return Math.round((value - previous) * 10) / 10;
  if (previous === 0) return value === 0 ? 0 : null;
  return Math.round(((value - previous) / previous) * 1000) / 10;
}
