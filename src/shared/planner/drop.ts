import type { ContextTable } from './context';
import { splitList } from './columns';
import { findTable, tablesOf, type Workspace } from './workspace';
import { countOf, humanize, listWords, toSnake } from './names';
import { problem, sqlPiece, type ClauseResult } from './pieces';
import { columnName, columnNamed, failed, refColumn, refTable } from './refs';
import { ident, publicTable } from './sql';
import { draftOf } from './tables';
import { BYTES, change, sqlTypeOf, tableExamples } from './table-change';

/** Columns and tables removed. */

const DROP_COLUMN = [
  /^(?:remove|delete|drop|get rid of|take out|lose|kill|scrap|bin|ditch|axe)\s+(?:the\s+)?(?:(?:column|field)s?\s+)?(?<cols>.+?)(?:\s+(?:column|field)s?)?\s+(?:from|in|on|of)\s+(?:the\s+)?(?<table>.+?)(?:\s+table)?$/i,
  /^(?:the\s+)?(?<table>.+?)(?:\s+table)?\s+(?:doesn'?t|does not|don'?t|do not|no longer)\s+needs?\s+(?:the\s+|an?\s+)?(?<cols>.+?)(?:\s+(?:column|field)s?)?(?:\s+any ?more)?$/i,
];
const ROW_WORDS =
  /\b(?:rows?|records?|entries|entry|everything|all|data|items?|anything|older|before|after|where|that are|which are|whose)\b/i;

/** "drop the city column", "remove city": no table said, so the column is looked for in every table. */
const DROP_ANY_COLUMN =
  /^(?:remove|delete|drop|get rid of|take out|lose|kill|scrap|bin|ditch|axe)\s+(?:the\s+)?(?<cols>[\w ]+?)(?<said>\s+(?:column|field)s?)?$/i;

/** "drop the city column": the table that holds it said, or a question when several do. */
function dropFromHolder(clause: string, ws: Workspace): ClauseResult {
  const g = clause.match(DROP_ANY_COLUMN)?.groups;
  if (!g?.cols || !ws.known.database || (!g.said && ROW_WORDS.test(g.cols))) return null;
  const names = splitList(g.cols);
  const holders = tablesOf(ws).filter((t) => names.every((n) => columnNamed(t, n)));
  const [only] = holders;
  // A word no table has as a column is a row's name ("remove Grace"), left to rows.ts.
  if (!only) return null;
  if (holders.length === 1) return matchDropColumn(`remove ${g.cols} column from ${only.name}`, ws);
  const found = problem(
    `You want to remove ${g.cols}.`,
    `Several tables have ${g.cols} (${listWords(holders.map((t) => t.name))}); which one do you mean?`,
    [`Remove the ${g.cols} column from ${only.name}`, `Show my tables`],
  );
  return { problem: { ...found.problem, ambiguousTables: holders.map((t) => t.name) } };
}

/** "remove the phone column from customers", "orders doesn't need notes anymore". */
/** "we don't use the notes on bookings anymore, drop that column": the column the next clause means. */
const NO_LONGER_USED =
  /^(?:(?:we|i)\s+(?:don'?t|do not|no longer|never)\s+(?:really\s+)?(?:use|need|fill in)|nobody\s+(?:uses|fills in))\s+(?:the\s+)?(?<col>[\w ]+?)\s+(?:on|in|from|of)\s+(?:the\s+)?(?<table>[\w ]+?)(?:\s+table)?(?:\s+(?:any ?more|now|these days))?$/i;

function noLongerUsed(clause: string, ws: Workspace): ClauseResult {
  const g = clause.match(NO_LONGER_USED)?.groups;
  const table = g ? findTable(ws, g.table ?? '') : undefined;
  const column = table?.columns.find((c) => c.name === toSnake(g?.col ?? ''));
  if (!table || !column) return null;
  ws.focusTable = table.name;
  ws.focusColumn = column.name;
  return {
    service: 'backend',
    understood: `${column.name} in ${table.name} is no longer used`,
    render: () => [],
  };
}

export function matchDropColumn(clause: string, ws: Workspace): ClauseResult {
  const unused = noLongerUsed(clause, ws);
  if (unused) return unused;
  // "…, drop that column": the column the clause before named.
  if (
    ws.focusColumn &&
    ws.focusTable &&
    /^(?:drop|remove|delete|get rid of|ditch|scrap)\s+(?:that|this|the)\s+(?:column|field)$/i.test(
      clause,
    )
  )
    return matchDropColumn(`drop the ${ws.focusColumn} column from ${ws.focusTable}`, ws);
  const match = DROP_COLUMN.map((p) => clause.match(p)).find(Boolean);
  if (!match?.groups) return dropFromHolder(clause, ws);
  const cols = match.groups.cols ?? '';
  const explicitColumn = /\b(?:column|field)s?\b/i.test(clause);
  if (!explicitColumn && ROW_WORDS.test(cols)) return null;
  if (
    /\b(?:branch|site|domain|bucket|repo(?:sitory)?|env|environment|variable|collaborator)\b/i.test(
      clause,
    )
  )
    return null;
  const { table: exTable, column: exColumn } = tableExamples(ws);
  const examples = [
    `Remove the ${exColumn} column from ${exTable}`,
    `Delete ${exTable} where done is true`,
  ];
  const names = splitList(cols.replace(/\b(?:columns?|fields?)\b/gi, ' '))
    .map(columnName)
    .filter(Boolean);
  const understood = `You want to remove ${listWords(names)} from ${match.groups.table}.`;
  const table = refTable(ws, match.groups.table, understood, examples);
  // "remove Ann from the customer list": not a table's name, so perhaps a row (rows.ts).
  if (failed(table) && !explicitColumn && ws.known.database && names.length === 1) return null;
  if (failed(table)) return table;
  // "delete Bob and Alice from customers": words that name no column are rows (rows.ts).
  if (!explicitColumn && ws.known.database && names.every((n) => !columnNamed(table, n)))
    return null;
  const dropped: string[] = [];
  for (const name of names) {
    const found = refColumn(ws, name, table.name, understood, examples);
    // "remove Ada from my customers": a word that names no column is a row (rows.ts).
    if (failed(found) && !explicitColumn && ws.known.database && names.length === 1) return null;
    if (failed(found)) return found;
    if (name === 'id')
      return problem(
        understood,
        'The id column identifies each row and cannot be removed.',
        examples,
      );
    if (table.policies.length && name === ownerColumnName(table)) {
      return problem(
        understood,
        `${table.name}'s access rules use ${name} to tell whose row it is; change the access rules first.`,
        examples,
      );
    }
    const referencedBy = tablesOf(ws).filter(
      (t) =>
        t !== table &&
        (t.foreignKeys ?? []).some(
          (k) => k.references.table === table.name && k.references.columns.includes(name),
        ),
    );
    if (referencedBy.length)
      return problem(
        understood,
        `${listWords(referencedBy.map((t) => t.name))} link to ${table.name}.${name}; remove those links first.`,
        examples,
      );
    dropped.push(found.column.name);
  }
  if (draftOf(table))
    return problem(
      understood,
      `${table.name} is created by this same instruction; leave ${listWords(dropped)} out of it there.`,
      examples,
    );
  const removed = table.columns.filter((c) => dropped.includes(c.name));
  table.columns = table.columns.filter((c) => !dropped.includes(c.name));
  table.foreignKeys = (table.foreignKeys ?? []).filter(
    (k) => !k.columns.some((c) => dropped.includes(c)),
  );
  table.indexes = (table.indexes ?? []).filter((i) => !i.columns.some((c) => dropped.includes(c)));
  const rows = table.rowCount;
  return {
    service: 'backend',
    understood: `remove ${listWords(dropped)} from ${table.name}`,
    render: () => [
      sqlPiece(
        dropped.map((name) => `alter table ${publicTable(table.name)} drop column ${ident(name)};`),
        {
          summary: `Removes the column${dropped.length > 1 ? 's' : ''} ${listWords(dropped)} from ${table.name}, with everything stored in ${dropped.length > 1 ? 'them' : 'it'}.`,
          meaning: `Your app can no longer read or save ${listWords(dropped.map(humanize))}; anything that uses ${dropped.length > 1 ? 'them' : 'it'} must change.`,
          warnings: [
            `${rows ? `The ${listWords(dropped)} values of all ${countOf(rows, 'row')}` : `Every ${listWords(dropped)} value`} in ${table.name} will be deleted for good. This cannot be undone.`,
          ],
          usage: rows
            ? {
                storageBytes: -rows * removed.reduce((sum, c) => sum + BYTES[sqlTypeOf(c)], 0),
                rows: `Clears ${listWords(dropped)} from ${countOf(rows, 'row')}.`,
              }
            : undefined,
        },
      ),
    ],
  };
}

const ownerColumnName = (table: ContextTable): string | undefined =>
  ['user_id', 'owner_id', 'author_id', 'creator_id', 'created_by'].find((n) =>
    table.columns.some((c) => c.name === n),
  );

const DROP_TABLE =
  /^(?:delete|drop|remove|get rid of|destroy|trash|kill|scrap)\s+(?:the\s+)?(?:whole\s+|entire\s+)?(?:tables?\s+(?<a>["'`\w][\w"'` ]*?)|(?<b>["'`\w][\w"'` ]*?)\s+tables?)(?:\s+(?:completely|entirely|for good|permanently|from the database))?$/i;

/** "delete the orders table", "drop table old_logs". */
export function matchDropTable(clause: string, ws: Workspace): ClauseResult {
  const match = clause.match(DROP_TABLE);
  if (!match?.groups) return null;
  const phrase = match.groups.a ?? match.groups.b ?? '';
  const examples = [
    `Drop the ${tableExamples(ws).table} table`,
    `Delete all rows from ${tableExamples(ws).table}`,
  ];
  const understood = `You want to delete the table ${phrase}.`;
  if (/^(?:all|every|each|all the|all my|all of the)(?:\s+\w+)?$/i.test(phrase.trim())) {
    return problem(
      'You want to delete every table.',
      'I plan table deletions one table at a time, so each one is a clear choice. Name the table to drop.',
      examples,
    );
  }
  const table = refTable(ws, phrase, understood, examples);
  if (failed(table)) return table;
  if (draftOf(table))
    return problem(understood, `${table.name} is created by this same instruction.`, examples);
  const dependents = tablesOf(ws).filter(
    (t) =>
      t !== table &&
      (t.foreignKeys ?? []).some(
        (k) => k.references.schema === 'public' && k.references.table === table.name,
      ),
  );
  if (dependents.length) {
    const first = dependents[0] as ContextTable;
    const link =
      (first.foreignKeys ?? []).find((k) => k.references.table === table.name)?.columns[0] ??
      `${table.name}_id`;
    return problem(
      understood,
      `${listWords(dependents.map((t) => t.name))} link${dependents.length === 1 ? 's' : ''} to ${table.name}. Remove ${dependents.length === 1 ? 'that table or its link' : 'those tables or their links'} first.`,
      [`Remove the ${link} column from ${first.name}`, `Drop the ${first.name} table`],
    );
  }
  const tables = tablesOf(ws);
  tables.splice(tables.indexOf(table), 1);
  const rows = table.rowCount;
  const extra =
    table.name === 'profiles'
      ? ['Sign-in uses the profiles table; users lose their profile details.']
      : [];
  return change(`delete the table ${table.name}`, [`drop table ${publicTable(table.name)};`], {
    summary: `Deletes the table ${table.name} with all its rows, columns and access rules.`,
    meaning: `Any screen in your app that shows or saves ${humanize(table.name)} stops working.`,
    warnings: [
      `${rows ? `All ${countOf(rows, 'row')}` : 'Every row'} in ${table.name} will be deleted for good. This cannot be undone.`,
      ...extra,
    ],
    usage: rows
      ? {
          storageBytes: -rows * table.columns.reduce((sum, c) => sum + BYTES[sqlTypeOf(c)], 0),
          rows: `Deletes ${countOf(rows, 'row')}.`,
        }
      : undefined,
  });
}
