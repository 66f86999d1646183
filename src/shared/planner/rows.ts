import type { ContextColumn, ContextTable } from './context';
import { findTable, tablesOf, type Workspace } from './workspace';
import { countOf, humanize, listWords, singularName, unquote } from './names';
import { problem, sqlPiece, type ClauseResult } from './pieces';
import { failed, refColumn, refTable } from './refs';
import { ident, literal, publicTable } from './sql';
import { typeFamily } from './types';

/** Deleting rows: everything, or only the rows a plain condition picks. Never all by accident. */

const VERB =
  /^(?:delete|remove|clear(?:\s+out)?|wipe(?:\s+out)?|empty(?:\s+out)?|purge|erase|clean\s+(?:up|out)|truncate|get rid of|throw away)\s+(?<rest>.+)$/i;
const EMPTY_VERB = /^(?:clear|wipe|empty|purge|truncate|clean)/i;
const ALL_PATTERNS = [
  /^(?:all\s+(?:of\s+)?(?:the\s+)?|every\s+)?(?:rows|records|entries|data|everything|the data)\s+(?:from|in|of|inside)\s+(?:the\s+)?(?<table>.+?)(?:\s+table)?$/i,
  /^(?:all|every|every single|each and every|everything in)\s+(?:of\s+)?(?:the\s+|my\s+|our\s+)?(?<table>.+?)(?:\s+table)?(?:\s+rows)?$/i,
];
const WHERE_PATTERNS = [
  /^(?:all\s+|the\s+|any\s+)?(?:rows|records|entries)\s+(?:from|in)\s+(?:the\s+)?(?<table>[\w"'` ]+?)(?:\s+table)?\s+(?:where|that|which|whose|with|if)\s+(?<cond>.+)$/i,
  /^(?:all\s+(?:the\s+)?|the\s+|any\s+|every\s+)?(?<table>[\w"'` ]+?)\s+(?:rows\s+|records\s+|entries\s+)?(?:where|that|which|whose|with|if)\s+(?<cond>.+)$/i,
  /^(?:all\s+(?:the\s+)?|the\s+|any\s+|every\s+)?(?<table>[\w"'` ]+?)\s+(?:rows\s+|records\s+|entries\s+)?(?<cond>(?:older than|created before|made before|added before|from before)\s+.+)$/i,
];
const ADJECTIVE =
  /^(?:all\s+(?:the\s+)?|the\s+|any\s+|every\s+)?(?!(?:the|all|any|every|each|some|my|our|these|those)\b)(?<adj>[a-z]+)\s+(?<table>[a-z_]+)(?:\s+rows)?$/i;

interface Condition {
  sql: string;
  words: string;
}

const NUM = /^-?\d+(?:\.\d+)?$/;
const UNIT = /^(\d+)\s+(minute|hour|day|week|month|year)s?(?:\s+ago)?$/i;

/** A date phrase as SQL: "2024-01-31", "30 days ago", "today", "yesterday". */
function dateSql(phrase: string): string | undefined {
  const p = unquote(phrase.trim()).toLowerCase();
  if (/^\d{4}-\d{2}-\d{2}(?:[ t]\d{2}:\d{2}(?::\d{2})?)?$/.test(p)) return literal(p);
  const ago = p.match(UNIT);
  if (ago) return `now() - interval '${ago[1]} ${ago[2]}s'`;
  if (p === 'today') return 'current_date';
  if (p === 'yesterday') return "current_date - interval '1 day'";
  if (p === 'now') return 'now()';
  return undefined;
}

/** A founder's value as SQL for a column's type, or undefined when it does not fit. */
function valueSql(column: ContextColumn, raw: string): string | undefined {
  const value = unquote(raw.trim());
  const family = typeFamily(column.type);
  if (family === 'boolean') {
    if (/^(?:true|yes|done|checked|ticked|on)$/i.test(value)) return 'true';
    if (/^(?:false|no|not done|unchecked|off)$/i.test(value)) return 'false';
    return undefined;
  }
  if (family === 'integer' || family === 'numeric')
    return NUM.test(value.replace(/^[$€£]/, '')) ? value.replace(/^[$€£]/, '') : undefined;
  if (family === 'date' || family === 'timestamptz') return dateSql(value);
  if (column.type === 'unknown')
    return NUM.test(value)
      ? value
      : /^(?:true|false)$/i.test(value)
        ? value.toLowerCase()
        : literal(value);
  return literal(value);
}

type Resolve = (
  phrase: string,
) => ContextColumn | { problem: ReturnType<typeof problem>['problem'] };

/** One part of a condition ("status is 'test'", "done is true", "older than 30 days"). */
function conditionPart(part: string, table: ContextTable, resolve: Resolve): Condition | string {
  const p = part.trim().replace(/^(?:the\s+)?/i, '');
  const older = p.match(
    /^(?:are\s+|is\s+)?(?:older than|created more than|made more than|created)\s+(\d+\s+(?:minute|hour|day|week|month|year)s?)(?:\s+ago)?$/i,
  );
  if (older) {
    const since = dateSql(`${older[1]} ago`);
    if (!since) return `I could not read "${part}".`;
    return { sql: `created_at < ${since}`, words: `created more than ${older[1]} ago` };
  }
  const before = p.match(/^(?:created|made|added)\s+(before|after)\s+(.+)$/i);
  if (before) {
    const when = dateSql(before[2] ?? '');
    if (!when)
      return `I could not read the date "${before[2]}"; write it like 2024-01-31 or "30 days ago".`;
    return {
      sql: `created_at ${before[1]?.toLowerCase() === 'before' ? '<' : '>'} ${when}`,
      words: `created ${before[1]} ${before[2]}`,
    };
  }
  const state = p.match(/^(?:are|is)\s+(not\s+)?([a-z_]+)$/i);
  if (state) {
    const column = resolve(state[2] ?? '');
    if ('problem' in column) return column.problem.message;
    if (typeFamily(column.type) !== 'boolean' && column.type !== 'unknown')
      return `${column.name} is not a yes/no column, so I cannot tell which rows are ${state[2]}.`;
    return {
      sql: `${ident(column.name)} is ${state[1] ? 'not ' : ''}true`,
      words: `${humanize(column.name)} is ${state[1] ? 'not ' : ''}ticked`,
    };
  }
  const none = p.match(/^(?:have|has)\s+no\s+(.+)$/i);
  if (none) {
    const column = resolve(none[1] ?? '');
    if ('problem' in column) return column.problem.message;
    return emptyTest(column);
  }
  const empty = p.match(/^(.+?)\s+(?:is\s+)?(?:empty|blank|missing|null|not set)$/i);
  if (empty) {
    const column = resolve(empty[1] ?? '');
    if ('problem' in column) return column.problem.message;
    return emptyTest(column);
  }
  const compare = p.match(
    /^(.+?)\s+(is greater than|does not equal|doesn't equal|is older than|is less than|is more than|greater than|is equal to|starts with|older than|is before|less than|more than|ends with|is after|is under|contains|includes|is over|is not|equals|before|isn't|after|under|below|above|over|is|==|!=|<>|<=|>=|=|<|>)\s+(.+)$/i,
  );
  if (compare) {
    const column = resolve(compare[1] ?? '');
    if ('problem' in column) return column.problem.message;
    const op = (compare[2] ?? '').toLowerCase();
    const raw = compare[3] ?? '';
    const col = ident(column.name);
    if (/^(?:empty|blank|null|missing|nothing)$/i.test(unquote(raw))) {
      const test = emptyTest(column);
      return /not|isn't|!=|<>|doesn't/.test(op)
        ? { sql: `not (${test.sql})`, words: `${humanize(column.name)} is filled in` }
        : test;
    }
    if (/contains|includes|starts with|ends with/.test(op)) {
      const text = unquote(raw).replace(/[%_\\]/g, '\\$&');
      const pattern =
        op === 'starts with' ? `${text}%` : op === 'ends with' ? `%${text}` : `%${text}%`;
      return {
        sql: `${col} ilike ${literal(pattern)}`,
        words: `${humanize(column.name)} ${op} "${unquote(raw)}"`,
      };
    }
    const family = typeFamily(column.type);
    const isDate = family === 'date' || family === 'timestamptz';
    const value = isDate ? dateSql(raw) : valueSql(column, raw);
    if (value === undefined)
      return `"${unquote(raw)}" does not fit ${column.name}, which holds ${family === 'other' ? 'values' : family} values.`;
    const sqlOp = /^(?:is not|isn't|!=|<>|does not equal|doesn't equal)$/.test(op)
      ? 'is distinct from'
      : /before|older|less|under|below|^<$/.test(op)
        ? '<'
        : /after|more|greater|over|above|^>$/.test(op)
          ? '>'
          : op === '<=' || op === '>='
            ? op
            : '=';
    return {
      sql: `${col} ${sqlOp} ${value}`,
      words: `${humanize(column.name)} ${op} ${unquote(raw)}`,
    };
  }
  return `I could not read the condition "${part}" for ${table.name}.`;
}

function emptyTest(column: ContextColumn): Condition {
  const col = ident(column.name);
  const text = typeFamily(column.type) === 'text';
  return {
    sql: text ? `(${col} is null or ${col} = '')` : `${col} is null`,
    words: `${humanize(column.name)} is empty`,
  };
}

/** "delete all rows from logs", "delete tasks where done is true", "clear out orders older than 30 days". */
export function matchDeleteRows(clause: string, ws: Workspace): ClauseResult {
  const verb = clause.match(VERB);
  if (!verb?.groups) return null;
  const rest = verb.groups.rest ?? '';
  if (
    /\b(?:branch|site|website|domain|bucket|repo(?:sitory)?|env|variable|collaborator|deploy|column|field|policy|index)\b/i.test(
      rest,
    )
  )
    return null;
  const examples = [
    `Delete ${exampleTable(ws)} where status is 'test'`,
    `Delete all rows from ${exampleTable(ws)}`,
    `Delete ${exampleTable(ws)} older than 30 days`,
  ];
  const all = ALL_PATTERNS.map((p) => rest.match(p)).find(Boolean);
  if (all?.groups) return deleteAll(ws, all.groups.table ?? '', examples);
  const where = WHERE_PATTERNS.map((p) => rest.match(p)).find(Boolean);
  if (where?.groups) {
    const table = refTable(
      ws,
      where.groups.table,
      `You want to delete some rows of ${where.groups.table}.`,
      examples,
    );
    if (failed(table)) return table;
    const condition = readCondition(ws, table, where.groups.cond ?? '', examples);
    if ('problem' in condition) return condition;
    return deletion(ws, table, condition);
  }
  const adjective = rest.match(ADJECTIVE);
  const adjectiveTable = adjective?.groups
    ? findTable(ws, adjective.groups.table ?? '')
    : undefined;
  if (adjective?.groups && adjectiveTable) {
    const table = adjectiveTable;
    const adj = (adjective.groups.adj ?? '').toLowerCase();
    const understood = `You want to delete the ${adj} ${table.name}.`;
    const flag = table.columns.find(
      (c) => (c.name === adj || c.name === `is_${adj}`) && typeFamily(c.type) === 'boolean',
    );
    if (flag)
      return deletion(ws, table, {
        sql: `${ident(flag.name)} is true`,
        words: `${humanize(flag.name)} is ticked`,
      });
    const status = table.columns.find((c) => c.name === 'status' && typeFamily(c.type) === 'text');
    if (status && /(?:ed|ing)$|^(?:test|draft|spam|inactive|active|open|closed|new)$/.test(adj)) {
      return deletion(ws, table, { sql: `status = ${literal(adj)}`, words: `status is "${adj}"` });
    }
    return problem(
      understood,
      `I cannot tell which ${table.name} are "${adj}": ${table.name} has no ${adj} yes/no column and no status column.`,
      examples,
    );
  }
  const emptied = EMPTY_VERB.test(clause)
    ? rest.match(/^(?:out\s+)?(?:the\s+)?(?<table>[\w"'` ]+?)(?:\s+table)?$/i)
    : null;
  if (emptied?.groups && findTable(ws, emptied.groups.table ?? ''))
    return deleteAll(ws, emptied.groups.table ?? '', examples);
  const bare = rest.match(/^(?:the\s+|my\s+|our\s+)?(?<table>[\w"'` ]+?)$/i);
  if (bare?.groups && findTable(ws, bare.groups.table ?? '')) {
    return problem(
      `You want to delete rows from ${findTable(ws, bare.groups.table ?? '')?.name}.`,
      'Say which rows (for example "where status is \'test\'"), or say "all rows" to empty the table. To remove the table itself, say "drop the table".',
      examples,
    );
  }
  return null;
}

function deleteAll(ws: Workspace, phrase: string, examples: string[]): ClauseResult {
  const table = refTable(ws, phrase, `You want to delete every row of ${phrase}.`, examples);
  if (failed(table)) return table;
  return deletion(ws, table, undefined);
}

function readCondition(
  ws: Workspace,
  table: ContextTable,
  cond: string,
  examples: string[],
): Condition | { problem: ReturnType<typeof problem>['problem'] } {
  const resolve: Resolve = (phrase) => {
    const found = refColumn(
      ws,
      phrase.replace(/^(?:its|their|the)\s+/i, ''),
      table.name,
      `You want to delete some rows of ${table.name}.`,
      examples,
    );
    return failed(found) ? found : found.column;
  };
  const parts = cond.split(/\s+and\s+/i);
  const conditions: Condition[] = [];
  for (const part of parts) {
    const read = conditionPart(part, table, resolve);
    if (typeof read === 'string')
      return problem(`You want to delete the ${table.name} where ${cond}.`, read, examples);
    conditions.push(read);
  }
  return {
    sql: conditions.map((c) => c.sql).join(' and '),
    words: listWords(conditions.map((c) => c.words)),
  };
}

function deletion(
  ws: Workspace,
  table: ContextTable,
  condition: Condition | undefined,
): ClauseResult {
  const rows = table.rowCount;
  const cascades = tablesOf(ws).filter(
    (t) => t !== table && (t.foreignKeys ?? []).some((k) => k.references.table === table.name),
  );
  const statement = `delete from ${publicTable(table.name)}${condition ? ` where ${condition.sql}` : ''};`;
  if (!condition) table.rowCount = 0;
  const scope = condition
    ? `the ${table.name} rows where ${condition.words}`
    : `every row of ${table.name}`;
  return {
    service: 'backend',
    understood: `delete ${scope}`,
    render: () => [
      sqlPiece([statement], {
        summary: `Deletes ${scope}. The table itself stays.`,
        meaning: condition
          ? `Those ${humanize(table.name)} disappear from your app.`
          : `Your app will show no ${humanize(table.name)} until new ones are added.`,
        warnings: [
          `Deleted rows cannot be brought back${rows !== undefined ? ` (${condition ? `up to ${countOf(rows, 'row')}` : countOf(rows, 'row')})` : ''}.`,
          ...cascades.map(
            (t) =>
              `Rows in ${t.name} that link to the deleted ${humanize(singularName(table.name))} rows are deleted too.`,
          ),
        ],
        usage: {
          rows:
            rows !== undefined
              ? condition
                ? `Deletes up to ${countOf(rows, 'row')} of ${table.name}.`
                : `Deletes all ${countOf(rows, 'row')} of ${table.name}.`
              : `Deletes ${condition ? 'the matching' : 'all'} rows of ${table.name}.`,
        },
      }),
    ],
  };
}

const exampleTable = (ws: Workspace): string =>
  tablesOf(ws).find((t) => t.name !== 'profiles')?.name ?? 'orders';
