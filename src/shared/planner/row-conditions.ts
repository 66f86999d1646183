import type { RowCondition } from '@shared/contracts/plan';
import type { ContextColumn, ContextTable } from './context';
import type { Workspace } from './workspace';
import { monthIndex } from './calendar-words';
import { eventDate, ownDates } from './column-words';
import { humanize, listWords, numberInWords, unquote } from './names';
import { problem, type Problem } from './pieces';
import { failed, refColumn } from './refs';
import { typeFamily } from './types';
import { groundColumn, stateColumn, stockColumn } from './column-words';
import { heldValue, labelColumn } from './grounding';
import { protect } from './text';

/** Conditions on rows ("done is ticked", "title is 'buy milk'") and values for columns, as data. */

export interface Condition {
  where: RowCondition[];
  words: string;
}

const NUM = /^-?\d+(?:\.\d+)?$/;
const AGO = /^(\d+)\s+(minute|hour|day|week|month|year)s?(?:\s+ago)?$/i;

/** "1 March 2025", "March 1st, 2025", "the 3rd of May 2025": a calendar day as YYYY-MM-DD. */
function namedDate(p: string): string | undefined {
  const m =
    p.match(
      /^(?:the\s+)?(?<day>\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?\s+(?<month>[a-z]{3,9})\.?,?\s+(?<year>\d{4})$/,
    ) ?? p.match(/^(?<month>[a-z]{3,9})\.?\s+(?<day>\d{1,2})(?:st|nd|rd|th)?,?\s+(?<year>\d{4})$/);
  const g = m?.groups;
  const month = monthIndex(g?.month);
  const day = Number(g?.day);
  if (!g || month < 0 || day < 1 || day > 31) return undefined;
  return `${g.year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A date phrase the server can read: "2024-01-31", "30 days ago", "today", "yesterday", "now". */
export function dateValue(phrase: string): string | undefined {
  const p = unquote(phrase.trim()).toLowerCase();
  if (/^\d{4}-\d{2}-\d{2}(?:[ t]\d{2}:\d{2}(?::\d{2})?)?$/.test(p)) return p;
  const named = namedDate(p);
  if (named) return named;
  const ago = p.match(AGO);
  if (ago) return `${ago[1]} ${ago[2]}s ago`;
  if (p === 'today' || p === 'yesterday' || p === 'now' || p === 'tomorrow') return p;
  return undefined;
}

/** A founder's value for a column, as the JSON the row change sends; undefined when it does not fit. */
export function columnValue(
  column: ContextColumn,
  raw: string,
): string | number | boolean | null | undefined {
  const value = unquote(raw.trim());
  const family = typeFamily(column.type);
  if (/^(?:nothing|null|empty|blank)$/i.test(value) && family !== 'text') return null;
  if (family === 'boolean') {
    if (/^(?:true|yes|done|checked|ticked|on|complete|completed|finished)$/i.test(value))
      return true;
    if (/^(?:false|no|not done|unchecked|unticked|off|not complete|incomplete|open)$/i.test(value))
      return false;
    return undefined;
  }
  if (family === 'integer' || family === 'numeric') {
    const number = value
      .replace(/^[$€£]\s*|\s*(?:dollars?|euros?|pounds?|quid|bucks|usd|eur|gbp)$/gi, '')
      // "20 a week", "£8 a head": the rate's unit is the column's, not part of the number.
      .replace(
        /\s+(?:a|an|per|each)\s+(?:week|month|day|hour|year|head|person|night|session|month)$/i,
        '',
      );
    // "50p": pence, said as part of a pound.
    const pence = number.match(/^(\d+)p$/i);
    if (pence) return Number(pence[1]) / 100;
    const words = NUM.test(number) ? undefined : numberInWords(number);
    if (words !== undefined) return words;
    if (!NUM.test(number) || (family === 'integer' && number.includes('.'))) return undefined;
    return Number(number);
  }
  if (family === 'date' || family === 'timestamptz') {
    const date = dateValue(value);
    return date && !date.endsWith('ago') ? date : undefined;
  }
  if (column.type === 'unknown')
    return NUM.test(value)
      ? Number(value)
      : /^(?:true|false)$/i.test(value)
        ? value === 'true'
        : value;
  return value;
}

/** The value as a founder would write it back in an instruction. */
export const spoken = (value: unknown): string =>
  typeof value === 'string' ? (value.includes("'") ? `"${value}"` : `'${value}'`) : String(value);

type Resolve = (phrase: string) => ContextColumn | { problem: Problem };

const OPS: ReadonlyArray<readonly [RegExp, RowCondition['op']]> = [
  [/^(?:is not|isn't|!=|<>|does not equal|doesn't equal)$/, 'isNot'],
  [/^(?:<=|is at most)$/, 'le'],
  [/^(?:>=|is at least)$/, 'ge'],
  [/before|older|less|under|below|^<$/, 'lt'],
  [/after|more|greater|over|above|^>$/, 'gt'],
];

/** One part of a condition ("status is 'test'", "done is true", "older than 30 days"). */
export function conditionPart(
  part: string,
  table: ContextTable,
  resolve: Resolve,
): (RowCondition & { words: string }) | string {
  const p = part.trim().replace(/^(?:the\s+)?/i, '');
  const older = p.match(
    /^(?:are\s+|is\s+)?(?:older than|created more than|made more than|created)\s+(\d+\s+(?:minute|hour|day|week|month|year)s?)(?:\s+ago)?$/i,
  );
  if (older) {
    const since = dateValue(`${older[1]} ago`);
    if (!since) return `I could not read "${part}".`;
    return {
      column: 'created_at',
      op: 'lt',
      value: since,
      words: `created more than ${older[1]} ago`,
    };
  }
  // "that have already happened", "in the past": the table's own date is before today.
  const when = p.match(
    /^(?:(?:that|which)\s+)?(?:(?:have|has|had|are|is|were)\s+)?(?:already\s+)?(?<past>happened|passed|gone by|finished|ended|over|in the past|past)$|^(?:(?:that|which)\s+)?(?:are|is)\s+(?:still\s+)?(?<future>in the future|upcoming|coming up|still to come|to come)$/i,
  );
  const own = when ? (eventDate(table) ?? ownDates(table)[0]) : undefined;
  if (when?.groups && own)
    return {
      column: own.name,
      op: when.groups.past ? 'lt' : 'gt',
      value: 'today',
      words: `${humanize(own.name)} ${when.groups.past ? 'before' : 'after'} today`,
    };
  const before = p.match(
    /^(created|made|added|placed|ordered|booked|bought|sold|sent|joined|signed up|registered)\s+(before|after|since)\s+(.+)$/i,
  );
  if (before) {
    const when = dateValue(before[3] ?? '');
    if (!when)
      return `I could not read the date "${before[3]}"; write it like 2024-01-31 or "30 days ago".`;
    // "placed before 1 March": the table's own date for that event when it has one.
    const event = /^(?:created|made|added)$/i.test(before[1] ?? '')
      ? undefined
      : (eventDate(table) ?? ownDates(table)[0]);
    return {
      column: event?.name ?? 'created_at',
      op: before[2]?.toLowerCase() === 'before' ? 'lt' : 'gt',
      value: when,
      words: `${before[1]} ${before[2]} ${before[3]}`,
    };
  }
  const state = p
    .replace(/^(?:aren'?t|isn'?t|weren'?t|wasn'?t)\s+/i, 'are not ')
    .replace(/^(?:haven'?t|hasn'?t)\s+been\s+/i, 'have been not ')
    .match(
      /^(?:are|is|were|was|have been|has been|got|get)\s+(?:(?:al+re?ady|now|all|still|currently|marked|as)\s+)*(not\s+|un)?(?:(?:yet|marked|as)\s+)*([a-z_]+)(?:\s+(?:yet|already))?$/i,
    );
  if (state) {
    const column = stateColumn(table, state[2] ?? '') ?? resolve(state[2] ?? '');
    // "orders that are refunded": a word no yes/no column names is the status they have.
    const status = table.columns.find((c) => c.name === 'status' && typeFamily(c.type) === 'text');
    if ('problem' in column && status && !state[1])
      return { column: 'status', op: 'is', value: state[2] ?? '', words: `status is ${state[2]}` };
    if ('problem' in column) return column.problem.message;
    if (typeFamily(column.type) !== 'boolean' && column.type !== 'unknown')
      return `${column.name} is not a yes/no column, so I cannot tell which rows are ${state[2]}.`;
    return {
      column: column.name,
      op: state[1] ? 'notTicked' : 'ticked',
      words: `${humanize(column.name)} is ${state[1] ? 'not ' : ''}ticked`,
    };
  }
  // "unsubscribed" alone: the yes/no column it names is ticked.
  const flag = /^[a-z]+$/i.test(p) ? stateColumn(table, p) : undefined;
  if (flag) return { column: flag.name, op: 'ticked', words: `${humanize(flag.name)} is ticked` };
  const none = p.match(/^(?:have|has)\s+no\s+(.+)$/i);
  const empty = p.match(/^(.+?)\s+(?:is\s+)?(?:empty|blank|missing|null|not set)$/i);
  if (none || empty) {
    const column = resolve((none ?? empty)?.[1] ?? '');
    if ('problem' in column) return column.problem.message;
    return { column: column.name, op: 'empty', words: `${humanize(column.name)} is empty` };
  }
  // "under a fiver", "over £50": an amount alone compares the table's money (or only number) column.
  const amount = p.match(
    /^(?:(?:that are|which are|worth|costing|priced|for)\s+)?(?<op>under|below|less than|cheaper than|over|above|more than|at least|at most)\s+(?<raw>.+)$/i,
  );
  const measure = amount ? amountColumn(table) : undefined;
  if (amount?.groups && measure) {
    const value = columnValue(measure, amount.groups.raw ?? '');
    const op = (amount.groups.op ?? '').toLowerCase();
    if (typeof value === 'number')
      return {
        column: measure.name,
        op:
          op === 'at least'
            ? 'ge'
            : op === 'at most'
              ? 'le'
              : /under|below|less|cheaper/.test(op)
                ? 'lt'
                : 'gt',
        value,
        words: `${humanize(measure.name)} ${op} ${amount.groups.raw}`,
      };
  }
  const compare = p.match(
    /^(.+?)\s+(is greater than|does not equal|doesn't equal|is older than|is less than|is more than|greater than|is equal to|starts with|older than|is at least|is at most|is before|less than|more than|ends with|is after|is under|contains|includes|is over|is not|equals|before|isn't|after|under|below|above|over|is|==|!=|<>|<=|>=|=|<|>)\s+(.+)$/i,
  );
  if (!compare)
    return namedValue(p, table) ?? `I could not read the condition "${part}" for ${table.name}.`;
  const column = resolve(compare[1] ?? '');
  if ('problem' in column) return column.problem.message;
  const op = (compare[2] ?? '').toLowerCase();
  const raw = compare[3] ?? '';
  const name = humanize(column.name);
  if (/^(?:empty|blank|null|missing|nothing)$/i.test(unquote(raw))) {
    const negated = /not|isn't|!=|<>|doesn't/.test(op);
    return {
      column: column.name,
      op: negated ? 'filled' : 'empty',
      words: `${name} is ${negated ? 'filled in' : 'empty'}`,
    };
  }
  if (/contains|includes|starts with|ends with/.test(op)) {
    return {
      column: column.name,
      op: op === 'starts with' ? 'startsWith' : op === 'ends with' ? 'endsWith' : 'contains',
      value: unquote(raw),
      words: `${name} ${op} "${unquote(raw)}"`,
    };
  }
  const family = typeFamily(column.type);
  const isDate = family === 'date' || family === 'timestamptz';
  const value = isDate ? dateValue(raw) : columnValue(column, raw);
  if (value === undefined || value === null)
    return `"${unquote(raw)}" does not fit ${column.name}, which holds ${family === 'other' ? 'values' : family} values.`;
  const kind = OPS.find(([pattern]) => pattern.test(op))?.[1] ?? 'is';
  return { column: column.name, op: kind, value, words: `${name} ${op} ${unquote(raw)}` };
}

/** The column an amount said alone is about: the money column, else the table's only number. */
function amountColumn(table: ContextTable): ContextColumn | undefined {
  const numbers = table.columns.filter(
    (c) => /^(?:integer|numeric)$/.test(typeFamily(c.type)) && !/(?:^id$|_id$)/.test(c.name),
  );
  return (
    numbers.find((c) => /(?:price|cost|amount|total|fee|value|spent|paid)/.test(c.name)) ??
    (numbers.length === 1 ? numbers[0] : undefined)
  );
}

/** "email ana@x.com", "city London": a column's name, then the value it holds. */
function namedValue(
  part: string,
  table: ContextTable,
): (RowCondition & { words: string }) | undefined {
  const words = part.split(/\s+/);
  for (let i = Math.min(3, words.length - 1); i >= 1; i -= 1) {
    const column = groundColumn(table, words.slice(0, i).join(' '));
    const raw = words.slice(i).join(' ');
    const value = column ? columnValue(column, raw) : undefined;
    if (column && value !== undefined && value !== null)
      return {
        column: column.name,
        op: 'is',
        value,
        words: `${humanize(column.name)} is ${unquote(raw)}`,
      };
  }
  return undefined;
}

/** "done is true and score is less than 3" for a table, or why it cannot be read. */
export function readCondition(
  ws: Workspace,
  table: ContextTable,
  cond: string,
  understood: string,
  examples: string[],
): Condition | { problem: Problem } {
  const resolve: Resolve = (phrase) => {
    const grounded = groundColumn(table, phrase);
    if (grounded) return grounded;
    const found = refColumn(
      ws,
      phrase.replace(/^(?:its|their|the)\s+/i, ''),
      table.name,
      understood,
      examples,
    );
    return failed(found) ? found : found.column;
  };
  const where: RowCondition[] = [];
  const words: string[] = [];
  // "name is 'Cut and Dry'": an "and" inside quotes is part of the value.
  const guarded = protect(cond);
  const phrases = guarded.text.split(/\s+and\s+/i).map((p) => guarded.restore(p));
  for (const phrase of phrases) {
    // "that's run out", "are out of stock": the stock count is at zero or below.
    const stock = stockColumn(table);
    if (
      stock &&
      /^(?:(?:that|which|who)\s*)?(?:'s|'re|are|is|have|has|were|was)?\s*(?:(?:completely|all)\s+)?(?:run out|ran out|sold out|out of stock|none left|no stock left)$/i.test(
        phrase.trim(),
      )
    ) {
      where.push({ column: stock.name, op: 'le', value: 0 });
      words.push(`${humanize(stock.name)} is 0 or less`);
      continue;
    }
    // "email with test in it", "test in the email", "on the gold plan": a word inside or a value of a column.
    const part = phrase
      .replace(
        /^(?<col>[a-z_ ]+?)\s+(?:with|that has|having)\s+(?<v>\S+)\s+in\s+(?:it|them)$/i,
        '$<col> contains $<v>',
      )
      .replace(
        /^(?:(?:a|an|the)\s+)?(?<v>\S+)\s+in\s+(?:the|its|their)\s+(?<col>[a-z_ ]+)$/i,
        '$<col> contains $<v>',
      )
      .replace(/^(?:on|in)\s+(?:the\s+)?(?<v>[\w-]+)\s+(?<col>[a-z_]+)$/i, '$<col> is $<v>');
    const read = conditionPart(part, table, resolve);
    if (typeof read === 'string') return problem(understood, read, examples);
    const { words: said, ...condition } = read;
    where.push(condition);
    words.push(said);
  }
  return { where, words: listWords(words) };
}

/** A row as the founder names it: by its e-mail when it looks like one, else by its name or title. */
export function nameCondition(table: ContextTable, said: string): Condition | undefined {
  const value = unquote(
    said
      .trim()
      .replace(/^(?:called|named|titled|the one called|for|from|by)\s+/i, '')
      // "the Teapot": the article is not part of the name.
      .replace(/^the\s+(?=[A-Z])/, ''),
  );
  const email = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(value)
    ? table.columns.find((c) => /mail/.test(c.name) && typeFamily(c.type) === 'text')
    : undefined;
  // "order 1042", "invoice #17": a number names a row by its number column, not by its name.
  const numbered = /^#?\d+$/.test(value)
    ? table.columns.find((c) => /(?:^|_)(?:number|no|num|ref|reference|code)$/.test(c.name))
    : undefined;
  // "Leeds" kept in the office column: the column the project holds it in, as stored.
  const held = email || numbered ? undefined : heldValue(table, value);
  if (held)
    return {
      where: [{ column: held.column.name, op: 'is', value: held.value }],
      words: `${humanize(held.column.name)} is ${spoken(held.value)}`,
    };
  const column = email ?? numbered ?? labelColumn(table);
  // "them", "it": a word that points back names no row of its own.
  if (!column || !value || /^(?:it|them|they|those|these|this|that|him|her|one)$/i.test(value))
    return undefined;
  return {
    where: [{ column: column.name, op: 'is', value: numbered ? value.replace(/^#/, '') : value }],
    words: `${humanize(column.name)} is ${spoken(value)}`,
  };
}
