import { MONTH } from './calendar-words';
import type { ContextColumn, ContextTable } from './context';
import { columnPhrases, isDateColumn, placeColumn, stockColumn } from './column-words';
import { humanize, singularName, unquote, escapeRegExp } from './names';
import { PERSON_COLUMN } from './people-words';
import { ask, problem, type Problem } from './pieces';
import { columnValue, spoken } from './row-conditions';
import { dataColumns, isNumeric, labelColumn } from './grounding';
import type { Row } from './row-inserts';
import { protect } from './text';
import { typeFamily } from './types';

/**
 * One row's values said loosely ("Mug priced 12.50 with 40 in stock", "Ada Byron, ada@x.com, from
 * London", "Ada - 20 - paid"), placed in the table's columns: a value next to a word that names
 * a column goes there; the others go by their shape (an e-mail to the email column, a number to
 * the numeric columns in order, a place after "from" to the city) and text to the name first,
 * then to the other text columns in order. When that could go more than one way, ask.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
const LINK = /^(?:https?:\/\/\S+|www\.\S+|[a-z0-9-]+\.(?:com|io|dev|app|org|net|co)(?:\/\S*)?)$/i;
const PHONE = /^\+?\d[\d ().-]{5,}\d$/;
const NUMBER = /^[$€£]?\s*-?\d+(?:\.\d+)?\s*(?:dollars?|euros?|pounds?|usd|eur|gbp|bucks)?$/i;
const BOOLEAN = /^(?:yes|no|true|false)$/i;
const PLACE_CUE =
  /^(?:from|in|lives in|living in|based in|located in|who lives in)\s+(?<value>.+)$/i;
const DATE_CUE = new RegExp(
  String.raw`^(?:on|due|by|for|dated)?\s*(?<value>\d{4}-\d{2}-\d{2}|today|tomorrow|yesterday|(?:\d{1,2}(?:st|nd|rd|th)?\s+${MONTH.replace('(?<month>', '(?:')}\w*|${MONTH.replace('(?<month>', '(?:')}\w*\s+\d{1,2}(?:st|nd|rd|th)?),?(?:\s+\d{4})?)$`,
  'i',
);
const HELD_CUE =
  /^(?:(?:we|i)(?:'?ve|\s+have)?\s+(?:got\s+)?|there(?:'s|\s+is|\s+are)\s+|got\s+)(?<n>\d+)(?:\s+(?:of (?:them|those|it)|in stock|left|units|pieces))?$/i;
/** "it's on 14 July", "they're based in Ireland": who the value is about says nothing more. */
const SUBJECT_LEAD =
  /^(?:it'?s|it is|it was|they'?re|they are|they were|he'?s|she'?s|his|her|their|its)\s+/i;
const MONEY_CUE = /^(?:for|at|of|costing|costs|priced at|worth)\s+(?<value>[$€£]?\s*\d.*)$/i;
const SHAPED = /(?:email|mail|url|website|link|site|phone|mobile|tel)/;
const NOT_FOR_TEXT = /(?:^id$|_id$|^created_|^updated_|password|token|secret)/;
const MONEY = /(?:price|cost|amount|total|fee|fare|rate|salary|budget|value)/;

type Placed = Record<string, string | number | boolean | null>;

/** Where one loose field ends and the next begins. */
const FIELD_BREAK = new RegExp(
  [
    String.raw`\s*[,;|]\s*(?:with\s+|and\s+)?`,
    String.raw`\s+[-/]\s+`,
    String.raw`\s+(?:with|that|which|who)\s+`,
    // A price or a date said inside a name's field: "Lamp for 10", "Launch on 2026-12-01".
    String.raw`\s+(?=(?:for|at|of|costing|priced at)\s+[$€£]?\d+(?:\.\d+)?(?:\s|$))`,
    String.raw`\s+(?=(?:on|due|by)\s+\d{4}-\d{2}-\d{2})`,
    // An e-mail or a link is a value of its own wherever it sits: "Tom Hardy tom@x.com Leeds".
    String.raw`\s+(?=[^\s@]+@[^\s@]+\.[a-z]{2,}\b)`,
    String.raw`(?<=@[^\s@]+\.[a-z]{2,})\s+(?:and\s+)?`,
    // A price at the end of a name: "Pen 1.50", "Mug $12".
    String.raw`(?<!\b(?:for|at|of|costing|costs?|priced(?: at)?))\s+(?=[$€£]\s*\d+(?:\.\d+)?$|\d+\.\d+$)`,
  ].join('|'),
  'i',
);

/** The loose fields of a row: commas, dashes, slashes, brackets and "with" part them; "and" only before a column word or number. */
function fields(table: ContextTable, text: string, spaced = false): string[] {
  const guarded = protect(text.replace(/\s*[()]\s*/g, ', '));
  const cut = guarded.text
    .split(FIELD_BREAK)
    .map((p) => guarded.restore(p ?? '').trim())
    .filter(Boolean);
  const parts = spaced ? cut.flatMap((part) => spacedFields(table, part)) : cut;
  const out: string[] = [];
  for (const part of parts) {
    const pieces = part.split(/\s+and\s+/i);
    let current = pieces[0] ?? '';
    for (const [i, piece] of pieces.slice(1).entries()) {
      // "name Maria and email", "maria@x.com": a column's name whose value the e-mail's break cut off.
      const named =
        i === pieces.length - 2 &&
        table.columns.some((c) => phrasesOf(c).includes(piece.trim().toLowerCase()));
      if (/^[$€£]?\d/.test(piece) || named || assignment(table, piece)) {
        out.push(current);
        current = piece;
      } else current = `${current} and ${piece}`;
    }
    out.push(current);
  }
  // "email", "ana@x.com": a column's name cut from its value by the e-mail's own break.
  for (let i = out.length - 2; i >= 0; i -= 1) {
    const said = (out[i] ?? '').toLowerCase().replace(/\s+(?:is|are)$/, '');
    const named = table.columns.find((c) => phrasesOf(c).includes(said));
    if (named && typeFamily(named.type) !== 'boolean') out.splice(i, 2, `${out[i]} ${out[i + 1]}`);
  }
  // "in Berlin" at the end of a name's field is where, when the table keeps a place.
  const place = placeColumn(table) ? out.findIndex((f) => / in [A-Z][\w ]*$/.test(f)) : -1;
  if (place >= 0 && !PLACE_CUE.test(out[place] ?? '')) {
    const [name, where] = (out[place] ?? '').split(/ (?=in [A-Z][\w ]*$)/);
    out.splice(place, 1, name ?? '', where ?? '');
  }
  return out.filter(Boolean);
}

/** Words after a count that only say what was counted: "4 people", "2 nights". */
const COUNTED =
  /^(?:people|persons|guests|pax|adults|kids|children|items|units|pieces|pcs|seats|tickets|nights|days|hours|minutes|mins|kg|g|ml|l)$/i;
const NUMBER_WORD = /^[$€£]?\d+(?:[.,]\d+)?$/;
const DATE_WORD = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A row said without commas ("Oat Loaf price 4 stock 20", "Sam 40 paid", "Hannah 4 people on
 * 2026-12-05", "Fix logo done due 2026-11-20"): a new field starts at a column's name with a
 * value after it, at a number or a date, and at a yes/no column's name said alone ("not done").
 */
function spacedFields(table: ContextTable, text: string): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const label = labelColumn(table)?.name;
  const others = table.columns.filter((c) => c.name !== 'id' && c.name !== label);
  const phraseAt = (i: number, flags: (c: ContextColumn) => boolean) => {
    for (const column of others.filter(flags))
      for (const phrase of phrasesOf(column)) {
        const size = phrase.split(' ').length;
        if (
          words
            .slice(i, i + size)
            .join(' ')
            .toLowerCase() === phrase
        )
          return size;
      }
    return 0;
  };
  const isFlag = (c: ContextColumn) => typeFamily(c.type) === 'boolean';
  const holdsNumbers = others.some((c) => isNumeric(typeFamily(c.type)));
  const holdsDates = others.some(isDateColumn);
  const out: string[][] = [];
  const start = (piece: string[]) => out.push(piece);
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    const next = words[i + 1] ?? '';
    const negated = /^not$/i.test(word) ? phraseAt(i + 1, isFlag) : 0;
    const flag = negated ? negated + 1 : phraseAt(i, isFlag);
    if (i > 0 && flag && !NUMBER_WORD.test(words[i + flag] ?? '')) {
      start(words.slice(i, i + flag));
      i += flag - 1;
      continue;
    }
    const named = phraseAt(i, (c) => !isFlag(c));
    if (i > 0 && named && i + named < words.length) {
      start([...words.slice(i, i + named)]);
      i += named - 1;
      out.at(-1)?.push(words[i + 1] ?? '');
      i += 1;
      continue;
    }
    if (holdsDates && /^(?:on|due|by|for)$/i.test(word) && DATE_WORD.test(next)) {
      start([word, next]);
      i += 1;
      continue;
    }
    if ((holdsNumbers && NUMBER_WORD.test(word)) || (holdsDates && DATE_WORD.test(word))) {
      start([word]);
      if (NUMBER_WORD.test(word) && COUNTED.test(next)) i += 1;
      continue;
    }
    const current = out.at(-1);
    // "total 5 and archived yes": the "and" after a value only joins two fields.
    if (/^(?:and|with|plus)$/i.test(word) && current && /\d/.test(current.at(-1) ?? '')) continue;
    // A word after a number or a date starts the next field; after words it joins them.
    if (
      !current ||
      (current.length === 1 &&
        (NUMBER_WORD.test(current[0] ?? '') || DATE_WORD.test(current[0] ?? ''))) ||
      /^(?:on|due|by|for)$/i.test(current[0] ?? '')
    )
      start([word]);
    else current.push(word);
  }
  return out.map((piece) => piece.join(' '));
}

const phrasesOf = (column: ContextColumn) =>
  columnPhrases(column)
    .flatMap((p) => [p, `${p}s`])
    .sort((a, b) => b.length - a.length);

/** A field that names its column: "email ana@x.com", "priced 12.50", "40 in stock", "done". */
function assignment(
  table: ContextTable,
  field: string,
):
  | { column: ContextColumn; value: Placed[string] | undefined; lead: string; misfit?: string }
  | undefined {
  for (const column of table.columns) {
    const family = typeFamily(column.type);
    for (const phrase of phrasesOf(column)) {
      const p = escapeRegExp(phrase);
      if (family === 'boolean') {
        const flag = field.match(new RegExp(`^(?:(?<not>not|un)\\s*)?(?:already\\s+)?${p}$`, 'i'));
        if (flag) return { column, value: !flag.groups?.not, lead: '' };
      }
      const after = field.match(
        new RegExp(
          `^(?<lead>.*?)\\s*\\b${p}\\b\\s*(?:is\\s+|of\\s+|=\\s*|:\\s*|as\\s+|at\\s+|to\\s+)?(?<value>.+)$`,
          'i',
        ),
      );
      const lead = after?.groups?.lead ?? '';
      // "Mug priced 12.50": a name may come before the column word only when the value is no text.
      if (after?.groups && (!lead || (family !== 'text' && family !== 'boolean'))) {
        const value = columnValue(column, after.groups.value ?? '');
        if (value !== undefined && value !== null) return { column, value, lead };
        if (!lead) return { column, value: undefined, lead, misfit: after.groups.value ?? '' };
      }
      const before = field.match(
        new RegExp(
          `^(?<value>[$€£]?\\s*-?\\d[\\d.]*)\\s+(?:left\\s+|remaining\\s+)?(?:in\\s+|of\\s+)?${p}(?:\\s+left)?$`,
          'i',
        ),
      );
      if (before?.groups && family !== 'text') {
        const value = columnValue(column, before.groups.value ?? '');
        if (value !== undefined && value !== null) return { column, value, lead: '' };
      }
    }
  }
  return undefined;
}

/** How many of the text's fields name one of the table's columns or say what a value is. */
export const groundedFields = (table: ContextTable, text: string): number =>
  fields(table, text).filter(
    (f) =>
      assignment(table, f) ||
      MONEY_CUE.test(f) ||
      (PLACE_CUE.test(f) && placeColumn(table)) ||
      (EMAIL.test(f) && table.columns.some((c) => /mail/.test(c.name))),
  ).length;

/** The row a loose text says for the table, a question when it could go more than one way, or why not. */
export function readLooseRow(
  table: ContextTable,
  text: string,
  understood: string,
): Row | { problem: Problem } {
  // "she's based in Boston": the place is the value.
  const plain = text.replace(
    /\b(?:she|he|they|it)(?:'s| is|'re| are)\s+(?:based|located|living|staying|from)\s+(?=in\b|from\b)/gi,
    '',
  );
  // "Fix logo done": a yes/no column's name said last, with no value after it.
  const endsWithFlag = (value: string) =>
    table.columns.some(
      (c) =>
        typeFamily(c.type) === 'boolean' &&
        !(c.name in row) &&
        phrasesOf(c).some((p) => new RegExp(`\\s${escapeRegExp(p)}$`, 'i').test(value)),
    );
  const row = placeValues(table, fields(table, plain), understood);
  // "Sam 40 paid" kept whole in one text column: read again with its words cut into fields.
  const crammed =
    !('problem' in row) &&
    Object.entries(row).some(
      ([name, value]) =>
        typeof value === 'string' &&
        /\s/.test(value) &&
        (/(?:^|\s)(?:[$€£]?\d+(?:[.,]\d+)?|\d{4}-\d{2}-\d{2})(?:\s|$)/.test(value) ||
          endsWithFlag(value)) &&
        typeFamily(table.columns.find((c) => c.name === name)?.type ?? '') === 'text',
    );
  if (!crammed) return row;
  const again = placeValues(table, fields(table, plain, true), understood);
  return 'problem' in again ? row : again;
}

/** Values already cut into fields (pasted cells, listed fields) placed in the table's columns. */
export function placeValues(
  table: ContextTable,
  parts: string[],
  understood: string,
): Row | { problem: Problem } {
  const row: Placed = {};
  const free = (c: ContextColumn) => !(c.name in row);
  const loose: { text: string; cue?: 'place' | 'money'; at?: number }[] = [];
  const age = table.columns.find((c) => /^age(?:_years)?$/.test(c.name));
  for (const [at, said] of parts.entries()) {
    // "no email yet": a value not there, so the column stays empty.
    if (/^(?:no|without an?)\s+[a-z ]{2,20}?(?:\s+yet)?$/i.test(said.trim())) continue;
    // "3 years old", "aged 40": the age, when the table keeps one.
    const years = said.match(
      /^(?:aged\s+)?(?<n>\d+)(?:\s*(?:years?|yrs?|y\/o|yo)(?:\s+old)?)?$/i,
    )?.groups;
    const field =
      age && years && /\D/.test(said)
        ? `${age.name} ${years.n ?? ''}`
        : said
            .replace(SUBJECT_LEAD, '')
            .replace(/^([a-z][a-z ]{1,30}?)\s+(?:is|are)\s+(?=\S)/i, '$1 ');
    const named = assignment(table, field);
    if (named?.misfit !== undefined)
      return problem(
        understood,
        `"${unquote(named.misfit)}" does not fit ${named.column.name} (a ${named.column.type} column).`,
        [],
      );
    if (named && named.value !== undefined && free(named.column)) {
      row[named.column.name] = named.value;
      if (named.lead) loose.push({ text: named.lead });
      continue;
    }
    // "we've got 30 of them": how many there are, for the table's stock count.
    const held = field.match(HELD_CUE)?.groups?.n;
    const stock = [stockColumn(table)].find((c) => c && free(c));
    if (held && stock) {
      row[stock.name] = Number(held);
      continue;
    }
    const place = field.match(PLACE_CUE);
    const money = field.match(MONEY_CUE);
    if (place?.groups && placeColumn(table))
      loose.push({ text: place.groups.value ?? '', cue: 'place' });
    else if (money?.groups) loose.push({ text: money.groups.value ?? '', cue: 'money' });
    else loose.push({ text: field, at });
  }
  const texts: string[] = [];
  const missed = (value: string, what: string) =>
    problem(
      understood,
      `I could not tell which column of ${table.name} "${value}" is for${what}. Its columns: ${table.columns.map((c) => c.name).join(', ')}. Name the column, as in "add a ${humanize(singularName(table.name))} with ${table.columns.find((c) => c.name !== 'id')?.name ?? 'name'} …".`,
      [],
    );
  for (const { text, cue, at } of loose) {
    const value = unquote(text).replace(DATE_CUE, '$<value>');
    const family = (c: ContextColumn) => typeFamily(c.type);
    const first = (test: (c: ContextColumn) => boolean) =>
      table.columns.find((c) => free(c) && c.name !== 'id' && test(c));
    let column: ContextColumn | undefined;
    if (cue === 'place') column = [placeColumn(table)].find((c) => c && free(c));
    else if (DATE_CUE.test(text))
      column = first(
        (c) => (family(c) === 'date' || family(c) === 'timestamptz') && !NOT_FOR_TEXT.test(c.name),
      );
    else if (EMAIL.test(value)) column = first((c) => /mail/.test(c.name));
    else if (LINK.test(value)) column = first((c) => /(?:url|website|link|site)/.test(c.name));
    else if (NUMBER.test(value) || cue === 'money') {
      const numeric = (c: ContextColumn) =>
        (family(c) === 'integer' || family(c) === 'numeric') && columnValue(c, value) !== undefined;
      column =
        (cue === 'money' ? first((c) => numeric(c) && MONEY.test(c.name)) : undefined) ??
        first(numeric) ??
        (PHONE.test(value) ? first((c) => /(?:phone|mobile|tel)/.test(c.name)) : undefined);
    } else if (PHONE.test(value)) column = first((c) => /(?:phone|mobile|tel)/.test(c.name));
    else if (BOOLEAN.test(value)) column = first((c) => family(c) === 'boolean');
    else {
      // "an order for Ada": the person it is for, in a table that names its rows by a person.
      texts.push(
        PERSON_COLUMN.test(labelColumn(table)?.name ?? '') ? value.replace(/^for\s+/i, '') : value,
      );
      continue;
    }
    // "Pale Rider (pale ale, 4.2)" where abv keeps text, "a@x.io (pro)" kept by holder: the text
    // column in the same place as the value.
    const placed =
      at === undefined || cue === 'money'
        ? undefined
        : dataColumns(table).filter((c) => c.name !== 'created_at')[at];
    if (
      !column &&
      placed &&
      free(placed) &&
      family(placed) === 'text' &&
      !NOT_FOR_TEXT.test(placed.name) &&
      !SHAPED.test(placed.name)
    )
      column = placed;
    if (!column) return missed(value, '');
    const typed = columnValue(column, value);
    // "July 3rd": a day without its year is a guess, so the founder says it.
    if (typed === undefined && DATE_CUE.test(text))
      return problem(
        understood,
        `"${value}" has no year, so I cannot tell which day it is. Say it with the year.`,
        [],
      );
    if (typed === undefined) return missed(value, '');
    row[column.name] = typed;
  }
  if (texts.length === 0) return row;
  // "email is …" cut apart: a word like "is" is never a row's value.
  const stray = texts.find((t) => /^(?:is|are|was|were|be|the|and|or|to|of|it|its)$/i.test(t));
  if (stray) return missed(stray, '');
  const label = labelColumn(table);
  const rest = [...texts];
  // "Jane Doe" for a table that keeps first and last names apart.
  const last = table.columns.find((c) => c.name === 'last_name' && free(c));
  if (label?.name === 'first_name' && last && free(label) && /^\S+\s+\S+$/.test(rest[0] ?? '')) {
    const [given, family] = (rest.shift() as string).split(/\s+/);
    row[label.name] = given ?? '';
    row[last.name] = family ?? '';
  }
  if (label && free(label) && !SHAPED.test(label.name) && rest.length)
    row[label.name] = rest.shift() as string;
  const open = table.columns.filter(
    (c) =>
      free(c) &&
      typeFamily(c.type) === 'text' &&
      !NOT_FOR_TEXT.test(c.name) &&
      !SHAPED.test(c.name),
  );
  if (rest.length === 0) return row;
  if (rest.length === open.length) {
    open.forEach((c, i) => (row[c.name] = rest[i] as string));
    return row;
  }
  if (rest.length > open.length)
    return missed(rest[open.length] ?? '', ' (no text column is left for it)');
  // Fewer words than text columns: which column each goes to is a guess, so ask.
  const said = Object.entries(row).map(([c, v]) => `${humanize(c)} ${spoken(v)}`);
  const value = rest[0] as string;
  return ask(
    understood,
    `Which column of ${table.name} is ${spoken(value)} for?`,
    open.slice(0, 4).map((c) => ({
      label: `${humanize(c.name)}`,
      instruction: `add a ${humanize(singularName(table.name))} with ${[...said, `${humanize(c.name)} ${spoken(value)}`, ...rest.slice(1).map((v, i) => `${humanize(open.filter((o) => o !== c)[i]?.name ?? c.name)} ${spoken(v)}`)].join(', ')}`,
    })),
  );
}
