import type { ContextColumn, ContextTable } from './context';
import {
  dataColumns,
  findColumn,
  heldValue,
  isNumeric,
  isText,
  nameColumn,
  tableMentions,
  timeColumn,
} from './grounding';
import { eventDate, isDateColumn, ownDates, stateOf, statusColumn } from './column-words';
import { countWord, humanize, listWords } from './names';
import type { ClauseResult } from './pieces';
import { periodSql, takePeriod, type Period } from './question-periods';
import { selectPiece } from './query-piece';
import { ident, literal, publicTable } from './sql';
import { typeFamily } from './types';
import { tablesOf, type Workspace } from './workspace';

/**
 * Reads a question about the data by what its words name rather than by its shape: the table
 * (any word form), the columns it mentions, an aggregate (how many, average, total, biggest,
 * newest), a grouping ("per customer"), an order ("sorted by name") and conditions from words
 * that name nothing in the project ("in London", "paid orders", "out of stock").
 */

/** Words that carry no condition or name in a question. */
const STOP = new Set(
  `a an the my our your their his her its me us we i you they it this that these those of for to
  in on at by with from and or is are was were be been being do does did have has had got get
  gets show list give display tell find see pull bring up what what's whats which who whom whose
  when where how many much any all every each everyone everybody anyone anybody someone people
  person users user there here please can could would will just now right currently so far
  total altogether overall some one ones row rows record records entry entries data table tables
  database db app placed made created added signed joined live lives living based new
  not no never isn't aren't wasn't weren't don't doesn't hasn't haven't hadn't didn't yet
  make makes earn earned money got get have having ever so far yet already currently still
  located about like than then also only more less them those whole entire did done
  let know want see me give need whats currently who's came come arrived received submitted sent
  different distinct unique least most thing things item items stuff product products
  we've i've we'd ever roughly approximately approx exactly basically actually really quick
  coming going attending kids children squad team class group crew lot bunch booked reserved
  scheduled listed recorded registered stored kept logged tracked entered worth completely
  totally fully overall anything anyone add adds up charge charges charged breakdown split
  break down again together moment remind who've who're i'm am remember forgot forgotten
  running lasting buy purchase order doing everything combined learning taking sat tmrw
  tomorrow`.split(/\s+/),
);

const PEOPLE_WORDS = /^(?:everyone|everybody|people|persons|users|folks|anyone|who)$/;
const LOCATION_COLUMN = /^(?:city|town|location|country|place|address|region|area|state)$/;
const MONEY_COLUMN = /price|amount|total|cost|revenue|value|salary|fee|paid|balance/;

type Aggregate = 'count' | 'avg' | 'sum' | 'max' | 'min';

const AGGREGATE_WORDS: ReadonlyArray<readonly [RegExp, Aggregate]> = [
  [/\b(?:how many|number of|count of|count|breakdown|break down|split)\b/, 'count'],
  [/\b(?:average|avg|mean|typical)\b/, 'avg'],
  // "the cheapest cake and how much is it": the row asked for, with its price.
  [
    /\b(?:biggest|largest|highest|most expensive|maximum|max|top|priciest|greatest|costs? the most)\b/,
    'max',
  ],
  [/\b(?:smallest|lowest|cheapest|minimum|min|least expensive|fewest|costs? the least)\b/, 'min'],
  [
    /\b(?:total|sum|altogether|revenue|in total|combined|how much|adds? up|come to|comes to|spent|spend|paid us|given us)\b/,
    'sum',
  ],
];

const GROUP_CUE = /\b(?:per|each|for each|for every|every|by|grouped by|broken down by)\s+/g;
const SORT_CUE = /\b(?:sorted|ordered|sort|order|arranged)\s+(?:them\s+)?by\s+/g;

/** The column named right after a cue ("per customer", "sorted by city"), with the words it took. */
function cuedColumn(
  table: ContextTable,
  text: string,
  cue: RegExp,
): { column: ContextColumn; said: string } | undefined {
  for (const m of text.matchAll(cue)) {
    const after = text.slice((m.index ?? 0) + m[0].length).split(/\s+/);
    for (const n of [2, 1]) {
      const phrase = after.slice(0, n).join(' ');
      const column = phrase ? findColumn(table, phrase) : undefined;
      if (column) return { column, said: `${m[0]}${phrase}` };
    }
  }
  return undefined;
}

const NEWEST = /\b(?:newest|latest|most recent|last|recent)\b/;
const OLDEST = /\b(?:oldest|earliest|first)\b/;

interface Condition {
  sql: string;
  words: string;
}

/** A value matched as a whole word in a text column, whatever its case. */
const wordMatch = (column: string, value: string) =>
  `${ident(column)} ~* ${literal(`\\y${value.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}\\y`)}`;

/** A value no text column holds, in a table whose text values are all known (each list under the cap). */
function guessedValue(table: ContextTable, value: string): boolean {
  const text = table.columns.filter((c) => isText(typeFamily(c.type)));
  const known =
    table.values !== undefined &&
    (table.rowCount ?? 0) > 0 &&
    text.every((c) => (table.values?.[c.name]?.length ?? 0) < 30);
  return known && !heldValue(table, value);
}

/** The condition for values that name nothing in the project, on the column they fit. */
function valueCondition(
  table: ContextTable,
  values: readonly string[],
  cue: string | undefined,
  named: ContextColumn | undefined,
): Condition | undefined {
  const text = table.columns.filter((c) => isText(typeFamily(c.type)));
  const target =
    named ??
    (cue && /^(?:in|from|at|near)$/.test(cue)
      ? text.find((c) => LOCATION_COLUMN.test(c.name))
      : undefined) ??
    (cue && /^(?:called|named)$/.test(cue) ? nameColumn(table) : undefined);
  const columns = target ? [target] : text;
  if (!columns.length) return undefined;
  const each = values.map((value) => {
    if (target && isNumeric(typeFamily(target.type)) && /^\d+(?:\.\d+)?$/.test(value))
      return `${ident(target.name)} = ${value}`;
    if (/@/.test(value))
      return columns.map((c) => `lower(${ident(c.name)}) = ${literal(value)}`).join(' or ');
    return columns.map((c) => wordMatch(c.name, value)).join(' or ');
  });
  const where = target ? ` ${humanize(target.name)}` : '';
  return {
    sql: `(${each.join(' or ')})`,
    words: `${where} ${listWords(
      values.map((v) => `"${v}"`),
      'or',
    )}`.trim(),
  };
}

/** The table a question is about: named in it, or the one whose columns it names. */
/** The column a word names, also as what its people do: "grooming" is the groomer column. */
/** Verbs whose past does not end in -ed, by the word their doer is named from. */
const DOER_OF: Record<string, string> = {
  taught: 'teach',
  drove: 'drive',
  driven: 'drive',
  led: 'lead',
  wrote: 'write',
  written: 'write',
  sold: 'sell',
  bought: 'buy',
  ran: 'run',
  built: 'build',
  sang: 'sing',
  sung: 'sing',
  spoke: 'speak',
  spoken: 'speak',
  made: 'make',
  held: 'hold',
};

const columnSaid = (table: ContextTable, word: string): ContextColumn | undefined =>
  findColumn(table, word) ??
  (DOER_OF[word]
    ? ['er', 'or'].map((end) => findColumn(table, `${DOER_OF[word]}${end}`)).find(Boolean)
    : undefined) ??
  (/\w{3}(?:ing|ed)$/.test(word)
    ? ['er', 'or', '']
        .map((end) => findColumn(table, word.replace(/(?:ing|ed)$/, end)))
        .find(Boolean)
    : undefined);

function questionTable(ws: Workspace, words: readonly string[]): ContextTable | undefined {
  const mentions = tableMentions(ws, words);
  if (mentions.length) return mentions[0]?.table;
  const tables = tablesOf(ws).filter((t) => t.name !== 'profiles');
  const scored = tables
    .map((t) => ({
      t,
      hits: words.filter((w) => !STOP.has(w) && (columnSaid(t, w) || heldValue(t, w))).length,
    }))
    .filter((s) => s.hits > 0)
    .sort((a, b) => b.hits - a.hits);
  if (scored.length === 1 || (scored[0] && scored[1] && scored[0].hits > scored[1].hits))
    return scored[0]?.t;
  const people = tables.filter((t) => t.columns.some((c) => /email/.test(c.name)));
  if (words.some((w) => PEOPLE_WORDS.test(w)) && people.length === 1) return people[0];
  // A project with one table of its own: a question that names none is about it.
  return tables.length === 1 && !scored.length ? tables[0] : undefined;
}

/** "who still owes me money", "how much is still owed": rows whose paid box is not ticked. */
const WEEKDAY = /^(?:mon|tues|wednes|thurs|fri|satur|sun)days?$/;

const OWED =
  /\b(?:owes?|owed|owing|outstanding|unpaid|not paid up|(?:hasn't|haven't|has not|have not|not|never|didn't|did not)\s+(?:yet\s+)?(?:settled|cleared|paid)(?:\s+up)?(?:\s+(?:their|his|her|the)\s+\w+)?)\b/;
/** "what have we taken", "how much did we make": the money taken in, a total. */
const TAKEN = /\b(?:taken|took|take|takings|made|make|earned|earn|brought in|bring in)\b/;
/** "the two youngest kids", "top 3 best sellers": an order said by what the rows are. */
const RANKED: ReadonlyArray<readonly [RegExp, RegExp, 'asc' | 'desc']> = [
  [/\byoungest\b/, /^(?:age|age_years)$/, 'asc'],
  [/\boldest\b/, /^(?:age|age_years)$/, 'desc'],
  [/\bstrongest\b/, /^(?:abv|strength|alcohol|proof)(?:_\w+)?$/, 'desc'],
  [/\bweakest\b/, /^(?:abv|strength|alcohol|proof)(?:_\w+)?$/, 'asc'],
  [/\bheaviest\b/, /^weight(?:_\w+)?$/, 'desc'],
  [/\blightest\b/, /^weight(?:_\w+)?$/, 'asc'],
  [/\btallest\b/, /^height(?:_\w+)?$/, 'desc'],
  [/\b(?:longest|lengthiest)\b/, /^(?:length|duration|runtime|minutes|hours)(?:_\w+)?$/, 'desc'],
  [/\bshortest\b/, /^(?:length|duration|runtime|minutes|hours)(?:_\w+)?$/, 'asc'],
  [/\bhottest\b/, /^(?:temperature|temp|heat|spice|spice_level|heat_level)$/, 'desc'],
  [
    /\b(?:best[- ]?sellers?|best[- ]selling|most popular|sold the most|sells the most)\b/,
    /^(?:sold|units_sold|sales|quantity_sold|number_sold|sold_count)$/,
    'desc',
  ],
];

/** Common verbs a question says of its rows that pick none of them (never a state such as shipped). */
const DOING =
  /^(?:sat|sit|sitting|got|get|gets|getting|put|did|do|does|doing|done|made|make|makes|making|took|take|takes|taking|came|come|comes|coming|went|go|goes|going|kept|keep|keeps|keeping|had|have|has|having|held|hold|holds|brought|bring|brings|standing|lying|working|looking|staying|hanging|stuck)$/;

/** The yes/no column that says a row is paid for. */
const paidColumn = (table: ContextTable): ContextColumn | undefined =>
  table.columns.find(
    (c) => /^(?:is_)?paid(?:_up)?$/.test(c.name) && typeFamily(c.type) === 'boolean',
  );

/** The words of a question said again in the terms the reader knows, for the table it is about. */
function plainMeaning(table: ContextTable, text: string, conditions: Condition[]): string {
  let said = text;
  const paid = paidColumn(table);
  if (paid && OWED.test(said)) {
    conditions.push({
      sql: `${ident(paid.name)} is not true`,
      words: `not ${humanize(paid.name)}`,
    });
    said = said.replace(new RegExp(OWED.source, 'g'), ' ').replace(/\bstill\b/g, ' ');
  }
  // "who's been coming to us the longest": the one who joined first.
  said = said.replace(
    /\b(?:been\s+(?:coming(?:\s+to\s+us)?|with\s+us|a\s+(?:member|customer|client|regular))|coming\s+to\s+us)\s+(?:the\s+)?longest\b/g,
    ' earliest ',
  );
  // "charges the most per hour": the highest of the money the rows hold.
  const money = table.columns.find(
    (c) => MONEY_COLUMN.test(c.name) && isNumeric(typeFamily(c.type)),
  );
  if (money)
    said = said.replace(
      /\b(?:charges?|costs?|earns?|pays?|makes?|brings? in|takes?)\s+(?:us\s+)?(?:the\s+)?(most|least)\b/g,
      (_, end: string) => ` ${end === 'most' ? 'highest' : 'lowest'} ${money.name} `,
    );
  const age = table.columns.find((c) => /^(?:age|age_years)$/.test(c.name));
  if (age) said = said.replace(/\bhow old\b/g, ` what ${age.name} `);
  // "what does a vinyl go for": its price.
  const price = table.columns.find((c) => /price|cost|fee|rate/.test(c.name));
  if (price)
    said = said
      .replace(/\b(?:go|goes|going|sell|sells|selling)\s+for\b/g, ` ${price.name} `)
      // "the total value of her appointments": what they cost, when no column is called value.
      .replace(/\b(?:value|worth)\b/g, (word) =>
        findColumn(table, word) ? word : ` ${price.name} `,
      );
  if (/\b(?:how much|what)\b/.test(said) && TAKEN.test(said))
    said = said.replace(new RegExp(TAKEN.source, 'g'), ' total ');
  for (const [words, column, direction] of RANKED) {
    const ranked = table.columns.find((c) => column.test(c.name));
    if (ranked && words.test(said))
      said = said.replace(
        words,
        direction === 'asc' ? ` lowest ${ranked.name} ` : ` highest ${ranked.name} `,
      );
  }
  return (
    said
      // "who joined most recently": the newest one by when they joined.
      .replace(/\b(?:the\s+)?most\s+recently\b|\blast\s*$/, ' newest one ')
      // "how much has nell paid": money handed over, unless the table keeps a paid box.
      .replace(/\b(?:spent|spend|paid|pays|given|donated)\b/g, (word) =>
        stateOf(table, word) || heldValue(table, word) ? word : ' ',
      )
      // "how many dogs of each breed have we groomed": what the business did, said last,
      // unless it is a state of the rows ("how many tasks have I finished").
      .replace(
        /\b(?:have|has|did|do|does)\s+(?:we|i|you|they)\s+(?:ever\s+)?([a-z]+)\s*$/,
        (said, verb: string) => (stateOf(table, verb) || findColumn(table, verb) ? said : ' '),
      )
  );
}

/** "who's booked in", "what was ordered": a verb of a table's own noun names it (bookings, orders). */
function spokenTable(ws: Workspace, text: string): string {
  if (tableMentions(ws, tokens(text)).length) return text;
  for (const word of tokens(text)) {
    const stem = word.match(/^(?<stem>[a-z]{4,}?)e?(?:ed|ing)$/)?.groups?.stem;
    if (STOP.has(word) || !stem) continue;
    const table = tablesOf(ws).find((t) => t.name !== 'profiles' && t.name.startsWith(stem));
    if (table) return text.replace(new RegExp(`\\b${word}\\b`), table.name);
  }
  return text;
}

/** "how many units do we have altogether": the stock of the one table that keeps a stock count. */
function stockWords(ws: Workspace, text: string): string {
  const said =
    /\bhow many (?:units|pieces|items)(?: of stock| in stock)?\b(?=.*\b(?:altogether|in total|total|overall|in stock|have|got)\b)/;
  if (!said.test(text)) return text;
  const kept = tablesOf(ws).flatMap((t) => {
    const c = stockColumn(t);
    return c ? [{ t, c }] : [];
  });
  const [only] = kept;
  return only && kept.length === 1
    ? text.replace(said, `total ${only.c.name} of ${only.t.name}`)
    : text;
}

/** Splits a question into words, keeping e-mails, decimals and quoted values whole. */
const tokens = (q: string): string[] =>
  q
    .replace(/[?!,;:()]/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^["'`]+|["'`.]+$/g, ''))
    // "Ziggy's groomer": the name is Ziggy.
    .map((w) =>
      /^(?:what|who|it|that|there|here|let|he|she|where|how|when|why)'s$/i.test(w)
        ? w
        : w.replace(/(?<=\w\w)'s$/i, ''),
    )
    .filter(Boolean);

/** "fewer than five", "stronger than 5 percent": number words and units after a comparison, as digits. */
const comparedNumbers = (text: string): string =>
  text
    .replace(
      /\b(than|under|over|below|above|least|most|of)\s+(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a hundred|hundred)\b/g,
      (_, cue: string, word: string) => `${cue} ${countWord(word) ?? word}`,
    )
    .replace(/(\d)\s*(?:%|per ?cent|percent)/g, '$1');

const COMPARE: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bbetween\s+[$£€]?(\d+(?:\.\d+)?\s+and\s+[$£€]?\d+(?:\.\d+)?)/, 'between'],
  [
    /\b(?:over|above|more than|greater than|bigger than|higher than|more expensive than|longer than|older than|stronger than|heavier than|taller than)\s+[$£€]?(\d+(?:\.\d+)?)/,
    '>',
  ],
  [/\b(?:at least|minimum of)\s+[$£€]?(\d+(?:\.\d+)?)/, '>='],
  [
    /\b(?:under|below|less than|fewer than|cheaper than|lower than|shorter than|younger than|weaker than|lighter than)\s+[$£€]?(\d+(?:\.\d+)?)/,
    '<',
  ],
  [/\b(?:at most|maximum of|no more than)\s+[$£€]?(\d+(?:\.\d+)?)/, '<='],
];

/** The numeric column a comparison or aggregate is about: named, else money-like, else the only one. */
function numberColumn(
  table: ContextTable,
  named: readonly ContextColumn[],
): ContextColumn | undefined {
  const numeric = dataColumns(table).filter((c) => isNumeric(typeFamily(c.type)));
  return (
    named.find((c) => isNumeric(typeFamily(c.type))) ??
    numeric.find((c) => MONEY_COLUMN.test(c.name)) ??
    (numeric.length === 1 ? numeric[0] : undefined)
  );
}

/** A stock-like column: "out of stock" and "in stock" read it. */
const stockColumn = (table: ContextTable) =>
  findColumn(table, 'stock', (f) => isNumeric(f)) ??
  findColumn(table, 'quantity', (f) => isNumeric(f));

const SORTED = /\b(?:sorted|ordered|arranged) by\b|\balphabetical(?:ly)?\b/;
/** The words that mean making an account in the founder's app (its auth users). */
export const SIGN_UP_WORDS =
  'signed up|sign-ups|signups|joined|registered|created an account|created accounts|made an account|registrations|new users|new accounts';
const SIGNED_UP = new RegExp(`\\b(?:${SIGN_UP_WORDS})\\b`);

/** "haven't been paid", "not yet done", "isn't marked done": a "not" before the state, past small words. */
function saidNot(before: readonly string[]): boolean {
  for (const word of [...before].reverse()) {
    if (/^(?:not|never|no|un)$/.test(word) || /n't$/.test(word)) return true;
    if (!/^(?:been|be|being|yet|got|gotten|ever|already|actually|fully|marked|as|set)$/.test(word))
      return false;
  }
  return false;
}

/** A table's one column that says when its row takes place ("day", "date", "starts_at"). */
function whenItHappens(table: ContextTable): ContextColumn | undefined {
  const dates = ownDates(table);
  const [only] = dates;
  return dates.length === 1 &&
    only &&
    /^(?:date|day|when|starts?_at|start_date|starts_on|scheduled_(?:for|at|on)|booked_for|takes_place_on|event_date|session_date|held_on)$/.test(
      only.name,
    )
    ? only
    : undefined;
}

/** The date a period is about: the rows' own event, or for a day of the calendar their one own date. */
export function periodColumn(table: ContextTable, period: Period): ContextColumn | undefined {
  const own = ownDates(table);
  // "going out on 14 February": the one date the rows keep, not when they were added.
  const only = period.calendar && own.length === 1 ? own[0] : undefined;
  return eventDate(table) ?? whenItHappens(table) ?? only ?? timeColumn(table);
}

/** The one table that keeps when its people joined ("signups" with joined_at), if there is one. */
export function signUpTable(ws: Workspace): ContextTable | undefined {
  const joined = tablesOf(ws).filter((t) =>
    t.columns.some((c) => /(?:joined|signed_up|signup|registered)/.test(c.name)),
  );
  return joined.length === 1 ? joined[0] : undefined;
}

/** "who signed up this week": the app's own accounts made in that period, newest first. */
function signUpsIn(period: Period | undefined, count: boolean): ClauseResult {
  const said = `${count ? 'how many people' : 'who'} signed up${period ? ` ${period.words}` : ''}`;
  const when = period ? ` where ${periodSql(period, 'created_at')}` : '';
  const sql = count
    ? `select count(*)::int as count from auth.users${when}`
    : `select email, created_at from auth.users${when} order by created_at desc`;
  return { understood: said, service: 'backend', render: () => [selectPiece(sql, said)] };
}

/** Words around a question that ask for nothing: who is looked after, where, how things stand. */
const SAYS_NOTHING =
  /\b(?:(?:are|is)\s+)?(?:we\s+)?(?:looking after|look after|caring for|care for|on the go|(?:on\s+)?at the mo(?:ment)?|with us|this term|this season|in the shop|at the shop|going out|go out|sent out|heading out|at the mo|atm|any idea|out of (?:the|our) (?:team|staff|lot|group|crew)|clocked(?: up)?|racked up|totted up|per (?:hour|head|person|night|session|lesson|class))\b/g;

const WH_START = /^(?:how|what|what's|whats|which|who|whose|when|where)\b/;
const ASK_START =
  /^(?:show|list|give me|display|find|pull up|bring up|count|number|do|does|did|are|is|any|anything|tell|top|total|average|cheapest|priciest|dearest|biggest|largest|smallest|highest|lowest)\b/;
/** Words that ask for a change: a sentence with one is an instruction unless it opens with what/which/how. */
const CHANGE_VERB =
  /\b(?:add|create|make|delete|remove|drop|rename|change|update|set|insert|put|rid|clear|turn|enable|disable|mark|move|raise|lower|increase|decrease|edit|fix|replace|allow|require|switch|undo|revert|deploy|merge|push|commit|import|upload|store|keep|track|tick)\b/;

/**
 * A data question read by meaning; null when the words are not a question about a table.
 * `original` keeps the founder's capitals, which mark names ("Ada", "London").
 */
export function readDataQuestion(asked: string, original: string, ws: Workspace): ClauseResult {
  // "on average what does a vinyl go for": the question, then how it is summed up.
  const q = asked.replace(/^(?:on average|on avg),?\s+(.+)$/, '$1 on average');
  const wh = WH_START.test(q);
  // "refurbished parts under £40?": a question mark makes a bare noun phrase a question.
  const marked = /\?\s*$/.test(original);
  if (!wh && !marked && !ASK_START.test(q) && !SORTED.test(q)) return null;
  if (!wh && CHANGE_VERB.test(q)) return null;
  let text = ` ${q} `
    .replace(SAYS_NOTHING, ' ')
    .replace(/\bmost recent\b/g, 'latest')
    .replace(/\b(?:most expensive|least expensive)\b/g, (m) =>
      m.startsWith('most') ? 'priciest' : 'cheapest',
    );
  const conditions: Condition[] = [];
  const timed = takePeriod(text.trim());
  const period = timed.period;
  if (period) text = ` ${timed.rest} `;
  // Sign-ups are the app's accounts, unless a table of the project is named.
  // ... unless one table keeps when its people joined ("members" with joined_date): that table is meant.
  if (SIGNED_UP.test(text) && !tableMentions(ws, tokens(text)).length) {
    const joined = signUpTable(ws);
    if (!joined) return signUpsIn(period, /\b(?:how many|number of|count)\b/.test(text));
    text = `${text}${joined.name} `;
  }
  text = spokenTable(ws, stockWords(ws, text));
  const table = questionTable(ws, tokens(text));
  if (!table) return null;
  // "who still hasn't paid" with no paid box to read it from: never answered with every row.
  if (OWED.test(text) && !paidColumn(table) && !statusColumn(table) && !stateOf(table, 'paid'))
    return null;
  // "when each membership is up for renewal": a when with no date of the rows' own to answer it.
  if (/^\s*when\b/.test(text) && !ownDates(table).length) return null;
  text = plainMeaning(table, text, conditions)
    // "in the quiet zone": the value, then the column that holds it.
    .replace(
      /\b(?:in|on|at|from|for)\s+the\s+([a-z][\w-]*)\s+([a-z_]+)\b/g,
      (said, value: string, noun: string) => {
        const column = findColumn(table, noun);
        return column && !findColumn(table, value) && !STOP.has(value)
          ? ` ${column.name} ${value} `
          : said;
      },
    );
  const capitals = new Set(
    tokens(original)
      .slice(1)
      .filter((w) => /^[A-Z][a-z]/.test(w))
      .map((w) => w.toLowerCase()),
  );

  const stock = stockColumn(table);
  const OUT =
    /\b(?:out of stock|sold out|none(?: of)?(?: them| those| it)? left|(?:got|have) none(?: of)?|no stock|(?:run|ran|running) out(?: of)?|zero stock)\b/;
  if (stock && OUT.test(text)) {
    conditions.push({ sql: `${ident(stock.name)} <= 0`, words: `out of ${humanize(stock.name)}` });
    text = text.replace(OUT, ' ');
  } else if (stock && /\b(?:in stock|available)\b/.test(text)) {
    conditions.push({ sql: `${ident(stock.name)} > 0`, words: `in stock` });
    text = text.replace(/\b(?:in stock|available)\b/, ' ');
  }

  // "pro vs free": two values one column holds, counted side by side.
  const versus = text.match(
    /\b(?:on\s+|in\s+|from\s+)?(?<a>[\w-]+)\s+(?:vs\.?|versus|v|compared (?:to|with)|against)\s+(?:on\s+|in\s+|from\s+)?(?<b>[\w-]+)\b/,
  )?.groups;
  const sides = versus ? [heldValue(table, versus.a ?? ''), heldValue(table, versus.b ?? '')] : [];
  if (versus && sides[0] && sides[1] && sides[0].column === sides[1].column) {
    const column = sides[0].column;
    conditions.push({
      sql: `${ident(column.name)} in (${sides.map((v) => literal(v?.value ?? '')).join(', ')})`,
      words: `${humanize(column.name)} is ${sides.map((v) => v?.value).join(' or ')}`,
    });
    text = text.replace(
      /\b(?:on\s+|in\s+|from\s+)?[\w-]+\s+(?:vs\.?|versus|v|compared (?:to|with)|against)\s+(?:on\s+|in\s+|from\s+)?[\w-]+\b/,
      ` per ${column.name} `,
    );
  }
  let aggregate: Aggregate | undefined;
  for (const [pattern, kind] of AGGREGATE_WORDS)
    if (pattern.test(text)) {
      aggregate = kind;
      break;
    }

  // "per customer", "for each city", "by status": a column to group by.
  let group: ContextColumn | undefined;
  const per = aggregate ? cuedColumn(table, text, GROUP_CUE) : undefined;
  if (per && !(isNumeric(typeFamily(per.column.type)) && aggregate !== 'count')) {
    group = per.column;
    text = text.replace(per.said, ' ');
  }

  // "sorted by name", "alphabetically", "newest first".
  let order: string | undefined;
  const sorted = cuedColumn(table, text, SORT_CUE);
  if (sorted) {
    const descending = /\b(?:desc|descending|highest first|biggest first|newest first)\b/.test(
      text,
    );
    order = `${ident(sorted.column.name)}${descending ? ' desc' : ''}`;
    text = text.replace(sorted.said, ' ');
  } else if (/\balphabetic(?:al)?(?:ly)?\b|\ba-z\b/.test(text)) {
    const label = nameColumn(table);
    if (label) order = ident(label.name);
  }

  text = comparedNumbers(text)
    // "which bikes are we still waiting to fix": the ones not done yet.
    .replace(
      /\b(?:are\s+)?(?:we\s+)?(?:still\s+)?(?:waiting\s+(?:to|for)|yet\s+to|left\s+to|still\s+to)\s+(?:be\s+)?(?:fix(?:ed)?|finish(?:ed)?|do(?:ne)?|complet(?:e|ed)|repair(?:ed)?|sort(?:ed)?)\b/g,
      ' unfinished ',
    );
  const compare = COMPARE.map(([pattern, op]) => ({ m: text.match(pattern), op })).find((c) => c.m);
  if (compare?.m) text = text.replace(compare.m[0], ' ');

  // The words left: columns the question names, and values that name nothing.
  const named: ContextColumn[] = [];
  const values: { value: string; cue?: string; column?: ContextColumn }[] = [];
  // Words that name nothing and carry no value: a reading that leaves some is not sure enough.
  const unknown: string[] = [];
  const list = tokens(text);
  const listMention = tableMentions(ws, list)[0];
  for (let i = 0; i < list.length; i += 1) {
    const word = list[i] as string;
    if (listMention && i >= listMention.start && i < listMention.end) continue;
    const before = list[i - 1];
    if (/^\$?\d+(?:\.\d+)?$/.test(word)) {
      // "room 12", "table 4": a number said right after a column is its value.
      const column = before && !STOP.has(before) ? findColumn(table, before) : undefined;
      if (column) values.push({ value: word.replace(/^\$/, ''), column });
      continue;
    }
    const found = columnSaid(table, word);
    // "open tasks", "unpaid invoices": the opposite of a yes/no column's state.
    const opposite = found ? undefined : stateOf(table, word);
    if (opposite?.negated) {
      conditions.push({
        sql: `${ident(opposite.column.name)} is not true`,
        words: `not ${humanize(opposite.column.name)}`,
      });
      continue;
    }
    // "free desks": a word for the state a yes/no column keeps.
    const same = found ? undefined : opposite;
    const column =
      STOP.has(word) && found && typeFamily(found.type) !== 'boolean'
        ? undefined
        : (found ?? same?.column);
    if (column && typeFamily(column.type) === 'boolean') {
      const negated = saidNot(list.slice(Math.max(0, i - 4), i));
      conditions.push({
        sql: negated ? `${ident(column.name)} is not true` : ident(column.name),
        words: `${negated ? 'not ' : ''}${humanize(column.name)}`,
      });
      continue;
    }
    if (column && !values.some((v) => v.column === column)) {
      if (column !== group && !named.includes(column)) named.push(column);
      continue;
    }
    // "how many hours has Marco engineered": the column of a value already said.
    if (column && found && !capitals.has(word)) continue;
    const cue =
      before && /^(?:in|from|at|near|called|named|with|is|whose|for)$/.test(before)
        ? before
        : undefined;
    const orChain = before === 'or' && values.length > 0;
    const adjective = listMention && i === listMention.start - 1;
    // "how much has hannah spent": a value the table holds is a name, capitals or not.
    const marked =
      capitals.has(word) || /@/.test(word) || WEEKDAY.test(word) || Boolean(heldValue(table, word));
    if (STOP.has(word) && !marked) continue;
    if (
      /^(?:first|last|newest|latest|oldest|earliest|recent|average|avg|mean|typical|typically|usual|usually|biggest|largest|highest|smallest|lowest|cheapest|priciest|dearest|alphabetically|alphabetical|top|sum|count|number|expensive|maximum|minimum|revenue|many|much|desc|ascending|descending|first|two|three|four|five|six|seven|eight|nine|ten|twenty)$/.test(
        word,
      )
    )
      continue;
    // "dr okafor's appointments": a title before a name the rows hold is part of the name.
    if (/^(?:dr|mr|mrs|ms|miss|prof)$/.test(word) && heldValue(table, list[i + 1] ?? '')) continue;
    if (!(cue || orChain || adjective || marked)) {
      // "sat", "waiting", "clocked": a verb about the rows names no row, when the table was named.
      if (listMention && DOING.test(word)) continue;
      unknown.push(word);
      continue;
    }
    // "our cleaning customers": a word before the table's name that no row holds says what the
    // business is, not which rows (known only when the project's values were read).
    if (adjective && !marked && table.values && !capitals.has(word)) continue;
    const previous = values.at(-1);
    if (previous && list[i - 1] && list[i - 1] === previous.value.split(' ').at(-1))
      previous.value = `${previous.value} ${word}`;
    else {
      const namedBefore =
        (before && !STOP.has(before) ? findColumn(table, before) : undefined) ??
        heldValue(table, word)?.column;
      // "cats" where the rows say "cat": the value as the rows hold it.
      const held = heldValue(table, word)?.value;
      values.push({
        value: held && !/\s/.test(held) ? held.toLowerCase() : word,
        ...(cue ? { cue } : {}),
        ...(orChain ? { cue: previous?.cue } : {}),
        ...(namedBefore ? { column: namedBefore } : {}),
      } as { value: string; cue?: string; column?: ContextColumn });
    }
  }
  if (unknown.length) {
    if (process.env.QDEBUG) console.error('UNKNOWN', unknown);
    return null;
  }
  // "when each membership is up for renewal": a word no row holds, where every value is known, is no condition.
  if (values.some((v) => !v.column && !/\d|@/.test(v.value) && guessedValue(table, v.value))) {
    if (process.env.QDEBUG) console.error('NOT HELD', values);
    return null;
  }
  for (const { column } of values) {
    const at = column ? named.indexOf(column) : -1;
    if (at >= 0) named.splice(at, 1);
  }
  const byCue = new Map<string, { values: string[]; cue?: string; column?: ContextColumn }>();
  for (const v of values) {
    const key = `${v.cue ?? ''}|${v.column?.name ?? ''}`;
    const entry = byCue.get(key) ?? {
      values: [],
      ...(v.cue ? { cue: v.cue } : {}),
      ...(v.column ? { column: v.column } : {}),
    };
    entry.values.push(v.value);
    byCue.set(key, entry);
  }
  for (const entry of byCue.values()) {
    const condition = valueCondition(table, entry.values, entry.cue, entry.column);
    if (!condition) return null;
    conditions.push(condition);
  }

  if (compare?.m) {
    const column = numberColumn(table, named);
    if (!column) return null;
    const bound = (compare.m[1] ?? '').replace(/[$£€]/g, '');
    conditions.push({
      sql: `${ident(column.name)} ${compare.op} ${bound}`,
      words: `${humanize(column.name)} ${compare.op} ${bound}`,
    });
    const at = named.indexOf(column);
    if (at >= 0) named.splice(at, 1);
  }

  if (period) {
    // "due this week" reads the date column the words name; otherwise when rows were added.
    const dated = named.find(isDateColumn);
    const column = dated ?? periodColumn(table, period);
    if (!column) return null;
    if (dated) named.splice(named.indexOf(dated), 1);
    conditions.push({
      sql: periodSql(period, ident(column.name)) ?? 'true',
      words: `${humanize(column.name)} ${period.words}`,
    });
  }
  const from = publicTable(table.name);
  const where = conditions.length ? ` where ${conditions.map((c) => c.sql).join(' and ')}` : '';
  const about = `${table.name}${conditions.length ? ` with ${conditions.map((c) => c.words).join(' and ')}` : ''}`;
  const limitWord =
    text.match(
      /\b(?:top|first|last|latest|newest|oldest)\s+(\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|twenty)\b/,
    )?.[1] ??
    // "which 2 products are the priciest": the count said with the rows asked for.
    text.match(
      /\b(?:which|what|the)\s+(\d{1,4}|two|three|four|five|six|seven|eight|nine|ten|twenty)\s+[a-z_]+\s+(?:are|were|have|had|sell|sold|cost)\b/,
    )?.[1] ??
    // "the two youngest", "3 cheapest": the count said before the superlative.
    text.match(
      /\b(\d{1,4}|two|three|four|five|six|seven|eight|nine|ten|twenty)\s+(?:lowest|highest|youngest|oldest|biggest|largest|smallest|cheapest|priciest|best|latest|newest|most|least)\b/,
    )?.[1];
  const limit = countWord(limitWord);
  // "who's given us the most tips": a rank this reading cannot make is never answered with a list.
  if (!aggregate && !order && !limit && /\b(?:most|least|fewest)\b/.test(text)) return null;
  const singular = listMention ? !/s$/.test(list[(listMention?.end ?? 1) - 1] ?? '') : false;

  let sql: string;
  let said: string;
  const label = nameColumn(table);
  // "how many hours has he done": a number column counted up is its total.
  const counted = text.match(/\bhow many\s+([a-z_]+)/)?.[1];
  const countsColumn = counted ? columnSaid(table, counted) : undefined;
  if (aggregate === 'count' && countsColumn && named.includes(countsColumn))
    if (isNumeric(typeFamily(countsColumn.type))) aggregate = 'sum';
  if (aggregate === 'count' && !group && label && /\b(?:different|distinct|unique)\b/.test(text)) {
    sql = `select count(distinct ${ident(label.name)})::int as count from ${from}${where}`;
    said = `how many different ${humanize(label.name)}s ${about} has`;
  } else if (aggregate === 'count') {
    sql = group
      ? `select ${ident(group.name)}, count(*)::int as count from ${from}${where} group by 1 order by 2 desc, 1`
      : `select count(*)::int as count from ${from}${where}`;
    said = `how many ${about}${group ? ` per ${humanize(group.name)}` : ''}`;
  } else if (aggregate === 'avg' || aggregate === 'sum') {
    const column = numberColumn(table, named);
    if (!column) return null;
    const fn =
      aggregate === 'avg' ? `round(avg(${ident(column.name)}), 2)` : `sum(${ident(column.name)})`;
    const name = `${aggregate === 'avg' ? 'average' : 'total'}_${column.name}`;
    sql = group
      ? `select ${ident(group.name)}, ${fn} as ${ident(name)} from ${from}${where} group by 1 order by 2 desc`
      : `select ${fn} as ${ident(name)} from ${from}${where}`;
    said = `the ${humanize(name)} of ${about}${group ? ` per ${humanize(group.name)}` : ''}`;
  } else if (aggregate === 'max' || aggregate === 'min') {
    const column = numberColumn(table, named);
    if (!column) return null;
    sql = `select * from ${from}${where} order by ${ident(column.name)} ${aggregate === 'max' ? 'desc' : 'asc'} nulls last limit ${limit ?? 1}`;
    said = `the ${table.name} with the ${aggregate === 'max' ? 'highest' : 'lowest'} ${humanize(column.name)}`;
  } else {
    const newest = NEWEST.test(text);
    const oldest = !newest && OLDEST.test(text);
    // "which plants have none left": the rows by their names, with what was asked.
    const shown =
      label && named.length && !named.includes(label) && /^\s*(?:which|who)\b/.test(text)
        ? [label, ...named]
        : named;
    const projection = shown.length ? shown.map((c) => ident(c.name)).join(', ') : '*';
    let orderBy = order;
    let take = limit;
    if (!orderBy && (newest || oldest)) {
      const time =
        eventDate(table) ?? timeColumn(table) ?? table.columns.find((c) => c.name === 'id');
      if (!time) return null;
      orderBy = `${ident(time.name)} ${newest ? 'desc' : 'asc'}`;
      take = limit ?? (singular ? 1 : 10);
    }
    sql = `select ${projection} from ${from}${where}${orderBy ? ` order by ${orderBy}` : ''}${take ? ` limit ${take}` : ''}`;
    said = `${named.length ? `the ${listWords(named.map((c) => humanize(c.name)))} of ` : ''}${about}`;
  }
  return {
    understood: said,
    service: 'backend',
    render: () => [selectPiece(sql, said)],
  };
}
