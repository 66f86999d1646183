import type { RowAdjustment } from '@shared/contracts/plan';
import type { ContextColumn, ContextTable } from './context';
import { findTable, tablesOf, type Workspace } from './workspace';
import { humanize, listWords, singularName, toSnake, unquote } from './names';
import { groundColumn, placeColumn, stateColumn, stateOf, statusColumn } from './column-words';
import { ask, problem, together, type ClauseResult, type Problem, type Understood } from './pieces';
import { failed, refTable } from './refs';
import {
  columnValue,
  nameCondition,
  readCondition,
  spoken,
  type Condition,
} from './row-conditions';
import { readAssignments } from './row-inserts';
import { rowPiece } from './row-pieces';
import { typeFamily, typeFromHint } from './types';
import { labelColumn } from './grounding';
import { ownedRows } from './owned-rows';

/** Changing rows from English: "mark 'buy milk' as done", "set the price of the blue mug to 12". */

const STATES =
  'done|complete|completed|finished|paid|unpaid|active|inactive|published|archived|read|shipped|dispatched|approved|verified|featured|hidden|visible|public|private|delivered|cancelled|canceled|refunded|returned|confirmed|pending|overdue|closed|open|sent|collected|fixed|repaired|ready';
const MARK = new RegExp(
  `^(?:mark|tick(?:\\s+off)?|check(?:\\s+off)?|cross\\s+off|flag|set|make)\\s+(?<row>.+?)\\s+(?:as\\s+|to\\s+)?(?<not>not\\s+|un)?(?<adj>${STATES})$`,
  'i',
);
/** "mark Jen as away": any state a yes/no column of the project holds ("away" for on_holiday). */
const MARK_ANY =
  /^(?:mark|flag|set|tick)\s+(?<row>.+?)\s+(?:as|to)\s+(?<not>not\s+|un)?(?<adj>[a-z][a-z -]{1,25}?)$/i;
/** "tick off buy milk", "cross off call mum": a to-do ticked without naming the state. */
const TICK_OFF = /^(?:tick|check|cross)\s+off\s+(?<row>.+)$/i;
/** "buy milk is done", "the mug is sold out": a row's state said as a fact. */
const IS_STATE = new RegExp(
  `^(?!(?:it|this|that|everything|they|they'?re|them|those|these|we|all)\\b)(?<row>.+?)\\s+(?:is|are|was|has been|got)\\s+(?:now\\s+|all\\s+|already\\s+)?(?<not>not\\s+)?(?<adj>${STATES})(?:\\s+now)?$`,
  'i',
);
/** "I finished buy milk", "we shipped the order for Sam", "uncheck call mum". */
const DID =
  /^(?:(?:i|we)\s+(?:have\s+|just\s+|already\s+)*(?<verb>finished|completed|did|done|shipped|paid|delivered)|(?<un>uncheck|untick|un-tick|reopen|undo))\s+(?<row>.+)$/i;
/** "Ann and Bo have both settled up", "Cy paid me in cash": people who paid, said as news. */
const SETTLED =
  /^(?<row>(?!(?:i|we|you|they|it|everyone|everybody)\b)[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?(?:\s*(?:,|and|&)\s*[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)*)\s+(?:has|have)?\s*(?:both\s+|all\s+|just\s+|finally\s+|now\s+)*(?:settled up|paid up|paid(?:\s+(?:me|us))?(?:\s+(?:in full|in cash|cash|by card|card|by transfer|online|back))?)(?:\s+(?:on|at|in)\b[\w' ]*)?$/;

/** "Ann's email is now x", "the lamp now costs 25", "the lamp's price should be 20". */
const IS_NOW =
  /^(?<row>.+?)(?:'s\s+(?<col>[a-z_ ]+?)\s+(?:is|should be|=)\s+(?:now\s+)?|\s+(?:now\s+)?(?<costs>costs|sells for|is priced at)\s+(?=[£$€]?\s*\d))(?<value>.+?)(?:\s+now)?$/i;
/** "Maria's email has changed, it's x now", "Ben's phone changed to 0123". */
const HAS_CHANGED =
  /^(?<row>.+?)'s\s+(?<col>[a-z_ ]+?)\s+(?:has\s+)?(?:changed|is different now|is new)(?:\s*[,;:-]\s*|\s+)(?:(?:it'?s|it is|its|the new one is|now it'?s|it'?s now)\s+|to\s+)(?:now\s+)?(?<value>.+?)(?:\s+now)?$/i;
/** "Bo's got a new mobile: 0770…", "Cy has moved house, new address is 14 Elm Road". */
const NEW_VALUE =
  /^(?<row>[^,;:]+?)(?:(?:'s|\s+has)(?:\s+got)?\s+(?:a\s+|an\s+)?|\s+(?:has\s+)?(?:moved|changed)(?:\s+(?:house|home|flats?|numbers?|jobs?))?\s*[,;:-]\s*(?:and\s+)?(?:(?:her|his|their|the)\s+)?)new\s+(?<col>[a-z_ ]+?)\s*(?:(?:\bnow\b\s*)?(?::|-|=|\bis\b)|\bnow\b)\s*(?<value>.+)$/i;
const CHANGED_TO =
  /^(?:set|change|update|make|raise|lower|bump(?:\s+up)?|increase|decrease|reduce|drop|put|switch|fix|correct)\s+(?<phrase>.+?)\s+(?:to|=)\s+(?<value>.+)$/i;

/** "lower the lamp price to 20": the row's name, then a word that names a column of its table. */
function rowThenColumn(
  ws: Workspace,
  clause: string,
): { groups: Record<string, string> } | undefined {
  const said = clause.match(CHANGED_TO)?.groups;
  const words = (said?.phrase ?? '').split(/\s+/);
  for (let i = 1; i < words.length; i += 1) {
    // "change the price to 5" names no row: "the" is never a row's name.
    if (
      words
        .slice(0, i)
        .every((w) => /^(?:the|a|an|all|every|each|my|our|its|their|this|that)$/i.test(w))
    )
      continue;
    const col = words.slice(i).join(' ');
    if (tablesOf(ws).some((t) => groundColumn(t, col)))
      return { groups: { row: words.slice(0, i).join(' '), col, value: said?.value ?? '' } };
  }
  return undefined;
}

/** Which rows get which state: "mark X as done", "tick off X", "X is done", "uncheck X". */
function stateSaid(clause: string): { row: string; adj: string; not: boolean } | undefined {
  const mark = clause.match(MARK)?.groups ?? clause.match(IS_STATE)?.groups;
  if (mark) return { row: mark.row ?? '', adj: mark.adj ?? '', not: Boolean(mark.not) };
  const settled = clause.match(SETTLED)?.groups;
  if (settled) return { row: settled.row ?? '', adj: 'paid', not: false };
  const tick = clause.match(TICK_OFF)?.groups;
  // "tick off everything on the list, we finished it all": the remark after the comma is not a row.
  if (tick)
    return {
      row: (tick.row ?? '').replace(/\s*,\s*(?:we|i|they|it'?s|that'?s)\b.*$/i, ''),
      adj: 'done',
      not: false,
    };
  const did = clause.match(DID)?.groups;
  if (!did) return undefined;
  const adj = (did.verb ?? 'done').toLowerCase().replace(/^did$/, 'done');
  return { row: did.row ?? '', adj, not: Boolean(did.un) };
}

/** "Grace moved to Boston", "Ada lives in Paris now": a row's place changes. */
const MOVED =
  /^(?!(?:add|insert|create|new|put|enter|record|save)\b)(?<row>.+?)\s+(?:has\s+)?(?:moved|relocated|is moving|now lives|lives|is now based|is now|is based)\s+(?:to|in)\s+(?<value>.+?)(?:\s+(?:now|recently|today|yesterday|(?:last|this)\s+(?:week|month|year)))?$/i;
const OF =
  /^(?:set|change|update|make|raise|lower|bump(?:\s+up)?|increase|decrease|reduce|drop|put|switch|fix|correct)\s+(?:the\s+)?(?<col>[a-z_ ]+?)\s+(?:of|for|on)\s+(?<row>.+?)\s+(?:to|=|as|into)\s+(?<value>.+)$/i;
const POSSESSIVE =
  /^(?:set|change|update|make|raise|lower|bump(?:\s+up)?|increase|decrease|reduce|drop|put|switch|fix|correct)\s+(?<row>.+?)'s\s+(?<col>[a-z_ ]+?)\s+(?:to|=|as|into)\s+(?<value>.+)$/i;
const CANONICAL =
  /^update\s+(?:the\s+)?(?<table>[a-z_]+)(?:\s+table)?\s+set\s+(?<assign>.+?)(?:\s+(?:where|whose)\s+(?<cond>.+))?$/i;
const FOR_ALL =
  /^(?:set|change|update)\s+(?:the\s+)?(?<col>(?:(?!\bfrom\b)[a-z_ ])+?)\s+to\s+(?<value>.+?)\s+(?:for|on|in)\s+(?:all\s+(?:the\s+)?|every\s+|the\s+)?(?<table>[a-z_]+?)(?:\s+(?:rows?|table))?(?:\s+(?:where|that|which|whose)\s+(?<cond>.+))?$/i;

const INVERSE: Record<string, string> = {
  inactive: 'active',
  hidden: 'visible',
  private: 'public',
};

export interface Target {
  table: ContextTable;
  condition: Condition;
  one: boolean;
}

/** The rows in a state: a yes/no column ("done", "open" tasks) or a status column's value ("pending"). */
function stateCondition(table: ContextTable, word: string): Condition | undefined {
  const flag = stateOf(table, word);
  if (flag)
    return {
      where: [{ column: flag.column.name, op: flag.negated ? 'notTicked' : 'ticked' }],
      words: `${humanize(flag.column.name)} is ${flag.negated ? 'not ' : ''}ticked`,
    };
  const status = statusColumn(table);
  return status
    ? {
        where: [{ column: status.name, op: 'is', value: word }],
        words: `${status.name} is "${word}"`,
      }
    : undefined;
}

/** Which rows a phrase names in one of the candidate tables: "'buy milk'", "the task 'buy milk'", "task 3". */
function readRows(
  ws: Workspace,
  candidates: ContextTable[],
  phrase: string,
): Target | 'unknown' | ContextTable[] {
  let text = phrase.trim().replace(/^(?:the|my|our|a|an)\s+/i, '');
  // "all the tasks, they're all done": a remark after a comma is not part of which rows.
  if (/,/.test(text) || /^(?:they|they'?re|we|we'?re|he|she|i|you)\b/i.test(text)) return 'unknown';
  const owned = ownedRows(ws, text);
  if (owned && candidates.includes(owned.table)) return owned;
  let tables = candidates;
  const noun = text.match(/^(?<noun>[a-z_]+)\s+(?<rest>.+)$/i);
  const nounTable = noun?.groups ? findTable(ws, noun.groups.noun ?? '') : undefined;
  if (nounTable && tables.includes(nounTable)) {
    tables = [nounTable];
    text = noun?.groups?.rest ?? text;
  }
  const trailing = text.match(/^(?<rest>.+?)\s+(?<noun>[a-z_]+)$/i);
  const trailingTable = trailing?.groups ? findTable(ws, trailing.groups.noun ?? '') : undefined;
  if (trailingTable && tables.includes(trailingTable)) {
    tables = [trailingTable];
    // "Ben's order": the row is the one of Ben.
    text = (trailing?.groups?.rest ?? text).replace(/(?:'s|s')$/i, '');
  }
  const inTable = text.match(
    /^(?<rest>.+?)\s+(?:in|from|on)\s+(?:the\s+|my\s+)?(?<table>[a-z_]+)(?:\s+(?:table|list))?$/i,
  );
  const named = inTable?.groups ? findTable(ws, inTable.groups.table ?? '') : undefined;
  if (named && tables.includes(named)) {
    tables = [named];
    text = inTable?.groups?.rest ?? text;
  }
  if (tables.length !== 1) return tables;
  const table = tables[0] as ContextTable;
  // "mark it done": which row is meant is asked with the table's rows as choices (row-selection.ts).
  if (/^(?:it|this|that|this one|that one|the one)$/i.test(text))
    return { table, condition: { where: [], words: 'the row you mean' }, one: true };
  const every = text.match(
    /^(?:all|every|each|everything|everyone|everybody|them all|all of them|the lot|every one of them)(?:\s+(?:of\s+)?(?:the\s+|my\s+|our\s+)?(?<word>[a-z_]+))?(?:\s+(?:rows?|entries|records))?$/i,
  );
  const word = every?.groups?.word;
  if (
    every &&
    (!word ||
      findTable(ws, word) === table ||
      // "set all the statuses to paid": the column's own name, said of every row.
      groundColumn(table, singularName(word))?.name === singularName(toSnake(word)) ||
      /^(?:rows?|entries|records|ones?|things?|my|our|the|of|your|their)$/i.test(word))
  )
    return { table, condition: { where: [], words: 'every row' }, one: false };
  // "every pending order": a state the rows are in, never every row.
  if (every && word) {
    const state = stateCondition(table, word);
    return state ? { table, condition: state, one: false } : 'unknown';
  }
  // "everyone on the gold plan", "all members in the north branch": rows by a column's value.
  const onThe = text.match(
    /^(?:everyone|everybody|all(?:\s+the)?(?:\s+[a-z_]+)?|every\s+[a-z_]+)\s+(?<cond>(?:on|in)\s+(?:the\s+)?[\w-]+\s+[a-z_]+)$/i,
  );
  if (onThe?.groups) {
    const condition = readCondition(ws, table, onThe.groups.cond ?? '', '', []);
    if (!('problem' in condition)) return { table, condition, one: false };
  }
  // An age needs no "where": "every order older than 30 days", as a delete reads it (rows.ts).
  const where = text.match(
    /^(?:(?:all|every|any)\s+)?(?:[a-z_]+\s+)?(?:(?:where|whose|that|which|with)\s+(?<cond>.+)|(?<aged>(?:older than|from before|(?:created|made|added|placed|ordered|booked|bought|sold|sent|joined|signed up|registered)\s+(?:before|after|since|on))\s+.+))$/i,
  );
  if (where?.groups) {
    const condition = readCondition(
      ws,
      table,
      where.groups.cond ?? where.groups.aged ?? '',
      '',
      [],
    );
    return 'problem' in condition ? 'unknown' : { table, condition, one: false };
  }
  const id = text.match(/^(?:(?:with\s+)?id\s+|#|number\s+)?(?<id>\d+)$/i);
  const idColumn = table.columns.find((c) => c.name === 'id');
  if (id?.groups && idColumn && typeFamily(idColumn.type) === 'integer')
    return {
      table,
      condition: {
        where: [{ column: 'id', op: 'is', value: Number(id.groups.id) }],
        words: `id is ${id.groups.id}`,
      },
      one: true,
    };
  const condition = nameCondition(table, text);
  return condition ? { table, condition, one: true } : 'unknown';
}

/** "adds 10 to points", "lowers price by 10%", "multiplies price by 2": worked out from each row's value. */
const adjustWords = (column: string, { op, by }: RowAdjustment): string => {
  if (op === 'add')
    return by < 0 ? `takes ${-by} from ${humanize(column)}` : `adds ${by} to ${humanize(column)}`;
  const pct = Number(((by - 1) * 100).toFixed(4));
  return Number.isInteger(by) || by === 0.5
    ? `multiplies ${humanize(column)} by ${by}`
    : `${pct < 0 ? 'lowers' : 'raises'} ${humanize(column)} by ${Math.abs(pct)}%`;
};

export function updating(
  target: Target,
  values: Record<string, unknown>,
  said: string,
  adjust?: Record<string, RowAdjustment>,
): ClauseResult {
  const { table, condition, one } = target;
  const scope = condition.where.length
    ? `the ${table.name} where ${condition.words}`
    : `every row of ${table.name}`;
  const set = Object.entries(values).map(([c, v]) => `${humanize(c)} to ${spoken(v)}`);
  const changes = listWords([
    ...(set.length ? [`sets ${listWords(set)}`] : []),
    ...Object.entries(adjust ?? {}).map(([c, a]) => adjustWords(c, a)),
  ]);
  return {
    service: 'backend',
    understood: `${changes.replace(/^multiplies\b/, 'multiply').replace(/^(set|add|take|lower|raise)s\b/, '$1')} for ${scope}`,
    render: () => [
      rowPiece(
        {
          kind: 'data.updateWhere',
          table: table.name,
          where: condition.where,
          values,
          ...(adjust ? { adjust } : {}),
          ...(one ? { one: true } : {}),
        },
        {
          summary: `${changes.charAt(0).toUpperCase()}${changes.slice(1)} for ${scope}.`,
          meaning: `Your app shows the new ${said} at once. The previous values are kept with this change, so Undo in Activity can put them back.`,
          usage: { rows: `Changes the matching rows of ${table.name}; the dry run counts them.` },
        },
      ),
    ],
  };
}

/** Tables with the column; a question when several have it, nothing when none does. */
export function pickRows(
  ws: Workspace,
  row: string,
  has: (t: ContextTable) => ContextColumn | undefined,
  build: (target: Target, column: ContextColumn) => ClauseResult,
  rephrase: (table: ContextTable, column: ContextColumn, row: string) => string,
): ClauseResult {
  const candidates = tablesOf(ws).filter((t) => has(t));
  if (candidates.length === 0) return null;
  const read = readRows(ws, candidates, row);
  const said = unquote(row.trim().replace(/^(?:the|my|our)\s+/i, ''));
  if (Array.isArray(read))
    return ask(
      `You want to change ${said}.`,
      `Which table is ${spoken(said)} in?`,
      read.slice(0, 4).map((t) => ({
        label: `In ${t.name}`,
        instruction: rephrase(t, has(t) as ContextColumn, `${said} in ${t.name}`),
      })),
    );
  if (read === 'unknown') return null;
  return build(read, has(read.table) as ContextColumn);
}

/** "change the price to £15": a value for a column of one table, the row not said. */
const COLUMN_TO =
  /^(?:[Ss]et|[Cc]hange|[Uu]pdate|[Mm]ake|[Pp]ut)\s+(?:[Tt]he\s+)?(?<col>[a-z_ ]+?)\s+(?:to|=)\s+(?<value>[£$€]?\s*-?\d[\d,.]*|"[^"]+"|'[^']+'|[^\s@]+@[^\s@]+\.[a-z]{2,}|[A-Z][\w'&-]*(?:\s+[A-Z][\w'&-]*)*)$/;

/** The row is asked for with the table's rows as choices when the plan is made (row-selection.ts). */
function whichRow(ws: Workspace, clause: string): ClauseResult {
  const g = clause.match(COLUMN_TO)?.groups;
  if (!g?.col) return null;
  const holders = tablesOf(ws).filter((t) => groundColumn(t, g.col ?? ''));
  const table = holders.length === 1 ? holders[0] : undefined;
  const column = table ? groundColumn(table, g.col) : undefined;
  if (!table || !column || table.rowCount === 0) return null;
  const value = columnValue(column, g.value ?? '');
  if (value === undefined) return null;
  return updating(
    { table, condition: { where: [], words: 'the row you mean' }, one: true },
    { [column.name]: value },
    humanize(column.name),
  );
}

/** "change every pending reservation to confirmed", "mark all open tickets as closed". */
const STATUS_TO =
  /^(?:set|change|update|switch|move|mark|make|flag|turn)\s+(?<every>(?:all|every|each)\s+(?:of\s+)?)?(?:the\s+|my\s+|our\s+)?(?:(?<state>[a-z][\w-]*)\s+)?(?<noun>[a-z_]+)\s+(?:to|as|into)\s+(?<value>[a-z][\w -]{0,30}?)$/i;

/** A status said for the rows in a state, or for every row: the table's status column gets the word. */
function statusChange(ws: Workspace, clause: string): ClauseResult {
  const g = clause.match(STATUS_TO)?.groups;
  const table = g?.noun ? findTable(ws, g.noun) : undefined;
  const status = table ? statusColumn(table) : undefined;
  if (!g || !table || !status || (!g.every && !g.state) || groundColumn(table, g.value ?? ''))
    return null;
  const condition = g.state ? stateCondition(table, g.state) : { where: [], words: 'every row' };
  if (!condition) return null;
  return updating(
    { table, condition, one: false },
    { [status.name]: unquote(g.value ?? '') },
    humanize(status.name),
  );
}

/** "rename the task buy milk to buy oat milk": a row named by its table's noun gets a new name. */
const RENAME_ROW =
  /^(?:rename|retitle|change|update)\s+(?:the\s+)?(?<noun>[a-z_]+)\s+(?:called\s+|named\s+|titled\s+)?(?<row>.+?)\s+(?:to|as|into)\s+(?<value>.+)$/i;

/** The row rename when the words after the noun are a row's name, not a column's. */
export function matchRenameRow(clause: string, ws: Workspace): ClauseResult {
  const g = clause.match(RENAME_ROW)?.groups;
  const table = g?.noun ? findTable(ws, g.noun) : undefined;
  const label = table && labelColumn(table);
  if (!g?.row || !table || !label || groundColumn(table, g.row)) return null;
  if (/^(?:table|list|column|field|branch|site|page|bucket)s?\b/i.test(g.row)) return null;
  const read = readRows(ws, [table], g.row);
  if (read === 'unknown' || Array.isArray(read)) return null;
  return updating(read, { [label.name]: unquote(g.value ?? '') }, humanize(label.name));
}

/** Which rows get a state, said as "mark X as done", "X is paid" or "Ann and Bo have settled up". */
function stateChange(
  ws: Workspace,
  mark: { row: string; adj: string; not: boolean },
): ClauseResult {
  const adj = mark.adj.toLowerCase();
  const base = INVERSE[adj] ?? adj;
  const value = !mark.not !== Boolean(INVERSE[adj]);
  // "mark the order as shipped": a table without a shipped yes/no column may keep it as its status.
  const status = (t: ContextTable) =>
    value && !INVERSE[adj]
      ? t.columns.find((c) => c.name === 'status' && typeFamily(c.type) === 'text')
      : undefined;
  const flagged = tablesOf(ws).some((t) => stateColumn(t, base));
  const has = (t: ContextTable) => (flagged ? stateColumn(t, base) : status(t));
  // "Ann and Bo have both settled up": each person's row, one change each.
  const people = mark.row.split(/\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)\s*/);
  if (people.length > 1 && people.every((p) => /^[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?$/.test(p))) {
    const each = people.map((person) => stateChange(ws, { ...mark, row: person }));
    if (each.every((r) => r !== null && !('problem' in r))) return together(each as Understood[]);
  }
  return pickRows(
    ws,
    mark.row,
    has,
    (target, column) =>
      updating(
        target,
        { [column.name]: typeFamily(column.type) === 'boolean' ? value : adj },
        humanize(column.name),
      ),
    (_t, _c, row) => `mark ${row} as ${mark.not ? 'not ' : ''}${adj}`,
  );
}

export function matchUpdateRows(clause: string, ws: Workspace): ClauseResult {
  const canonical = clause.match(CANONICAL) ?? clause.match(FOR_ALL);
  if (canonical?.groups) {
    const table = refTable(ws, canonical.groups.table, 'You want to change some rows.', []);
    if (failed(table)) return null;
    const understood = `You want to change rows of ${table.name}.`;
    const assign = canonical.groups.assign ?? `${canonical.groups.col} ${canonical.groups.value}`;
    const values = readAssignments(table, assign.replace(/\s+(?:to|=)\s+/gi, ' '), understood);
    if ('problem' in values) return values as { problem: Problem };
    const cond = canonical.groups.cond;
    const condition = cond
      ? readCondition(ws, table, cond, understood, [])
      : { where: [], words: '' };
    if ('problem' in condition) return condition;
    const one = condition.where.length === 1 && condition.where[0]?.column === 'id';
    return updating({ table, condition, one }, values, 'values');
  }
  const mark = stateSaid(clause);
  if (mark) return stateChange(ws, mark);
  const marked = clause.match(MARK_ANY)?.groups;
  // "mark shipment 88 as sent": a row said by its table's noun, whose status takes the word.
  const statusOf = (t: ContextTable) =>
    new RegExp(`^(?:the\\s+)?${singularName(t.name)}\\s`, 'i').test(marked?.row ?? '') &&
    t.columns.some((c) => c.name === 'status' && typeFamily(c.type) === 'text');
  if (
    marked?.adj &&
    tablesOf(ws).some((t) => stateColumn(t, marked.adj ?? '') || (!marked.not && statusOf(t)))
  )
    return stateChange(ws, { row: marked.row ?? '', adj: marked.adj, not: Boolean(marked.not) });

  const moved = clause.match(MOVED);
  if (
    moved?.groups &&
    !/\b(?:site|app|branch|deploy|domain|file|page)\b/i.test(moved.groups.row ?? '')
  ) {
    const value = unquote(moved.groups.value ?? '');
    return pickRows(
      ws,
      moved.groups.row ?? '',
      placeColumn,
      (target, column) => updating(target, { [column.name]: value }, humanize(column.name)),
      (_t, column, row) => `set the ${humanize(column.name)} of ${row} to ${value}`,
    );
  }
  const status = statusChange(ws, clause);
  if (status) return status;
  const unnamed = whichRow(ws, clause);
  if (unnamed) return unnamed;
  const of =
    clause.match(OF) ??
    clause.match(NEW_VALUE) ??
    clause.match(HAS_CHANGED) ??
    clause.match(POSSESSIVE) ??
    clause.match(IS_NOW) ??
    rowThenColumn(ws, clause);
  if (!of?.groups) return null;
  // "looking up bookings by the guest's email is getting slow": a sentence about the app names
  // no row, and what follows is no value.
  const rowSaid = (of.groups.row ?? '').trim();
  if (
    rowSaid.split(/\s+/).length > 4 ||
    /^(?:looking|searching|finding|loading|getting|sorting|filtering)\b/i.test(rowSaid) ||
    /\b(?:can you|could you|please|getting (?:really |very |so )?(?:slow|slower))\b/i.test(
      of.groups.value ?? '',
    )
  )
    return null;
  const colPhrase = (of.groups.col ?? (of.groups.costs ? 'price' : '')).trim();
  // "change price to a decimal": a column's type, read by the attribute rules, never a value.
  const typeWord = unquote(of.groups.value ?? '').replace(/^(?:an?|the)\s+/i, '');
  if (
    /\b(?:default|type|name of the (?:table|column)|column|table|policy|index)\b/i.test(
      colPhrase,
    ) ||
    typeFromHint(typeWord)
  )
    return null;
  // A column of that very name wins over one its synonyms name ("city" before a "location").
  const snake = toSnake(colPhrase);
  const exact = (t: ContextTable) =>
    t.columns.find((c) => c.name === snake || c.name === singularName(snake));
  const has = tablesOf(ws).some(exact) ? exact : (t: ContextTable) => groundColumn(t, colPhrase);
  // "sam's email is wrong, it's actually sam@x.com": the value is what comes after the correction.
  const raw = (of.groups.value ?? '').replace(
    /^(?:(?:wrong|incorrect|out of date|old|a typo)\s*[,.;:-]?\s*(?:(?:it'?s|it is|it should be|should be|the right one is|the correct one is|the new one is)\s+)?|(?:now|actually|really)\s+)+(?:actually\s+|now\s+|really\s+)?/i,
    '',
  );
  return pickRows(
    ws,
    of.groups.row ?? '',
    has,
    (target, column) => {
      const value = columnValue(column, raw);
      if (value === undefined)
        return problem(
          `You want to change ${column.name} in ${target.table.name}.`,
          `"${unquote(raw)}" does not fit ${column.name} (a ${column.type} column).`,
          [],
        );
      return updating(target, { [column.name]: value }, humanize(column.name));
    },
    (_t, column, row) => `set the ${humanize(column.name)} of ${row} to ${raw}`,
  );
}
