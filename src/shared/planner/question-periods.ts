/** Time phrases at the end of a question ("this week", "in the last 30 days") as SQL conditions. */

import { countWord } from './names';

export interface Period {
  /** The condition on a timestamp column, `{col}` standing for the column. */
  sql: string;
  words: string;
}

const UNIT = 'day|week|month|year';
const PERIOD = new RegExp(
  String.raw`\s+(?:(?:so far\s+)?(?:in|during|for|over|from|since)\s+)?(?:(?<today>today)|(?<yesterday>yesterday)|(?:this|the current)\s+(?<this>${UNIT})(?:\s+so far)?|(?:last|previous)\s+(?<last>${UNIT})|(?:the\s+)?(?:last|past|previous)\s+(?<n>\d{1,4}|[a-z]+)\s+(?<units>${UNIT})s|(?:the\s+)?(?:last|past)\s+(?<one>${UNIT}))$`,
  'i',
);

/** Splits a trailing time phrase off a question; `period` is absent when there is none. */
export function takePeriod(text: string): { rest: string; period?: Period } {
  const m = ` ${text}`.match(PERIOD);
  if (!m?.groups || m.index === undefined) return { rest: text };
  const rest = ` ${text}`.slice(0, m.index).trim();
  const g = m.groups;
  const since = (from: string, until?: string): string =>
    until ? `{col} >= ${from} and {col} < ${until}` : `{col} >= ${from}`;
  if (g.today) return { rest, period: { sql: since('current_date'), words: 'today' } };
  if (g.yesterday)
    return {
      rest,
      period: { sql: since("current_date - interval '1 day'", 'current_date'), words: 'yesterday' },
    };
  const unit = (g.this ?? g.last ?? g.one ?? g.units ?? '').toLowerCase();
  if (g.this)
    return { rest, period: { sql: since(`date_trunc('${unit}', now())`), words: `this ${unit}` } };
  if (g.last) {
    const start = `date_trunc('${unit}', now())`;
    return {
      rest,
      period: { sql: since(`${start} - interval '1 ${unit}'`, start), words: `last ${unit}` },
    };
  }
  if (g.one)
    return {
      rest,
      period: { sql: since(`now() - interval '1 ${unit}'`), words: `in the last ${unit}` },
    };
  const n = countWord(g.n);
  if (!n) return { rest: text };
  return {
    rest,
    period: {
      sql: since(`now() - interval '${n} ${unit}s'`),
      words: `in the last ${n} ${unit}${n === 1 ? '' : 's'}`,
    },
  };
}

export const periodSql = (period: Period | undefined, column: string): string | undefined =>
  period?.sql.replace(/\{col\}/g, column);
