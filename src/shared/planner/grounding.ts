import type { ContextColumn, ContextTable } from './context';
import { escapeRegExp, pluralName, singularizeWord } from './names';
import { typeFamily, type TypeFamily } from './types';
import { tablesOf, type Workspace } from './workspace';

/**
 * Finding what a founder's words name in the project: tables and columns in any word form
 * ("emails" is `email`, "stock" is `stock_count`, "finished" is `done`). A word that names
 * nothing here is a value ("London", "Grace").
 */

/** Words founders use for the same column, grouped; each group reads as any of its members. */
const COLUMN_SYNONYMS: readonly (readonly string[])[] = [
  ['done', 'completed', 'complete', 'finished', 'ticked'],
  ['email', 'mail', 'e-mail', 'email address', 'address'],
  ['phone', 'phone number', 'mobile', 'telephone', 'number'],
  ['city', 'town', 'location', 'place', 'lives'],
  ['price', 'cost', 'costs', 'priced'],
  ['amount', 'total', 'value', 'revenue', 'sales', 'money', 'income'],
  ['stock', 'stock count', 'quantity', 'qty', 'inventory', 'in stock', 'left'],
  ['name', 'full name', 'called', 'named'],
  ['title', 'heading', 'subject'],
  ['created_at', 'created', 'added', 'joined', 'signed up', 'date'],
];

/** Remembers a pure function's answers: every question grounds the same few names many times. */
function remembered(read: (text: string) => string[]): (text: string) => string[] {
  const known = new Map<string, string[]>();
  return (text) => {
    let words = known.get(text);
    if (!words) {
      if (known.size > 10_000) known.clear();
      words = read(text);
      known.set(text, words);
    }
    return words;
  };
}

/** The words a column's name is made of, singular ("stock_count" → stock, count). */
const nameWords = remembered((name) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[_\s]+/)
    .filter(Boolean)
    .map(singularizeWord),
);

/** A phrase's words, singular and lower case ("Phone Numbers" → phone, number). */
const phraseWords = remembered((phrase) =>
  phrase
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map(singularizeWord),
);

/** Each synonym group's forms, as phrase words joined by spaces. */
const SYNONYM_FORMS = COLUMN_SYNONYMS.map((group) => group.map((g) => phraseWords(g).join(' ')));

const sameWords = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((w, i) => w === b[i]);

/** How well a phrase names a column: 3 exactly, 2 as a synonym, 1 as one word of its name. */
export function columnScore(column: ContextColumn, phrase: string): number {
  const words = phraseWords(phrase);
  if (!words.length) return 0;
  const own = nameWords(column.name);
  if (sameWords(words, own)) return 3;
  const spoken = words.join(' ');
  for (const forms of SYNONYM_FORMS) {
    if (forms.includes(spoken) && forms.some((f) => sameWords(phraseWords(f), own))) return 2;
    if (forms.includes(spoken) && own.some((w) => forms.includes(w))) return 1;
  }
  if (words.length === 1 && own.length > 1 && own.includes(words[0] as string)) return 1;
  return 0;
}

/** The column a phrase names best, with the family it holds; ties go to the first column. */
export function findColumn(
  table: ContextTable,
  phrase: string,
  family?: (f: TypeFamily) => boolean,
): ContextColumn | undefined {
  let best: ContextColumn | undefined;
  let bestScore = 0;
  for (const column of table.columns) {
    if (family && !family(typeFamily(column.type))) continue;
    const score = columnScore(column, phrase);
    if (score > bestScore) [best, bestScore] = [column, score];
  }
  return best;
}

/** A table named anywhere in a list of words, with where its name sits. */
export interface TableMention {
  table: ContextTable;
  start: number;
  end: number;
}

/** Every table the words name (one to three words each: "order items", "blog_posts"). */
export function tableMentions(ws: Workspace, words: readonly string[]): TableMention[] {
  const tables = tablesOf(ws);
  const found: TableMention[] = [];
  for (let start = 0; start < words.length; start += 1) {
    for (let n = Math.min(3, words.length - start); n >= 1; n -= 1) {
      const said = words.slice(start, start + n).join(' ');
      const spoken = phraseWords(said);
      // Plural forms the singular rules cannot undo ("menus") still match their table.
      const plural = pluralName(said.toLowerCase().replace(/[\s-]+/g, '_'));
      const table = tables.find((t) => sameWords(nameWords(t.name), spoken) || t.name === plural);
      if (!table) continue;
      found.push({ table, start, end: start + n });
      start += n - 1;
      break;
    }
  }
  return found;
}

export const isNumeric = (f: TypeFamily): boolean => f === 'numeric' || f === 'integer';
export const isText = (f: TypeFamily): boolean => f === 'text';

/** Columns a founder reads as data (not ids, owners or keys). */
export const dataColumns = (table: ContextTable): ContextColumn[] =>
  table.columns.filter(
    (c) =>
      c.name !== 'id' && !/_id$|^user_id$|^owner$/.test(c.name) && typeFamily(c.type) !== 'uuid',
  );

/** The column that says what a row is called (name, title, …), if any. */
export const nameColumn = (table: ContextTable): ContextColumn | undefined =>
  table.columns.find((c) =>
    /^(?:name|title|full_name|label|customer_name|username|email)$/.test(c.name),
  ) ?? table.columns.find((c) => /name|title/.test(c.name) && typeFamily(c.type) === 'text');

/** The column that names a row in the founder's words: its name or title, else its first own text. */
export const labelColumn = (table: ContextTable): ContextColumn | undefined => {
  const text = table.columns.filter((c) => typeFamily(c.type) === 'text');
  return (
    nameColumn(table) ??
    text.find((c) => /^(?:text|body|description)$/.test(c.name)) ??
    text.find((c) => !/(?:^id$|_id$|^created_|^updated_)/.test(c.name))
  );
};

/** When a row was added: created_at or another timestamp named like it. */
export const timeColumn = (table: ContextTable): ContextColumn | undefined =>
  table.columns.find(
    (c) =>
      /^(?:created_at|inserted_at|added_at|created)$/.test(c.name) &&
      /^(?:timestamptz|date)$/.test(typeFamily(c.type)),
  );

/** "cocoa", "lanterns", "leeds": the column of a table that holds the value said, with how it is stored. */
export function heldValue(
  table: ContextTable,
  said: string,
): { column: ContextColumn; value: string } | undefined {
  const want = said.trim().toLowerCase();
  if (!want || !table.values) return undefined;
  // "Overstory" for "The Overstory": a title's article may be left out.
  // "canceled" for "cancelled", "color" for "colour": either spelling of the same word.
  const spelt = [
    want.replace(/([^l])led$/, '$1lled'),
    want.replace(/lled$/, 'led'),
    want.replace(/or$/, 'our'),
    want.replace(/our$/, 'or'),
  ];
  const forms = new Set([
    want,
    want.replace(/s$/, ''),
    want.replace(/es$/, ''),
    `${want}s`,
    `the ${want}`,
    ...spelt,
  ]);
  for (const column of table.columns) {
    const stored = table.values[column.name]?.find((v) => forms.has(v.toLowerCase()));
    if (stored) return { column, value: stored };
  }
  // "yusuf" for "Yusuf Kaya", "okafor" for "Dr Okafor": a first or last word of one value only.
  if (/\s/.test(want) || want.length < 3) return undefined;
  const values = table.values;
  const ends = (v: string) => {
    const words = v.toLowerCase().split(/\s+/);
    return /\s/.test(v) && (words[0] === want || words.at(-1) === want);
  };
  const starts = table.columns.flatMap((column) =>
    (values[column.name] ?? []).filter(ends).map((value) => ({ column, value })),
  );
  return starts.length === 1 ? starts[0] : undefined;
}

/** Whether the words say a value the rows hold, as a whole word, plural or with an article's "s". */
export const saysValue = (text: string, value: string): boolean =>
  new RegExp(`(?<![\\w@.])${escapeRegExp(value)}(?:'s|s|es)?(?![\\w@])`, 'i').test(text);
