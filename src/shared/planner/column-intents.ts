import { typeFamily } from './types';
import type { ContextTable } from './context';
import { heldValue, labelColumn, tableMentions } from './grounding';
import { singularName, toSnake, escapeRegExp } from './names';
import { findTable, tablesOf, type Workspace } from './workspace';

/**
 * A change to a table's columns said around the way the rules read it: "nobody uses fax anymore,
 * get rid of that column from leads", "the SKU on products has to be filled in and can't ever
 * repeat", "new tickets should start out as 'open' automatically", "the price field won't let me
 * put 4.99 in". The table and column are found in the project, the change by its words, and the
 * request is said again the one way the rules read it; undefined when no single reading fits.
 */

/** Saying a column is not wanted; what follows must be the column (dropColumn). */
const DROP = String.raw`\b(?:get rid of|remove|delete|drop|bin|scrap|ditch|lose|kill|nuke|(?:don'?t|doesn'?t|no longer)\s+(?:really\s+)?need|(?:nobody|no one|noone) (?:ever |really |actually )?(?:uses?|needs?|fills? in|looks? at)|never use)`;
const REQUIRED =
  /\b(?:(?:with no|without(?: a| an)?) [a-z ]+? (?:is|are) (?:useless|pointless|no good|no use|meaningless|worthless)|required|mandatory|compulsory|has to be (?:filled(?: in)?|there|given|set)|must be (?:filled(?: in)?|given|set)|(?:can'?t|cannot|shouldn'?t|should never|must never) be (?:empty|blank|left (?:empty|blank|out)|missing|skipped)|(?:can'?t|cannot|shouldn'?t|mustn'?t|must not) be (?:saved|added|created|made|submitted|booked|entered|put in) without|(?:always|must) (?:have|has|need|needs) (?:a|an)|makes? no sense without|without (?:a|an) [a-z]+ makes? no sense|never (?:be )?(?:empty|blank))\b/i;
const UNIQUE =
  /\b(?:(?:can'?t|cannot|shouldn'?t|must not|mustn'?t|never)\s+(?:ever\s+)?(?:be able to\s+)?(?:share|have|use|sign up with|register with)\s+(?:the\s+)?same|unique|(?:can'?t|cannot|shouldn'?t|must not|mustn'?t)\s+(?:ever\s+)?(?:repeat|be (?:the same|repeated|duplicated|used twice)|appear twice)|no (?:two|duplicates?|repeats?)|never (?:repeat|the same|twice)|only once)\b/i;
/** Finding rows by a column said to be slow. */
const SLOW =
  /\b(?:search(?:es|ing)?|look(?:s|ing)? up|find(?:s|ing)?|filter(?:s|ing)?|sort(?:s|ing)?)\b[^.?!]*\bby\b[^.?!]*\b(?:slow|sluggish|takes? ages|taking ages|taking forever|takes? forever|speed (?:that|it|this|things) up)\b/i;
/** The type a column should hold, by the words for it. */
const TYPES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:true\s*\/\s*false|yes\s*(?:\/|or)\s*no|boolean|tick ?box|check ?box)\b/i, 'yes/no'],
  // "it just rounds it": a whole-number column asked to keep decimals, never a price said as 4.10.
  [/\b(?:rounds?|rounding|rounded|decimals?|pence|pennies|penny|cents)\b/i, 'a decimal'],
  [/\b(?:date and time|datetime|timestamp)\b/i, 'a date and time'],
  [/\b(?:actual|proper|real) date\b|\bbe (?:a )?date\b/i, 'a date'],
  [/\bwhole numbers?\b|\binteger\b/i, 'a whole number'],
  [/\b(?:actual|proper|real) number\b|\bbe (?:a )?number\b/i, 'a number'],
];
/** Words that ask for another type than the one a column has. */
const RETYPE =
  /\b(?:should be|be|make it|change|convert|turn|switch|fix|into|proper|actual|real|can it be|needs to be|has to be|won'?t let|doesn'?t let|rounds?|instead|need|needs|only takes|only accepts|won'?t take|doesn'?t take)\b/i;
const DEFAULT =
  /\b(?:start(?:s)?(?: out| off)? (?:as|at|with)|default(?:s)?(?: to| of| is| should be| value| value of)?|automatically (?:be |set to )?|by default (?:be )?)\s*(?<value>'[^']*'|"[^"]*"|[\w.-]+)/i;
const DEFAULT_AFTER = /(?<value>'[^']*'|"[^"]*"|[\w.-]+) (?:by default|automatically)\b/i;
/** Words a default never is: the ones that say "automatically" itself. */
const NOT_A_VALUE = /^(?:be|to|set|as|the|a|an|it|this|that|nobody|so|and|for|please|pls)$/i;

interface Named {
  table: ContextTable;
  column: string;
}

/** The columns the words name, in the tables they name (or in every table when they name none). */
function namedColumns(text: string, ws: Workspace): Named[] {
  const words = text
    .toLowerCase()
    .split(/[^\w']+/)
    .filter(Boolean);
  const mentioned = tableMentions(ws, words).map((m) => m.table);
  const tables = mentioned.length ? mentioned : tablesOf(ws);
  return tables.flatMap((table) =>
    table.columns
      .filter((c) => !/^(?:id|created_at|updated_at|user_id)$/.test(c.name))
      .filter((c) =>
        new RegExp(`(?<![\\w])${escapeRegExp(c.name).replace(/_/g, '[ _]')}s?(?![\\w])`, 'i').test(
          text,
        ),
      )
      .map((c) => ({ table, column: c.name })),
  );
}

/** Columns a starting value like 'open' usually goes in, when the words name no column. */
const STATE_COLUMN = /^(?:status|state|stage|phase)$/;

/** "new tickets should start out as 'open'": the table's one status column gets the default. */
export function defaultByValue(text: string, ws: Workspace): string | undefined {
  const value = (text.match(DEFAULT) ?? text.match(DEFAULT_AFTER))?.groups?.value;
  if (!value || NOT_A_VALUE.test(value)) return undefined;
  const words = text
    .toLowerCase()
    .split(/[^\w']+/)
    .filter(Boolean);
  const [mention, ...others] = tableMentions(ws, words);
  const states = mention?.table.columns.filter((c) => STATE_COLUMN.test(c.name)) ?? [];
  if (!mention || others.length || states.length !== 1) return undefined;
  // Quoted, so the value is never read as the name of a row.
  return `set the default of ${states[0]?.name} in ${mention.table.name} to '${value.replace(/^["']|["']$/g, '')}'`;
}

/** "get rid of that column", "nobody uses fax": the column itself, never its rows, is unwanted. */
function dropsColumn(text: string, column: string): boolean {
  const said = escapeRegExp(column).replace(/_/g, '[ _]');
  return new RegExp(
    String.raw`${DROP}\s+(?:(?:really|actually|even)\s+)?(?:(?:the|that|this|their|its|our|my)\s+)?(?:${said}s?(?:\s+(?:column|field))?|(?:column|field))(?![\w])`,
    'i',
  ).test(text);
}

/** The request said the way the rules read it, or undefined when the words fit no one change. */
export function readColumnChange(text: string, ws: Workspace): string | undefined {
  const all = namedColumns(text, ws);
  // The sign-in profiles table is the studio's; a founder's own table with the column is meant first.
  const own = all.filter((n) => n.table.name !== 'profiles');
  const found = own.length ? own : all;
  // "the latin name" names latin_name, not name as well.
  const named = found.filter(
    (n) => !found.some((o) => o.column !== n.column && o.column.split('_').includes(n.column)),
  );
  const tables = new Set(named.map((n) => n.table.name));
  const one = named.length === 1 || (named.length > 1 && tables.size === 1) ? named[0] : undefined;
  if (!one || new Set(named.map((n) => n.column)).size > 1) return undefined;
  const { column } = one;
  const table = one.table.name;
  const at = `${column} in ${table}`;
  if (dropsColumn(text, column)) return `remove the ${column} column from ${table}`;
  const type = TYPES.find(([words]) => words.test(text))?.[1];
  if (type && RETYPE.test(text)) return `change ${at} to ${type}`;
  // "searching customers by email is getting slow": an index on what they search by.
  if (SLOW.test(text)) return `add an index on ${column} in ${table}`;
  const rules = [REQUIRED.test(text) && 'required', UNIQUE.test(text) && 'unique'].filter(Boolean);
  if (rules.length) return `make ${at} ${rules.join(' and ')}`;
  const value = (text.match(DEFAULT) ?? text.match(DEFAULT_AFTER))?.groups?.value;
  if (value && !NOT_A_VALUE.test(value)) return `set the default of ${at} to ${value}`;
  return undefined;
}

/** "we also need their phone numbers on the customers table", "could bookings also record whether …". */
const ADD_ON =
  /^(?:(?:we|i|you|they)\s+)?(?:(?:also|really|still|will|would|'d|do|can|could|should|just)\s+)*(?:need|want|add|record|store|keep|track|have|include|hold|save)\s+(?:(?:their|the|a|an|its|his|her|each|every)\s+)?(?<item>.+?)\s+(?:on|to|in|for|into)\s+(?:the\s+)?(?<table>[\w' ]+?)(?:\s+table)?$/i;
const SUBJECT_ADDS =
  /^(?:(?:can|could|would|should)\s+)?(?:the\s+)?(?<table>[\w]+)(?:\s+table)?\s+(?:also\s+)?(?:(?:should|could|can|will|must)\s+)?(?:also\s+)?(?:record|store|keep|track|have|include|hold|save|say|show)\s+(?<item>.+)$/i;

/** A column to add to a table the project has, said loosely; undefined when none is asked for. */
export function readColumnAdd(text: string, ws: Workspace): string | undefined {
  const said = text.trim().replace(/[?.!]+$/, '');
  const [main = '', ...rest] = said.split(/\s*[?,;]\s+|\.\s+/);
  const match = main.match(SUBJECT_ADDS) ?? main.match(ADD_ON);
  const item = match?.groups?.item;
  const phrase = match?.groups?.table ?? '';
  const words = phrase.toLowerCase().replace(/'s\b/g, '').split(/\s+/);
  const mention = tableMentions(ws, words).at(-1);
  // The table's words end the request: "to events on July 3rd" says more than where.
  const table = mention?.end === words.length ? mention.table : undefined;
  // "add Gala to events": a name said with capitals is a row, never a column.
  if (
    !item ||
    !table ||
    /\b[A-Z]/.test(item) ||
    table.columns.some((c) => c.name === toSnake(item))
  )
    return undefined;
  const more = rest.map((r) => r.match(/^(?:and\s+)?(?<d>default(?:s)? (?:to )?\S+)$/i)?.groups?.d);
  const extra = more.find(Boolean);
  // "their phone numbers": each row holds one.
  const column = /,|\s(?:and|&)\s/.test(item)
    ? item
    : singularName(item.replace(/\s+/g, '_')).replace(/_/g, ' ');
  return `add ${column}${extra ? ` (${extra})` : ''} to ${table.name}`;
}

/** Words that ask for another change: a sentence with one is not only a link between tables. */
const OTHER_CHANGE =
  /\b(?:add|create|make|delete|remove|drop|rename|change|set|show|list|how|what|which|who|copy|move)\b/i;

/** "players play for a team, one team each": the table said once per row is the one linked to. */
export function readTableLink(text: string, ws: Workspace): string | undefined {
  if (OTHER_CHANGE.test(text)) return undefined;
  const words = text
    .toLowerCase()
    .split(/[^\w']+/)
    .filter(Boolean);
  const mentions = tableMentions(ws, words);
  const tables = [...new Set(mentions.map((m) => m.table.name))];
  if (tables.length !== 2) return undefined;
  const once = mentions.filter((m) =>
    /^(?:a|an|one|1|single|exactly)$/.test(words[m.start - 1] ?? ''),
  );
  const parent = once[0]?.table.name;
  const child = tables.find((t) => t !== parent);
  if (!parent || !child || once.some((m) => m.table.name !== parent)) return undefined;
  return `each ${singularName(child)} belongs to one ${singularName(parent)}`;
}

/** "order 1042 went out today, mark it as shipped": a row named by its table and number or name. */
const ROW_THEN_IT =
  /^(?<noun>[a-z]+)\s+(?<id>#?\d+|[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)\b[^,.;]*[,.;]\s*(?:(?:so|and|now)\s+)?(?:(?:can|could) (?:you|u)\s+)?(?:please\s+)?(?<ask>.*\b(?:it|that one|this one)\b.*)$/;

/** "cocoa's gone up, change its price to 4.10": a row named first, then "its". */
const NAME_THEN_ITS =
  /^(?<name>[a-z][\w' -]{1,30}?)(?:'s|\s+has|\s+is|\s+was|\s+have|\s+are)\s+[^,;]+[,;]\s*(?:(?:so|and|now)\s+)?(?:(?:can|could) (?:you|u)\s+)?(?:please\s+)?(?<ask>.*\b(?:its|her|his|their)\b.*)$/i;

/** The request after a sentence about one row, with "it" (or "its") said as that row. */
export function readRowThenIt(text: string, ws: Workspace): string | undefined {
  const g = text.trim().match(ROW_THEN_IT)?.groups;
  if (g?.noun && g.id && g.ask && findTable(ws, g.noun))
    return g.ask.replace(/\b(?:it|that one|this one)\b/, `${g.noun} ${g.id}`);
  const its = text.trim().match(NAME_THEN_ITS)?.groups;
  if (!its?.name || !its.ask || /^(?:it|he|she|they|we|i|you|this|that|there)$/i.test(its.name))
    return undefined;
  return its.ask.replace(/\b(?:its|her|his|their)\b/i, `${its.name}'s`);
}

/** "… has moved to Manchester", "is now Gold": the new value, said with capitals or quotes. */
const MOVED_TO =
  /\b(?:moved|moving|move|changed|change|renamed|rename|switched|switch|relocated|gone|went|update[ds]?|upgraded|downgraded)\b[^.;]*?\bto\s+(?<to>"[^"]+"|'[^']+'|[A-Z][\w'&-]*(?:\s+[A-Z][\w'&-]*)*)|\b(?:is|are)\s+(?:now\s+(?:(?:called|named|known as)\s+)?|(?:called|named|known as)\s+)(?<now>"[^"]+"|'[^']+'|[A-Z][\w'&-]*(?:\s+[A-Z][\w'&-]*)*)|\bshould\s+(?:be|read|say)\s+(?<now2>"[^"]+"|'[^']+')/;
/** "jo bennett upgraded to the annual pass": a new kind for one row, said in lower case. */
const KIND_TO =
  /\b(?:moved|switched|upgraded|downgraded|changed)\b(?:(?!\bback\b)[^.;,])*?\bto\s+(?:the\s+|a\s+|an\s+)?(?<to>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)(?=\s+(?:today|now|yesterday|this|last|from|plan|membership)\b|\s*[,.;!?]|$)/;

/**
 * "the Leeds office has moved to Manchester so update everyone who was there": a value the rows
 * hold (found in the project's own rows) becomes another, on every row that holds it.
 */
export function readValueMove(text: string, ws: Workspace): string | undefined {
  const m = text.match(MOVED_TO)?.groups;
  const kind = m ? undefined : text.match(KIND_TO)?.groups?.to;
  const to = (m?.to ?? m?.now ?? m?.now2 ?? kind)?.replace(/^["']|["']$/g, '');
  if (!to) return undefined;
  const found = tablesOf(ws).flatMap((table) =>
    Object.entries(table.values ?? {}).flatMap(([column, values]) =>
      values
        .filter(
          (v) =>
            v.length > 1 &&
            v.toLowerCase() !== to.toLowerCase() &&
            new RegExp(`(?<![\\w])${escapeRegExp(v)}(?![\\w])`, 'i').test(text),
        )
        .map((value) => ({ table: table.name, column, value })),
    ),
  );
  // "New York" said, so "York" inside it is not a second value.
  const whole = found.filter(
    (f) =>
      !found.some(
        (g) =>
          g !== f &&
          g.value.length > f.value.length &&
          g.value.toLowerCase().includes(f.value.toLowerCase()),
      ),
  );
  const [only] = whole;
  if (!only || whole.length > 1) return undefined;
  // "move Lee's slots to Marta": Marta is a stylist, so the stylist changes on Lee's rows.
  const table = tablesOf(ws).find((t) => t.name === only.table);
  const other = table ? heldValue(table, to) : undefined;
  if (other && other.column.name !== only.column)
    return `set the ${other.column.name} to ${other.value} for ${only.table} where ${only.column} is ${only.value}`;
  // In lower case the new words are a kind, never a row's new name: the one other text column.
  if (kind && table && labelColumn(table)?.name !== only.column)
    return `change ${only.column} from ${only.value} to ${kind} for all ${only.table}`;
  if (kind) {
    const kinds = table?.columns.filter(
      (c) => c.name !== only.column && typeFamily(c.type) === 'text' && table.values?.[c.name],
    );
    const [column] = kinds ?? [];
    // "moved up to the gold tier" for the tier column: the kind is gold.
    const value = column
      ? kind.replace(new RegExp(`\\s+${column.name.replace(/_/g, '[ _]')}$`, 'i'), '')
      : kind;
    return column && kinds?.length === 1
      ? `set the ${column.name} to '${value}' for ${only.table} where ${only.column} is ${only.value}`
      : undefined;
  }
  // "'Fundng Myths' should be 'Funding Myths'": a row's own name is renamed.
  if (table && labelColumn(table)?.name === only.column)
    return `rename the ${singularName(only.table)} ${only.value} to ${to}`;
  return `change ${only.column} from ${only.value} to ${to} for all ${only.table}`;
}
