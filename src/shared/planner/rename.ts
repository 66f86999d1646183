import type { ContextTable } from './context';
import { findTable, tablesOf, type Workspace } from './workspace';
import { countOf, toSnake, unquote } from './names';
import { ask, problem, sqlPiece, type ClauseResult } from './pieces';
import { columnName, failed, refColumn, refTable, splitSubject } from './refs';
import { SYSTEM_COLUMNS, ident, publicTable } from './sql';
import { draftOf } from './tables';
import { matchRenameRow } from './row-updates';
import { tableExamples } from './table-change';

/** Columns and tables renamed. */

const RENAME_PATTERNS = [
  /^(?:rename|change the name of|update the name of)\s+(?:the\s+)?(?:(?<kind>column|field|table)\s+)?(?<subject>.+?)(?:\s+(?<kind2>column|field|table))?\s+(?:to|as|into)\s+(?<to>.+?)$/i,
  /^(?:call|name|rename)\s+(?:the\s+)?(?<subject>.+?)\s+(?<kind>column|field|table)\s+(?:in\s+(?:the\s+)?(?<table>.+?)\s+)?(?<to>["'`]?[\w ]+?["'`]?)(?:\s+(?:instead|from now on))?$/i,
  // "the people table should really be called contacts"
  /^(?:the\s+|my\s+|our\s+)?(?<subject>[\w ]+?)\s+(?<kind>column|field|table)\s+(?:should|could|must|needs to|ought to)\s+(?:really\s+|actually\s+|probably\s+|just\s+)?be\s+(?:called|named|renamed(?:\s+to)?)\s+(?<to>["'`]?[\w ]+?["'`]?)(?:\s+(?:instead|really))?$/i,
];

/** "rename title in tasks to heading", "rename tasks.title to heading", "rename the todos table to tasks". */
export function matchRename(clause: string, ws: Workspace): ClauseResult {
  const row = matchRenameRow(clause, ws);
  if (row) return row;
  const match = RENAME_PATTERNS.map((p) => clause.match(p)).find(Boolean);
  if (!match?.groups) return null;
  if (/\bbranch\b|\bsite\b|\brepo/i.test(clause)) return null;
  const kind = (match.groups.kind ?? match.groups.kind2 ?? '').toLowerCase();
  // "… to town, we're UK based": a remark after the new name is not part of it.
  let to = unquote((match.groups.to ?? '').split(/\s*[,;]\s+/)[0] ?? '').replace(
    /\s+(?:instead|please|from now on)$/i,
    '',
  );
  let subject = match.groups.subject ?? '';
  let tablePhrase = match.groups.table;
  const trailingTable = to.match(/^(.+?)\s+(?:in|on)\s+(?:the\s+)?(.+?)(?:\s+table)?$/i);
  if (trailingTable && kind !== 'table') {
    to = trailingTable[1] ?? to;
    tablePhrase ??= trailingTable[2];
  }
  // "… to kit colour? that's what the players call it": a new name is a few words, never a sentence.
  if (unquote(to).trim().split(/\s+/).length > 4) return null;
  const newName = toSnake(unquote(to));
  // "rename it to clients" with nothing just named: which table (or, with one table, that one).
  const own = tablesOf(ws).filter((t) => t.name !== 'profiles');
  // "rename it to Crumb" with nothing just named: a table, or the site's own name, so ask.
  if (/^(?:it|this|that|this one|that one)$/i.test(subject.trim()) && !ws.focusTable && newName) {
    const said = unquote(to).trim();
    return ask(`You want to rename something to ${said}.`, 'What should be renamed?', [
      ...own.slice(0, 3).map((t) => ({
        label: `The ${t.name} table`,
        instruction: `rename the ${t.name} table to ${newName}`,
      })),
      { label: "The site's title", instruction: `change the site title to ${said}` },
      { label: "The site's headline", instruction: `change the headline to ${said}` },
    ]);
  }
  const { table: exTable, column: exColumn } = tableExamples(ws);
  const examples = [
    `Rename ${exColumn} in ${exTable} to heading`,
    `Rename the ${exTable} table to ${exTable}_archive`,
  ];
  if (!newName)
    return problem('You want to rename something.', 'I could not find the new name.', examples);
  const split = splitSubject(subject);
  const tableRename =
    kind === 'table' ||
    (!tablePhrase &&
      !split.table &&
      kind === '' &&
      findTable(ws, subject) !== undefined &&
      !(
        ws.focusTable &&
        findTable(ws, ws.focusTable)?.columns.some((c) => c.name === columnName(subject))
      ));
  if (tableRename) {
    const table = refTable(ws, subject, `You want to rename a table to ${newName}.`, examples);
    if (failed(table)) return table;
    return renameTable(ws, table, newName, examples);
  }
  if (split.table && !tablePhrase) {
    subject = split.column;
    tablePhrase = split.table;
  }
  const understood = `You want to rename the column ${columnName(subject)} to ${newName}.`;
  const found = refColumn(ws, subject, tablePhrase, understood, examples);
  if (failed(found)) return found;
  const { table, column } = found;
  if (draftOf(table))
    return problem(
      understood,
      `${table.name} is created by this same instruction; name the column ${newName} there instead.`,
      examples,
    );
  if (column.name === 'id')
    return problem(
      understood,
      'The id column is what links rows together; it keeps its name.',
      examples,
    );
  if (table.columns.some((c) => c.name === newName))
    return problem(understood, `${table.name} already has a column called ${newName}.`, examples);
  if (SYSTEM_COLUMNS.has(newName))
    return problem(understood, `${newName} is a name Postgres keeps for itself.`, examples);
  const old = column.name;
  column.name = newName;
  return {
    service: 'backend',
    understood: `rename ${old} in ${table.name} to ${newName}`,
    render: () => [
      sqlPiece(
        [
          `alter table ${publicTable(table.name)} rename column ${ident(old)} to ${ident(newName)};`,
        ],
        {
          summary: `Renames the column ${old} in ${table.name} to ${newName}. The data stays as it is.`,
          meaning: `Anything in your app that still uses the old name ${old} (forms, queries, filters) must switch to ${newName}, or it stops working.`,
          warnings: [
            `Code that reads or writes ${table.name}.${old} breaks until it uses ${newName}.`,
          ],
          usage: {
            rows: table.rowCount
              ? `No rows change; ${countOf(table.rowCount, 'row')} keep their values.`
              : undefined,
          },
        },
      ),
    ],
  };
}

function renameTable(
  ws: Workspace,
  table: ContextTable,
  newName: string,
  examples: string[],
): ClauseResult {
  const understood = `You want to rename the table ${table.name} to ${newName}.`;
  if (draftOf(table))
    return problem(
      understood,
      `${table.name} is created by this same instruction; call it ${newName} there instead.`,
      examples,
    );
  if (findTable(ws, newName)?.name === newName)
    return problem(understood, `A table called ${newName} already exists.`, examples);
  if (table.name === 'profiles')
    return problem(
      understood,
      'The profiles table is part of sign-in and keeps its name.',
      examples,
    );
  const old = table.name;
  table.name = newName;
  for (const other of tablesOf(ws)) {
    for (const key of other.foreignKeys ?? [])
      if (key.references.schema === 'public' && key.references.table === old)
        key.references.table = newName;
  }
  ws.focusTable = newName;
  return {
    service: 'backend',
    understood: `rename the table ${old} to ${newName}`,
    render: () => [
      sqlPiece([`alter table ${publicTable(old)} rename to ${ident(newName)};`], {
        summary: `Renames the table ${old} to ${newName}. Its rows, links and access rules stay as they are.`,
        meaning: `Your app must ask for ${newName} from now on; requests for ${old} will fail.`,
        warnings: [`Code that uses the table name ${old} breaks until it uses ${newName}.`],
      }),
    ],
  };
}
