import { PEOPLE_TABLE } from './people-words';
import type { ContextColumn, ContextTable } from './context';
import {
  describeColumns,
  describeTables,
  findTable,
  resolveTable,
  tablePhraseToName,
  tablesOf,
  type Workspace,
} from './workspace';
import { singularName, stripLeadingFiller, toSnake, unquote } from './names';
import { columnScore } from './grounding';
import { problem, type Problem } from './pieces';

/** Finding the table and column a clause talks about, with a clear answer when they do not exist. */

const PRONOUN =
  /^(?:it|them|this|that|that table|this table|the table|those|these|the same table)$/i;

export type Found<T> = T | { problem: Problem };
export const failed = <T>(value: Found<T>): value is { problem: Problem } =>
  typeof value === 'object' && value !== null && 'problem' in value;

/** A column phrase as a snake_case name ("the Phone Number column" → "phone_number"). */
export const columnName = (phrase: string): string =>
  toSnake(
    stripLeadingFiller(
      unquote(phrase.trim())
        .replace(/^(?:columns?|fields?)\s+/i, '')
        .replace(/\s+(?:columns?|fields?)$/i, ''),
    ),
  );

/** The table a phrase names ("the customers table", "it"), or why there is none. */
export function refTable(
  ws: Workspace,
  phrase: string | undefined,
  understood: string,
  examples: string[],
): Found<ContextTable> {
  const cleaned =
    phrase
      ?.trim()
      .replace(/^(?:(?:all|both|each|any)\s+of\s+)?(?:the|my|our)\s+/i, '')
      .replace(/^(?:all|both|each|any)\s+(?:of\s+)?(?=them|those|these)/i, '')
      // "the tickets they opened": who made them says which rows, not which table.
      .replace(
        /\s+(?:that|which)?\s*(?:they|he|she|you|we|i)\s+[a-z]+(?:\s+(?:up|in|out|for|to))?$/i,
        '',
      )
      .replace(/\s+table$/i, '') ?? '';
  if (!cleaned || PRONOUN.test(cleaned) || PRONOUN.test(phrase?.trim() ?? '')) {
    const focus = ws.focusTable ? findTable(ws, ws.focusTable) : undefined;
    if (focus) return focus;
    const found = problem(
      understood,
      `I could not tell which table you mean. Your tables: ${describeTables(ws)}.`,
      examples,
    );
    // "add a date to it" with nothing said before: each table is a choice (index.ts asks).
    const tables = tablesOf(ws).map((t) => t.name);
    const choices = [
      ...tables.filter((t) => t !== 'profiles'),
      ...tables.filter((t) => t === 'profiles'),
    ];
    return { problem: { ...found.problem, ambiguousTables: choices } };
  }
  if (!tablePhraseToName(cleaned))
    return problem(
      understood,
      `I could not tell which table you mean. Your tables: ${describeTables(ws)}.`,
      examples,
    );
  const table = resolveTable(ws, cleaned);
  if (table) {
    ws.focusTable = table.name;
    return table;
  }
  return problem(
    understood,
    `There is no table called ${tablePhraseToName(cleaned)}. Your tables: ${describeTables(ws)}.`,
    examples,
  );
}

/** The column a phrase names in a table (or, without a table, the one table that has it). */
/** A table's column by its name, else by its word forms and synonyms ("emails" is email, "finished" is done). */
export function columnNamed(table: ContextTable, phrase: string): ContextColumn | undefined {
  const name = columnName(phrase);
  return (
    table.columns.find((c) => c.name === name) ??
    table.columns.find((c) => columnScore(c, phrase) >= 2) ??
    // "by customer" names customer_id, the link to customers.
    table.columns.find((c) => c.name === `${singularName(name)}_id`)
  );
}

export function refColumn(
  ws: Workspace,
  columnPhrase: string,
  tablePhrase: string | undefined,
  understood: string,
  examples: string[],
): Found<{ table: ContextTable; column: ContextColumn }> {
  const pronoun = /^(?:it|that|this|that column|this column|the column|that field)$/i.test(
    columnPhrase.trim(),
  );
  const name = pronoun && ws.focusColumn ? ws.focusColumn : columnName(columnPhrase);
  const named = (t: ContextTable): ContextColumn | undefined =>
    pronoun ? t.columns.find((c) => c.name === name) : columnNamed(t, columnPhrase);
  if (!tablePhrase) {
    const focus = ws.focusTable ? findTable(ws, ws.focusTable) : undefined;
    const focused = focus ? named(focus) : undefined;
    if (focus && focused) {
      ws.focusColumn = focused.name;
      return { table: focus, column: focused };
    }
    const holders = tablesOf(ws).filter((t) => named(t));
    const only = holders[0];
    const column = only ? named(only) : undefined;
    if (holders.length === 1 && only && column) {
      ws.focusTable = only.name;
      ws.focusColumn = column.name;
      return { table: only, column };
    }
    if (holders.length > 1) {
      const found = problem(
        understood,
        `Several tables have a column called ${name} (${holders.map((t) => t.name).join(', ')}); which one do you mean?`,
        examples,
      );
      return { problem: { ...found.problem, ambiguousTables: holders.map((t) => t.name) } };
    }
    const why = ws.known.database
      ? `No table has a column called ${name}. Your tables: ${describeTables(ws)}.`
      : `Say which table the ${name} column is in.`;
    return problem(understood, why, examples);
  }
  const table = refTable(ws, tablePhrase, understood, examples);
  if (failed(table)) return table;
  const column = named(table);
  if (column) {
    ws.focusColumn = column.name;
    return { table, column };
  }
  if (!ws.known.database && !ws.created.has(table.name)) {
    // Without the live schema we trust the founder; the dry run checks it on the server.
    const assumed: ContextColumn = { name, type: 'unknown', nullable: true };
    table.columns.push(assumed);
    return { table, column: assumed };
  }
  const close = table.columns
    .filter((c) => c.name.includes(name) || name.includes(c.name))
    .map((c) => c.name);
  return problem(
    understood,
    `${table.name} has no column called ${name}${close.length ? ` (did you mean ${close.join(' or ')}?)` : ''}. Its columns: ${describeColumns(table)}.`,
    examples,
  );
}

/** Splits "email in customers", "customers.email", "the customers table's email" into column and table. */
export function splitSubject(subject: string): { column: string; table?: string } {
  const text = subject.trim();
  const dotted = text.match(/^["'`]?(\w+)["'`]?\.["'`]?(\w+)["'`]?$/);
  if (dotted) return { table: dotted[1], column: dotted[2] ?? '' };
  const possessive = text.match(/^(?:the\s+)?([\w ]+?)(?:\s+table)?'s?\s+(.+)$/i);
  if (possessive && /'/.test(text)) return { table: possessive[1], column: possessive[2] ?? '' };
  const inTable = text.match(
    /^(.+?)\s+(?:column\s+|field\s+)?(?:in|on|of|from|for|inside)\s+(?:the\s+)?(.+?)$/i,
  );
  if (inTable) return { column: inTable[1] ?? '', table: inTable[2] };
  return { column: text };
}

/** The same, also reading "members emails" as a table of the project then its column. */
export function splitSubjectIn(ws: Workspace, subject: string): { column: string; table?: string } {
  const split = splitSubject(subject);
  // "order date" is a column of orders, not orders' date.
  const whole = toSnake(split.column.replace(/^the\s+/i, ''));
  if (split.table || tablesOf(ws).some((t) => t.columns.some((c) => c.name === whole)))
    return split;
  const words = split.column
    .trim()
    .replace(/^the\s+/i, '')
    .split(/\s+/);
  for (let n = 1; n < Math.min(words.length, 3); n += 1) {
    const table = findTable(ws, words.slice(0, n).join(' '));
    const column = words.slice(n).join(' ');
    if (table && columnNamed(table, column)) return { table: table.name, column };
  }
  return split;
}

/** "store customers' phone numbers", "save the customers birthday as well": a column of a table there is. */
const STORE_OF =
  /^(?:also\s+)?(?:store|save|keep|record|track|hold|capture|collect|add)\s+(?:the\s+|each\s+|every\s+)?(?<table>[a-z_]+?)(?:'s|s'|')?\s+(?<list>[a-z][\w ]*?)(?:\s+(?:as well|too|also))?$/i;

/** The project's tables of people that were there before this instruction. */
export const peopleTables = (ws: Workspace): ContextTable[] =>
  tablesOf(ws).filter((t) => PEOPLE_TABLE.test(t.name) && !ws.created.has(t.name));

/** The table "their" points to: the one just named, else the project's only table of people. */
export function theirTable(ws: Workspace): ContextTable | undefined {
  // A table made by this same instruction is the app being described ("dogs and their owners").
  const focus = ws.focusTable ? findTable(ws, ws.focusTable) : undefined;
  if (focus && !ws.created.has(focus.name)) return focus;
  const people = peopleTables(ws);
  return people.length === 1 ? people[0] : undefined;
}

/** "keep their birthday": the column words of a store clause whose owner is said as "their". */
export function theirWords(clause: string): string | undefined {
  const stored = clause.match(STORE_OF)?.groups;
  return stored?.table && /^(?:their|his|her)$/i.test(stored.table) ? stored.list : undefined;
}

/** The table and the column words of a "store customers' phone numbers" clause, when that table exists. */
export function storedOf(
  ws: Workspace,
  clause: string,
): { table: ContextTable; list: string } | undefined {
  const stored = clause.match(STORE_OF)?.groups;
  const table = stored?.table
    ? (findTable(ws, stored.table) ?? findTable(ws, `${stored.table}s`))
    : undefined;
  return table && stored?.list ? { table, list: stored.list } : undefined;
}
