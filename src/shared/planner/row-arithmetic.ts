import { matchBulkChange } from './bulk-changes';
import type { RowAdjustment } from '@shared/contracts/plan';
import type { ContextColumn, ContextTable } from './context';
import { isNumeric } from './grounding';
import { countWord, humanize, singularName, toSnake } from './names';
import { groundColumn, stockColumn } from './column-words';
import { problem, type ClauseResult } from './pieces';
import { pickRows, updating } from './row-updates';
import { findTable, tablesOf, type Workspace } from './workspace';
import { typeFamily } from './types';

/**
 * Numbers changed from what they are: "raise all prices by 10%", "add 5 to the mug's stock",
 * "double the price of the lamp". Each row's new value is worked out from its own when the plan
 * is made (src/server/modules/operations/row-selection.ts), so undo puts the old ones back.
 */

const AMOUNT = String.raw`(?<cur>[$£€])?(?<n>\d+(?:[.,]\d+)?)\s*(?<pct>%|percent|per\s?cent)?`;
const UP =
  'raise|increase|bump(?:\\s+up)?|up|put\\s+up|put|push|hike|lift|mark\\s+up|grow|top\\s+up';
const DOWN = 'lower|decrease|reduce|cut|drop|bring\\s+down|mark\\s+down|discount|knock\\s+down';
/** "raise all prices by 10%", "reduce the stock of mugs by 3". */
const BY = new RegExp(
  String.raw`^(?<verb>${UP}|${DOWN})\s+(?<phrase>.+?)\s+(?:(?<dir>up|down)\s+)?by\s+${AMOUNT}$`,
  'i',
);
/** "add 5 to the mug's stock", "take 3 off the stock of mugs", "knock 10% off all prices". */
const ADD = new RegExp(
  String.raw`^(?:(?<plus>add|put)|(?<minus>subtract|take(?:\s+away)?|deduct|knock|remove))\s+${AMOUNT}(?:\s+more)?\s+(?:to|onto|on|from|off(?:\s+of)?)\s+(?<phrase>.+)$`,
  'i',
);
/** "double the price of the lamp", "halve every product's stock". */
const TIMES = /^(?<times>double|triple|halve)\s+(?<phrase>.+)$/i;
/** "prices go up by 10%", "the mug's stock should go down 2". */
const GOES = new RegExp(
  String.raw`^(?<phrase>.+?)\s+(?:should\s+)?(?:go(?:es)?|goes|went)\s+(?<dir>up|down)\s+(?:by\s+)?${AMOUNT}$`,
  'i',
);

/** "add 10 points to Grace", "take 2 credits off Sam", "give everyone 10 more points". */
const NAMED = [
  new RegExp(
    String.raw`^(?:(?<plus>add|put)|(?<minus>subtract|take(?:\s+away)?|deduct|remove))\s+${AMOUNT}\s+(?:more\s+|extra\s+)?(?<col>[a-z][a-z_ ]*?)\s+(?:to|onto|on|from|off(?:\s+of)?)\s+(?<row>.+?)(?:'s\s+(?:account|balance|total|tally|card))?$`,
    'i',
  ),
  new RegExp(
    String.raw`^(?<plus>give|award)\s+(?<row>.+?)\s+(?:an?\s+)?(?:extra\s+|another\s+)?${AMOUNT}\s+(?:more\s+|extra\s+|bonus\s+)?(?<col>[a-z][a-z_ ]*)$`,
    'i',
  ),
];

/** "we just sold 3 of the blue mugs, take them off the stock count", "we got 10 more candles in". */
const SOLD = new RegExp(
  String.raw`^(?:(?:we|i)(?:'?ve|\s+have)?\s+(?:just\s+)?)?(?:(?<minus>sold|shipped|used(?:\s+up)?|gave away|lost|broke|sent out|posted)|(?<plus>got|received|bought(?:\s+in)?|restocked|made|baked))\s+(?:another\s+)?(?<n>\d+|two|three|four|five|six|seven|eight|nine|ten|a dozen)\s+(?:more\s+|extra\s+)?(?:(?:copies|units|bags|boxes|packs|bottles|jars|tins|pieces|cups|portions|bars|cases|crates|tubs)\s+)?(?:of\s+)?(?:the\s+|our\s+|my\s+)?(?<row>[^,]+?)(?:\s+in)?(?:\s+(?:at|in|on|from)\s+(?:the|a)\s+[a-z]+|\s+(?:today|yesterday|this (?:morning|afternoon|week|weekend)|last (?:night|week)))?(?:\s*,?\s*(?:so\s+|please\s+|can you\s+)*(?:(?:take|knock|remove|subtract)\s+(?:them|those|that|it|\d+)\s+off|(?:add|put)\s+(?:them|those|that|it|\d+)\s+(?:on|to))\s+(?:the\s+|its\s+|their\s+)?(?:[a-z]+\s+)?(?:stock|inventory|quantity|count|total)(?:\s+(?:count|level|number))?|\s*,?\s*(?:please\s+)?update\s+the\s+(?:stock|inventory)(?:\s+count)?)?$`,
  'i',
);
const TAKE_THEM_OFF =
  /^(?:(?:so|and|please|then)\s+)*(?:(?:take|knock|remove|subtract)\s+(?:them|those|that|it)\s+off|(?:add|put)\s+(?:them|those|that|it)\s+(?:on|to))\s+(?:the\s+|its\s+|their\s+)?(?:stock|inventory|quantity|count|total)(?:\s+(?:count|level|number))?$|^(?:(?:so|and|please|then)\s+)*(?:add|put)\s+(?:them|those|that|it)\s+on$|^(?:(?:so|and|please|then|can you|could you)\s+)*(?:(?:knock|bring|take)\s+(?:the\s+)?(?:stock|inventory|count)(?:\s+count)?\s+down|update\s+the\s+(?:stock|inventory)(?:\s+count)?)(?:\s+(?:for me|please|pls|accordingly))?$/i;
/** The column that counts what is in stock. */

const FACTORS: Record<string, number> = { double: 2, triple: 3, halve: 0.5 };

/** The change in numbers: plus or times, from the words and the direction said. */
function readAmount(g: Record<string, string | undefined>, down: boolean): RowAdjustment {
  if (g.times) return { op: 'multiply', by: FACTORS[g.times.toLowerCase()] ?? 1 };
  const n = countWord(g.n) ?? Number((g.n ?? '0').replace(',', '.'));
  if (g.pct) return { op: 'multiply', by: Number((1 + ((down ? -1 : 1) * n) / 100).toFixed(6)) };
  return { op: 'add', by: down ? -n : n };
}

/** "the price of the lamp", "the lamp's price", "all prices", "everyone's points": column, then rows. */
function columnAndRows(phrase: string): { col: string; row: string }[] {
  const text = phrase.trim().replace(/^(?:the|my|our)\s+/i, '');
  const readings: { col: string; row: string }[] = [];
  const of = text.match(/^(?<col>[a-z_ ]+?)\s+(?:of|for|on|in)\s+(?<row>.+)$/i)?.groups;
  if (of) readings.push({ col: of.col ?? '', row: of.row ?? '' });
  const own = text.match(/^(?<row>.+?)(?:'s|s'|')\s+(?<col>[a-z_ ]+)$/i)?.groups;
  if (own) readings.push({ col: own.col ?? '', row: own.row ?? '' });
  const all = text.match(
    /^(?:(?:all|every|each)\s+(?:of\s+)?(?:the\s+|my\s+|our\s+)?)?(?<col>[a-z_ ]+)$/i,
  )?.groups;
  if (all) readings.push({ col: all.col ?? '', row: 'all' });
  // "the lamp price": the row's name, then a column's word.
  const words = text.split(/\s+/);
  for (let i = 1; i < words.length; i += 1)
    readings.push({ col: words.slice(i).join(' '), row: words.slice(0, i).join(' ') });
  return readings;
}

/** A number column of some table the words name; "prices" and "everyone's points" find theirs too. */
const numberColumn = (table: ContextTable, col: string): ContextColumn | undefined => {
  const said = col.replace(/^(?:everyone|everybody|each|every|all)(?:'s|s')?\s+/i, '');
  const column =
    groundColumn(table, said) ?? groundColumn(table, humanize(singularName(toSnake(said))));
  return column && isNumeric(typeFamily(column.type)) ? column : undefined;
};

export function matchAdjustRows(clause: string, ws: Workspace): ClauseResult {
  const bulk = matchBulkChange(clause, ws);
  if (bulk) return bulk;
  const sold = clause.match(SOLD)?.groups;
  const soldRow = (sold?.row ?? '')
    .replace(
      /\s+(?:today|yesterday|tonight|this (?:morning|afternoon|week)|last (?:night|week)|just now|earlier)$/i,
      '',
    )
    .trim();
  // "…, take them off the stock": the change the sentence before already made.
  if (ws.focusStock && TAKE_THEM_OFF.test(clause))
    return { service: 'backend', understood: `change ${ws.focusStock} as said`, render: () => [] };
  // "we sold 3 products today" names no product: nothing to take the 3 from.
  if (sold && !findTable(ws, soldRow) && tablesOf(ws).some((t) => stockColumn(t))) {
    const change = readAmount(sold, Boolean(sold.minus));
    ws.focusStock = soldRow;
    return pickRows(
      ws,
      soldRow,
      stockColumn,
      (target, column) => updating(target, {}, humanize(column.name), { [column.name]: change }),
      (_t, column, rows) =>
        `${sold.minus ? 'take' : 'add'} ${sold.n ?? ''} ${sold.minus ? 'off' : 'to'} the ${humanize(column.name)} of ${rows}`,
    );
  }
  const named = NAMED.map((pattern) => clause.match(pattern)?.groups).find(Boolean);
  const g =
    named ??
    clause.match(BY)?.groups ??
    clause.match(ADD)?.groups ??
    clause.match(TIMES)?.groups ??
    clause.match(GOES)?.groups;
  if (!g) return null;
  const readings = named ? [{ col: g.col ?? '', row: g.row ?? '' }] : columnAndRows(g.phrase ?? '');
  const down =
    Boolean(g.minus) ||
    g.dir?.toLowerCase() === 'down' ||
    new RegExp(`^(?:${DOWN})$`, 'i').test(g.verb ?? '');
  const change = readAmount(g, down);
  for (const { col, row } of readings) {
    if (!tablesOf(ws).some((t) => numberColumn(t, col))) continue;
    const everyone = /^(?:everyone|everybody|all)(?:'s|s')?$/i.test(row.trim());
    return pickRows(
      ws,
      everyone ? 'all' : row,
      (t) => numberColumn(t, col),
      (target, column) =>
        change.op === 'multiply' && change.by < 0
          ? problem(`You want to change ${column.name}.`, 'That would make it below zero.', [])
          : updating(target, {}, humanize(column.name), { [column.name]: change }),
      (_t, column, rows) =>
        named
          ? `${down ? 'take' : 'add'} ${g.n ?? ''} ${humanize(column.name)} ${down ? 'from' : 'to'} ${rows}`
          : clause.replace(g.phrase ?? '', `the ${humanize(column.name)} of ${rows}`),
    );
  }
  return null;
}
