import type { ContextColumn, ContextTable } from './context';
import { humanize, singularName, singularizeWord } from './names';
import { typeFamily } from './types';
import { isNumeric } from './grounding';

/**
 * Which column a founder's word names when it is not the column's exact name: "stock" or "in
 * stock" for stock_count, "priced" for price, "completed" for done, "town" for city. Words are
 * compared as word forms (plural, -ed, -ing) and through a small table of common synonyms.
 */

/** Words said for a column word, both ways: a column named by the key answers to these too. */
const SYNONYMS: ReadonlyArray<readonly string[]> = [
  ['price', 'cost', 'priced', 'costs', 'costing'],
  [
    'stock',
    'inventory',
    'quantity',
    'qty',
    'units',
    'on hand',
    'in stock',
    'left',
    'remaining',
    'available',
  ],
  ['city', 'town', 'location', 'place', 'lives in', 'based in'],
  ['email', 'e-mail', 'mail', 'email address'],
  ['phone', 'telephone', 'mobile', 'cell', 'phone number'],
  ['done', 'completed', 'complete', 'finished', 'ticked', 'checked'],
  ['name', 'called', 'named'],
  ['title', 'called', 'titled', 'named'],
  ['url', 'website', 'site', 'link', 'web'],
  ['note', 'notes', 'comment', 'remark'],
  ['holiday', 'away', 'vacation', 'on leave', 'off'],
];
/** Words a column's name holds that say nothing on their own ("stock_count" is about stock). */
const GENERIC = new Set(['id', 'is', 'has', 'at', 'on', 'count', 'number', 'of', 'the', 'num']);

/** A word without its ending, so "priced", "prices" and "pricing" meet "price". */
export function wordStem(word: string): string {
  const w = singularizeWord(word.toLowerCase());
  return w.length > 4 ? w.replace(/(?:ing|ed|d)$/, '').replace(/e$/, '') : w.replace(/e$/, '');
}

/** Every phrase that names the column, in lower case. */
export function columnPhrases(column: ContextColumn): string[] {
  const words = column.name
    .toLowerCase()
    .split('_')
    .filter((w) => w && !GENERIC.has(w));
  const own = [humanize(column.name).toLowerCase(), column.name.toLowerCase(), ...words];
  const stemmed = new Set(own.map((p) => p.split(' ').map(wordStem).join(' ')));
  const synonyms = SYNONYMS.filter((group) =>
    group.some((s) => stemmed.has(s.split(' ').map(wordStem).join(' '))),
  ).flat();
  return [...new Set([...own, ...synonyms])];
}

const same = (a: string, b: string) =>
  a.split(' ').map(wordStem).join(' ') === b.split(' ').map(wordStem).join(' ');

/**
 * The column of the table a phrase names, exact names first, then its own words and word
 * forms, then synonyms; undefined when none or when two columns answer equally.
 */
export function groundColumn(
  table: ContextTable,
  phrase: string,
  fits: (c: ContextColumn) => boolean = () => true,
): ContextColumn | undefined {
  const said = phrase
    .trim()
    .toLowerCase()
    .replace(/^(?:the|its|their|his|her|a|an)\s+/, '')
    .replace(/\s+(?:column|field)$/, '');
  if (!said) return undefined;
  const columns = table.columns.filter(fits);
  const exact = columns.find(
    (c) => c.name === said.replace(/\s+/g, '_') || same(humanize(c.name), said),
  );
  if (exact) return exact;
  const own = columns.filter((c) =>
    c.name
      .split('_')
      .filter((w) => !GENERIC.has(w))
      .some((w) => same(w, said)),
  );
  if (own.length === 1) return own[0];
  if (own.length > 1) return undefined;
  const synonym = columns.filter((c) => columnPhrases(c).some((p) => same(p, said)));
  return synonym.length === 1 ? synonym[0] : undefined;
}

/** The table's yes/no column a state word names ("done", "completed", "finished", "paid"). */
/** The text column that keeps a row's state in words: "status", "stage". */
export const statusColumn = (table: ContextTable): ContextColumn | undefined =>
  table.columns.find(
    (c) => /^(?:status|state|stage|phase)$/.test(c.name) && typeFamily(c.type) === 'text',
  );

export const stateColumn = (table: ContextTable, word: string): ContextColumn | undefined =>
  groundColumn(table, word.replace(/^is\s+/i, ''), (c) => typeFamily(c.type) === 'boolean');

/** Words for the opposite of a yes/no column's state: "open" or "unfinished" tasks are not done. */
const OPPOSITES: ReadonlyArray<readonly [string, RegExp]> = [
  [
    'done',
    /^(?:open|incomplete|uncompleted|unfinished|undone|pending|outstanding|remaining|left|todo|to do|unticked|unchecked|not done|not finished|not completed|active)$/,
  ],
  ['paid', /^(?:unpaid|outstanding|due|overdue|owing)$/],
  ['published', /^(?:unpublished|draft|drafts|hidden)$/],
  ['active', /^(?:inactive|disabled|archived)$/],
  ['read', /^(?:unread|new)$/],
  ['available', /^(?:taken|booked|occupied|in use|unavailable)$/],
  ['occupied', /^(?:free|empty|vacant|available)$/],
  ['booked', /^(?:free|available|open)$/],
];
/** Words for the same state: "free" desks are the available ones. */
const SAME: ReadonlyArray<readonly [string, RegExp]> = [
  ['available', /^(?:free|open|vacant|empty)$/],
  ['done', /^(?:finished|complete|completed|fixed|repaired|sorted)$/],
  ['paid', /^(?:settled|paid up)$/],
];

/** The yes/no column a state word names, or the one it names the opposite of ("open" tasks). */
export function stateOf(
  table: ContextTable,
  word: string,
): { column: ContextColumn; negated: boolean } | undefined {
  const said = word.trim().toLowerCase();
  const column =
    stateColumn(table, said) ??
    SAME.filter(([, words]) => words.test(said))
      .map(([state]) => stateColumn(table, state))
      .find(Boolean);
  if (column) return { column, negated: false };
  for (const [state, opposite] of OPPOSITES) {
    if (!opposite.test(said)) continue;
    const flag = stateColumn(table, state);
    if (flag) return { column: flag, negated: true };
  }
  // "unsettled", "unshipped", "non-refundable": the opposite of a yes/no column said with un or non.
  const base = said.match(/^(?:un|non-?)(?<state>[a-z]{3,})$/)?.groups?.state;
  const flag = base ? stateColumn(table, base) : undefined;
  return flag && typeFamily(flag.type) === 'boolean' ? { column: flag, negated: true } : undefined;
}

/** A column that holds where someone or something is: city, town, location, country, address. */
export const placeColumn = (table: ContextTable): ContextColumn | undefined =>
  table.columns.find(
    (c) =>
      typeFamily(c.type) === 'text' &&
      /(?:^|_)(?:city|town|location|place|venue|country|region|address|area|state)$/.test(c.name),
  );

/** A column that holds a day or a moment. */
export function isDateColumn(column: ContextColumn): boolean {
  return /^(?:date|timestamptz)$/.test(typeFamily(column.type));
}

/** The table's date columns other than its bookkeeping (created_at, updated_at, deleted_at). */
export function ownDates(table: ContextTable): ContextColumn[] {
  return table.columns.filter(
    (c) => isDateColumn(c) && !/^(?:created|updated|modified|deleted)_/.test(c.name),
  );
}

/** The date a row's own event happened on ("order_date" of orders, "joined_on"), before created_at. */
export function eventDate(table: ContextTable): ContextColumn | undefined {
  const noun = singularName(table.name);
  return ownDates(table).find(
    (c) =>
      c.name.startsWith(`${noun}_`) ||
      /(?:joined|signed_up|signup|registered|purchased|paid|sold|placed|booked|ordered)/.test(
        c.name,
      ) ||
      // "issued_at", "sent_on": when something was done to the row, which is its event.
      /^(?:[a-z]+ed|sent|paid|sold|made|bought|held|won|lost|given|taken|done|written)_(?:at|on|date)$/.test(
        c.name,
      ),
  );
}

/** Names of a column that counts what is in stock. */
const STOCK =
  /^(?:stock|in_stock|stock_count|stock_level|quantity|qty|inventory|units|on_hand|number_in_stock|amount_in_stock|count|left|remaining)$/;

/** The number column that counts what is in stock ("run out", "we've got 30", "sold 3"). */
export const stockColumn = (table: ContextTable): ContextColumn | undefined =>
  table.columns.find((c) => STOCK.test(c.name) && isNumeric(typeFamily(c.type)));
