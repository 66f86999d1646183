import { MONTH, monthIndex, monthName } from './calendar-words';
import type { Period } from './question-periods';

/**
 * Days and months said in words at the end of a question: "since March 2026", "before 1 May",
 * "on the 12th of April 2026", "between the 3rd and the 6th of April 2026". A year left out is
 * this year's, worked out by the database when the question runs.
 */

interface Said {
  year?: number;
  month?: number;
  day?: number;
}

const ORDINAL = String.raw`(?<day>\d{1,2})(?:st|nd|rd|th)?`;
const FORMS: ReadonlyArray<RegExp> = [
  /^(?<year>\d{4})-(?<m>\d{2})-(?<day>\d{2})$/,
  new RegExp(String.raw`^(?:the\s+)?${ORDINAL}(?:\s+of)?\s+${MONTH}(?:\s+(?<year>\d{4}))?$`, 'i'),
  new RegExp(String.raw`^${MONTH}\s+(?:the\s+)?${ORDINAL}(?:\s+(?<year>\d{4}))?$`, 'i'),
  new RegExp(
    String.raw`^(?:the\s+)?(?:start\s+of\s+|beginning\s+of\s+)?${MONTH}(?:\s+(?<year>\d{4}))?$`,
    'i',
  ),
  new RegExp(String.raw`^(?:the\s+)?${ORDINAL}$`, 'i'),
];

function read(text: string): Said | undefined {
  const plain = text.replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
  for (const form of FORMS) {
    const g = plain.match(form)?.groups;
    if (!g) continue;
    const month = g.m ? Number(g.m) - 1 : monthIndex(g.month);
    const said: Said = {
      ...(g.year ? { year: Number(g.year) } : {}),
      ...(month >= 0 ? { month } : {}),
      ...(g.day ? { day: Number(g.day) } : {}),
    };
    if (said.day !== undefined && (said.day < 1 || said.day > 31)) return undefined;
    return said;
  }
  return undefined;
}

/** The SQL date a said day stands for; a month alone is its first day. */
function sqlDate(s: Required<Pick<Said, 'month'>> & Said): string {
  const month = String(s.month + 1).padStart(2, '0');
  const day = String(s.day ?? 1).padStart(2, '0');
  return s.year
    ? `'${s.year}-${month}-${day}'`
    : `make_date(extract(year from current_date)::int, ${s.month + 1}, ${s.day ?? 1})`;
}

const words = (s: Said): string =>
  [s.day, monthName(s.month ?? -1), s.year].filter((w) => w !== undefined && w !== '').join(' ');

/** The day after a said day, or the month after a said month: where "on" and "in" end. */
const next = (s: Said & { month: number }): string =>
  s.day === undefined
    ? `(${sqlDate(s)}::date + interval '1 month')`
    : `(${sqlDate(s)}::date + interval '1 day')`;

const MONTH_WORD = MONTH.replace('(?<month>', '(?:');
const DATE = String.raw`(?:\d{4}-\d{2}-\d{2}|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+${MONTH_WORD}(?:,?\s+\d{4})?|${MONTH_WORD}\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?|(?:the\s+)?(?:start\s+of\s+|beginning\s+of\s+)?${MONTH_WORD}(?:\s+\d{4})?)`;
const DAY_ONLY = String.raw`(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?`;
/** "since 1 May", "between the 3rd and the 6th of April": a cue, a day, and for a span the last day. */
const SAID = new RegExp(
  String.raw`\s(?:(?:that\s+)?(?:came in|were placed|was placed|were made|happened|signed up|joined)\s+)?(?:(?<between>between|from)\s+(?<a>${DATE}|${DAY_ONLY})\s+(?:and|to|until|till|-)\s+(?<b>${DATE})|(?<op>since|from|after|before|until|till|by|prior to|on)\s+(?<one>${DATE}))(?=[\s?.!,]|$)`,
  'i',
);

/** Days known by name, said as the day of the year they fall on. */
const NAMED_DAYS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bvalentine'?s(?:\s+day)?\b/gi, '14 february'],
  [/\bchristmas eve\b/gi, '24 december'],
  [/\b(?:christmas|xmas)(?:\s+day)?\b/gi, '25 december'],
  [/\bboxing day\b/gi, '26 december'],
  [/\bnew year'?s eve\b/gi, '31 december'],
  [/\bnew year'?s(?:\s+day)?\b/gi, '1 january'],
  [/\b(?:halloween|hallowe'en)\b/gi, '31 october'],
  [/\b(?:bonfire night|guy fawkes night)\b/gi, '5 november'],
  [/\b(?:st\.?|saint) patrick'?s day\b/gi, '17 march'],
  [/\b(?:the\s+)?(?:fourth|4th) of july\b/gi, '4 july'],
];

/** A day phrase anywhere in a question as a period, and the question without it. */
export function dayPeriod(said: string): { rest: string; period: Period } | undefined {
  const text = NAMED_DAYS.reduce((out, [name, day]) => out.replace(name, day), said);
  const m = ` ${text}`.match(SAID);
  if (!m?.groups || m.index === undefined) return undefined;
  const b = m.groups.b ? read(m.groups.b) : undefined;
  const a = read(m.groups.a ?? m.groups.one ?? '');
  if (!a || (m.groups.b && !b)) return undefined;
  // "between the 3rd and the 6th of April": the first day takes the month and year of the second.
  const first = { ...(b ? { month: b.month, year: b.year } : {}), ...a };
  if (first.month === undefined) return undefined;
  const from = first as Said & { month: number };
  const rest = ` ${text}`.replace(m[0], ' ').replace(/\s+/g, ' ').trim();
  if (b) {
    const to = { year: b.year ?? from.year, ...b } as Said & { month: number };
    if (to.month === undefined) return undefined;
    return {
      rest,
      period: {
        sql: `{col} >= ${sqlDate(from)} and {col} < ${next(to)}`,
        words: `between ${words(from)} and ${words(to)}`,
        calendar: true,
      },
    };
  }
  const op = (m.groups.op ?? '').toLowerCase();
  const sql = /^(?:before|prior to)$/.test(op)
    ? `{col} < ${sqlDate(from)}`
    : /^(?:until|till|by)$/.test(op)
      ? `{col} < ${next(from)}`
      : op === 'after'
        ? `{col} >= ${next(from)}`
        : op === 'on'
          ? `{col} >= ${sqlDate(from)} and {col} < ${next(from)}`
          : `{col} >= ${sqlDate(from)}`;
  return { rest, period: { sql, words: `${op} ${words(from)}`, calendar: true } };
}
