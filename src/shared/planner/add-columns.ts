import { columnDefinition, describeColumn, parseColumnList } from './columns';
import type { ContextTable } from './context';
import { describeColumns, findTable, tablesOf, type Workspace } from './workspace';
import { countOf, humanize, listWords, singularName, toSnake } from './names';
import { ask, problem, sqlPiece, type ClauseResult } from './pieces';
import { applyAttribute } from './attributes';
import {
  columnNamed,
  failed,
  peopleTables,
  refTable,
  storedOf,
  theirTable,
  theirWords,
} from './refs';
import { constraintName, ident, publicTable } from './sql';
import { draftOf, syncTable, targetResolver } from './tables';
import { FORMAT_TYPE, typeFamily } from './types';
import { BYTES, tableExamples } from './table-change';

/** Columns added to a table, new or existing. */

const RESERVED_FOR_OTHERS =
  /\b(?:tables?(?!\s+(?:numbers?|no|sizes?|seats?)\b)|index(?:es)?|buckets?|polic(?:y|ies)|rls|row[- ]level security|domains?|branch(?:es)?|collaborators?|env(?:ironment)? var(?:iable)?s?|pull requests?|profiles? picture)\b/i;
const ADD_TO =
  /^(?:add|include|put|insert|create)\s+(?<list>.+)\s+(?:to|on|in|into|onto)\s+(?:the\s+)?(?<table>[\w"'`-]+(?:\s+[\w"'`-]+){0,2}?)(?:\s+table)?$/i;
const GIVE =
  /^(?:add\s+to|give|extend)\s+(?:the\s+)?(?<table>[\w"'`-]+(?:\s+[\w"'`-]+){0,2}?)(?:\s+table)?\s*(?::\s*|\s+with\s+|\s+(?=an?\s|the\s|some\s|more\s|new\s))(?<list>.+)$/i;
const NEEDS =
  /^(?:the\s+)?(?<table>[\w"'`-]+(?:\s+[\w"'`-]+){0,2}?)(?:\s+table)?\s+(?:needs?|should have|should also have|also needs?|must have|has to have|have to have|needs? to have|gets?|requires?|has|have|also has|also have)\s+(?:an?\s+|the\s+|some\s+)?(?<list>.+?)(?:\s+(?:too|as well|also))?$/i;

const MUST = /\b(?:needs?|must have|requires?|has to have|have to have)\b/i;

/** What follows the table describes the column: "…, which fills itself in", "…, default false", "…, false by default". */
const TRAILING_RELATIVE =
  /^(?<head>(?:add|include|put|insert|create)\s+.+\s+(?:to|on|in|into|onto)\s+(?:the\s+)?[\w"'`-]+(?:\s+table)?)\s*,?\s+(?<rel>(?:which|that)\s+.+|(?:with\s+(?:a\s+|the\s+)?)?default(?:ing|s)?\b.+|["']?[\w.-]+["']?\s+(?:by default|as (?:the |a )?default)|(?:required|optional|unique|not required)\b.*|\([^()]+\).*)$/i;

/** "I need their name and email" or "it should have a phone" right after a table is named. */
const CONTINUE =
  /^(?:(?:i|we)\s+(?:need|want|'d like|would like)\s+(?:to\s+(?:store|save|keep|track)\s+)?(?:their|its|the)|(?:it|they|each one|each row|every row)\s+(?:needs?|should have|has|have|gets?|includes?|should include|must have))\s+(?<list>.+)$/i;

/** "…drop city from venues and add a postcode instead": the table just named, said as a column. */
const ADD_HERE =
  /^(?:and\s+)?(?:then\s+)?(?:add|put in|include|create)\s+(?<list>.+?)(?:\s+(?:column|field)s?)?\s+(?:instead(?:\s+of\s+(?:it|that))?|in its place|as well|too)$/i;
const ADD_COLUMN_HERE =
  /^(?:and\s+)?(?:then\s+)?(?:add|create)\s+(?<list>(?:an?\s+)?(?:new\s+)?[\w ]+?\s+(?:column|field))$/i;

/** "bookings: add a column for …": the table said first, then the request. */
const TABLE_FIRST =
  /^(?<table>[\w-]+)\s*:\s*(?<rest>(?:add|include|put|create)\s+(?:(?!\s(?:to|on|in|into)\s).)+)$/i;
/** "we need a phone number field on customers", "customers keep asking for a phone number field". */
const WANTS_FIELD =
  /^(?:(?<subject>[\w-]+)\s+(?:keep|keeps|are|is|have been|has been)\s+(?:asking|begging)\s+for|(?:(?:i|we)(?:\s+(?:really\s+)?(?:need|want|would like)|\s*'d\s+like)|(?:(?:can|could)\s+(?:we|i|you)\s+)?(?:have|get)))\s+(?:an?\s+|the\s+|some\s+)?(?<list>[\w' -]+?\s+(?:field|column)s?)(?:\s+(?:to|on|in|into|for)\s+(?:the\s+)?(?<table>[\w-]+)(?:\s+table)?)?$/i;

/** The request said the one way ADD_TO reads, when the table is said first or as who asks. */
function tableSaidElsewhere(said: string, ws: Workspace): string {
  const first = said.match(TABLE_FIRST)?.groups;
  if (first && findTable(ws, first.table ?? '')) return `${first.rest} to ${first.table}`;
  const wants = said.match(WANTS_FIELD)?.groups;
  const table = wants?.table ?? wants?.subject;
  if (wants?.list && table && findTable(ws, table)) return `add ${wants.list} to ${table}`;
  return said;
}

/** "add a phone column to customers", "give tasks a priority", "customers need a phone number too". */
export function matchAddColumns(input: string, ws: Workspace): ClauseResult {
  const said = tableSaidElsewhere(input, ws);
  // "add a priority to tickets: low, medium or high": the choices said after the table.
  const clause = said.replace(
    /^((?:add|include|put|create)\s+.+\s+(?:to|on|in)\s+(?:the\s+)?[\w-]+(?:\s+table)?)\s*[:-]\s+([\w' -]+(?:,\s*[\w' -]+)*,?\s+or\s+[\w' -]+)$/i,
    '$1 ($2)',
  );
  const continued = ws.focusTable
    ? (clause.match(CONTINUE) ?? clause.match(ADD_HERE) ?? clause.match(ADD_COLUMN_HERE))
    : null;
  if (continued?.groups) return addColumns(ws, ws.focusTable ?? '', continued.groups.list ?? '');
  const unplaced = clause.match(ADD_COLUMN_HERE)?.groups?.list;
  if (unplaced) return whichTableGets(ws, unplaced);
  // "add a stamp column to orders which fills itself in": the trailing clause describes the column.
  const trailing = clause.match(TRAILING_RELATIVE);
  const head = trailing?.groups?.head ?? clause;
  const stored = storedOf(ws, clause);
  // "customers' phone numbers", "guests home addresses": one value per row.
  const one =
    stored && (/s'|'s/.test(clause) || /\s/.test(stored.list.trim()))
      ? humanize(singularName(toSnake(stored.list)))
      : stored?.list;
  if (one && stored && !columnNamed(stored.table, one))
    return addColumns(ws, stored.table.name, one);
  // "keep their birthday": the people just named, the project's one table of people, or which.
  const theirs = stored ? undefined : theirWords(clause);
  const owner = theirs ? theirTable(ws) : undefined;
  if (theirs && owner && !columnNamed(owner, theirs)) return addColumns(ws, owner.name, theirs);
  if (theirs && peopleTables(ws).length > 1) return whichTableGets(ws, theirs);
  const match = head.match(ADD_TO) ?? clause.match(GIVE) ?? clause.match(NEEDS);
  // "give me a breakdown of …": the founder, never a table to give columns to.
  if (!match?.groups || /^(?:me|us|him|her)$/i.test(match.groups.table ?? '')) return null;
  const list = `${match.groups.list ?? ''}${trailing && head.match(ADD_TO) ? ` ${(trailing.groups?.rel ?? '').replace(/\)\s*,\s*/g, ') ')}` : ''}`;
  const tablePhrase = match.groups.table ?? '';
  if (
    // "add Jamie, jamie@example.com to players": an e-mail or an amount is a row's value, never a column.
    /@|[£$€]\s*\d|\b\d{3,}\b/.test(list) ||
    // "put the Summer Party in events": a name said with its capitals is a row, not a column.
    /^the\s+[A-Z][\w'&.-]*(?:\s+(?:[A-Z][\w'&.-]*|of|and|&))*(?:$|\s+(?:to|in|into|on)\s)/.test(
      list.trim(),
    ) ||
    /\s(?:row|record|entry)$/i.test(list.trim()) ||
    RESERVED_FOR_OTHERS.test(list) ||
    /\b(?:branch|site|repo(?:sitory)?|project)\b|\d/i.test(tablePhrase)
  )
    return null;
  // "add a task to water the plants": a row of tasks, not a column of a table "water the plants".
  const rowOf = findTable(ws, list.replace(/^(?:an?|one|another|new)\s+/i, ''));
  if (rowOf && !findTable(ws, tablePhrase) && head.match(ADD_TO)) return null;
  const isNeeds = !ADD_TO.test(head) && !GIVE.test(clause);
  const phrase = tablePhrase.replace(/^(?:each|every)\s+/i, '');
  const table = findTable(ws, phrase);
  if (isNeeds && !table) return null;
  // "add 3 mugs to products": a count of things, never a column called "3 mugs".
  const counted = list.match(/^(?<n>\d+)\s+(?<noun>[a-z][\w ]*)$/i)?.groups;
  if (counted && table && head.match(ADD_TO))
    return countedThings(table, counted.n ?? '', counted.noun ?? '');
  // "every customer needs an email" when customers has one: the fact makes it required.
  const held = table && columnNamed(table, list.replace(/^(?:an?|the|some|one)\s+/i, ''));
  if (isNeeds && held && MUST.test(clause) && !draftOf(table))
    return applyAttribute(ws, held.name, table.name, { kind: 'required' });
  return addColumns(ws, phrase, list);
}

/** "add a postcode column" with no table named: which of the founder's tables gets it. */
function whichTableGets(ws: Workspace, list: string): ClauseResult {
  const column = list
    .replace(/^(?:an?\s+|the\s+)?(?:new\s+)?/i, '')
    .replace(/(?:^|\s+)(?:column|field)$/i, '');
  if (/^(?:new|other|extra|another|that|this|same|the)?$/i.test(column)) return null;
  const own = tablesOf(ws).filter((t) => t.name !== 'profiles');
  const tables = own.length > 1 ? own : tablesOf(ws);
  if (tables.length < 2) return null;
  return ask(`You want a ${column} column.`, `Which table should get ${column}?`, [
    ...tables.slice(0, 4).map((t) => ({
      label: `Add it to ${t.name}`,
      instruction: `add a ${column} column to ${t.name}`,
    })),
  ]);
}

/** What "add 3 mugs to products" may mean: more stock of a row, or a row. */
function countedThings(table: ContextTable, n: string, noun: string): ClauseResult {
  const whole = table.columns.filter((c) => typeFamily(c.type) === 'integer' && c.name !== 'id');
  const row = singularName(toSnake(table.name)).replace(/_/g, ' ');
  return ask(`You want to add ${n} ${noun} to ${table.name}.`, 'What should change?', [
    ...whole.slice(0, 2).map((c) => ({
      label: `Add ${n} to the ${humanize(c.name)} of ${noun}`,
      instruction: `add ${n} to the ${humanize(c.name)} of ${noun}`,
    })),
    ...whole.slice(0, 1).map((c) => ({
      label: `Add a ${row} called ${noun} with ${humanize(c.name)} ${n}`,
      instruction: `add a ${row} called ${noun} with ${humanize(c.name)} ${n}`,
    })),
    { label: `Add a ${row} called ${noun}`, instruction: `add a ${row} called ${noun}` },
  ]);
}

/** Adds the listed columns; `note` says why ("profiles already exists"), and those there are kept. */
export function addColumns(
  ws: Workspace,
  tablePhrase: string,
  list: string,
  note?: string,
): ClauseResult {
  const { table: exTable } = tableExamples(ws);
  const examples = [
    `Add a phone column to ${exTable}`,
    `Add notes (optional) and priority (whole number) to ${exTable}`,
  ];
  const table = refTable(ws, tablePhrase, `You want to add columns to ${tablePhrase}.`, examples);
  if (failed(table)) return table;
  const parsed = parseColumnList(list, targetResolver(ws, ws.created));
  const understood = `You want to add ${listWords(parsed.columns.map((c) => humanize(c.name))) || 'columns'} to ${table.name}.`;
  if (parsed.errors.length) return problem(understood, parsed.errors.join(' '), examples);
  if (parsed.columns.length === 0)
    return problem(understood, 'I could not find the names of the columns to add.', examples);
  // "create a profiles table with a bio" when profiles is there: only what it lacks is added.
  const there = parsed.columns.filter((column) =>
    table.columns.some((c) => c.name === column.name),
  );
  if (note && there.length === parsed.columns.length)
    return problem(
      understood,
      `${table.name} already exists with ${listWords(there.map((c) => c.name))}, so there is nothing to change. Its columns: ${describeColumns(table)}.`,
      examples,
    );
  if (note && there.length < parsed.columns.length)
    parsed.columns = parsed.columns.filter((column) => !there.includes(column));
  for (const column of parsed.columns) {
    if (table.columns.some((c) => c.name === column.name)) {
      return problem(
        understood,
        `${table.name} already has a column called ${column.name}. Its columns: ${describeColumns(table)}.`,
        examples,
      );
    }
    if (column.notNull && column.default === undefined && (table.rowCount ?? 0) > 0) {
      return problem(
        understood,
        `${table.name} already has ${countOf(table.rowCount ?? 0, 'row')}, so a required column needs a starting value for them.`,
        [
          `Add a required ${column.name} column to ${table.name} with default 'unknown'`,
          `Add ${column.name} (optional) to ${table.name}`,
        ],
      );
    }
  }
  // "…, default to that" next speaks of the one column just added.
  ws.focusTable = table.name;
  if (parsed.columns.length === 1) ws.focusColumn = parsed.columns[0]?.name;
  const draft = draftOf(table);
  if (draft) {
    draft.columns.push(...parsed.columns);
    syncTable(table, draft);
    return {
      service: 'backend',
      understood: `add ${listWords(parsed.columns.map((c) => c.name))} to the new ${table.name} table`,
      render: () => [],
    };
  }
  const rows = table.rowCount;
  for (const column of parsed.columns) {
    table.columns.push({
      name: column.name,
      type: FORMAT_TYPE[column.type],
      nullable: !column.notNull,
      default: column.default ?? null,
      unique: column.unique,
    });
  }
  const statements = parsed.columns.map(
    (c) => `alter table ${publicTable(table.name)} add column ${columnDefinition(c, table.name)};`,
  );
  for (const column of parsed.columns.filter((c) => c.references)) {
    const index = constraintName(table.name, [column.name], 'idx');
    statements.push(
      `create index ${ident(index)} on ${publicTable(table.name)} (${ident(column.name)});`,
    );
    // The link and its index are part of the outcome later clauses and the preview read.
    table.foreignKeys = [
      ...(table.foreignKeys ?? []),
      {
        columns: [column.name],
        references: {
          schema: column.references?.schema ?? 'public',
          table: column.references?.table ?? '',
          columns: ['id'],
        },
      },
    ];
    table.indexes = [
      ...(table.indexes ?? []),
      { name: index, columns: [column.name], unique: false },
    ];
  }
  const filled = parsed.columns.filter((c) => c.default !== undefined);
  const kept = there.length
    ? ` It already has ${listWords(there.map((c) => c.name))}, so ${there.length > 1 ? 'those stay' : 'that stays'} as ${there.length > 1 ? 'they are' : 'it is'}.`
    : '';
  const warnings = [
    ...(note ? [`${note}${kept}`] : []),
    ...parsed.columns
      .filter((c) => c.notNull && c.default === undefined && rows === undefined)
      .map(
        (c) =>
          `If ${table.name} already has rows, ${c.name} cannot be required without a starting value; the check before running will tell.`,
      ),
  ];
  return {
    service: 'backend',
    understood: `add ${listWords(parsed.columns.map((c) => c.name))} to ${table.name}`,
    render: () => [
      sqlPiece(statements, {
        summary: `Adds ${listWords(parsed.columns.map(describeColumn))} to the ${table.name} table.`,
        meaning: rows
          ? `The ${countOf(rows, 'existing row')} ${filled.length ? `get the starting value${filled.length > 1 ? 's' : ''}` : `have ${parsed.columns.length > 1 ? 'these columns' : 'it'} empty until you fill ${parsed.columns.length > 1 ? 'them' : 'it'} in`}.`
          : `Your app can start saving ${parsed.columns.length > 1 ? 'these values' : 'this value'} right away.`,
        warnings,
        notes: parsed.notes,
        usage: rows
          ? {
              storageBytes: rows * filled.reduce((sum, c) => sum + BYTES[c.type], 0),
              rows: `Adds ${parsed.columns.length > 1 ? 'the columns' : 'the column'} to ${countOf(rows, 'existing row')} of ${table.name}.`,
            }
          : undefined,
      }),
    ],
  };
}
