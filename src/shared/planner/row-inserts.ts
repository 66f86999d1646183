import type { ContextTable } from './context';
import { findTable, tablesOf, type Workspace } from './workspace';
import {
  countOf,
  countWord,
  escapeRegExp,
  humanize,
  listWords,
  singularName,
  toSnake,
  unquote,
} from './names';
import { ask, problem, type ClauseResult, type Problem } from './pieces';
import { columnValue, spoken } from './row-conditions';
import { labelColumn } from './grounding';
import { rowPiece } from './row-pieces';
import { groundedFields, readLooseRow } from './row-values';
import { ownerSaid, ownRows } from './row-owners';
import { protect } from './text';
import { groundColumn } from './column-words';
import { draftOf } from './tables';

/** Adding rows from English: "add a customer called Ana with email ana@x.com", "add 3 tasks: a, b, c". */

const VERB = '(?:add|insert|create|put in|enter|record|log|save)';
const COUNT =
  '(?:a|an|one|another|new|these|the following|some|\\d+|two|three|four|five|six|seven|eight|nine|ten)';
const NOUN = '(?<noun>[a-z][a-z_ ]*?)';
const LISTED = new RegExp(
  `^${VERB}\\s+(?:(?<count>${COUNT})\\s+)?(?:new\\s+)?${NOUN}(?:\\s+rows)?(?:\\s*:|\\s+-)\\s*(?<list>.+)$`,
  'i',
);
const CALLED = new RegExp(
  `^${VERB}\\s+(?:(?<count>${COUNT})\\s+)?(?:new\\s+)?${NOUN}\\s+(?:called|named|titled)\\s+(?<name>.+)$`,
  'i',
);
/** "add a task to water the plants": what the row says follows "to". */
const TO_DO = new RegExp(
  `^${VERB}\\s+(?:(?<count>a|an|one|another|new)\\s+)?(?:new\\s+)?${NOUN}\\s+to\\s+(?<name>.+)$`,
  'i',
);
/** "add a customer Tom Hardy tom@x.com Leeds": values straight after the table's noun. */
const SPACED = new RegExp(
  `^${VERB}\\s+(?:(?<count>a|an|one|another|new)\\s+)?(?:new\\s+)?(?<noun>[a-z_]+)\\s+(?<list>.+)$`,
  'i',
);
/** A value no founder says about a table itself: an e-mail, a number, a quoted or capitalised name. */
const SHAPED_VALUE = /@|\d|^["'A-Z]/;
/** "add three customers" whose rows were listed under it (ws.listed). */
const BARE = new RegExp(`^${VERB}\\s+(?:(?<count>${COUNT})\\s+)?(?:new\\s+)?${NOUN}$`, 'i');
/** "add these to the menu:" with the rows listed under it: the table follows "to". */
const BARE_TO = new RegExp(
  `^${VERB}\\s+(?:(?<count>${COUNT})\\s+)?(?:(?:people|persons|items|rows|things|ones|entries|records|names)\\s+)?(?:to|into|onto|on)\\s+(?:the\\s+|my\\s+|our\\s+)?${NOUN}(?:\\s+(?:table|list))?$`,
  'i',
);
const WITH = new RegExp(
  `^${VERB}\\s+(?:(?<count>${COUNT})\\s+)?(?:new\\s+)?${NOUN}\\s+with\\s+(?<with>.+)$`,
  'i',
);
const ROW_TO = new RegExp(
  `^${VERB}\\s+(?:a\\s+|one\\s+|another\\s+)?(?:new\\s+)?(?:row|record|entry)\\s+(?:to|in|into)\\s+(?:the\\s+|my\\s+)?(?<noun>[a-z_]+)(?:\\s+table)?\\s+with\\s+(?<with>.+)$`,
  'i',
);
const QUOTED_TO = new RegExp(
  `^${VERB}\\s+(?<list>(?:"[^"]+"|'[^']+')(?:\\s*(?:,|and)\\s*(?:"[^"]+"|'[^']+'))*)\\s+(?:to|in|into)\\s+(?:the\\s+|my\\s+|our\\s+)?(?<noun>[a-z_ ]+?)(?:\\s+(?:table|list))?$`,
  'i',
);
/** "add Kim to contacts, her email is kim@x.com", "put Ana Lima (ana@x.com) in clients": a named row. */
const NAMED_TO =
  /^(?:add|put|insert|include|enter)\s+(?<name>[\w'’.-]+(?:\s+[\w'’.-]+){0,2}?)\s*(?:\((?<paren>[^)]*)\))?\s+(?:to|into|in|on)\s+(?:the\s+|my\s+|our\s+)?(?<noun>[a-z_]+(?:\s+[a-z_]+)?)(?:\s+(?:table|list))?(?:\s*(?:[,;:.]|\s-|\bwith\b|\band\b|(?=\bon\s+(?:\d|[A-Z])))\s*(?:(?:her|his|their|its|the)\s+)?(?<rest>.+))?$/i;
const SCHEMA_WORDS =
  /\b(?:columns?|fields?|tables?|index(?:es)?|polic(?:y|ies)|buckets?|branch(?:es)?|domains?|variables?|files?)\b/i;
const SPLIT = /\s*,\s*(?:and\s+)?|\s+and\s+/;
const ROWS_IN_BRACKETS =
  /^\s*[^(),]+\([^()]*\)(?:\s*(?:,\s*(?:and\s+)?|\s+and\s+)[^(),]+\([^()]*\))+\s*$/i;

/** Splits a list on commas and "and", leaving quoted and bracketed parts whole. */
export function listItems(text: string): string[] {
  // "Cut and Dry (cut, 40), Full Colour (colour, 90)": each row ends at its brackets, "and" in a name kept.
  if (ROWS_IN_BRACKETS.test(text))
    return text
      .split(/(?<=\))\s*(?:,\s*(?:and\s+)?|\s+and\s+)/)
      .map((item) => item.trim())
      .filter(Boolean);
  const guarded = protect(text);
  return guarded.text
    .split(SPLIT)
    .map((item) => unquote(guarded.restore(item).trim()).trim())
    .filter(Boolean);
}

export type Row = Record<string, string | number | boolean | null>;

/** "email ana@x.com and phone 555" as values for the table's columns, or why not. */
export function readAssignments(
  table: ContextTable,
  text: string,
  understood: string,
): Row | { problem: Problem } {
  const row: Row = {};
  const columns = [...table.columns].sort((a, b) => b.name.length - a.name.length);
  for (const part of listItems(text)) {
    const lower = part.toLowerCase();
    let column: (typeof columns)[number] | undefined;
    let said = '';
    for (const c of columns) {
      said =
        [humanize(c.name), c.name].find(
          (n) => lower === n || lower.startsWith(`${n} `) || lower.startsWith(`${n}:`),
        ) ?? '';
      if (said) {
        column = c;
        break;
      }
    }
    if (!column)
      return problem(
        understood,
        `I could not tell which column of ${table.name} "${part}" is for. Its columns: ${table.columns.map((c) => c.name).join(', ')}.`,
        [],
      );
    const raw = part
      .slice(said.length)
      .replace(/^\s*(?::|=|(?:is|of|as|set to|equal to|to)\b)?\s*/i, '');
    const value = columnValue(column, raw);
    if (value === undefined || raw === '')
      return problem(
        understood,
        `"${unquote(raw)}" does not fit ${column.name} (a ${column.type} column).`,
        [],
      );
    row[column.name] = value;
  }
  return row;
}

/** The insertion with each row's owner set when the table keeps one (row-owners.ts). */
export function ownedInsertion(
  ws: Workspace,
  table: ContextTable,
  rows: Row[],
  email?: string,
): ClauseResult {
  const owned = ownRows(ws, table, rows, email);
  return 'problem' in owned ? owned : insertion(table, owned);
}

export function insertion(table: ContextTable, rows: Row[]): ClauseResult {
  // "add a deposit to the tours with a default of 0": a column for the table, never a row of it.
  const names = [table.name, singularName(table.name)].map(escapeRegExp).join('|');
  const aboutTable = new RegExp(
    `^\\S.*\\s(?:to|into|in|on)\\s+(?:the\\s+)?(?:${names})(?:\\s+(?:table|list))?$|^(?:an?|the)\\s+default$`,
    'i',
  );
  const said = rows
    .flatMap((r) => Object.values(r))
    .find((v) => typeof v === 'string' && aboutTable.test(v));
  if (said !== undefined)
    return problem(
      `"${said}" reads as a change to ${table.name} itself, not a new row of it.`,
      `To add a column, say "add a deposit column to ${table.name}"; to add a row, give its values.`,
      [],
    );
  rememberValues(table, rows);
  const label = labelColumn(table)?.name;
  const labels = rows
    .map((r) => (label && r[label] !== undefined ? r[label] : Object.values(r)[0]))
    .filter((v) => v !== undefined)
    .map(spoken);
  return {
    service: 'backend',
    understood: `add ${countOf(rows.length, 'row')} to ${table.name}`,
    render: () => [
      rowPiece(
        { kind: 'data.insertRows', table: table.name, rows },
        {
          summary: `Adds ${countOf(rows.length, 'row')} to ${table.name}${labels.length ? `: ${listWords(labels.slice(0, 5))}${labels.length > 5 ? ' and more' : ''}` : ''}. Columns you did not name get their default value.`,
          meaning: `They show up in your app and in the Data view right away.`,
          usage: { rows: `Adds ${countOf(rows.length, 'row')} to ${table.name}.` },
        },
      ),
    ],
  };
}

/** The new rows' short texts join the table's values, as the server reads them (context-values.ts). */
function rememberValues(table: ContextTable, rows: Row[]): void {
  if (table.rowCount !== undefined) table.rowCount += rows.length;
  const values = { ...table.values };
  for (const row of rows)
    for (const [column, value] of Object.entries(row)) {
      if (typeof value !== 'string' || !value || value.length > 80) continue;
      const held = values[column] ?? [];
      if (!held.includes(value) && held.length < 30) values[column] = [...held, value];
    }
  table.values = values;
}

/** The table a noun names, when it is an existing table and not a schema word. */
function tableOf(ws: Workspace, noun: string | undefined): ContextTable | undefined {
  const phrase = (noun ?? '')
    .trim()
    .replace(/^(?:the|my|our)\s+/i, '')
    .replace(/\s+(?:please|pls|plz)$/i, '');
  if (!phrase || SCHEMA_WORDS.test(phrase)) return undefined;
  // "wedding guests": the table of guests, said with what kind they are.
  const last = phrase.split(/\s+/).at(-1) ?? '';
  const described = last !== phrase && !/\b(?:to|into|in|on|for|of|from|with)\b/i.test(phrase);
  return findTable(ws, phrase) ?? (described ? findTable(ws, last) : undefined);
}

const SINGLE = /^(?:a|an|one|another|new)$/i;
/** "add a Candle for 9 with 25 in stock": no table named, so the one whose columns the values name. */
const UNNAMED = new RegExp(
  `^${VERB}\\s+(?:(?<count>a|an|another|one)\\s+)?(?:new\\s+)?(?<rest>.+)$`,
  'i',
);

/** A person or thing named with capitals ("Kim", "Ana Lima") added to a table that names its rows. */
function namedRow(clause: string, ws: Workspace, email?: string): ClauseResult {
  const g = clause.match(NAMED_TO)?.groups;
  const table = tableOf(ws, g?.noun?.replace(/\s+(?:table|list)$/i, ''));
  const label = table && labelColumn(table);
  // "the Summer Party": the article is not part of the name.
  const name = (g?.name ?? '').replace(/^the\s+(?=[A-Z])/, '');
  if (
    !table ||
    !label ||
    !/^[A-Z]/.test(name) ||
    !name.split(/\s+/).every((w) => /^[A-Z0-9]/.test(w))
  )
    return null;
  if (groundColumn(table, name) || draftOf(table)) return null;
  const understood = `You want to add ${name} to ${table.name}.`;
  // "her email is x", "she lives in London": what is said of the row, as its fields.
  const more = [g?.paren, g?.rest]
    .filter(Boolean)
    .join(', ')
    .replace(/\b(?:she|he|they|it)\s+(?:lives?|is|are|'s|'re)\s+(?:based\s+|now\s+)?(?=in\b)/gi, '')
    .replace(
      /(^|,\s*)(?!(?:it|they|he|she)\s)([a-z][a-z ]*?)\s+(?:is|are|=|will be)\s+/gi,
      '$1$2 ',
    );
  // The name is the label already: the other values go to the other columns.
  const others = { ...table, columns: table.columns.filter((c) => c.name !== label.name) };
  const row = more ? readLooseRow(others, more, understood) : {};
  if ('problem' in row) return row as { problem: Problem };
  return ownedInsertion(ws, table, [{ ...row, [label.name]: name }], email);
}

/** "add Jamie, jamie@x.com (to players)": a name, then its values after commas. */
const NAME_THEN_VALUES =
  /^(?:add|put|insert|enter)\s+(?<name>[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,2}),\s*(?<values>[^,]*?(?:@|\d)[^,]*?(?:,\s*[^,]+?)*?)(?:\s+(?:to|into|in|on)\s+(?:the\s+|my\s+|our\s+)?(?<noun>[a-z_]+)(?:\s+(?:table|list))?)?$/;

/** The row said as a name and its values, to a table named or, with none named, to the one it fits. */
function nameThenValues(clause: string, ws: Workspace, email?: string): ClauseResult {
  const g = clause.match(NAME_THEN_VALUES)?.groups;
  if (!g?.name || !g.values) return null;
  const said = (noun: string) => `add ${g.name} (${g.values}) to ${noun}`;
  if (g.noun) return namedRow(said(g.noun), ws, email);
  // An e-mail goes where e-mails are kept; several such tables are asked about.
  const fits = tablesOf(ws).filter(
    (t) =>
      t.name !== 'profiles' &&
      labelColumn(t) &&
      (!/@/.test(g.values ?? '') || t.columns.some((c) => /mail/.test(c.name))),
  );
  if (fits.length === 1 && fits[0]) return namedRow(said(fits[0].name), ws, email);
  if (fits.length < 2) return null;
  return ask(
    `You want to add ${g.name}.`,
    `Which table should ${g.name} go in?`,
    fits.slice(0, 4).map((t) => ({ label: `Add to ${t.name}`, instruction: said(t.name) })),
  );
}

export function matchInsertRows(said: string, ws: Workspace): ClauseResult {
  const owner = ownerSaid(said);
  const email = owner.email;
  const named = namedRow(owner.clause, ws, email) ?? nameThenValues(owner.clause, ws, email);
  if (named) return named;
  // "new customer: Ana, ana@x.com" asks to add one, as "add a new customer" does.
  const clause = owner.clause
    // "new valeting customer: …": a word about the business may come before the table's noun.
    .replace(
      /^new\s+([a-z]+)\s+(?=([a-z_]+)\s*(?::|\s-\s))/i,
      (said, word: string, noun: string) =>
        findTable(ws, noun) && !findTable(ws, word) ? 'new ' : said,
    )
    .replace(/^new\s+(?=[a-z_]+\s*(?::|\s-\s|\s+(?:called|named)\s))/i, 'add a new ')
    .replace(/^(?:a\s+)?new\s+(?:row|record|entry)\s+(?:in|for|to|on)\s+/i, 'add a row to ');
  const quoted = clause.match(QUOTED_TO);
  const spaced = clause.match(SPACED);
  const listed =
    quoted ??
    clause.match(LISTED) ??
    (ws.listed ? (clause.match(BARE_TO) ?? clause.match(BARE)) : null) ??
    (spaced?.groups &&
    tableOf(ws, spaced.groups.noun) &&
    !/^(?:called|named|titled|with|to|into|in|for)\b/i.test(spaced.groups.list ?? '') &&
    // Only values that cannot be words about the table ("add a customer Tom", not "add a customer search").
    !SCHEMA_WORDS.test(spaced.groups.list ?? '') &&
    SHAPED_VALUE.test(spaced.groups.list ?? '')
      ? spaced
      : null);
  if (listed?.groups) {
    // "add these to the shop:" with rows listed and one table of the founder's: that table.
    const own = tablesOf(ws).filter((t) => t.name !== 'profiles');
    const table =
      tableOf(ws, listed.groups.noun) ??
      (ws.listed && clause.match(BARE_TO) && own.length === 1 ? own[0] : undefined);
    if (!table) return null;
    const understood = `You want to add rows to ${table.name}.`;
    if (quoted && !labelColumn(table))
      return problem(understood, `${table.name} has no text column to put those names in.`, []);
    const noun = (listed.groups.noun ?? '').trim().toLowerCase();
    const one =
      !ws.listed &&
      !quoted &&
      (SINGLE.test(listed.groups.count ?? '') ||
        (!listed.groups.count &&
          singularName(toSnake(noun)) === toSnake(noun) &&
          noun !== table.name));
    let items =
      ws.listed ?? (one ? [listed.groups.list ?? ''] : listItems(listed.groups.list ?? ''));
    delete ws.listed;
    const count = countWord(listed.groups.count);
    // "add two customers: Li, li@x.cn, Wuhan and Bo, bo@y.cn, Xian": as many values for each.
    if (count !== undefined && count > 1 && items.length > count && items.length % count === 0) {
      const size = items.length / count;
      items = Array.from({ length: count }, (_, i) =>
        items.slice(i * size, (i + 1) * size).join(', '),
      );
    }
    if (count !== undefined && count > 1 && count !== items.length)
      return problem(
        understood,
        `You said ${count} ${table.name} but listed ${items.length}: ${listWords(items.map(spoken))}. Say them again, separated by commas.`,
        [],
      );
    const rows: Row[] = [];
    for (const item of items) {
      const row = quoted
        ? { [labelColumn(table)?.name ?? '']: item }
        : readLooseRow(table, item, understood);
      if ('problem' in row) return row as { problem: Problem };
      rows.push(row);
    }
    return ownedInsertion(ws, table, rows, email);
  }
  const toDo = clause.match(TO_DO);
  const called = [
    CALLED,
    toDo && !tableOf(ws, toDo.groups?.name ?? '') ? TO_DO : null,
    WITH,
    ROW_TO,
  ]
    .map((pattern) => (pattern ? clause.match(pattern) : null))
    .find((m) => m?.groups && tableOf(ws, m.groups.noun));
  if (called?.groups) {
    const table = tableOf(ws, called.groups.noun) as ContextTable;
    const understood = `You want to add a row to ${table.name}.`;
    if (called.groups.name && !labelColumn(table))
      return problem(understood, `${table.name} has no text column for a name.`, []);
    const withText = called.groups.with ?? '';
    // "add a customer with a phone" asks for a column, not a row: "with" must name a column's value.
    if (
      !called.groups.name &&
      (/^(?:a|an|some)\s/i.test(withText) || !groundedFields(table, withText))
    )
      return null;
    const row = readLooseRow(table, called.groups.name ?? withText, understood);
    if ('problem' in row) return row as { problem: Problem };
    return ownedInsertion(ws, table, [row], email);
  }
  return unnamedTable(clause, ws, email);
}

/** A row whose table only its values tell: tried on every table, taken when exactly one reads it. */
function unnamedTable(clause: string, ws: Workspace, email?: string): ClauseResult {
  const unnamed = clause.match(UNNAMED)?.groups;
  const rest = unnamed?.rest;
  if (!rest || SCHEMA_WORDS.test(rest) || findTable(ws, rest.split(/\s+/)[0] ?? '')) return null;
  // "add a name and a bio to customers" names its table: the readings above had their chance.
  const named = rest.match(
    /\s(?:to|into|in|on)\s+(?:the\s+|my\s+|our\s+)?([a-z_]+)(?:\s+table)?$/i,
  );
  if (named && findTable(ws, named[1] ?? '')) return null;
  if (!unnamed.count && !SHAPED_VALUE.test(rest)) return null;
  const readings = tablesOf(ws)
    .filter((t) => t.name !== 'profiles')
    .map((table) => ({
      table,
      row: readLooseRow(table, rest, ''),
      score: groundedFields(table, rest),
    }))
    .filter((r): r is { table: ContextTable; row: Row; score: number } => !('problem' in r.row))
    .sort((a, b) => b.score - a.score);
  const [best, next] = readings;
  // Only a reading whose words name the table's columns better than any other table's is taken.
  return best && best.score > 0 && best.score > (next?.score ?? 0)
    ? ownedInsertion(ws, best.table, [best.row], email)
    : null;
}
