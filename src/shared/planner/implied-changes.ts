import type { ContextColumn, ContextTable } from './context';
import { heldValue, isNumeric, labelColumn, saysValue } from './grounding';
import { stockColumn } from './column-words';
import { singularName } from './names';
import { typeFamily } from './types';
import { findTable, tablesOf, type Workspace } from './workspace';

/**
 * A change said as news about a row the project holds, with no verb of changing: "Smudge got
 * weighed, she's 5100g now", "the Okonkwos have upgraded to premium, so it's 450 now not 300",
 * "every flavour is in season now". The row is found by its name in the project's rows, the
 * column by the unit, the kind of value or the words of its name; the change is said again as an
 * update the rules read. Anything not found for sure reads as nothing.
 */

interface RowSaid {
  table: ContextTable;
  column: ContextColumn;
  value: string;
}

const NUMBER = String.raw`[£$€]?\d[\d,]*(?:\.\d+)?`;
/** "5100g now", "it's 450 now not 300", "now 12.50": a number said to hold from now on. */
const NUMBER_NOW = new RegExp(
  String.raw`(?<value>${NUMBER})\s*(?<unit>[a-z£$€]+)?\s+(?:now|these days|from now on|at the moment)\b(?:\s*,?\s*(?:not|instead of|rather than)\s+(?<old>${NUMBER}))?|\b(?:now|is|it's|its|she's|he's|they're)\s+(?:now\s+)?(?:at\s+|up to\s+|down to\s+)?(?<after>${NUMBER})\s*(?<unit2>[a-z£$€]+)?(?:\s+(?:now|these days)\b|\s*$)`,
  'i',
);
/** "she's paid a deposit of 80": a number last, right after the column it fills. */
const COLUMN_THEN_NUMBER = new RegExp(
  String.raw`(?<=\s(?:of|is|to|at)\s)(?<value>${NUMBER})\s*$`,
  'i',
);
/** "make the orchid £30": a row, then the money it should cost. */
const MONEY_LAST =
  /^(?:make|have|put|charge|price)\s+.+?\s+(?:at\s+)?(?<unit>[£$€])(?<value>\d[\d,]*(?:\.\d+)?)$|^(?:charge|ask)\s+(?<unit2>[£$€])(?<after>\d[\d,]*(?:\.\d+)?)\s+(?:for|on)\s+\S.*$/i;
const UNITS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/^(?:g|kg|grams?|kilos?|kilograms?|lbs?|pounds weight|oz)$/, /weight|grams|kg|kilos|mass/],
  [/^(?:£|\$|€|quid|pounds?|dollars?|euros?|bucks|p)$/, /price|cost|fee|rate|amount|total|charge/],
  [/^(?:cm|mm|m|metres?|meters?|inches|in|ft|feet)$/, /height|length|width|size|cm|mm/],
  [/^(?:years?|yrs?|years old)$/, /^age|age$/],
  [/^(?:mins?|minutes|hours?|hrs?)$/, /minutes|hours|duration|length|time/],
];
const MONEY_COLUMN = /price|cost|fee|rate|amount|charge/;
/** "upgraded to premium", "switched to the monthly plan": a new value of the row's tier. */
const MOVED_TO =
  /\b(?:upgraded|downgraded|switched|swapped|changed|upgrading|downgrading|switching)\s+(?:over\s+|up\s+|down\s+)?to\s+(?:the\s+|a\s+)?(?<value>[a-z][\w-]*(?:\s+(?!(?:so|and|but|now|too|plan|package|tier)\b)[a-z][\w-]*)?)/i;
/** "she's on monthly now instead of drop in": the tier a row is on from now. */
const ON_TIER =
  /\b(?:is|are|'s|'re)\s+(?:now\s+)?on\s+(?:the\s+)?(?<value>[a-z][\w-]*(?:\s+(?!(?:now|plan|package|tier|instead|from)\b)[a-z][\w-]*)?)(?:\s+(?:plan|package|tier|membership))?\s+(?:now|from now on)\b/i;
const TIER_COLUMN = /plan|package|tier|level|membership|subscription|class|grade|band|type|option/;
/** "every flavour is in season now", "all the rooms are available again": a yes/no said of every row. */
const EVERY =
  /\b(?:every|all(?:\s+(?:of\s+)?(?:the|our|my))?|each)\s+(?<noun>[a-z_]+)\s+(?:is|are)\s+(?<state>(?:not\s+|no longer\s+)?[a-z ]+?)(?:\s+(?:now|again|from now on|at the moment)\b|\s*$)/i;

/** "we've got none of the Sally Rooney books left", "we've run out of basil": stock gone to nothing. */
const NONE_LEFT =
  /\b(?:(?:got|have|there(?:'s| is| are))\s+(?:none|no|zero|nothing)\s+(?:of\s+)?(?:the\s+|our\s+)?(?<what>.+?)\s+left|(?:sold|run|ran|gone)\s+out\s+of\s+(?:the\s+|our\s+|all\s+(?:the\s+)?)?(?<out>.+?))(?:\s+(?:at all|now|completely|totally|entirely))*\s*$/i;

/** "knock 10% off the Fenwick quote", "put all the herbs up by £1": a number moved, up or down. */
const DOWN = /\b(?:knock|take|shave|cut|reduce|lower|drop|discount|knocking|taking)\b/i;
/** "give her a 10% pay rise": a raise said as a noun. */
const RISE = /\bgive\b[^.]*?\b(?:pay\s+)?(?:rise|raise|increase|bump)\b/i;
const UP =
  /\b(?:raise|increase|bump|put)\b[^.]*?\bup\b|\b(?:raise|increase|bump up)\b|\badd(?:ing)?\s+[£$€]?\d[^.]*?\b(?:to|onto)\b/i;
const AMOUNT =
  /(?<![\w.])(?<money>[£$€])?(?<amount>\d+(?:\.\d+)?)(?<percent>\s*%|\s*percent)?(?![\w.])/gi;

/** "sold the last bit of stilton today": what was sold out, wherever the sentence goes after. */
const SOLD_LAST =
  /\bsold\s+(?:the\s+)?last\s+(?:bit\s+|one\s+|piece\s+|few\s+)?(?:of\s+)?(?:the\s+|our\s+)?(?<last>.+?)(?=\s+(?:today|this morning|this afternoon|yesterday|so|and)\b|\s*[,.;!]|$)/i;

const EVERYONE =
  /\b(?:everyone|everybody|all of them)(?:'s|\s+is|\s+has|\s+have)?\s+(?:now\s+|finally\s+|all\s+)?(?<state>paid|booked|confirmed|signed up|checked in)\b/i;

/** The update said plainly, or undefined when the row, the column or the value is not certain. */
export function readImpliedChange(text: string, ws: Workspace): string | undefined {
  return (
    everyRow(text, ws) ??
    noneLeft(text, ws) ??
    setTo(text, ws) ??
    moved(text, ws) ??
    oneRow(text, ws)
  );
}

/** "put the sourdough up to 4.50", "we're putting deep cleans up to 95": a new number for some rows. */
const SET_TO =
  /\b(?:put|putting|bump|bumping|raise|raising|take|taking|bring|bringing|drop|dropping|move|moving|set|setting)\s+(?<what>.+?)\s+(?:up\s+|down\s+)?to\s+(?<money>[£$€])?(?<value>\d+(?:\.\d+)?)(?![\d.%])/i;
/** "the five pack is going to be £50 from now on": a row's new number, said as what it becomes. */
const BECOMES =
  /^(?<what>.+?)\s+(?:is|are)\s+(?:going to be|gonna be|becoming|now)\s+(?<money>[£$€])?(?<value>\d+(?:\.\d+)?)(?![\d.%])/i;

function setTo(text: string, ws: Workspace): string | undefined {
  const said = (text.match(SET_TO) ?? text.match(BECOMES))?.groups;
  const what = said?.what ?? '';
  if (!said?.value || !what) return undefined;
  const rows = rowsNamed(what, ws);
  const groups = rows.length ? [] : groupsNamed(what, ws);
  const target =
    rows.length === 1
      ? { table: rows[0]?.table, column: rows[0]?.column, value: rows[0]?.value }
      : groups.length === 1
        ? { table: groups[0]?.table, column: groups[0]?.held.column, value: groups[0]?.held.value }
        : undefined;
  if (!target?.table || !target.column) return undefined;
  const column = numberColumn(target.table, said.money ?? '');
  return column
    ? `update ${target.table.name} set ${column.name} = ${said.value} where ${target.column.name} is '${target.value}'`
    : undefined;
}

/** "deep cleans", "the herbs": a value held in a column other than the rows' names, said of many rows. */
function groupsNamed(text: string, ws: Workspace) {
  return tablesOf(ws).flatMap((table) => {
    const label = labelColumn(table);
    return table.columns
      .filter((c) => c !== label && typeFamily(c.type) === 'text')
      .flatMap((column) =>
        (table.values?.[column.name] ?? [])
          .filter((v) => v.length > 2 && saysValue(text, v))
          .map((value) => ({ table, held: { column, value } })),
      );
  });
}

/** A number moved by an amount on one row named by its label, or on the rows a held word names. */
function moved(text: string, ws: Workspace): string | undefined {
  const down = DOWN.test(text) && !RISE.test(text);
  if (down === (UP.test(text) || RISE.test(text))) return undefined;
  const amounts = [...text.matchAll(AMOUNT)];
  const [said] = amounts;
  if (amounts.length !== 1 || !said?.groups) return undefined;
  const by = `${said.groups.amount}${said.groups.percent ? '%' : ''}`;
  const verb = down ? 'lower' : 'raise';
  const rows = rowsNamed(text, ws);
  if (rows.length === 1) {
    const [row] = rows as [RowSaid];
    const column = numberColumn(row.table, said.groups.money ?? '');
    return column ? `${verb} the ${column.name} for ${row.value} by ${by}` : undefined;
  }
  if (rows.length) return undefined;
  // "every product's price": all the rows of the table named after "every".
  const every =
    text.match(/\b(?:every|each|all(?:\s+(?:of\s+)?the)?)\s+([a-z_]+?)(?:'s|s')?\b/i)?.[1] ?? '';
  const whole = every ? findTable(ws, every) : undefined;
  const wholeColumn = whole ? numberColumn(whole, said.groups.money ?? '') : undefined;
  if (whole && wholeColumn)
    return `${verb} the ${wholeColumn.name} of every ${singularName(whole.name)} by ${by}`;
  const groups = groupsNamed(text, ws);
  const [group] = groups;
  if (!group || groups.length > 1) return undefined;
  const column = numberColumn(group.table, said.groups.money ?? '');
  return column
    ? `${verb} the ${column.name} of ${group.table.name} where ${group.held.column.name} is '${group.held.value}' by ${by}`
    : undefined;
}

/** Stock set to nothing on the rows a held word names, in the one table that counts stock. */
function noneLeft(text: string, ws: Workspace): string | undefined {
  const said = (text.match(SOLD_LAST) ?? text.match(NONE_LEFT))?.groups;
  const what = (said?.what ?? said?.last ?? said?.out ?? '').trim();
  if (!what) return undefined;
  const found = tablesOf(ws).flatMap((table) => {
    const stock = stockColumn(table);
    if (!stock) return [];
    // "the Sally Rooney books": the held words, with the table's own noun after them left out.
    const words = what.replace(
      new RegExp(`\\s+(?:${table.name}|${singularName(table.name)})$`, 'i'),
      '',
    );
    const held = heldValue(table, words);
    return held ? [{ table, stock, held }] : [];
  });
  const [only] = found;
  if (!only || found.length > 1) return undefined;
  return `update ${only.table.name} set ${only.stock.name} = 0 where ${only.held.column.name} is '${only.held.value}'`;
}

function oneRow(text: string, ws: Workspace): string | undefined {
  const rows = rowsNamed(text, ws);
  if (rows.length !== 1) return undefined;
  const [row] = rows as [RowSaid];
  const values: string[] = [];
  const number = text.match(NUMBER_NOW) ?? text.match(COLUMN_THEN_NUMBER) ?? text.match(MONEY_LAST);
  if (number?.groups) {
    const value = (number.groups.value ?? number.groups.after ?? '').replace(/[£$€,]/g, '');
    const unit = (number.groups.unit ?? number.groups.unit2 ?? '').toLowerCase();
    const before = text.slice(0, number.index);
    // "Lucy's paid a deposit of 80 now": the column said; a bare number needs "it" to be a price.
    const column =
      namedColumn(row.table, before) ??
      (unit ||
      /\b(?:it|its|it's|it is|that|that's|that is)\s*$/i.test(before) ||
      /^(?:it|its)\b/i.test(number[0])
        ? numberColumn(row.table, unit)
        : undefined);
    if (!column) return undefined;
    values.push(`${column.name} = ${value}`);
  }
  const moved = (text.match(MOVED_TO) ?? text.match(ON_TIER))?.groups?.value;
  const tier = moved ? tierColumn(row.table, row.column) : undefined;
  if (moved && tier)
    values.push(`${tier.name} = '${moved.replace(/\s+(?:now|too|as well)$/i, '')}'`);
  if (!values.length) return undefined;
  return `update ${row.table.name} set ${values.join(', ')} where ${row.column.name} is '${row.value}'`;
}

/** "every flavour is in season now": the yes/no column the state names, on every row. */
function everyRow(text: string, ws: Workspace): string | undefined {
  // "everyone's paid up for the year": the one table whose yes/no column says so, every row.
  const everyone = text.match(EVERYONE)?.groups?.state?.toLowerCase();
  if (everyone) {
    const held = tablesOf(ws).flatMap((table) =>
      table.columns
        .filter(
          (c) =>
            typeFamily(c.type) === 'boolean' && c.name.replace(/^(?:is|has)_/, '') === everyone,
        )
        .map((c) => `update ${table.name} set ${c.name} = true`),
    );
    if (held.length === 1) return held[0];
  }
  const said = text.match(EVERY)?.groups;
  if (!said) return undefined;
  const noun = singularName((said.noun ?? '').toLowerCase());
  const table = tablesOf(ws).find((t) => singularName(t.name) === noun);
  if (!table) return undefined;
  const negated = /^(?:not|no longer)\s+/i.test(said.state ?? '');
  const state = (said.state ?? '').replace(/^(?:not|no longer)\s+/i, '').trim();
  const column = table.columns.find(
    (c) =>
      typeFamily(c.type) === 'boolean' &&
      c.name.replace(/^(?:is|has)_/, '').replace(/_/g, ' ') === state.toLowerCase(),
  );
  return column ? `update ${table.name} set ${column.name} = ${!negated}` : undefined;
}

/** The rows named by their label ("Smudge", "the Okonkwos" for "Okonkwo Family", "joel"). */
function rowsNamed(text: string, ws: Workspace): RowSaid[] {
  const found: RowSaid[] = [];
  for (const table of tablesOf(ws)) {
    const column = labelColumn(table);
    const held = column ? (table.values?.[column.name] ?? []) : [];
    if (!column) continue;
    const whole = held.filter((v) => saysValue(text, v));
    // "the Okonkwos" for "Okonkwo Family": a first word only one value starts with.
    const first = whole.length
      ? []
      : held.filter((v) => {
          const word = v.split(/\s+/)[0] ?? '';
          return (
            /\s/.test(v) &&
            word.length > 2 &&
            held.filter((o) => o.split(/\s+/)[0] === word).length === 1 &&
            saysValue(text, word)
          );
        });
    for (const value of [...whole, ...first]) found.push({ table, column, value });
  }
  return found;
}

/** The number column whose name the words end with ("a deposit of", "her weight is"). */
function namedColumn(table: ContextTable, before: string): ContextColumn | undefined {
  const said = before
    .toLowerCase()
    .replace(/\s+(?:of|is|to|at|now|was)\s*$/, '')
    .trim();
  return table.columns.find(
    (c) =>
      isNumeric(typeFamily(c.type)) &&
      c.name !== 'id' &&
      said.endsWith(c.name.replace(/_/g, ' ').replace(/^(?:number of|num) /, '')),
  );
}

/** The number column a value goes in: by its unit, else the table's one money or number column. */
function numberColumn(table: ContextTable, unit: string): ContextColumn | undefined {
  const numbers = table.columns.filter(
    (c) => isNumeric(typeFamily(c.type)) && !/(?:^id$|_id$)/.test(c.name),
  );
  const kind = UNITS.find(([units]) => units.test(unit))?.[1];
  if (unit && !kind) return undefined;
  const fitting = kind ? numbers.filter((c) => kind.test(c.name)) : numbers;
  if (fitting.length === 1) return fitting[0];
  const money = fitting.filter((c) => MONEY_COLUMN.test(c.name));
  return money.length === 1 ? money[0] : undefined;
}

/** The text column that keeps which plan or package a row is on. */
function tierColumn(table: ContextTable, label: ContextColumn): ContextColumn | undefined {
  const tiers = table.columns.filter(
    (c) => c !== label && typeFamily(c.type) === 'text' && TIER_COLUMN.test(c.name),
  );
  return tiers.length === 1 ? tiers[0] : undefined;
}
