import { eventDate } from './column-words';
import { PERSON_COLUMN } from './people-words';
import type { ContextColumn, ContextForeignKey, ContextTable } from './context';
import { isNumeric, nameColumn, timeColumn } from './grounding';
import { humanize, singularName } from './names';
import type { ClauseResult } from './pieces';
import { stockColumn } from './column-words';
import { periodSql, takePeriod, type Period } from './question-periods';
import { selectPiece } from './query-piece';
import { columnNamed } from './refs';
import { ident, literal, publicTable } from './sql';
import { typeFamily } from './types';
import { findTable, tablesOf, type Workspace } from './workspace';

/**
 * Questions that rank or group rows by what they belong to: "which city has the most customers",
 * "which customer has the most orders", "who spent the most", "how many orders did each customer
 * place", "total sales per customer". Every name is found in the project: a column of the table
 * counted, a table linked to it by a foreign key, or a column of that linked table.
 */

type Rank = 'most' | 'fewest' | 'all';

interface Asked {
  /** What the rows are grouped by: a column or a table ("city", "customer"); absent: the buyers. */
  by?: string;
  /** What is counted or summed ("customers", "orders"); absent: found from `by`. */
  of?: string;
  rank: Rank;
  measure: 'count' | 'sum';
}

const NAME = String.raw`[a-z][\w ]*?`;
const OUR = String.raw`(?:(?:our|my|the|all|all the|all of the|all our|all my)\s+)?`;
const FEWEST = /^(?:fewest|least|lowest number of|smallest number of)$/;

const READERS: ReadonlyArray<readonly [RegExp, (g: Record<string, string>) => Asked]> = [
  [
    new RegExp(
      String.raw`^(?:which|what)\s+(?<by>${NAME})\s+(?:has|have|had|gets?|got|holds?|with)\s+(?:the\s+)?(?<dir>most|fewest|least|highest number of|lowest number of|biggest number of|largest number of|smallest number of|greatest number of)\s+${OUR}(?<of>${NAME})$`,
    ),
    (g) => ({
      by: g.by,
      of: g.of,
      rank: FEWEST.test(g.dir ?? '') ? 'fewest' : 'most',
      measure: 'count',
    }),
  ],
  [
    new RegExp(
      String.raw`^(?:(?:what|which)(?:'s|\s+is|\s+are|\s+was|\s+were)?\s+|show(?:\s+me)?\s+|tell me\s+|give me\s+)?(?:the\s+)?(?<dir>most|least)\s+(?:common|popular|frequent|usual|typical)\s+(?<by>${NAME})(?:\s+(?:among|for|of|in|across|with|from)\s+${OUR}(?<of>${NAME}))?$`,
    ),
    (g) => ({ by: g.by, of: g.of, rank: g.dir === 'least' ? 'fewest' : 'most', measure: 'count' }),
  ],
  [
    new RegExp(
      String.raw`^where\s+(?:do|are|does|did)\s+(?:most|the majority)(?:\s+of)?\s+${OUR}(?<of>${NAME})\s+(?:live|come from|are from|from|stay|reside|are based|based|located|are located|hail from|sit)$`,
    ),
    (g) => ({ by: '@location', of: g.of, rank: 'most', measure: 'count' }),
  ],
  [
    new RegExp(
      String.raw`^how many\s+(?<of>${NAME})\s+(?:did|does|do|has|have|had)\s+(?:each|every)\s+(?<by>${NAME})(?:\s+(?:place|make|get|have|create|add|write|post|buy|order|submit|book|made|placed|got|created|written))?$`,
    ),
    (g) => ({ by: g.by, of: g.of, rank: 'all', measure: 'count' }),
  ],
  [
    new RegExp(
      String.raw`^(?:who|which\s+(?<by>${NAME}))(?:'s|\s+has|\s+have)?\s+(?:spent|spends|spend|paid|pays|bought|buys|ordered|orders|given|gives|gave|donated|donates|contributed)(?:\s+(?:us|me))?\s+(?:the\s+)?(?<dir>most|least)(?:\s+(?:money|tips|donations|cash|business|orders))?(?:\s+(?:with us|with me|here|overall|in total|so far|altogether|on us|ever|this year|all time))*$`,
    ),
    (g) => ({ by: g.by, rank: g.dir === 'least' ? 'fewest' : 'most', measure: 'sum' }),
  ],
  [
    new RegExp(
      String.raw`^(?:(?:the\s+)?total\s+|how much\s+)?(?:sales|revenue|spend|spending|money spent|income|takings|turnover)\s+(?:per|by|for each|for every|from each)\s+(?<by>${NAME})$`,
    ),
    (g) => ({ by: g.by, rank: 'all', measure: 'sum' }),
  ],
  [
    new RegExp(
      String.raw`^how much\s+(?:did|has|have|does|do)\s+(?:each|every)\s+(?<by>${NAME})\s+(?:spend|spent|pay|paid|order|ordered|buy|bought)(?:\s+in total)?$`,
    ),
    (g) => ({ by: g.by, rank: 'all', measure: 'sum' }),
  ],
  [
    new RegExp(
      String.raw`^(?:(?:how many|number of|count(?: of)?)\s+)?(?<of>${NAME})\s+(?:per|by|for each|for every|from each)\s+(?<by>${NAME})$`,
    ),
    (g) => ({ by: g.by, of: g.of, rank: 'all', measure: 'count' }),
  ],
];

const LOCATION = /^(?:city|town|location|country|place|region|area|state|county)$/;
const MONEY = /price|amount|total|cost|revenue|value|paid|spent|sum|fee/;

/** How a counted table reaches the table or column it is grouped by. */
type Grouping =
  | { kind: 'column'; table: ContextTable; column: ContextColumn }
  | { kind: 'parent'; child: ContextTable; key: ContextForeignKey; parent: ContextTable }
  | {
      kind: 'parentColumn';
      child: ContextTable;
      key: ContextForeignKey;
      parent: ContextTable;
      column: ContextColumn;
    };

const linksTo = (child: ContextTable, parent: ContextTable): ContextForeignKey | undefined =>
  (child.foreignKeys ?? []).find(
    (k) => k.references.table === parent.name && (k.references.schema ?? 'public') === 'public',
  );

const tableOf = (ws: Workspace, phrase: string | undefined): ContextTable | undefined =>
  phrase ? findTable(ws, phrase.replace(/^(?:our|my|the|all)\s+/, '')) : undefined;

function groupingFor(
  ws: Workspace,
  by: string,
  of: ContextTable | undefined,
): Grouping | undefined {
  const counted = of ? [of] : tablesOf(ws);
  if (by === '@location') {
    const column = of?.columns.find((c) => LOCATION.test(c.name));
    return of && column ? { kind: 'column', table: of, column } : undefined;
  }
  const own = counted.filter((t) => columnNamed(t, by));
  const [first] = own;
  if (first && (of || own.length === 1)) {
    const column = columnNamed(first, by);
    if (column && !/_id$|^id$/.test(column.name)) return { kind: 'column', table: first, column };
  }
  if (!of) return undefined;
  const parent = tableOf(ws, by);
  const key = parent && linksTo(of, parent);
  if (parent && key) return { kind: 'parent', child: of, key, parent };
  for (const k of of.foreignKeys ?? []) {
    const linked = tablesOf(ws).find((t) => t.name === k.references.table);
    const column = linked && columnNamed(linked, by);
    if (linked && column)
      return { kind: 'parentColumn', child: of, key: k, parent: linked, column };
  }
  return undefined;
}

const limitFor = (rank: Rank): string => (rank === 'all' ? '' : ' fetch first 1 rows with ties');
// With ties, the order must be the count alone, or the tie-breaker would drop the rows that tie.
const orderFor = (rank: Rank): string =>
  rank === 'all' ? '2 desc, 1' : rank === 'fewest' ? '2' : '2 desc';

const joinOn = (key: ContextForeignKey): string =>
  key.columns
    .map((c, i) => `b.${ident(c)} = a.${ident(key.references.columns[i] ?? 'id')}`)
    .join(' and ');

function periodOn(table: ContextTable, period: Period | undefined, alias: string): string {
  const time = timeColumn(table);
  return (period && time && periodSql(period, `${alias}.${ident(time.name)}`)) || '';
}

function countSql(g: Grouping, rank: Rank, period: Period | undefined): string {
  if (g.kind === 'column') {
    const col = ident(g.column.name);
    const when = periodOn(g.table, period, 'a');
    return `select a.${col}, count(*)::int as count from ${publicTable(g.table.name)} a where a.${col} is not null${when ? ` and ${when}` : ''} group by 1 order by ${orderFor(rank)}${limitFor(rank)}`;
  }
  const when = periodOn(g.child, period, 'b');
  const on = `${joinOn(g.key)}${when ? ` and ${when}` : ''}`;
  if (g.kind === 'parent') {
    const label = nameColumn(g.parent);
    const shown = label ? `a.${ident(label.name)}` : 'a.id';
    return `select ${shown}, count(b.*)::int as ${ident(`${g.child.name}_count`)} from ${publicTable(g.parent.name)} a left join ${publicTable(g.child.name)} b on ${on} group by a.id, ${shown} order by ${orderFor(rank)}${limitFor(rank)}`;
  }
  const col = `a.${ident(g.column.name)}`;
  return `select ${col}, count(*)::int as ${ident(`${g.child.name}_count`)} from ${publicTable(g.child.name)} b join ${publicTable(g.parent.name)} a on ${joinOn(g.key)} where ${col} is not null${when ? ` and ${when}` : ''} group by 1 order by ${orderFor(rank)}${limitFor(rank)}`;
}

/** The table whose money column is summed per row of `parent` (orders' totals per customer). */
function spending(
  ws: Workspace,
  parent: ContextTable | undefined,
):
  | { child: ContextTable; key: ContextForeignKey; parent: ContextTable; money: ContextColumn }
  | undefined {
  for (const child of tablesOf(ws)) {
    const money = child.columns.find(
      (c) => MONEY.test(c.name) && isNumeric(typeFamily(c.type)) && !/_id$/.test(c.name),
    );
    if (!money) continue;
    for (const key of child.foreignKeys ?? []) {
      const linked = tablesOf(ws).find((t) => t.name === key.references.table);
      if (
        linked &&
        (!parent || linked === parent) &&
        (key.references.schema ?? 'public') === 'public'
      )
        return { child, key, parent: linked, money };
    }
  }
  return undefined;
}

const moneyOf = (table: ContextTable): ContextColumn | undefined =>
  table.columns.find(
    (c) => MONEY.test(c.name) && isNumeric(typeFamily(c.type)) && !/_id$/.test(c.name),
  );

/** "how much has each customer spent" of one orders table that keeps the customer's name. */
function sumInTable(
  ws: Workspace,
  by: string | undefined,
  rank: Rank,
  limit: number | undefined,
  period: Period | undefined,
) {
  for (const table of tablesOf(ws)) {
    const money = moneyOf(table);
    const group = by
      ? (columnNamed(table, by) ??
        table.columns.find((c) => c.name.startsWith(`${singularName(by)}_`)))
      : table.columns.find(
          (c) => (c.name === 'name' || PERSON_COLUMN.test(c.name)) && typeFamily(c.type) === 'text',
        );
    if (!money || !group || group === money || /_id$/.test(group.name)) continue;
    const when = periodOn(table, period, 'a');
    const total = /^total/.test(money.name) ? money.name : `total_${money.name}`;
    const order = limit ? '2 desc, 1' : orderFor(rank);
    const cut = limit ? ` limit ${limit}` : limitFor(rank);
    const sql = `select a.${ident(group.name)}, sum(a.${ident(money.name)}) as ${ident(total)} from ${publicTable(table.name)} a where a.${ident(group.name)} is not null${when ? ` and ${when}` : ''} group by 1 order by ${order}${cut}`;
    const who = humanize(group.name);
    const what = `${humanize(total)} of ${table.name}`;
    const words =
      rank === 'all' && !limit
        ? `the ${what} per ${who}`
        : limit
          ? `the top ${limit} by ${what}`
          : `which ${who} has the ${rank === 'most' ? 'highest' : 'lowest'} ${what}`;
    return { sql, words };
  }
  return undefined;
}

function sumSql(
  ws: Workspace,
  by: string | undefined,
  rank: Rank,
  period: Period | undefined,
  limit?: number,
) {
  const parent = by ? tableOf(ws, by) : undefined;
  const found = (!by || parent) && spending(ws, parent);
  if (!found) return sumInTable(ws, by, rank, limit, period);
  const label = nameColumn(found.parent);
  const shown = label ? `a.${ident(label.name)}` : 'a.id';
  const when = periodOn(found.child, period, 'b');
  const total = /^total/.test(found.money.name) ? found.money.name : `total_${found.money.name}`;
  const name = ident(total);
  const order = limit ? '2 desc, 1' : orderFor(rank);
  const cut = limit ? ` limit ${limit}` : limitFor(rank);
  const sql = `select ${shown}, coalesce(sum(b.${ident(found.money.name)}), 0) as ${name} from ${publicTable(found.parent.name)} a left join ${publicTable(found.child.name)} b on ${joinOn(found.key)}${when ? ` and ${when}` : ''} group by a.id, ${shown} order by ${order}${cut}`;
  const who = humanize(singularName(found.parent.name));
  const what = `${humanize(total)} of ${found.child.name}`;
  const words =
    rank === 'all'
      ? `the ${what} per ${who}`
      : `which ${who} has the ${rank === 'most' ? 'highest' : 'lowest'} ${what}`;
  return { sql, words };
}

function countWords(g: Grouping, rank: Rank): string {
  const counted = g.kind === 'column' ? g.table.name : g.child.name;
  const by = humanize(g.kind === 'parent' ? singularName(g.parent.name) : g.column.name);
  if (rank === 'all') return `how many ${counted} per ${by}`;
  return `which ${by} has the ${rank === 'most' ? 'most' : 'fewest'} ${counted}`;
}

const NUMBER: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, ten: 10 };
/** "top 2 customers by spend": the first few by money spent. */
const TOP_SPENDERS = new RegExp(
  String.raw`^(?:(?:who|what|which)\s+(?:are|were)\s+)?(?:show\s+(?:me\s+)?)?(?:the\s+|my\s+|our\s+)?(?:top|best|biggest)\s+(?<n>\d{1,2}|two|three|four|five|ten)\s+(?<by>${NAME})\s+by\s+(?:spend|spending|revenue|sales|money spent|total spent|amount spent)$`,
);

/** "the most expensive product", "cheapest thing we sell", "biggest order ever". */
const SUPERLATIVE = new RegExp(
  String.raw`^(?:(?:what|which|who)(?:'s|\s+is|\s+was|\s+are|\s+were)?\s+|show(?:\s+me)?\s+|find\s+|tell me\s+|give me\s+)?(?:the\s+|our\s+|my\s+)?(?<sup>most expensive|priciest|dearest|cheapest|least expensive|biggest|largest|smallest|highest|lowest|most recent|latest|newest|oldest)\s+(?<noun>${NAME})(?:\s+(?:ever|of all time|so far|yet|we (?:sell|have|got|offer|stock|sold)|i (?:sell|have|offer|sold)|we'?ve (?:got|had|sold)|in (?:the|my|our) (?:shop|store|database|list|catalogue)))*$`,
);
const GENERIC = /^(?:thing|things|item|items|one|product|products|stuff|article)$/;

function superlativeRow(text: string, ws: Workspace): ClauseResult {
  const g = text.match(SUPERLATIVE)?.groups;
  if (!g?.sup || !g.noun) return null;
  const sup = g.sup.toLowerCase();
  const priced = /expensive|priciest|dearest|cheapest/.test(sup);
  const timed = /recent|latest|newest|oldest/.test(sup);
  const named = tableOf(ws, g.noun);
  const money = tablesOf(ws).filter((t) => moneyOf(t));
  const withPrice = money.filter((t) => t.columns.some((c) => /price|cost/.test(c.name)));
  const priceds = withPrice.length === 1 ? withPrice : money;
  // "the cheapest tea": a word no table is named by is a kind of row of the one priced table.
  const kind =
    !named && !GENERIC.test(g.noun) && priced && priceds.length === 1 && /^[a-z]+$/.test(g.noun)
      ? singularName(g.noun)
      : undefined;
  const table = named ?? (GENERIC.test(g.noun) || kind ? priceds.at(0) : undefined);
  if (!table) return null;
  const texts = table.columns.filter((c) => typeFamily(c.type) === 'text');
  if (kind && !texts.length) return null;
  const kindSql = kind
    ? ` and (${texts.map((c) => `${ident(c.name)} ~* ${literal(`\\y${kind}`)}`).join(' or ')})`
    : '';
  const column = timed
    ? (eventDate(table) ?? timeColumn(table) ?? undefined)
    : priced
      ? (table.columns.find((c) => /price|cost/.test(c.name) && isNumeric(typeFamily(c.type))) ??
        moneyOf(table))
      : (moneyOf(table) ??
        table.columns.find((c) => isNumeric(typeFamily(c.type)) && c.name !== 'id'));
  if (!column) return null;
  const down = /most|priciest|dearest|biggest|largest|highest|recent|latest|newest/.test(sup);
  const sql = `select * from ${publicTable(table.name)} where ${ident(column.name)} is not null${kindSql} order by ${ident(column.name)}${down ? ' desc' : ''} fetch first 1 rows with ties`;
  const words = `the ${sup} ${kind ? `${kind} in ` : 'of '}${table.name} by ${humanize(column.name)}`;
  return { understood: words, service: 'backend', render: () => [selectPiece(sql, words)] };
}

/** A ranked or grouped question read by what it names; null when it is not one. */
/** "how much is all our stock worth?": price times what is in stock, added up. */
const STOCK_WORTH =
  /^(?:(?:what'?s|what is|how much is)\s+)?(?:all\s+)?(?:of\s+)?(?:our|my|the)?\s*(?:stock|inventory)\s+(?:worth|valued at|value)(?:\s+(?:altogether|in total|overall|all together|combined|right now|now))*$/;

function stockWorth(text: string, ws: Workspace): ClauseResult {
  if (!STOCK_WORTH.test(text)) return null;
  const table = tablesOf(ws).find(
    (t) =>
      stockColumn(t) &&
      t.columns.some((c) => /price|cost/.test(c.name) && isNumeric(typeFamily(c.type))),
  );
  const stock = table ? stockColumn(table) : undefined;
  const price = table?.columns.find(
    (c) => /price|cost/.test(c.name) && isNumeric(typeFamily(c.type)),
  );
  if (!table || !stock || !price) return null;
  const sql = `select sum(${ident(price.name)} * ${ident(stock.name)}) as stock_value from ${publicTable(table.name)}`;
  const words = `what the ${table.name} in stock are worth (${humanize(price.name)} × ${humanize(stock.name)}, added up)`;
  return { understood: words, service: 'backend', render: () => [selectPiece(sql, words)] };
}

export function readRankedQuestion(q: string, ws: Workspace): ClauseResult {
  const worth = stockWorth(q.trim(), ws);
  if (worth) return worth;
  const timed = takePeriod(q.trim());
  const text = timed.rest.replace(/\s+/g, ' ').trim();
  const top = text.match(TOP_SPENDERS)?.groups;
  if (top?.n && top.by) {
    const n = NUMBER[top.n] ?? Number(top.n);
    const sum = sumSql(ws, top.by, 'most', timed.period, n);
    if (sum)
      return {
        understood: sum.words,
        service: 'backend',
        render: () => [selectPiece(sum.sql, sum.words)],
      };
  }
  const row = superlativeRow(text, ws);
  if (row) return row;
  for (const [pattern, read] of READERS) {
    const g = text.match(pattern)?.groups;
    if (!g) continue;
    const asked = read(g);
    if (asked.measure === 'sum') {
      const sum = sumSql(ws, asked.by, asked.rank, timed.period);
      if (!sum) continue;
      const words = `${sum.words}${timed.period ? ` ${timed.period.words}` : ''}`;
      return { understood: words, service: 'backend', render: () => [selectPiece(sum.sql, words)] };
    }
    const of = tableOf(ws, asked.of);
    if (asked.of && !of) continue;
    const grouping = asked.by ? groupingFor(ws, asked.by, of) : undefined;
    // "orders per status" groups by its own column: the general reader answers it.
    if (!grouping || (asked.rank === 'all' && grouping.kind === 'column')) continue;
    const sql = countSql(grouping, asked.rank, timed.period);
    const words = `${countWords(grouping, asked.rank)}${timed.period ? ` ${timed.period.words}` : ''}`;
    return { understood: words, service: 'backend', render: () => [selectPiece(sql, words)] };
  }
  return null;
}
