import type { ContextTable } from './context';
import { limitOf, plainDefault } from './columns';
import { findTable, tablesOf, type Workspace } from './workspace';
import { countOf, humanize, toSnake, unquote } from './names';
import { isProblem, problem, together, type ClauseResult } from './pieces';
import { columnName, columnNamed, failed, refColumn, splitSubject, splitSubjectIn } from './refs';
import { constraintName, ident, publicTable } from './sql';
import { draftOf, syncTable } from './tables';
import {
  FORMAT_TYPE,
  TYPE_LABEL,
  defaultValueSql,
  typeFamily,
  typeFromHint,
  type SqlType,
} from './types';
import { change, sqlTypeOf, tableExamples } from './table-change';
import { statusColumn } from './column-words';

/** Column attributes changed: required, optional, unique, defaults, limits and types. */

type Attribute =
  | { kind: 'required' }
  | { kind: 'optional' }
  | { kind: 'unique' }
  | { kind: 'default'; value: string }
  | { kind: 'type'; type: SqlType; words: string }
  | { kind: 'limit'; words: string };

/** What a phrase asks a column to become, or undefined when it is not a column attribute. */
function attributeOf(what: string): Attribute | undefined {
  // "a whole number not text, can you fix the type": what it should be, not what it is now.
  const w = unquote(what.trim())
    .replace(/[.!]+$/, '')
    .replace(
      /\s*,\s*(?:can|could) (?:you|u) (?:fix|change|sort|update) (?:the type|that|it|this)$/i,
      '',
    )
    .replace(/\s*,?\s+(?:not|instead of|rather than)\s+(?:an?\s+)?[\w ]+$/i, '');
  if (
    /^(?:required|mandatory|filled in|filled|always filled in|provided|not empty|non-?empty|not null)$/i.test(
      w,
    )
  )
    return { kind: 'required' };
  if (/^(?:unique|different for (?:each|every) (?:row|one)|distinct|one of a kind)$/i.test(w))
    return { kind: 'unique' };
  if (/^(?:optional|not required|nullable|allowed to be empty|able to be empty)$/i.test(w))
    return { kind: 'optional' };
  const dflt = w.match(
    /^(?:defaults?|default(?: value)?|starts?(?: off| out)?|begins?)\s+(?:to|of|as|=|at|from|with)?\s*(.+)$/i,
  );
  if (dflt) return { kind: 'default', value: dflt[1] ?? '' };
  if (/^(?:negative|below (?:zero|0)|less than (?:zero|0))$/i.test(w))
    return { kind: 'limit', words: "can't be negative" };
  if (limitOf(w, 'x', 'numeric')) return { kind: 'limit', words: w };
  const decimals = w.match(
    /^(?:(?:allow|accept|support|have|hold|take|store)s?\s+)?(?<what>cents|pennies|pence|decimals?|decimal places|fractions)$/i,
  );
  if (decimals)
    return /cents|pennies/i.test(decimals.groups?.what ?? '')
      ? { kind: 'type', type: 'numeric(12,2)', words: 'money' }
      : { kind: 'type', type: 'numeric', words: 'a decimal number' };
  if (w.split(/\s+/).length <= 4) {
    const type = typeFromHint(
      w.replace(/^(?:an?|the)\s+/i, '').replace(/\s+(?:column|field|type|value)$/i, ''),
    );
    if (type) return { kind: 'type', type, words: w };
  }
  return undefined;
}

const ATTRIBUTE_PATTERNS: ReadonlyArray<readonly [RegExp, boolean]> = [
  [
    /^(?:set|change|make|update)\s+(?:the\s+)?default(?:\s+value)?\s+(?:of|for)\s+(?:the\s+)?(?<subject>.+?)\s+(?:to|as)\s+(?<value>.+)$/i,
    true,
  ],
  [
    /^(?:change|convert|turn|switch|make|set|update)\s+(?:the\s+)?(?:(?:data\s+)?type\s+of\s+(?:the\s+)?)?(?<subject>.+?)\s+(?:to|into)\s+(?:be\s+)?(?:an?\s+)?(?<what>.+)$/i,
    true,
  ],
  [
    /^(?:make|mark|set)\s+(?:the\s+)?(?<subject>.+?)\s+(?:as\s+)?(?<what>required|mandatory|unique|optional|not required|nullable)(?:\s+(?:in|on|for)\s+(?:the\s+)?(?<table>.+?)(?:\s+table)?)?$/i,
    true,
  ],
  [/^make\s+(?:the\s+)?(?<subject>.+?)\s+(?:an?\s+)(?<what>.+)$/i, true],
  // "make phone text": a type word said without "a".
  [
    /^make\s+(?:the\s+)?(?<subject>[\w ]+?)\s+(?<what>text|numbers?|decimals?|money|whole numbers?|dates?|yes\/no|boolean|json)$/i,
    true,
  ],
  [
    /^(?:store|save|keep|hold|record)\s+(?:the\s+)?(?<subject>.+?)\s+as\s+(?:an?\s+)?(?<what>.+)$/i,
    true,
  ],
  [
    /^(?:allow|accept|support|let)\s+(?<what>cents|pennies|pence|decimals?|decimal places|fractions)\s+(?:in|for|on)\s+(?:the\s+)?(?<subject>.+)$/i,
    true,
  ],
  [
    /^(?:let|allow)\s+(?:the\s+)?(?<subject>.+?)\s+(?:to\s+)?(?<what>(?:have|hold|take|store|accept)\s+(?:cents|pennies|pence|decimals?|decimal places|fractions))$/i,
    true,
  ],
  [
    /^(?:the\s+)?(?<subject>.+?)\s+(?:should|must|needs? to|has to|has|have)?\s*(?:be able to\s+)?(?<what>(?:allow|accept|support|have|hold|take|store)s?\s+(?:cents|pennies|pence|decimals?|decimal places|fractions)|(?:cents|pennies|pence|decimals?|decimal places|fractions))(?:\s*,?\s*(?:like|eg|such as|for example|as in)\s+[$£€]?[\d.,]+)?$/i,
    false,
  ],
  [
    /^(?:make\s+)?(?:the\s+)?(?<subject>.+?)\s+(?:should\s+|must\s+)?(?:just\s+|always\s+)?(?<what>defaults?\s+to\s+.+?)(?:\s+(?:if|when)\s+(?:nobody|no one|it'?s|it is|they|left|not|empty|blank)\b.*)?$/i,
    false,
  ],
  [
    /^(?:the\s+)?(?<subject>.+?)\s+(?:should|must|has to|have to|needs to|need to|ought to|will)\s+(?:always\s+)?(?:be\s+)?(?:an?\s+)?(?<what>.+)$/i,
    false,
  ],
  [
    /^(?:the\s+)?(?<subject>.+?)\s+(?<what>(?:starts?|begins?)(?:\s+off|\s+out)?\s+(?:at|as|from|with)\s+.+)$/i,
    false,
  ],
  [
    /^(?:the\s+)?(?<subject>.+?)\s+(?:can'?t|cannot|shouldn'?t|should not|must not|mustn'?t|may not|can never)\s+(?:be|go)\s+(?<what>empty|blank|missing|left empty|negative|below (?:zero|0)|less than (?:zero|0))$/i,
    false,
  ],
  [
    /^(?:the\s+)?(?<subject>.+?)\s+(?:is|are)\s+(?:never|not allowed to be)\s+(?<what>empty|blank|missing)$/i,
    false,
  ],
  [
    /^(?:the\s+)?(?<subject>.+?)\s+(?:is|are)\s+(?:always\s+)?(?<what>required|mandatory|unique|optional)$/i,
    false,
  ],
  [
    /^no two (?<table>[\w ]+?) (?:can|should|may|are allowed to)(?: ever)? (?:have|share|use) (?:the same|one|an?|one and the same) (?<subject>.+)$/i,
    false,
  ],
  // "customers can't have no city", "an order can't be without a customer"
  [
    /^(?:an?\s+|the\s+|every\s+|each\s+)?(?<table>[\w ]+?)\s+(?:can'?t|cannot|shouldn'?t|should not|must not|mustn'?t|may not|can never)\s+(?:have no|have an? empty|have a blank|be without(?: an?)?|exist without(?: an?)?|be missing(?: an?)?)\s+(?<subject>.+)$/i,
    false,
  ],
];

/** "nobody should have the same email", "don't allow duplicate emails": a unique column, its table found by the column. */
const UNIQUE_FACTS: readonly RegExp[] = [
  /^(?:(?:make sure|ensure|check)\s+(?:that\s+)?)?(?:the same|one|an?|any)\s+(?<subject>.+?)\s+(?:can'?t|cannot|shouldn'?t|should not|must not|may not|mustn'?t|won'?t|doesn'?t|never)\s+(?:ever\s+)?(?:be|appear|show up|exist|end up|get (?:added|entered|saved|in))\s+(?:(?:on|in)\s+(?:the\s+)?(?<table>[\w ]+?)\s+(?:twice|more than once|two times)|(?:twice|more than once|two times)\s+(?:on|in)\s+(?:the\s+)?(?<table2>[\w ]+?))$/i,
  /^(?:nobody|no one|no user|no customer|people|users|customers)\s+(?:can|can'?t|cannot|should|shouldn'?t|may)\s+(?:be able to\s+)?(?:register|sign up|signup|join|subscribe|enrol|enroll|book)\s+(?:twice|more than once|two times)\s+(?:with|using|under)\s+(?:the same|one|an?)\s+(?<subject>.+)$/i,
  /^(?:no\s?(?:one|body)|nobody|no two (?:people|users|persons|rows|records|entries))\s+(?:can|should|may|is allowed to|are allowed to)\s+(?:have|share|use)\s+(?:the same|one|an identical)\s+(?<subject>.+)$/i,
  /^(?:two|2)\s+(?<table>[\w ]+?)\s+(?:can'?t|cannot|shouldn'?t|should not|must not|may not|mustn'?t)\s+(?:have|share|use)\s+(?:the same|one|an?)\s+(?<subject>.+)$/i,
  /^(?:don'?t\s+(?:ever\s+)?|do not\s+|never\s+|(?:we|you|i)\s+(?:shouldn'?t|should not|can'?t|cannot|mustn'?t|must not|won'?t)\s+(?:ever\s+)?)(?:allow|accept|let (?:people|users|anyone|customers|members|them) (?:use|enter|add|have|save|put in|sign up with))\s+(?:any\s+)?(?:duplicate|duplicated|repeated|double|the same)\s+(?<subject>.+?)(?:\s+(?:in|for|on)\s+(?:the\s+)?(?<table>[\w ]+?))?$/i,
  /^(?:no|no more)\s+(?:duplicate|duplicated|repeated)\s+(?<subject>.+?)(?:\s+(?:in|for|on)\s+(?:the\s+)?(?<table>[\w ]+?))?(?:\s+(?:allowed|please))?$/i,
  /^(?:duplicate|duplicated|repeated)\s+(?<subject>.+?)\s+(?:are|is)\s+(?:not allowed|forbidden|banned|not ok|not okay)(?:\s+(?:in|for|on)\s+(?:the\s+)?(?<table>[\w ]+?))?$/i,
  /^(?:each|every|an?)\s+(?<subject>.+?)\s+(?:can|may|should)\s+only\s+(?:be used|appear|exist|be there|be entered)\s+once(?:\s+(?:in|for|on)\s+(?:the\s+)?(?<table>[\w ]+?))?$/i,
  // "emails cant repeat in the customers table"
  /^(?<subject>[\w ]+?)\s+(?:can'?t|cannot|shouldn'?t|should not|must not|mustn'?t|may not)\s+(?:ever\s+)?(?:repeat|be repeated|be duplicated|clash)(?:\s+(?:in|on|for)\s+(?:the\s+)?(?<table>[\w ]+?)(?:\s+table)?)?$/i,
  // "the same email shouldn't be able to go on there twice"
  /^(?:the same|one|an?|any)\s+(?<subject>\w+)\s+(?:can'?t|cannot|shouldn'?t|should not|must not|mustn'?t|may not)\s+(?:be able to\s+)?(?:go|get|be put|be added|appear|be|sign up)\s+(?:(?:on|in)(?:to)?\s+(?:there|it|the list|this)\s+)?(?:twice|more than once|two times)$/i,
];

/** "no duplicates obviously" right after a table of one column: that column is unique. */
const NO_DUPLICATES =
  /^(?:and\s+)?(?:no|without)\s+(?:duplicates?|doubles|repeats)(?:\s+(?:obviously|please|allowed|of course|thanks))?$/i;

function matchUniqueFact(clause: string, ws: Workspace): ClauseResult {
  const focus =
    NO_DUPLICATES.test(clause) && ws.focusTable ? findTable(ws, ws.focusTable) : undefined;
  const own = focus?.columns.filter((c) => !/^(?:id|created_at|user_id)$/.test(c.name)) ?? [];
  const only = own.length === 1 ? own[0] : undefined;
  if (focus && only) return applyAttribute(ws, only.name, focus.name, { kind: 'unique' });
  const g = UNIQUE_FACTS.map((p) => clause.match(p)).find(Boolean)?.groups;
  if (!g?.subject) return null;
  const said = g.table ?? g.table2;
  const table = said ? findTable(ws, said) : undefined;
  if (said && !table) return null;
  return applyAttribute(ws, g.subject, table?.name, { kind: 'unique' });
}

const UNLESS_SAID = String.raw`(?:\s+(?:unless|until)\s+.+|\s+by default|\s+to (?:start|begin) with|\s+at first|\s+automatically|\s+on their own)?`;
const NEW_ROWS_START = [
  new RegExp(
    String.raw`^(?:all\s+|every\s+|each\s+)?new\s+(?<table>[\w ]+?)\s+(?:should\s+)?(?:just\s+|always\s+)?(?:starts?|begins?)(?:\s+off|\s+out)?\s+(?:as\s+)?(?<not>not\s+|un)?(?<flag>\w+)${UNLESS_SAID}$`,
    'i',
  ),
  new RegExp(
    String.raw`^(?:all\s+|every\s+|each\s+)?(?:new\s+)?(?<table>[\w ]+?)\s+(?:should|will|are|must)\s+(?:always\s+)?be\s+(?<not>not\s+|un)?(?<flag>\w+)\s+(?:unless\s+.+|by default|to (?:start|begin) with|at first)$`,
    'i',
  ),
];

/** "new tasks start as not done", "new orders start out as pending": said of the table's new rows. */
function matchNewRowsStart(clause: string, ws: Workspace): ClauseResult {
  const g = NEW_ROWS_START.map((p) => clause.match(p)).find(Boolean)?.groups;
  const table = g?.table ? findTable(ws, g.table) : undefined;
  if (!g || !table) return null;
  const flag = table.columns.find((c) => c.name === columnName(g.flag ?? ''));
  if (flag && sqlTypeOf(flag) === 'boolean')
    return applyAttribute(ws, flag.name, table.name, {
      kind: 'default',
      value: g.not ? 'false' : 'true',
    });
  const state = statusColumn(table);
  if (flag || !state || g.not) return null;
  return applyAttribute(ws, state.name, table.name, { kind: 'default', value: g.flag ?? '' });
}

/** "update the tasks table so title is required", "title is required in tasks": the table said apart. */
const TABLE_SCOPED: readonly RegExp[] = [
  /^(?:update|change|alter|modify|edit|fix|adjust|set up)\s+(?:the\s+|my\s+)?(?<table>[\w ]+?)(?:\s+table)?\s+so(?:\s+that)?\s+(?<rest>.+)$/i,
  /^(?:in|on|for)\s+(?:the\s+|my\s+)?(?<table>[\w ]+?)(?:\s+table)?,?\s+(?<rest>.+)$/i,
  /^(?<rest>.+?)\s+(?:in|on|for)\s+(?:the\s+|my\s+)?(?<table>[\w ]+?)(?:\s+table)?$/i,
  // "written_at on notes should default to now": the table between the column and what it should be.
  /^(?<col>[\w ]+?)\s+(?:in|on|of)\s+(?:the\s+)?(?<table>\w+)(?:\s+table)?\s+(?<rest>(?:should|must|has to|needs to|can'?t|cannot|is|are)\b.+)$/i,
];

const TWO_TRAITS =
  /^(?<head>(?:.+?\b(?:be|is|are|as)|make\s+.+?)\s+)(?<a>required|unique|mandatory|optional)\s+(?:and|&)\s+(?:also\s+)?(?<b>required|unique|mandatory)(?<tail>(?:\s+(?:in|on|for)\s+.+)?)$/i;

/** "sku should be required and unique on products": each trait read as its own clause. */
function matchTwoTraits(clause: string, ws: Workspace): ClauseResult {
  const g = clause.match(TWO_TRAITS)?.groups;
  if (!g) return null;
  const first = matchAttribute(`${g.head}${g.a}${g.tail}`, ws);
  if (!first || isProblem(first)) return first;
  const second = matchAttribute(`${g.head}${g.b}${g.tail}`, ws);
  if (!second || isProblem(second)) return second;
  return together([first, second]);
}

/** Required, optional, unique, defaults and type changes: "make email in customers unique". */
/** "should fill itself in with the current time whenever someone adds a note": a default of now. */
const FILLS_NOW =
  /\s+should\s+(?:fill\s+(?:itself\s+)?in|be\s+(?:filled|set)(?:\s+in)?|set\s+itself)\s+(?:automatically\s+)?(?:with|to|as)\s+(?:the\s+)?(?:current\s+(?:time|date(?:\s+and\s+time)?)|time\s+(?:right\s+)?now|date\s+now|now|today(?:'s date)?)\b.*$/i;

const LOSES_ZERO =
  /^(?:the\s+|our\s+|my\s+)?([\w ]+?)\s+(?:keeps?|are|is)\s+(?:losing|dropping|missing|cutting off)\s+(?:the|their|its)\s+(?:leading\s+|first\s+)?(?:0|zero|zeros|zeroes)(?:\s+at the (?:start|front|beginning))?$/i;

/** "usernames have to be unique, and they can't be left empty either": a second trait of the same column. */
const AND_THEY =
  /^(?<a>.+?),?\s+and\s+(?:they|it)\s+(?<b>(?:can'?t|cannot|must|should|have to|has to|need to|needs to|are|is)\b.+?)(?:\s+(?:either|too|as well|also))?$/i;

export function matchAttribute(said: string, ws: Workspace): ClauseResult {
  // "make me a tap_list table: beer name, …": a new table and its list, never a column's type.
  if (
    /^(?:make|create|set up|build)\s+(?:me\s+|us\s+)?(?:a|an|the)\s+[\w ]+?\s+table\s*(?::|\(|\bwith\b)/i.test(
      said,
    )
  )
    return null;
  const clause = said
    .replace(FILLS_NOW, ' should default to now')
    // "phone numbers keep losing the 0 at the start": digits kept as a number lose it; text keeps it.
    .replace(LOSES_ZERO, '$1 should be text')
    .replace(/\s+(?:either|too|as well)$/i, '');
  const pair = clause.match(AND_THEY)?.groups;
  if (pair?.a && pair.b) {
    const first = matchAttribute(pair.a, ws);
    const column = ws.focusColumn;
    const second =
      first && !isProblem(first) && column ? matchAttribute(`${column} ${pair.b}`, ws) : null;
    if (first && second && !isProblem(first) && !isProblem(second))
      return together([first, second]);
  }
  const both = matchTwoTraits(clause, ws);
  if (both) return both;
  const direct = matchAttributeSaid(clause, ws);
  if (direct && !isProblem(direct)) return direct;
  // "done should default to false on tasks": read again with the table said apart.
  for (const pattern of TABLE_SCOPED) {
    const g = clause.match(pattern)?.groups;
    const table = g?.table ? findTable(ws, g.table) : undefined;
    if (!g || !table) continue;
    const before = ws.focusTable;
    ws.focusTable = table.name;
    const scoped = matchAttributeSaid(g.col ? `${g.col} ${g.rest}` : (g.rest ?? ''), ws);
    if (scoped && !isProblem(scoped)) return scoped;
    ws.focusTable = before;
  }
  return direct;
}

/** "most are medium so default to that": the column just talked about starts as that value. */
const MOSTLY =
  /^(?:most|nearly all|almost all|the majority|most of them|usually they)(?:\s+of them)?\s+(?:are|will be|should be|'ll be)\s+(?<value>[\w-]+)\s*,?\s+so\s+(?:(?:make|set)\s+(?:it|that|them|this)\s+(?:as\s+)?(?:the\s+)?default|default\s+(?:it\s+|them\s+)?to\s+(?:that|it|this|them|[\w-]+)|(?:use|set)\s+(?:that|it|this)\s+as\s+(?:the\s+)?default)$/i;

function matchMostly(clause: string, ws: Workspace): ClauseResult {
  const value = clause.match(MOSTLY)?.groups?.value;
  if (!value || !ws.focusColumn || !ws.focusTable) return null;
  return applyAttribute(ws, ws.focusColumn, ws.focusTable, { kind: 'default', value });
}

function matchAttributeSaid(clause: string, ws: Workspace): ClauseResult {
  const newRows =
    matchNewRowsStart(clause, ws) ?? matchUniqueFact(clause, ws) ?? matchMostly(clause, ws);
  if (newRows) return newRows;
  for (const [pattern, verbFirst] of ATTRIBUTE_PATTERNS) {
    const match = clause.match(pattern);
    if (!match?.groups) continue;
    const g = match.groups;
    let attribute: Attribute | undefined;
    if (g.value !== undefined) attribute = { kind: 'default', value: g.value };
    else if (g.what === undefined)
      attribute = { kind: /\bsame\b|^no two\b/i.test(clause) ? 'unique' : 'required' };
    else if (/^(?:empty|blank|missing|left empty)$/i.test(g.what)) attribute = { kind: 'required' };
    else if (/^(?:negative|below (?:zero|0)|less than (?:zero|0))$/i.test(g.what))
      attribute = { kind: 'limit', words: "can't be negative" };
    else attribute = attributeOf(g.what);
    if (
      /\b(?:branch|site|domain|repo(?:sitory)?|bucket|env|variable|api_|production|preview)\b/i.test(
        clause,
      ) ||
      // "API_KEY should be …" is a setting; "SKU should be …" is a column when one is called that.
      (/^[A-Z][A-Z0-9_]+\b/.test(g.subject ?? '') && !refColumnQuiet(ws, g.subject ?? ''))
    )
      return null;
    if (!attribute) {
      if (
        verbFirst &&
        /^(?:change|convert|turn|switch)\b/i.test(clause) &&
        g.what &&
        // "change the price to £15" gives a value, read by the row rules (row-updates.ts).
        !/^[£$€]?\s*-?\d/.test(g.what) &&
        // "change the email to info@x.com", "…to 'Open'": a value for a row, never a type.
        !/@|^["']|\.[a-z]{2,}\b|^[A-Z]/.test(g.what) &&
        refColumnQuiet(ws, g.subject ?? '')
      ) {
        return problem(
          `You want to change the column ${columnName(splitSubject(g.subject ?? '').column)}.`,
          `"${g.what}" is not a column type I know (text, number, whole number, money, yes/no, date, date and time, JSON). To give the column a new name, say "rename".`,
          [
            `Rename ${splitSubject(g.subject ?? '').column} to ${toSnake(g.what)}`,
            `Change ${splitSubject(g.subject ?? '').column} to a whole number`,
          ],
        );
      }
      continue;
    }
    return applyAttribute(ws, g.subject ?? '', g.table, attribute);
  }
  return null;
}

const refColumnQuiet = (ws: Workspace, subject: string): boolean => {
  const { column, table } = splitSubject(subject);
  const name = columnName(column);
  if (table)
    return findTable(ws, table)?.columns.some((c) => c.name === name) ?? !ws.known.database;
  return tablesOf(ws).some((t) => t.columns.some((c) => c.name === name));
};

export function applyAttribute(
  ws: Workspace,
  subject: string,
  tablePhraseIn: string | undefined,
  attribute: Attribute,
): ClauseResult {
  const split = splitSubjectIn(ws, subject);
  const tablePhrase = tablePhraseIn ?? split.table;
  const name = columnName(split.column);
  const { table: exTable, column: exColumn } = tableExamples(ws);
  const examples = [
    `Make ${exColumn} in ${exTable} required`,
    `Make email in customers unique`,
    `Change ${exColumn} in ${exTable} to a whole number`,
  ];
  const wording =
    attribute.kind === 'type'
      ? `a ${TYPE_LABEL[attribute.type]}`
      : attribute.kind === 'default'
        ? `start as ${unquote(attribute.value)}`
        : attribute.kind === 'limit'
          ? `limited (${attribute.words})`
          : attribute.kind;
  const understood = `You want ${name} to be ${wording}.`;
  // A clause like "title should be required" only counts when a table holds that column.
  const pronoun =
    /^(?:it|that|this|that column|this column)$/i.test(split.column.trim()) && ws.focusColumn;
  if (
    !tablePhrase &&
    !pronoun &&
    !tablesOf(ws).some((t) => columnNamed(t, split.column)) &&
    !ws.focusTable
  )
    return null;
  const found = refColumn(ws, split.column, tablePhrase, understood, examples);
  if (failed(found)) return found;
  const { table, column } = found;
  const draft = draftOf(table);
  const current = sqlTypeOf(column);
  const target = publicTable(table.name);
  const col = ident(column.name);
  const rows = table.rowCount;
  const spec = draft?.columns.find((c) => c.name === column.name);
  if (draft && !spec)
    return problem(
      understood,
      `${column.name} is added automatically to every new table and keeps its settings.`,
      examples,
    );
  // A table made by this same instruction is already as asked: nothing to add, nothing wrong.
  const already = (what: string): ClauseResult =>
    draft
      ? { service: 'backend', understood: `keep ${column.name} ${what}`, render: () => [] }
      : problem(understood, `${column.name} in ${table.name} is already ${what}.`, examples);
  switch (attribute.kind) {
    case 'required': {
      if (!column.nullable) return already(`required`);
      column.nullable = false;
      if (spec)
        return amendDraft(ws, table, () => (spec.notNull = true), `make ${column.name} required`);
      return change(
        `make ${column.name} in ${table.name} required`,
        [`alter table ${target} alter column ${col} set not null;`],
        {
          summary: `Makes ${column.name} in ${table.name} required: every row must have a value.`,
          meaning: `Your app can no longer save a ${singular(table.name)} without ${humanize(column.name)}.`,
          warnings: [
            rows
              ? `If any of the ${countOf(rows, 'row')} has no ${column.name} yet, this fails; fill them in first.`
              : `If any row has no ${column.name} yet, this fails; fill those in first.`,
          ],
        },
      );
    }
    case 'optional': {
      if (column.nullable) return already(`optional`);
      column.nullable = true;
      if (spec)
        return amendDraft(ws, table, () => (spec.notNull = false), `make ${column.name} optional`);
      return change(
        `make ${column.name} in ${table.name} optional`,
        [`alter table ${target} alter column ${col} drop not null;`],
        {
          summary: `Makes ${column.name} in ${table.name} optional: rows may leave it empty.`,
          meaning: `Your app can save a ${singular(table.name)} without ${humanize(column.name)}.`,
        },
      );
    }
    case 'unique': {
      if (column.unique) return already(`unique`);
      column.unique = true;
      if (spec)
        return amendDraft(ws, table, () => (spec.unique = true), `make ${column.name} unique`);
      const constraint = constraintName(table.name, [column.name], 'key');
      table.indexes = [
        ...(table.indexes ?? []),
        { name: constraint, columns: [column.name], unique: true },
      ];
      return change(
        `make ${column.name} in ${table.name} unique`,
        [`alter table ${target} add constraint ${ident(constraint)} unique (${col});`],
        {
          summary: `Makes ${column.name} in ${table.name} unique: no two rows can share the same value.`,
          meaning: `Saving a ${singular(table.name)} with a ${humanize(column.name)} that is already taken will be refused.`,
          warnings: [
            `If two rows already share a ${column.name}, this fails; remove the duplicates first.`,
          ],
        },
      );
    }
    case 'default': {
      const value = defaultValueSql(current, attribute.value);
      if (value === undefined)
        return problem(
          understood,
          `"${unquote(attribute.value)}" does not fit the ${TYPE_LABEL[current]} column ${column.name}.`,
          examples,
        );
      column.default = value;
      if (spec)
        return amendDraft(
          ws,
          table,
          () => (spec.default = value),
          `start ${column.name} as ${plainDefault(value)}`,
        );
      return change(
        `make ${column.name} in ${table.name} start as ${plainDefault(value)}`,
        [`alter table ${target} alter column ${col} set default ${value};`],
        {
          summary: `New ${table.name} rows start with ${column.name} set to ${plainDefault(value)} unless your app gives a value.`,
          meaning: 'Existing rows keep the values they have.',
        },
      );
    }
    case 'limit': {
      const limit = limitOf(attribute.words, col, current);
      if (!limit) return null;
      if (limit.numeric && !['integer', 'numeric', 'numeric(12,2)'].includes(current))
        return problem(
          understood,
          `${column.name} in ${table.name} holds ${TYPE_LABEL[current]}, so a number limit does not fit it.`,
          examples,
        );
      if (spec)
        return amendDraft(
          ws,
          table,
          () => (spec.check = { sql: limit.sql, words: limit.words }),
          `keep ${column.name} ${limit.words}`,
        );
      const constraint = constraintName(table.name, [column.name], 'check');
      return change(
        `keep ${column.name} in ${table.name} ${limit.words}`,
        [`alter table ${target} add constraint ${ident(constraint)} check (${limit.sql});`],
        {
          summary: `Keeps ${column.name} in ${table.name} ${limit.words}: the database refuses any other value.`,
          meaning: `Saving a ${singular(table.name)} with a ${humanize(column.name)} outside that is refused.`,
          warnings: [
            rows
              ? `If any of the ${countOf(rows, 'row')} is outside it already, this fails; fix those first.`
              : 'If a row is outside it already, this fails; fix those first.',
          ],
        },
      );
    }
    case 'type': {
      if (
        column.type !== 'unknown' &&
        typeFamily(column.type) === typeFamily(FORMAT_TYPE[attribute.type]) &&
        current === attribute.type
      ) {
        return already(`${TYPE_LABEL[attribute.type]}`);
      }
      column.type = FORMAT_TYPE[attribute.type];
      if (spec)
        return amendDraft(
          ws,
          table,
          () => (spec.type = attribute.type),
          `store ${column.name} as ${TYPE_LABEL[attribute.type]}`,
        );
      const cast =
        attribute.type === 'jsonb' && current === 'text'
          ? `to_jsonb(${col})`
          : `${col}::${attribute.type}`;
      return change(
        `store ${column.name} in ${table.name} as ${TYPE_LABEL[attribute.type]}`,
        [`alter table ${target} alter column ${col} type ${attribute.type} using ${cast};`],
        {
          summary: `Changes ${column.name} in ${table.name} to hold ${TYPE_LABEL[attribute.type]} values${column.type !== 'unknown' ? ` instead of ${TYPE_LABEL[current]}` : ''}, converting what is already there.`,
          meaning: `Your app must send ${column.name} as ${TYPE_LABEL[attribute.type]} from now on.`,
          warnings: [
            rows
              ? `All ${countOf(rows, 'row')} are converted; if one value cannot become ${TYPE_LABEL[attribute.type]}, nothing changes and you will see which.`
              : `Existing values are converted; if one cannot become ${TYPE_LABEL[attribute.type]}, nothing changes.`,
            ...(current === 'numeric(12,2)' || current === 'numeric'
              ? attribute.type === 'integer'
                ? ['Decimals are rounded to whole numbers.']
                : []
              : []),
          ],
          usage: rows
            ? { rows: `Rewrites all ${countOf(rows, 'row')} of ${table.name}.` }
            : undefined,
        },
      );
    }
  }
}

const singular = (table: string): string => humanize(table.replace(/s$/, ''));

function amendDraft(
  ws: Workspace,
  table: ContextTable,
  edit: () => void,
  understood: string,
): ClauseResult {
  const draft = draftOf(table);
  edit();
  if (draft) syncTable(table, draft);
  return {
    service: 'backend',
    understood: `${understood} in the new ${table.name} table`,
    render: () => [],
  };
}
