import type { ContextColumn, ContextTable } from './context';
import {
  columnDefinition,
  describeColumn,
  limitOf,
  parseColumnList,
  plainDefault,
  splitList,
} from './columns';
import { describeColumns, findTable, tablesOf, type Workspace } from './model';
import { countOf, humanize, listWords, toSnake, unquote } from './names';
import { problem, sqlPiece, type ClauseResult, type Piece } from './pieces';
import { columnName, failed, refColumn, refTable, splitSubject } from './refs';
import { SYSTEM_COLUMNS, constraintName, ident, publicTable } from './sql';
import { draftOf, syncTable, targetResolver } from './tables';
import {
  FORMAT_TYPE,
  TYPE_LABEL,
  defaultValueSql,
  typeFamily,
  typeFromHint,
  type SqlType,
} from './types';

/** Changes to tables that exist: columns added, renamed, removed, retyped; constraints; indexes; drops. */

const BYTES: Record<SqlType, number> = {
  text: 24,
  'numeric(12,2)': 8,
  numeric: 8,
  integer: 4,
  boolean: 1,
  date: 4,
  timestamptz: 8,
  jsonb: 64,
  uuid: 16,
};

/** The SqlType closest to a column's Postgres type, for defaults and estimates. */
export function sqlTypeOf(column: ContextColumn): SqlType {
  const family = typeFamily(column.type);
  if (family === 'numeric')
    return /numeric\(\d+,\s*2\)/.test(column.type) ? 'numeric(12,2)' : 'numeric';
  return family === 'other' ? 'text' : family;
}

const tableExamples = (ws: Workspace): { table: string; column: string } => {
  const table = tablesOf(ws).find((t) => t.name !== 'profiles') ?? tablesOf(ws)[0];
  const column =
    table?.columns.find((c) => !['id', 'created_at', 'user_id'].includes(c.name))?.name ?? 'title';
  return { table: table?.name ?? 'tasks', column };
};

const RESERVED_FOR_OTHERS =
  /\b(?:tables?|index(?:es)?|buckets?|polic(?:y|ies)|rls|row[- ]level security|domains?|branch(?:es)?|collaborators?|env(?:ironment)? var(?:iable)?s?|pull requests?|profiles? picture)\b/i;
const ADD_TO =
  /^(?:add|include|put|insert|create)\s+(?<list>.+)\s+(?:to|on|in|into|onto)\s+(?:the\s+)?(?<table>[\w"'`-]+(?:\s+[\w"'`-]+){0,2}?)(?:\s+table)?$/i;
const GIVE =
  /^(?:add\s+to|give|extend)\s+(?:the\s+)?(?<table>[\w"'`-]+(?:\s+[\w"'`-]+){0,2}?)(?:\s+table)?\s*(?::\s*|\s+with\s+|\s+(?=an?\s|the\s|some\s|more\s|new\s))(?<list>.+)$/i;
const NEEDS =
  /^(?:the\s+)?(?<table>[\w"'`-]+(?:\s+[\w"'`-]+){0,2}?)(?:\s+table)?\s+(?:needs?|should have|should also have|also needs?|must have|gets?|requires?|has|have|also has|also have)\s+(?:an?\s+|the\s+|some\s+)?(?<list>.+?)(?:\s+(?:too|as well|also))?$/i;

const TRAILING_RELATIVE =
  /^(?<head>(?:add|include|put|insert|create)\s+.+\s+(?:to|on|in|into|onto)\s+(?:the\s+)?[\w"'`-]+(?:\s+table)?)\s*,?\s+(?<rel>(?:which|that)\s+.+)$/i;

/** "I need their name and email" or "it should have a phone" right after a table is named. */
const CONTINUE =
  /^(?:(?:i|we)\s+(?:need|want|'d like|would like)\s+(?:to\s+(?:store|save|keep|track)\s+)?(?:their|its|the)|(?:it|they|each one|each row|every row)\s+(?:needs?|should have|has|have|gets?|includes?|should include|must have))\s+(?<list>.+)$/i;

/** "add a phone column to customers", "give tasks a priority", "customers need a phone number too". */
export function matchAddColumns(clause: string, ws: Workspace): ClauseResult {
  const continued = ws.focusTable ? clause.match(CONTINUE) : null;
  if (continued?.groups) return addColumns(ws, ws.focusTable ?? '', continued.groups.list ?? '');
  // "add a stamp column to orders which fills itself in": the trailing clause describes the column.
  const trailing = clause.match(TRAILING_RELATIVE);
  const head = trailing?.groups?.head ?? clause;
  const match = head.match(ADD_TO) ?? clause.match(GIVE) ?? clause.match(NEEDS);
  if (!match?.groups) return null;
  const list = `${match.groups.list ?? ''}${trailing && head.match(ADD_TO) ? ` ${trailing.groups?.rel ?? ''}` : ''}`;
  const tablePhrase = match.groups.table ?? '';
  if (
    RESERVED_FOR_OTHERS.test(list) ||
    /\b(?:branch|site|repo(?:sitory)?|project)\b/i.test(tablePhrase)
  )
    return null;
  const isNeeds = !ADD_TO.test(head) && !GIVE.test(clause);
  if (isNeeds && !findTable(ws, tablePhrase.replace(/^(?:each|every)\s+/i, ''))) return null;
  return addColumns(ws, tablePhrase.replace(/^(?:each|every)\s+/i, ''), list);
}

function addColumns(ws: Workspace, tablePhrase: string, list: string): ClauseResult {
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
    statements.push(
      `create index ${ident(constraintName(table.name, [column.name], 'idx'))} on ${publicTable(table.name)} (${ident(column.name)});`,
    );
  }
  const filled = parsed.columns.filter((c) => c.default !== undefined);
  const warnings = parsed.columns
    .filter((c) => c.notNull && c.default === undefined && rows === undefined)
    .map(
      (c) =>
        `If ${table.name} already has rows, ${c.name} cannot be required without a starting value; the check before running will tell.`,
    );
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

const RENAME_PATTERNS = [
  /^(?:rename|change the name of|update the name of)\s+(?:the\s+)?(?:(?<kind>column|field|table)\s+)?(?<subject>.+?)(?:\s+(?<kind2>column|field|table))?\s+(?:to|as|into)\s+(?<to>.+?)$/i,
  /^call\s+(?:the\s+)?(?<subject>.+?)\s+(?<kind>column|field|table)\s+(?:in\s+(?:the\s+)?(?<table>.+?)\s+)?(?<to>["'`]?[\w ]+?["'`]?)(?:\s+(?:instead|from now on))?$/i,
];

/** "rename title in tasks to heading", "rename tasks.title to heading", "rename the todos table to tasks". */
export function matchRename(clause: string, ws: Workspace): ClauseResult {
  const match = RENAME_PATTERNS.map((p) => clause.match(p)).find(Boolean);
  if (!match?.groups) return null;
  if (/\bbranch\b|\bsite\b|\brepo/i.test(clause)) return null;
  const kind = (match.groups.kind ?? match.groups.kind2 ?? '').toLowerCase();
  let to = unquote(match.groups.to ?? '').replace(/\s+(?:instead|please|from now on)$/i, '');
  let subject = match.groups.subject ?? '';
  let tablePhrase = match.groups.table;
  const trailingTable = to.match(/^(.+?)\s+(?:in|on)\s+(?:the\s+)?(.+?)(?:\s+table)?$/i);
  if (trailingTable && kind !== 'table') {
    to = trailingTable[1] ?? to;
    tablePhrase ??= trailingTable[2];
  }
  const newName = toSnake(unquote(to));
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

const DROP_COLUMN = [
  /^(?:remove|delete|drop|get rid of|take out|lose|kill|scrap)\s+(?:the\s+)?(?:(?:column|field)s?\s+)?(?<cols>.+?)(?:\s+(?:column|field)s?)?\s+(?:from|in|on|of)\s+(?:the\s+)?(?<table>.+?)(?:\s+table)?$/i,
  /^(?:the\s+)?(?<table>.+?)(?:\s+table)?\s+(?:doesn'?t|does not|don'?t|do not|no longer)\s+needs?\s+(?:the\s+|an?\s+)?(?<cols>.+?)(?:\s+(?:column|field)s?)?(?:\s+any ?more)?$/i,
];
const ROW_WORDS =
  /\b(?:rows?|records?|entries|entry|everything|all|data|items?|anything|older|before|after|where|that are|which are|whose)\b/i;

/** "remove the phone column from customers", "orders doesn't need notes anymore". */
export function matchDropColumn(clause: string, ws: Workspace): ClauseResult {
  const match = DROP_COLUMN.map((p) => clause.match(p)).find(Boolean);
  if (!match?.groups) return null;
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
  if (failed(table)) return table;
  const dropped: string[] = [];
  for (const name of names) {
    const found = refColumn(ws, name, table.name, understood, examples);
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

type Attribute =
  | { kind: 'required' }
  | { kind: 'optional' }
  | { kind: 'unique' }
  | { kind: 'default'; value: string }
  | { kind: 'type'; type: SqlType; words: string }
  | { kind: 'limit'; words: string };

/** What a phrase asks a column to become, or undefined when it is not a column attribute. */
function attributeOf(what: string): Attribute | undefined {
  const w = unquote(what.trim()).replace(/[.!]+$/, '');
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
    /^(?:(?:allow|accept|support|have|hold|take|store)s?\s+)?(?<what>cents|pennies|decimals?|decimal places|fractions)$/i,
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
  [
    /^(?:store|save|keep|hold|record)\s+(?:the\s+)?(?<subject>.+?)\s+as\s+(?:an?\s+)?(?<what>.+)$/i,
    true,
  ],
  [
    /^(?:allow|accept|support|let)\s+(?<what>cents|pennies|decimals?|decimal places|fractions)\s+(?:in|for|on)\s+(?:the\s+)?(?<subject>.+)$/i,
    true,
  ],
  [
    /^(?:let|allow)\s+(?:the\s+)?(?<subject>.+?)\s+(?:to\s+)?(?<what>(?:have|hold|take|store|accept)\s+(?:cents|pennies|decimals?|decimal places|fractions))$/i,
    true,
  ],
  [
    /^(?:the\s+)?(?<subject>.+?)\s+(?:should|must|needs? to|has to)?\s*(?<what>(?:allow|accept|support|have|hold|take|store)s?\s+(?:cents|pennies|decimals?|decimal places|fractions))$/i,
    false,
  ],
  [
    /^(?:make\s+)?(?:the\s+)?(?<subject>.+?)\s+(?:should\s+|must\s+)?(?<what>defaults?\s+to\s+.+)$/i,
    false,
  ],
  [
    /^(?:the\s+)?(?<subject>.+?)\s+(?:should|must|has to|needs to|will)\s+(?:always\s+)?(?:be\s+)?(?:an?\s+)?(?<what>.+)$/i,
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
    /^no two (?<table>[\w ]+?) (?:can|should|may) (?:have|share|use) the same (?<subject>.+)$/i,
    false,
  ],
];

/** Required, optional, unique, defaults and type changes: "make email in customers unique". */
export function matchAttribute(clause: string, ws: Workspace): ClauseResult {
  for (const [pattern, verbFirst] of ATTRIBUTE_PATTERNS) {
    const match = clause.match(pattern);
    if (!match?.groups) continue;
    const g = match.groups;
    let attribute: Attribute | undefined;
    if (g.value !== undefined) attribute = { kind: 'default', value: g.value };
    else if (g.what === undefined)
      attribute = { kind: /same/.test(clause) ? 'unique' : 'required' };
    else if (/^(?:empty|blank|missing|left empty)$/i.test(g.what)) attribute = { kind: 'required' };
    else if (/^(?:negative|below (?:zero|0)|less than (?:zero|0))$/i.test(g.what))
      attribute = { kind: 'limit', words: "can't be negative" };
    else attribute = attributeOf(g.what);
    if (
      /\b(?:branch|site|domain|repo(?:sitory)?|bucket|env|variable|api_|production|preview)\b/i.test(
        clause,
      ) ||
      /^[A-Z][A-Z0-9_]+\b/.test(g.subject ?? '')
    )
      return null;
    if (!attribute) {
      if (
        verbFirst &&
        /^(?:change|convert|turn|switch)\b/i.test(clause) &&
        g.what &&
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

function applyAttribute(
  ws: Workspace,
  subject: string,
  tablePhraseIn: string | undefined,
  attribute: Attribute,
): ClauseResult {
  const split = splitSubject(subject);
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
    !tablesOf(ws).some((t) => t.columns.some((c) => c.name === name)) &&
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
  switch (attribute.kind) {
    case 'required': {
      if (!column.nullable)
        return problem(
          understood,
          `${column.name} in ${table.name} is already required.`,
          examples,
        );
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
      if (column.nullable)
        return problem(
          understood,
          `${column.name} in ${table.name} is already optional.`,
          examples,
        );
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
      if (column.unique)
        return problem(understood, `${column.name} in ${table.name} is already unique.`, examples);
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
        return problem(
          understood,
          `${column.name} in ${table.name} is already ${TYPE_LABEL[attribute.type]}.`,
          examples,
        );
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

function change(
  understood: string,
  statements: string[],
  piece: Omit<Piece, 'service' | 'steps' | 'commands'>,
): ClauseResult {
  return { service: 'backend', understood, render: () => [sqlPiece(statements, piece)] };
}

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

const INDEX_PATTERNS = [
  /^(?:add|create|put|build|set up)\s+(?:an?\s+)?(?<unique>unique\s+)?index(?:es)?\s+(?:on|for|to|over)\s+(?<subject>.+)$/i,
  /^index\s+(?<subject>.+)$/i,
  /^(?:make|speed up)\s+(?:the\s+)?(?:searching|searches|search|lookups?|looking up|finding|filtering|sorting|queries)\s+(?:of\s+|for\s+|on\s+|in\s+)?(?<table>[\w ]+?)\s+by\s+(?<cols>.+?)(?:\s+(?:faster|quicker))?$/i,
];

/** "add an index on email in customers", "speed up searching orders by status". */
export function matchAddIndex(clause: string, ws: Workspace): ClauseResult {
  const match = INDEX_PATTERNS.map((p) => clause.match(p)).find(Boolean);
  if (!match?.groups) return null;
  let tablePhrase = match.groups.table;
  let cols = match.groups.cols;
  const subject = match.groups.subject;
  if (subject) {
    const by = subject.match(/^(?:the\s+)?(.+?)(?:\s+table)?\s+(?:by|on)\s+(.+)$/i);
    const paren = subject.match(/^(?:the\s+)?(.+?)(?:\s+table)?\s*\((.+)\)$/);
    const split = splitSubject(
      subject.replace(/\s+(?:columns?|fields?)(?=\s+(?:in|on|of)\b)/i, ''),
    );
    // "index orders on status" names the table first; "index status on orders" the column first.
    const reversed = by && !findTable(ws, by[1] ?? '') && findTable(ws, by[2] ?? '');
    if (by && reversed) [cols, tablePhrase] = [by[1], by[2]];
    else if (by) [tablePhrase, cols] = [by[1], by[2]];
    else if (paren) [tablePhrase, cols] = [paren[1], paren[2]];
    else [tablePhrase, cols] = [split.table, split.column];
  }
  const names = splitList(cols ?? '')
    .map(columnName)
    .filter(Boolean);
  const { table: exTable, column: exColumn } = tableExamples(ws);
  const examples = [
    `Add an index on ${exColumn} in ${exTable}`,
    `Speed up searching ${exTable} by ${exColumn}`,
  ];
  const understood = `You want ${listWords(names)} looked up faster.`;
  if (names.length === 0)
    return problem(understood, 'I could not tell which column to index.', examples);
  const first = refColumn(ws, names[0] ?? '', tablePhrase, understood, examples);
  if (failed(first)) return first;
  const table = first.table;
  for (const name of names.slice(1)) {
    const other = refColumn(ws, name, table.name, understood, examples);
    if (failed(other)) return other;
  }
  const unique = Boolean(match.groups.unique);
  if ((table.indexes ?? []).some((i) => i.columns.join(',') === names.join(','))) {
    return problem(
      understood,
      `${table.name} already has an index on ${listWords(names)}.`,
      examples,
    );
  }
  const name = constraintName(table.name, names, unique ? 'key' : 'idx');
  table.indexes = [...(table.indexes ?? []), { name, columns: names, unique }];
  const rows = table.rowCount ?? 0;
  return change(
    `add an index on ${listWords(names)} in ${table.name}`,
    [
      `create ${unique ? 'unique ' : ''}index ${ident(name)} on ${publicTable(table.name)} (${names.map(ident).join(', ')});`,
    ],
    {
      summary: `Adds an index on ${listWords(names)} in ${table.name}, so finding rows by ${listWords(names.map(humanize))} stays fast as the table grows.`,
      meaning: `Searches and filters on ${listWords(names.map(humanize))} get faster; saving rows gets a tiny bit slower.`,
      warnings:
        rows > 100_000
          ? [
              `${table.name} has ${countOf(rows, 'row')}; saving to it pauses while the index is built.`,
            ]
          : [],
      usage: {
        storageBytes: rows * 24,
        requests: `Lookups of ${table.name} by ${listWords(names)} get faster.`,
      },
    },
  );
}

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
