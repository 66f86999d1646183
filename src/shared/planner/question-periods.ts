/** Time phrases at the end of a question ("this week", "in the last 30 days") as SQL conditions. */

import { MONTH, monthIndex, monthName } from './calendar-words';
import { countWord } from './names';
import { dayPeriod } from './calendar-days';

export interface Period {
  /** The condition on a timestamp column, `{col}` standing for the column. */
  sql: string;
  words: string;
  /** Said as days of the calendar ("on 14 February"), which a row's own date is more likely meant by. */
  calendar?: boolean;
}

const UNIT = 'day|week|month|year';
const PERIOD = new RegExp(
  String.raw`\s+(?:(?:so far\s+)?(?:in|during|for|over|from|since)\s+)?(?:(?<today>today)|(?<yesterday>yesterday)|(?:this|the current)\s+(?<this>${UNIT})(?:\s+so far)?|(?:last|previous)\s+(?<last>${UNIT})|(?:the\s+)?(?:last|past|previous)\s+(?<n>\d{1,4}|[a-z]+)\s+(?<units>${UNIT})s|(?:the\s+)?(?:last|past)\s+(?<one>${UNIT})|(?<year>(?:19|20)\d{2})|(?:before|until|prior to)\s+(?<before>(?:19|20)\d{2})|after\s+(?<after>(?:19|20)\d{2}))$`,
  'i',
);

/** "in May 2025", "for march 2024", "during Sept 2025": one calendar month. */
const MONTH_PERIOD = new RegExp(
  String.raw`\s+(?:in|for|during|from|of)\s+${MONTH}\s+(?<year>(?:19|20)\d{2})$`,
  'i',
);

function monthPeriod(text: string): { rest: string; period: Period } | undefined {
  const m = ` ${text}`.match(MONTH_PERIOD);
  const index = monthIndex(m?.groups?.month);
  if (!m?.groups?.year || m.index === undefined || index < 0) return undefined;
  const year = Number(m.groups.year);
  const start = `'${year}-${String(index + 1).padStart(2, '0')}-01'`;
  const next =
    index === 11 ? `'${year + 1}-01-01'` : `'${year}-${String(index + 2).padStart(2, '0')}-01'`;
  const name = monthName(index);
  return {
    rest: ` ${text}`.slice(0, m.index).trim(),
    period: { sql: `{col} >= ${start} and {col} < ${next}`, words: `in ${name} ${year}` },
  };
}

/** Splits a trailing time phrase off a question; `period` is absent when there is none. */
export function takePeriod(text: string): { rest: string; period?: Period } {
  const month = dayPeriod(text) ?? monthPeriod(text);
  if (month) return month;
  const m = ` ${text}`.match(PERIOD);
  if (!m?.groups || m.index === undefined) return { rest: text };
  const rest = ` ${text}`.slice(0, m.index).trim();
  const g = m.groups;
  const since = (from: string, until?: string): string =>
    until ? `{col} >= ${from} and {col} < ${until}` : `{col} >= ${from}`;
  if (g.today) return { rest, period: { sql: since('current_date'), words: 'today' } };
  const year = (y: string | number) => `'${y}-01-01'`;
  if (g.year) {
    // "since 2023" runs to now; "in 2023" is that year alone.
    const from = /\b(?:since|from)\s+\d{4}$/i.test(m[0]);
    return {
      rest,
      period: from
        ? { sql: since(year(g.year)), words: `since ${g.year}` }
        : { sql: since(year(g.year), year(Number(g.year) + 1)), words: `in ${g.year}` },
    };
  }
  if (g.before)
    return { rest, period: { sql: `{col} < ${year(g.before)}`, words: `before ${g.before}` } };
  if (g.after)
    return { rest, period: { sql: since(year(Number(g.after) + 1)), words: `after ${g.after}` } };
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
