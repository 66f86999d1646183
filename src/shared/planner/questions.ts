import { eventDate } from './column-words';
import type { ContextTable } from './context';
import { describeTables, findTable, type Workspace } from './workspace';
import { countWord, humanize, ORDINAL_WORDS, toSnake } from './names';
import { isProblem, problem, type ClauseResult } from './pieces';
import { selectPiece } from './query-piece';
import { periodColumn, readDataQuestion, SIGN_UP_WORDS, signUpTable } from './question-reader';
import { readRankedQuestion } from './question-ranks';
import { timeColumn } from './grounding';
import { periodSql, takePeriod } from './question-periods';
import { ident, literal, publicTable } from './sql';
import { typeFamily } from './types';

/**
 * Questions about the project's data ("how many people signed up this week?", "show me the last
 * 10 orders", "sign-ups per day this month", "which customers have no orders") become one
 * read-only SELECT; the server runs it in a read-only transaction with a row limit.
 */

const EXAMPLES = [
  'How many people signed up this week?',
  'Show me the last 10 orders',
  'Sign-ups per day this month',
];

/** Misspellings of the words questions are built on, fixed before reading. */
const QUESTION_TYPOS: ReadonlyArray<readonly [RegExp, string | ((said: string) => string)]> = [
  [/\b(?:how mnay|how manny|how meny|hw many|howmany|how mny)\b/g, 'how many'],
  [/\b(?:sign[- ]?ups?|sigh?n?ups?|singups?|sing[- ]ups?|sigups?)\b/g, 'sign-ups'],
  [/\b(?:singed|sined|signd|siged)\s+up\b/g, 'signed up'],
  [/\b(?:regsitered|registred|registerd)\b/g, 'registered'],
  [/\b(?:custmers|cusotmers|costumers)\b/g, 'customers'],
  [/\b(?:ordres|oders)\b/g, 'orders'],
  [/\bwhats\b/g, "what's"],
  [/\b(we|i|they|you)ve\b/g, "$1've"],
  [/\b(has|have|is|are|was|were|did|does|do|could|should|would)nt\b/g, "$1n't"],
  // "the tenth of march": a day said as a word.
  [
    /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty-first|twenty-second|twenty-third|twenty-fourth|twenty-fifth|twenty-sixth|twenty-seventh|twenty-eighth|twenty-ninth|thirtieth|thirty-first)\s+of\s+(?=(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)/g,
    (word: string) => `${ORDINAL_WORDS.indexOf(word.replace(/\s+of\s*$/, '').trim()) + 1} of `,
  ],
  [/\b(?:avrage|averge|avarage|averag|avergae|aveage)\b/g, 'average'],
];

const LEAD =
  /^(?:(?:quick question|question|hey|so|ok|okay|roughly|approximately|approx|just|out of interest|out of curiosity)[,:]?\s+|(?:can|could) you (?:tell me|check|find out|show me)\s+|(?:tell me|let me know|i want to know|i'd like to know|i would like to know|do you know|i wonder|i'm wondering|find out|check)\s+|(?:know|see|find out|learn|figure out|understand)\s+(?=(?:how|what|which|who|whose|when|where)\b))+/;
/** "I need a list of all customers", "can I get a rundown of orders": a list asked for as a thing. */
const LIST_OF =
  /^(?:(?:i|we)\s+(?:need|want|'d like|would like)|give me|get me|(?:can|could|may)\s+(?:i|we)\s+(?:get|have|see))\s+(?:a\s+|the\s+)?(?:full\s+|complete\s+|quick\s+)?(?:list|rundown|overview|report|table)\s+of\s+/;

/** A question in lower case with its lead-in dropped ("Can you tell me how many ...?"). */
export function questionText(clause: string): string {
  const lower = clause
    .toLowerCase()
    .replace(/[?!.]+$/, '')
    .trim();
  const typed = QUESTION_TYPOS.reduce(
    (out, [pattern, fix]) =>
      typeof fix === 'string' ? out.replace(pattern, fix) : out.replace(pattern, fix),
    lower,
  );
  const asked = typed
    .replace(LEAD, '')
    // "can I see total sales", "remind me what tables I've got": the question after the lead-in.
    .replace(
      /^(?:(?:(?:can|could|may)\s+)?(?:i|we)\s+)?(?:see|get|have)\s+(?=(?:the\s+)?(?:total|number|count|average|sum|list)\b)/,
      'show ',
    )
    .replace(/^remind me\s+(?=(?:what|which|who|how|when|where)\b)/, '')
    // "have we got any customers in spain": which of them are there.
    .replace(
      /^(?:have|has)\s+(?:we|i|you)\s+got\s+any\s+(\w+)\s+(?=in|from|with|at|who|that)/,
      'which $1 are ',
    )
    .replace(
      /^(?:do|does)\s+(?:we|i|you)\s+have\s+any\s+(\w+)\s+(?=in|from|with|at|who|that)/,
      'which $1 are ',
    )
    // "which products are running low - under 10 left": the amount says which.
    .replace(
      /\s+(?:are|is)\s+running\s+(?:low|out)\s*(?:-|,)?\s*(?=(?:under|below|less than|fewer than)\b)/,
      ' have ',
    );
  return (
    asked
      // "who's our busiest tutor": the one with the most rows.
      .replace(
        /^(?:who|which|what)(?:'s|\s+is|\s+was|\s+are)\s+(?:our|my|the)\s+(?:busiest|most booked|most popular)\s+([a-z_]+)(?:\s+(?:at the moment|right now|this year|so far|overall))*(?:\s*,?\s*going by\s+(?:the\s+)?(?:number of\s+)?([a-z_]+)(?:\s+[a-z]+)?)?(?:\s+(?:at the moment|right now|this year|so far|overall))*$/,
        (_, noun: string, rows?: string) =>
          rows ? `which ${noun} has the most ${rows}` : `what is the most common ${noun}`,
      )
      // "what was our best day for takings": the day with the most of it.
      .replace(
        /^(?:what|which)(?:'s|\s+was|\s+is|\s+were)\s+(?:our|my|the)\s+(?:best|biggest|top)\s+([a-z]+)\s+for\s+([a-z_ ]+?)(?:\s+and\s+how much\s+(?:did|have)\s+(?:we|i)\s+(?:make|take|earn|made|taken|earned))?$/,
        'which $1 had the highest $2',
      )
      // "on average how long are our episodes running": the average length.
      .replace(
        /^(?:on average\s+)?how long\s+(?:are|is|do|does)\s+(?:our|my|the)\s+([a-z_ ]+?)(?:\s+(?:running|lasting|last|take|taking|run))?(?:\s+on average)?$/,
        (said, things: string) =>
          /\bon average\b/.test(said)
            ? `what is the average length of ${things}`
            : `how long are ${things}`,
      )
      // "the cheapest thing someone can buy at our yoga studio": where it is sold names no rows.
      .replace(/\s+(?:at|in|from)\s+(?:our|my)\s+(?:little\s+)?[a-z]+(?:\s+[a-z]+)?$/, '')
      .replace(
        /\b(?:thing|one)\s+(?:someone|anyone|people|you|they|a customer)\s+can\s+(?:buy|get|book|order)\b/,
        'thing',
      )
      // "tell me the total revenue …": the thing asked for is what the question is.
      .replace(/^(?=the\s)/, asked !== typed ? "what's " : '')
      .replace(LIST_OF, 'list ')
      .replace(SAID_LOOSELY, '$1 $3 $2')
      .replace(HOLD, '$1 $2')
      .replace(/\s+only$/, '')
  );
}

/** "show me orders that are still pending": the state said before the rows. */
const SAID_LOOSELY =
  /^((?:show|list|find|give|get)(?: me)?(?: all)?(?: the| my| our)?) (\w+) (?:that|which|who) (?:are|is) (?:still |currently |now |already )?(\w+)$/;
/** "how much stock do we hold", "…we carry": what the shop has. */
const HOLD =
  /^(how (?:much|many) [\w ]+? do (?:we|i)) (?:hold|keep|carry|stock|store)\b(?:,? all [\w ]+ added up)?/;

/** "people who signed up" and the like: a question about the project's auth users. */
const SIGNUP_NOUN = new RegExp(
  `^(?:new\\s+)?(?:(?:people|users|persons|folks|accounts|members|visitors|customers|user accounts)\\s+)?(?:(?:have|has|did|that|who)\\s+)?(?:${SIGN_UP_WORDS})(?:\\s+(?:are there|have there been|were there|did i get|did we get|have i got|have we got|do i have|do we have|there were|there have been))?$`,
);
const PEOPLE = /^(?:new\s+)?(?:people|users|persons|accounts|user accounts|end users)$/;
const TRAILER =
  /\s+(?:are there|are in there|do i have|do we have|have i got|have we got|have i|exist|in total|altogether|overall|there are|there were|in (?:the |my |our )?(?:database|db|app|table)|so far|right now|at the moment|now)$/;

const dropTrailer = (text: string): string => {
  let out = text;
  for (let i = 0; i < 3 && TRAILER.test(out); i += 1) out = out.replace(TRAILER, '');
  return out.trim();
};

const answer = (sql: string, words: string): ClauseResult => ({
  understood: words,
  service: 'backend',
  render: () => [selectPiece(sql, words)],
});

/** The table a noun phrase names, trying its first one to three words ("orders placed"). */
function tableAndRest(
  ws: Workspace,
  phrase: string,
): { table: ContextTable; rest: string } | undefined {
  const words = phrase
    .replace(/^(?:the|my|our|all(?: the| my| of the| of my)?)\s+/, '')
    .split(/\s+/)
    .filter(Boolean);
  for (let n = Math.min(3, words.length); n >= 1; n -= 1) {
    const head = words
      .slice(0, n)
      .join(' ')
      .replace(/\s+(?:table|rows|records|entries)$/, '');
    const table = head ? findTable(ws, toSnake(head)) : undefined;
    if (table) {
      const rest = words
        .slice(n)
        .join(' ')
        .replace(/^(?:table|rows|records|entries)\b\s*/, '');
      return { table, rest };
    }
  }
  return undefined;
}

const noTable = (phrase: string, ws: Workspace): ClauseResult =>
  problem(
    `A question about "${phrase}".`,
    `You have no table called ${toSnake(phrase) || phrase}. Your tables: ${describeTables(ws)}.`,
    EXAMPLES,
  );

const hasColumn = (table: ContextTable, name: string) => table.columns.find((c) => c.name === name);

const BOOLEAN_SYNONYMS: Record<string, string[]> = {
  done: ['done', 'is_done', 'completed', 'is_completed', 'complete', 'finished'],
  completed: ['completed', 'is_completed', 'done', 'is_done', 'complete', 'finished'],
  finished: ['finished', 'is_finished', 'done', 'completed'],
  paid: ['paid', 'is_paid'],
  active: ['active', 'is_active'],
  published: ['published', 'is_published'],
};

/** "done", "not done", "pending": a condition on a checkbox column or on a status. */
function stateCondition(
  table: ContextTable,
  state: string,
): { sql: string; words: string } | undefined {
  const m = state.match(/^(?<not>not\s+|un)?(?<word>[a-z_]+)$/);
  if (!m?.groups) return undefined;
  const word = m.groups.word ?? '';
  const negated = Boolean(m.groups.not);
  const names = BOOLEAN_SYNONYMS[word] ?? [word, `is_${word}`];
  const flag = table.columns.find(
    (c) => names.includes(c.name) && typeFamily(c.type) === 'boolean',
  );
  if (flag)
    return negated
      ? { sql: `${ident(flag.name)} is not true`, words: `not ${humanize(flag.name)}` }
      : { sql: `${ident(flag.name)}`, words: humanize(flag.name) };
  const status = table.columns.find(
    (c) => /^(?:status|state|stage)$/.test(c.name) && typeFamily(c.type) === 'text',
  );
  if (status && !negated)
    return { sql: `${ident(status.name)} = ${literal(word)}`, words: `${status.name} ${word}` };
  return undefined;
}

const where = (...conditions: (string | undefined)[]): string => {
  const parts = conditions.filter((c): c is string => Boolean(c));
  return parts.length ? ` where ${parts.join(' and ')}` : '';
};

const COUNT =
  /^(?:how many|what(?:'s| is) the (?:number|count|total number|total) of|the (?:number|count|total number) of|number of|count(?: of| the| all)?|total(?: number of)?)\s+(?<rest>.+)$/;
const CREATED =
  /^(?:(?:were|was|have been|got|did i get|did we get)\s+)?(?:created|added|made|placed|booked|submitted|posted|written|new)$/;

/** "how many tasks are done", "how many people signed up this week". */
function countQuestion(q: string, ws: Workspace): ClauseResult {
  const m = q.match(COUNT);
  if (!m?.groups) return null;
  const { rest: body, period } = takePeriod(dropTrailer(m.groups.rest ?? ''));
  const phrase = dropTrailer(body);
  const words = `how many ${phrase}${period ? ` ${period.words}` : ''}`;
  const found = tableAndRest(ws, phrase);
  // A table that keeps when its people joined is what "signed up" counts (question-reader.ts).
  if (!found && (SIGNUP_NOUN.test(phrase) || PEOPLE.test(phrase)) && signUpTable(ws)) return null;
  if (!found && (SIGNUP_NOUN.test(phrase) || PEOPLE.test(phrase)))
    return answer(
      `select count(*)::int as count from auth.users${where(periodSql(period, 'created_at'))}`,
      words,
    );
  if (!found) return /^[a-z_ ]{2,40}$/.test(phrase) ? noTable(phrase, ws) : null;
  const { table, rest } = found;
  // "orders this year": when each order was placed, before when its row was added.
  const time = period ? periodColumn(table, period) : timeColumn(table);
  if (period && !time)
    return problem(
      `A question about ${table.name} ${period.words}.`,
      `${table.name} has no created_at column, so I cannot tell when its rows were added.`,
      EXAMPLES,
    );
  const when = time ? periodSql(period, ident(time.name)) : undefined;
  if (!rest || CREATED.test(rest))
    return answer(
      `select count(*)::int as count from ${publicTable(table.name)}${where(when)}`,
      words,
    );
  const state = rest.match(
    /^(?:are|were|is|was|that are|which are|marked(?: as)?|set to)\s+(?<s>.+)$/,
  )?.groups?.s;
  const condition = state ? stateCondition(table, state.replace(/^as\s+/, '')) : undefined;
  if (!condition)
    return problem(
      `A question about how many ${table.name} ${rest}.`,
      `I could not tell what "${rest}" means for ${table.name}; its columns: ${table.columns.map((c) => c.name).join(', ')}.`,
      [`How many ${table.name} are there?`, ...EXAMPLES].slice(0, 3),
    );
  return answer(
    `select count(*)::int as count from ${publicTable(table.name)}${where(condition.sql, when)}`,
    words,
  );
}

const LATEST =
  /^(?:(?:show|list|give|get|display|fetch|see|find|pull up|bring up)\s+(?:me\s+|us\s+)?|what are\s+|which are\s+)?(?:the\s+|my\s+)?(?:(?<before>\d{1,4})\s+)?(?<which>last|latest|newest|most recent|recent|first|oldest|earliest)\s+(?<n>\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|fifty|hundred)?\s*(?<noun>.+)$/;
const LIST =
  /^(?:(?:show|list|give|get|display|fetch|see|pull up|bring up)\s+(?:me\s+|us\s+)?(?:all\s+(?:of\s+)?)?(?:the\s+|my\s+|our\s+)?|what(?:'s| is) in\s+(?:the\s+|my\s+)?|who are\s+(?:the\s+|my\s+)?)(?<noun>.+)$/;

/** "show me the last 10 orders", "list all customers", "what's in the tasks table". */
function listQuestion(q: string, ws: Workspace): ClauseResult {
  const latest = q.match(LATEST)?.groups;
  if (latest) {
    const n = countWord(latest.before ?? latest.n) ?? 10;
    const newest = /^(?:last|latest|newest|most recent|recent)$/.test(latest.which ?? '');
    const noun = (latest.noun ?? '').replace(/\s+(?:rows|records|entries)$/, '');
    const order = newest ? 'desc' : 'asc';
    const words = `the ${latest.which} ${n} ${noun}`;
    if (SIGNUP_NOUN.test(noun) || PEOPLE.test(noun))
      if (!findTable(ws, toSnake(noun)))
        return answer(
          `select email, created_at from auth.users order by created_at ${order} limit ${n}`,
          words,
        );
    const found = tableAndRest(ws, noun);
    if (!found) return /^[a-z_ ]{2,40}$/.test(noun) ? noTable(noun, ws) : null;
    if (found.rest && !CREATED.test(found.rest)) return null;
    const by =
      (eventDate(found.table) ?? timeColumn(found.table))?.name ??
      (hasColumn(found.table, 'id') ? 'id' : undefined);
    if (!by)
      return problem(
        `A question about the ${latest.which} ${found.table.name}.`,
        `${found.table.name} has no created_at column, so I cannot tell which rows are the newest.`,
        EXAMPLES,
      );
    return answer(
      `select * from ${publicTable(found.table.name)} order by ${ident(by)} ${order} limit ${n}`,
      words,
    );
  }
  const list = q.match(LIST)?.groups;
  if (!list) return null;
  const noun = dropTrailer(list.noun ?? '');
  const found = tableAndRest(ws, noun);
  if (!found || found.rest) return null;
  return answer(
    `select * from ${publicTable(found.table.name)}`,
    `the rows of ${found.table.name}`,
  );
}

const SERIES_UNIT: Record<string, string> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
};
const SERIES =
  /^(?:(?:show|chart|graph|plot|give|list|display)\s+(?:me\s+)?(?:a\s+(?:chart|graph)\s+of\s+)?(?:the\s+)?)?(?:(?:how many|number of|count of)\s+)?(?<noun>.+?)\s+(?:per|by|each|a|every|for each|grouped by)\s+(?<unit>day|week|month)$/;
const SERIES_ADJ =
  /^(?:(?:show|chart|graph|plot|give|list|display)\s+(?:me\s+)?(?:the\s+)?)?(?<adj>daily|weekly|monthly)\s+(?<noun>.+)$/;

/** "sign-ups per day this month", "orders by week": counts per day, week or month, oldest first. */
function seriesQuestion(q: string, ws: Workspace): ClauseResult {
  const { rest, period } = takePeriod(q);
  const m = rest.match(SERIES)?.groups;
  const adj = m ? undefined : rest.match(SERIES_ADJ)?.groups;
  if (!m && !adj) return null;
  const unit = m?.unit ?? SERIES_UNIT[adj?.adj ?? ''] ?? 'day';
  const noun = dropTrailer((m?.noun ?? adj?.noun ?? '').replace(/^(?:new|the|my)\s+/, ''));
  const words = `${noun} per ${unit}${period ? ` ${period.words}` : ''}`;
  const series = (from: string, column: string) =>
    `select date_trunc('${unit}', ${column})::date as ${unit}, count(*)::int as count from ${from}${where(periodSql(period, column))} group by 1 order by 1`;
  const found = tableAndRest(ws, noun);
  if (!found && (SIGNUP_NOUN.test(noun) || PEOPLE.test(noun)))
    return answer(series('auth.users', 'created_at'), words);
  if (!found) return /^[a-z_ ]{2,40}$/.test(noun) ? noTable(noun, ws) : null;
  if (found.rest && !CREATED.test(found.rest)) return null;
  const time = eventDate(found.table) ?? timeColumn(found.table);
  if (!time)
    return problem(
      `A question about ${found.table.name} per ${unit}.`,
      `${found.table.name} has no created_at column, so I cannot tell when its rows were added.`,
      EXAMPLES,
    );
  return answer(series(publicTable(found.table.name), ident(time.name)), words);
}

const WITHOUT = [
  /^(?:(?:which|what)\s+|(?:show|list|find|give)\s+(?:me\s+)?(?:the\s+|all\s+)?)?(?<a>[a-z_ ]+?)\s+(?:have|has|had|got)\s+(?<neg>no|zero|not got any|not had any|never had any)\s+(?<b>[a-z_ ]+)$/,
  /^(?:(?:which|what)\s+|(?:show|list|find|give)\s+(?:me\s+)?(?:the\s+|all\s+)?)?(?<a>[a-z_ ]+?)\s+(?:that|who|which)?\s*(?:have|has|had)?\s*(?<neg>haven't|have not|hasn't|has not|didn't|did not|never|don't have|do not have|have no|has no)\s+(?:(?:placed|made|got|received|written|had|booked)\s+)?(?:(?:any|an?|one)\s+)?(?<b>[a-z_ ]+)$/,
  /^(?:(?:which|what)\s+|(?:show|list|find|give)\s+(?:me\s+)?(?:the\s+|all\s+)?)?(?<a>[a-z_ ]+?)\s+(?<neg>without)\s+(?:any\s+|an?\s+)?(?<b>[a-z_ ]+)$/,
  /^(?:(?:which|what)\s+|(?:show|list|find|give)\s+(?:me\s+)?(?:the\s+|all\s+)?)?(?<a>[a-z_ ]+?)\s+(?:that\s+|who\s+)?(?:have|has|had|placed|made)\s+(?:at least one\s+|some\s+|any\s+)?(?<b>[a-z_ ]+)$/,
];

/** "which customers have no orders": rows of one table that no row of a linked table points to. */
function withoutQuestion(q: string, ws: Workspace): ClauseResult {
  for (const pattern of WITHOUT) {
    const m = q.match(pattern)?.groups;
    if (!m) continue;
    const a = findTable(ws, toSnake(m.a ?? ''));
    const b = findTable(ws, toSnake(m.b ?? ''));
    if (!a || !b) continue;
    const key = (b.foreignKeys ?? []).find((k) => k.references.table === a.name);
    const negated = Boolean(m.neg);
    const words = `which ${a.name} have ${negated ? 'no' : 'some'} ${b.name}`;
    if (!key)
      return problem(
        `A question about ${words}.`,
        `${b.name} does not link to ${a.name}, so I cannot tell which ${b.name} belong to which ${a.name}.`,
        [
          `Each ${b.name.replace(/s$/, '')} belongs to a ${a.name.replace(/s$/, '')}`,
          ...EXAMPLES,
        ].slice(0, 3),
      );
    const match = key.columns
      .map((column, i) => `b.${ident(column)} = a.${ident(key.references.columns[i] ?? 'id')}`)
      .join(' and ');
    return answer(
      `select a.* from ${publicTable(a.name)} a where ${negated ? 'not ' : ''}exists (select 1 from ${publicTable(b.name)} b where ${match})`,
      words,
    );
  }
  return null;
}

const QUESTION_START =
  /^(?:how|what|which|who|when|show|list|give|get|display|fetch|see|find|chart|graph|plot|count|number|total|the|daily|weekly|monthly|pull|bring|last|latest|newest|first|oldest|sign-ups|new)/;

/** A question about the data, answered by one SELECT; null when the clause is not such a question. */
export function matchDataQuestion(clause: string, ws: Workspace): ClauseResult {
  const q = questionText(clause);
  const ranked = readRankedQuestion(q, ws);
  if (ranked) return ranked;
  const shaped =
    QUESTION_START.test(q) ||
    /\s(?:per|by|each)\s(?:day|week|month)$|\s(?:without|have no|has no)\s/.test(q)
      ? (seriesQuestion(q, ws) ??
        countQuestion(q, ws) ??
        withoutQuestion(q, ws) ??
        listQuestion(q, ws))
      : null;
  if (shaped && !isProblem(shaped)) return shaped;
  return readDataQuestion(q, clause, ws) ?? shaped;
}
