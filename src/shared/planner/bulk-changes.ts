import type { RowAdjustment, RowCondition } from '@shared/contracts/plan';
import type { ContextColumn, ContextTable } from './context';
import { groundColumn, stateColumn, statusColumn } from './column-words';
import { isNumeric, labelColumn } from './grounding';
import { humanize, numberInWords, singularName } from './names';
import type { ClauseResult } from './pieces';
import { updating } from './row-updates';
import { typeFamily } from './types';
import { findTable, tablesOf, type Workspace } from './workspace';

/**
 * Changes to many rows said loosely: "put all the teas up by 50p", "knock 10% off everything in
 * the coffee category", "move everyone who's on free over to basic", "zero the stock on anything
 * that's been discontinued", "everyone on the leaderboard gets 5 bonus points".
 */

type Rows = { where: RowCondition[]; words: string };

/** Words for every row of a table. */
const ALL = /^(?:everything|everyone|everybody|anything|anyone|all|them all|all of them|the lot)$/;
const LEAD = /^(?:(?:all|every|each|any)\s+(?:of\s+)?(?:the\s+|my\s+|our\s+)?|(?:the|my|our)\s+)/;
/** Columns that sort rows into kinds: "the coffee category". */
const KIND_COLUMN = /^(?:category|type|kind|group|section|range|collection|department)$/;
/** Columns that say which plan or level someone is on. */
const LEVEL_COLUMN = /^(?:plan|tier|level|package|membership|subscription|status)$/;

const columnNamed = (table: ContextTable, word: string): ContextColumn | undefined =>
  table.columns.find((c) => c.name === word) ?? groundColumn(table, word);

/** Which rows a loose phrase means in a table, or undefined when it is not read. */
function rowsSaid(ws: Workspace, table: ContextTable, phrase: string): Rows | undefined {
  const said = phrase
    .toLowerCase()
    .trim()
    // "the price of everything": the column is said apart, the rows follow.
    .replace(/^the\s+(?:price|prices|cost|costs)\s+of\s+/, '')
    // "all the prices", "the bakery table": every row.
    .replace(/^(?:all\s+)?(?:the\s+)?(?:prices|costs)$/, 'everything')
    .replace(/\s+table$/, '')
    // "… for the weekend", "… for now": when, not which.
    .replace(
      /\s+(?:for the (?:weekend|week|day|month|holidays?)|for now|for a bit|today|this week)$/,
      '',
    )
    // "everyone in the league", "everything on the menu": where they all are, not which.
    .replace(/^(everyone|everybody|everything|all)\s+(?:on|in)\s+the\s+\w+$/, '$1');
  const noun = said.replace(LEAD, '');
  if (ALL.test(said) || findTable(ws, noun) === table)
    return { where: [], words: `every row of ${table.name}` };
  // "products in the tea category", "everything that's discontinued": what follows says which.
  const tableWord = `(?:${table.name}|${singularName(table.name)})`;
  const own = new RegExp(`^${tableWord}\\s+`);
  const rest = noun
    .replace(/^(?:everything|everyone|everybody|anything|anyone|ones?)\s+/, '')
    .replace(own, '');
  // "discontinued products": the state said before the table's word.
  const before = noun.match(new RegExp(`^(?<adj>[a-z]+)\\s+${tableWord}$`))?.groups?.adj;
  const flagged = before ? stateColumn(table, before) : undefined;
  if (flagged) return ticked(flagged);
  // "that's been discontinued", "who are archived": a yes/no column.
  const state = rest.match(
    /^(?:(?:that|which|who)(?:'s|\s+is|\s+are|\s+were|\s+was|\s+has|\s+have)?\s+)?(?:been\s+|now\s+|already\s+)*(?<state>[a-z]+)$/,
  )?.groups?.state;
  const flag = state ? stateColumn(table, state) : undefined;
  if (flag) return ticked(flag);
  // "in the coffee category": the kind column holds the word.
  const kind = rest.match(/^(?:in|from)\s+(?:the\s+)?(?<value>[\w -]+?)\s+(?<col>[a-z]+)$/)?.groups;
  const kindColumn = kind?.col ? columnNamed(table, kind.col) : undefined;
  if (kind?.value && kindColumn && KIND_COLUMN.test(kindColumn.name))
    return valueIs(kindColumn, kind.value);
  // "who's on free", "on the free plan": the level column holds the word.
  const level = rest.match(
    /^(?:(?:who|that)(?:'s|\s+is|\s+are)\s+)?on\s+(?:the\s+)?(?<value>[\w-]+)(?:\s+(?<col>plan|tier|level|package|membership|subscription))?$/,
  )?.groups;
  const levelColumn = level?.col
    ? columnNamed(table, level.col)
    : table.columns.find((c) => LEVEL_COLUMN.test(c.name) && typeFamily(c.type) === 'text');
  if (level?.value && levelColumn) return valueIs(levelColumn, level.value);
  // "all the teas": a kind of row, by the kind column or else by its name.
  if (/^[a-z]+s$/.test(noun) && noun !== said) {
    const word = singularName(noun);
    const byKind = table.columns.find(
      (c) => KIND_COLUMN.test(c.name) && typeFamily(c.type) === 'text',
    );
    if (byKind) return valueIs(byKind, word);
    const label = labelColumn(table);
    if (label)
      return {
        where: [{ column: label.name, op: 'contains', value: word }],
        words: `${humanize(label.name)} contains "${word}"`,
      };
  }
  return undefined;
}

const ticked = (column: ContextColumn): Rows => ({
  where: [{ column: column.name, op: 'ticked' }],
  words: `${humanize(column.name)} is ticked`,
});

const valueIs = (column: ContextColumn, value: string): Rows => ({
  where: [{ column: column.name, op: 'is', value: value.trim() }],
  words: `${humanize(column.name)} is "${value.trim()}"`,
});

/** "50p", "£2", "a fiver", "10%": how much, and whether it is a share of what is there. */
function amountSaid(raw: string, down: boolean): RowAdjustment | undefined {
  const said = raw.trim().toLowerCase();
  const percent = said.match(/^(\d+(?:\.\d+)?)\s*(?:%|percent|per cent)$/);
  if (percent) {
    const share = Number(percent[1]) / 100;
    return { op: 'multiply', by: Number((down ? 1 - share : 1 + share).toFixed(4)) };
  }
  const pence = said.match(/^(\d+)\s*p$/);
  const pounds = said.match(
    /^[£$€]?\s*(\d+(?:\.\d+)?)(?:\s*(?:pounds?|quid|dollars?|euros?|bucks))?$/,
  );
  const n = pence
    ? Number(pence[1]) / 100
    : pounds
      ? Number(pounds[1])
      : numberInWords(said.replace(/^an?\s+(?=fiver|tenner)/, 'a '));
  if (n === undefined || !Number.isFinite(n)) return undefined;
  return { op: 'add', by: down ? -n : n };
}

const moneyColumn = (table: ContextTable): ContextColumn | undefined =>
  table.columns.find(
    (c) => /(?:price|cost|fee|amount|rate)/.test(c.name) && isNumeric(typeFamily(c.type)),
  );

const PRICE_UP =
  /^(?:put|bump|push|move|mark)\s+(?<rows>.+?)\s+(?<dir>up|down)\s+(?:by\s+)?(?<amount>[^,]+?)(?:\s*,.*)?$|^(?<verb>knock|take|shave)\s+(?<amount2>.+?)\s+off\s+(?:the\s+(?:price|prices|cost)\s+of\s+)?(?<rows2>.+)$|^(?<verb3>raise|increase|lift|lower|reduce|cut|drop|decrease)\s+(?:the\s+|every\s+|each\s+|all\s+(?:the\s+)?)?(?:prices?|costs?)\s+(?:of|on|for|in)\s+(?<rows3>.+?)\s+by\s+(?<amount3>.+)$/i;
const GETS =
  /^(?<rows>.+?)\s+gets?\s+(?<n>\d+(?:\.\d+)?)\s+(?:bonus\s+|extra\s+|more\s+|free\s+)?(?<col>[a-z]+)(?:\s+(?:for|because|as)\b.*)?$/i;
const ZERO =
  /^(?:reset|set|put)\s+(?<rows3>all|every|each)?\s*(?:of\s+)?(?:the\s+)?(?<col3>[a-z_]+?)(?:\s+(?:numbers?|counts?|levels?|figures?|values?))?\s+(?:to|back to)\s+(?:zero|0)(?:\s+for now)?$|^(?:zero|reset)\s+(?:out\s+)?(?:the\s+)?(?<col>[a-z_ ]+?)\s+(?:on|of|for)\s+(?<rows>.+)$|^set\s+(?:the\s+)?(?<col2>[a-z_ ]+?)\s+to\s+(?<value>-?\d+(?:\.\d+)?)\s+(?:on|for)\s+(?<rows2>.+)$/i;
const MOVE =
  /^(?<rows3>everyone|everybody|anyone|all\s+(?:the\s+)?\w+)\s+(?<from3>(?:who'?s\s+)?on\s+(?:the\s+)?[\w-]+(?:\s+(?:plan|tier|level|package|membership|subscription))?)\s+(?:should|must|needs to|can)\s+(?:be\s+)?(?:moved|switched|put|changed|go)\s+(?:over\s+)?(?:to|onto)\s+(?:the\s+)?(?<to3>[\w-]+)(?:\s+(?:plan|tier|level|package|membership|subscription))?$|^(?:move|switch|put|change|bump)\s+(?<rows>everyone|everybody|all\s+(?:the\s+)?\w+|every\s+\w+)\s+(?<from>(?:(?:who|that)(?:'s|\s+is|\s+are)\s+)?on\s+(?:the\s+)?[\w-]+(?:\s+(?:plan|tier|level|package|membership|subscription))?)\s+(?:over\s+)?(?:to|onto)\s+(?:the\s+)?(?<to>[\w-]+)(?:\s+(?:plan|tier|level|package|membership|subscription))?$|^(?:change|switch|move|update)\s+(?:the\s+)?(?<col>[a-z_]+)\s+from\s+(?<was>[\w'-]+(?:\s+[\w'-]+){0,3}?)\s+to\s+(?<now>[\w'-]+(?:\s+[\w'-]+){0,3}?)(?:\s+(?:for|on|in)\s+(?<rows2>.+))?$/i;

/** The one table with the column a change needs, or the one the rows name. */
function tableFor(
  ws: Workspace,
  rows: string,
  has: (t: ContextTable) => ContextColumn | undefined,
): ContextTable | undefined {
  const words = rows.toLowerCase().split(/\s+/);
  const named = words.map((w) => findTable(ws, w)).find((t) => t && has(t));
  if (named) return named;
  const holders = tablesOf(ws).filter((t) => t.name !== 'profiles' && has(t));
  return holders.length === 1 ? holders[0] : undefined;
}

function change(
  ws: Workspace,
  rows: string,
  has: (t: ContextTable) => ContextColumn | undefined,
  make: (column: ContextColumn) => { values?: Record<string, unknown>; adjust?: RowAdjustment },
): ClauseResult {
  const table = tableFor(ws, rows, has);
  const column = table ? has(table) : undefined;
  const which = table ? rowsSaid(ws, table, rows) : undefined;
  if (!table || !column || !which) return null;
  const { values = {}, adjust } = make(column);
  return updating(
    { table, condition: which, one: false },
    values,
    humanize(column.name),
    adjust ? { [column.name]: adjust } : undefined,
  );
}

export function matchBulkChange(clause: string, ws: Workspace): ClauseResult {
  const price = clause.match(PRICE_UP)?.groups;
  if (price) {
    const down =
      /down/i.test(price.dir ?? '') ||
      Boolean(price.verb) ||
      /lower|reduce|cut|drop|decrease/i.test(price.verb3 ?? '');
    const adjust = amountSaid(price.amount ?? price.amount2 ?? price.amount3 ?? '', down);
    if (!adjust) return null;
    return change(ws, price.rows ?? price.rows2 ?? price.rows3 ?? '', moneyColumn, () => ({
      adjust,
    }));
  }
  const gets = clause.match(GETS)?.groups;
  if (gets?.col) {
    const word = gets.col;
    const points = (t: ContextTable) => {
      const c = columnNamed(t, word) ?? columnNamed(t, singularName(word));
      return c && isNumeric(typeFamily(c.type)) ? c : undefined;
    };
    return change(ws, gets.rows ?? '', points, () => ({
      adjust: { op: 'add', by: Number(gets.n) },
    }));
  }
  const zero = clause.match(ZERO)?.groups;
  const zeroed = zero?.col ?? zero?.col2 ?? zero?.col3;
  if (zeroed) {
    const numeric = (t: ContextTable) => {
      const c = columnNamed(t, zeroed.trim());
      return c && isNumeric(typeFamily(c.type)) ? c : undefined;
    };
    return change(ws, zero?.rows ?? zero?.rows2 ?? 'everything', numeric, (column) => ({
      values: { [column.name]: Number(zero?.value ?? 0) },
    }));
  }
  const move = clause.match(MOVE)?.groups;
  if (move) {
    if (move.col) {
      const named = (t: ContextTable) => columnNamed(t, move.col ?? '');
      const rows = move.rows2 ?? 'all';
      const table = tableFor(ws, rows, named);
      const column = table ? named(table) : undefined;
      if (!table || !column || !move.was || !move.now) return null;
      return updating(
        { table, condition: valueIs(column, move.was), one: false },
        { [column.name]: move.now },
        humanize(column.name),
      );
    }
    const level = (t: ContextTable) =>
      t.columns.find((c) => LEVEL_COLUMN.test(c.name) && typeFamily(c.type) === 'text') ??
      statusColumn(t);
    return change(ws, `${move.rows ?? move.rows3} ${move.from ?? move.from3}`, level, (column) => ({
      values: { [column.name]: move.to ?? move.to3 },
    }));
  }
  return null;
}
