import type { Choice } from '@shared/contracts/plan';
import { matchAddColumns } from './add-columns';
import {
  isPluralName,
  listWords,
  pluralName,
  singularName,
  stripLeadingFiller,
  toSnake,
} from './names';
import { ask, isProblem, type ClauseResult, type Piece, type Understood } from './pieces';
import type { ContextTable } from './context';
import { ALL_OPERATIONS, type AccessRule } from './security';
import { matchCreateTables, matchRelationship, relationshipParts, secureDraft } from './tables';
import { inferTypeFromName } from './types';
import { findTable, tablesOf, trialWorkspace, type Workspace } from './workspace';
import { storedOf } from './refs';

/**
 * An app described in a sentence: "members book classes; each class has a coach" becomes
 * members, coaches, classes (coach_id) and bookings (member_id, class_id). Each statement is read
 * with the grammar of "X verb Y", "each X has a Y / many Ys" and "X belongs to Y"; tables are made
 * by the create-table rule and linked by the relationship rule, so both stay the only SQL writers.
 * It answers only when a table is missing: sentences about existing tables are the other rules'.
 */

const APP_NOUN =
  '(?:app|application|platform|site|website|web app|tool|system|service|marketplace)';
const STARTER =
  "(?:(?:i'?m|im|i am|we'?re|we are)\\s+(?:building|making|creating|working on|launching|starting)|(?:build|make|create|design|set up)(?:\\s+(?:me|us))?|(?:i|we)\\s+(?:want|need)|give me)";
/** "an app where", "I'm building a gym app in which", "a booking site for yoga studios where". */
const INTRO = new RegExp(
  `^(?:${STARTER}\\s+)?(?:a|an|my|our|the)\\s+(?:[\\w-]+\\s+){0,3}?${APP_NOUN}(?:\\s+for\\s+[\\w ]+?)?\\s*(?:where|in which|that lets|which lets|so that|so|:)\\s*`,
  'i',
);
/** "an app for gyms", "I'm building a booking app": what the app is about, and nothing more. */
const VAGUE = new RegExp(
  `^(?:${STARTER}\\s+)?(?:a|an|my|our|the)\\s+(?<kind>(?:[\\w-]+\\s+){0,3}?)(?:app|application|platform|web app|marketplace)(?:\\s+(?:for|about)\\s+(?<topic>[\\w ]+?))?$`,
  'i',
);

/** The statements of an app description without its introduction ("an app where ..."). */
export const stripAppIntro = (clause: string): string => clause.replace(INTRO, '').trim() || clause;

/** Words that are requests or access rules, not what a thing does to another ("members can see ..."). */
const NOT_APP_VERBS = new Set(
  'is are be was were has have had can may will should must do does get gets see sees view views read reads edit edits update updates change changes modify delete deletes remove removes erase manage manages access accesses use uses control handle create creates add adds insert make makes list browse fetch load query search only also own owns need needs want wants belong belongs link links connect rename drop set let store keep save record track log hold hook tie attach vs versus v against compared than'.split(
    ' ',
  ),
);
/** Who signs in is the project's users, not a table of the app. */
const AUDIENCE = new Set(
  'i we you they it user users people person everyone anyone everybody someone'.split(' '),
);
/** Things that are usually a table of their own when something "has" one. */
const ENTITY_NOUNS = new Set(
  'coach class course team company category venue location room project club event group school store shop restaurant product order customer client member student patient host guest artist vendor supplier seller buyer driver tutor mentor agent landlord tenant property listing trip tour playlist album brand department organization organisation workspace board list account plan'.split(
    ' ',
  ),
);
/** A join table named from the verb: "members book classes" keeps bookings. */
const VERB_NOUNS: Record<string, string> = {
  book: 'bookings',
  attend: 'attendances',
  enroll: 'enrollments',
  enrol: 'enrolments',
  register: 'registrations',
  join: 'memberships',
  follow: 'follows',
  like: 'likes',
  favorite: 'favorites',
  favourite: 'favourites',
  bookmark: 'bookmarks',
  buy: 'purchases',
  purchase: 'purchases',
  order: 'orders',
  rent: 'rentals',
  borrow: 'loans',
  review: 'reviews',
  rate: 'ratings',
  subscribe: 'subscriptions',
  vote: 'votes',
  visit: 'visits',
  reserve: 'reservations',
  apply: 'applications',
  sponsor: 'sponsorships',
  assign: 'assignments',
};

/** Each new table's rows belong to the signed-in user who added them. */
const OWNER_RULE: AccessRule = { audience: 'owner', operations: [...ALL_OPERATIONS] };

const WORD = "[a-z][a-z'-]*";
const NOUN_PHRASE = `(?:${WORD}\\s+)??${WORD}`;
/** One thing ("each member", "a class") or several ("members", "the classes"). */
const SUBJECT = `(?:(?<one>each|every|a|an|one)\\s+|the\\s+)?(?<x>${NOUN_PHRASE})`;
const MANY = '(?:many|multiple|several|lots of|a lot of|a list of|some|any|one or more)';
const HAS = new RegExp(
  `^${SUBJECT}\\s+(?:has|have|gets?|can have|should have|needs|comes with|come with)\\s+(?<list>.+)$`,
  'i',
);
/** "X verb Ys (with Zs)", with a subject of one word or of two ("dog owners book walks"). */
const DOES = [WORD, `${WORD}\\s+${WORD}`].map(
  (subject) =>
    new RegExp(
      `^${SUBJECT.replace(NOUN_PHRASE, subject)}\\s+(?:(?:can|may|will|should|get to)\\s+)?(?<verb>${WORD})(?:\\s+(?:in|into|for|to|on|at|up for|up to))?\\s+(?<many>${MANY}\\s+)?(?<y>${NOUN_PHRASE})(?:\\s+(?:with|from|to|at|for|by)\\s+(?:a\\s+|an\\s+|the\\s+)?(?<z>${NOUN_PHRASE}))?$`,
      'i',
    ),
);
/** Small words that never name a thing ("stock has to be at least 1", "the day they work"). */
const FUNCTION_WORDS = new Set(
  'a an the to be at least most more less than not no in on of for with by from into as if so it its their they them this that these those all every each own only also then than between same'.split(
    ' ',
  ),
);
/** What a column item may say: words, and type hints in brackets ("a price (number)"). */
const ITEM = /^[a-z][a-z' -]*(?:\s*\([^()]*\))?$/i;

/** Cuts a clause into statements; a part that is no statement continues the one before. */
function statements(clause: string): string[] {
  const out: string[] = [];
  for (const part of clause.split(/\s*(?:;|,\s*and\s+|,|\band\b)\s*/i)) {
    if (!part) continue;
    if (out.length && !readStatement(part)) out[out.length - 1] += ` and ${part}`;
    else out.push(part);
  }
  return out;
}

type Statement =
  | { kind: 'has'; x: string; items: { words: string; many: boolean }[] }
  | { kind: 'does'; x: string; verb: string; y: string; z?: string }
  | { kind: 'link'; child: string; parents: string[] };

/** A thing an app keeps: one or two words that are neither verbs, small words nor the users. */
const isNoun = (phrase: string): boolean => {
  const words = phrase.toLowerCase().split(/\s+/);
  return (
    words.length <= 2 &&
    words.every((w) => !NOT_APP_VERBS.has(w) && !AUDIENCE.has(w) && !FUNCTION_WORDS.has(w))
  );
};

/** "each member" names one; "members" several; a lone singular ("price") is not a subject. */
const isSubject = (groups: Record<string, string | undefined>): boolean =>
  isNoun(groups.x ?? '') && (Boolean(groups.one) || isPluralName(toSnake(groups.x ?? '')));

const MANY_START = new RegExp(`^${MANY}\\s+`, 'i');

function readHas(text: string): Statement | undefined {
  const groups = text.match(HAS)?.groups;
  if (!groups || !isSubject(groups)) return undefined;
  const items = (groups.list ?? '')
    .split(/\s*(?:,\s*and\s+|,|\band\b)\s*/i)
    .filter(Boolean)
    .map((item) => ({
      words: stripLeadingFiller(item.replace(MANY_START, '')),
      many: MANY_START.test(item),
    }));
  const plain = (words: string) =>
    ITEM.test(words) &&
    words
      .replace(/\(.*\)/, '')
      .trim()
      .split(/\s+/)
      .every((w) => !FUNCTION_WORDS.has(w.toLowerCase()) && !NOT_APP_VERBS.has(w.toLowerCase()));
  if (items.length === 0 || !items.every((i) => i.words && plain(i.words))) return undefined;
  return { kind: 'has', x: groups.x ?? '', items };
}

function readDoes(does: Record<string, string | undefined> | undefined): Statement | undefined {
  const verb = does?.verb?.toLowerCase() ?? '';
  const y = stripLeadingFiller(does?.y ?? '');
  const z = stripLeadingFiller(does?.z ?? '');
  if (
    !does ||
    !isSubject(does) ||
    NOT_APP_VERBS.has(verb) ||
    FUNCTION_WORDS.has(verb) ||
    AUDIENCE.has(verb) ||
    !isNoun(y) ||
    (does.z && !isNoun(z)) ||
    !(does.many || isPluralName(toSnake(y)))
  )
    return undefined;
  return { kind: 'does', x: does.x ?? '', verb, y, ...(z ? { z } : {}) };
}

/** One statement in the app grammar, or undefined. */
function readStatement(text: string): Statement | undefined {
  const has = readHas(text);
  if (has) return has;
  const link = relationshipParts(text);
  const parents = (link?.parent ?? '')
    .split(/\s*(?:,\s*and|,|\band)\s+/i)
    .map(stripLeadingFiller)
    .filter(Boolean);
  if (link && isNoun(link.child) && parents.length && parents.every(isNoun))
    return { kind: 'link', child: link.child, parents };
  for (const pattern of DOES) {
    const does = readDoes(text.match(pattern)?.groups);
    if (does) return does;
  }
  return undefined;
}

/** "books" → "book", "teaches" → "teach", "buys" → "buy". */
const stem = (verb: string): string =>
  VERB_NOUNS[verb]
    ? verb
    : /(?:ch|sh|ss|x)es$/.test(verb)
      ? verb.slice(0, -2)
      : verb.replace(/s$/, '');

/** Whether "each X has a Y" makes Y a table rather than a column. */
function isEntity(ws: Workspace, words: string, many: boolean): boolean {
  if (many || findTable(ws, toSnake(words))) return true;
  const name = singularName(toSnake(words));
  if (inferTypeFromName(name).because !== 'default' || name.includes('_')) return false;
  return ENTITY_NOUNS.has(name) || /(?:er|or|ist|ian|ee)$/.test(name);
}

const tableName = (phrase: string): string => pluralName(toSnake(stripLeadingFiller(phrase)));

/** What an app description will do, gathered before any rule changes the workspace. */
interface Reading {
  tables: string[];
  links: { child: string; parent: string }[];
  columns: { table: string; list: string[] }[];
}

function readApp(parts: readonly Statement[], ws: Workspace): Reading | undefined {
  const reading: Reading = { tables: [], links: [], columns: [] };
  const need = (name: string) => {
    if (!reading.tables.includes(name)) reading.tables.push(name);
  };
  for (const part of parts) {
    if (part.kind === 'link') {
      need(tableName(part.child));
      for (const parent of part.parents) {
        need(tableName(parent));
        reading.links.push({ child: tableName(part.child), parent: tableName(parent) });
      }
    } else if (part.kind === 'has') {
      const x = tableName(part.x);
      need(x);
      const list: string[] = [];
      for (const item of part.items) {
        if (!isEntity(ws, item.words, item.many)) {
          list.push(item.words);
          continue;
        }
        const y = tableName(item.words);
        need(y);
        reading.links.push(item.many ? { child: y, parent: x } : { child: x, parent: y });
      }
      if (list.length) reading.columns.push({ table: x, list });
    } else {
      const x = tableName(part.x);
      const y = tableName(part.y);
      if (y === x) return undefined;
      need(x);
      need(y);
      if (part.z) {
        // "patients book appointments with doctors": the appointment links the two.
        const z = tableName(part.z);
        need(z);
        reading.links.push({ child: y, parent: x }, { child: y, parent: z });
        continue;
      }
      const fromVerb = VERB_NOUNS[stem(part.verb)];
      const join =
        fromVerb && fromVerb !== x && fromVerb !== y && !findTable(ws, fromVerb)
          ? fromVerb
          : `${singularName(x)}_${y}`;
      need(join);
      reading.links.push({ child: join, parent: x }, { child: join, parent: y });
    }
  }
  return reading;
}

/** The rule calls that make the reading: create, secure, link, then add the columns. */
function calls(reading: Reading, missing: readonly string[]): ((ws: Workspace) => ClauseResult)[] {
  return [
    (ws) => matchCreateTables(`create tables called ${missing.join(', ')}`, ws),
    (ws) => {
      // The same owner rule "each user can manage their own ..." gives a new table (access.ts).
      for (const name of missing) secureDraft(findTable(ws, name) as ContextTable, [OWNER_RULE]);
      return {
        service: 'backend',
        understood: 'keep rows private to their owner',
        render: () => [],
      };
    },
    ...reading.links.map(
      (l) => (ws: Workspace) =>
        matchRelationship(
          `each ${singularName(l.child)} belongs to a ${singularName(l.parent)}`,
          ws,
        ),
    ),
    ...reading.columns.map(
      (c) => (ws: Workspace) => matchAddColumns(`add ${listWords(c.list)} to ${c.table}`, ws),
    ),
  ];
}

/** Runs the calls in order; the first that is not understood stops them. */
function runCalls(
  steps: readonly ((ws: Workspace) => ClauseResult)[],
  ws: Workspace,
): Understood[] | Exclude<ClauseResult, Understood> {
  const understood: Understood[] = [];
  for (const step of steps) {
    const result = step(ws);
    if (!result || isProblem(result)) return result;
    understood.push(result);
  }
  return understood;
}

/** "members book classes; each class has a coach" → the tables, their links and columns. */
export function matchAppSentence(clause: string, ws: Workspace): ClauseResult {
  // "store customers' phone numbers" asks for a column of a table there is, not a new app.
  if (storedOf(ws, clause)) return null;
  const parts = statements(stripAppIntro(clause)).map(readStatement);
  if (parts.length === 0 || parts.some((p) => !p)) return null;
  // "each order belongs to a customer" alone links tables that exist; it builds only inside an app.
  if (parts.every((p) => p?.kind === 'link') && ws.created.size === 0) return null;
  const reading = readApp(parts as Statement[], ws);
  const missing = reading?.tables.filter((name) => !findTable(ws, name)) ?? [];
  if (!reading || missing.length === 0) return null;
  // "prices should have cents" speaks of the price column there is, not of a new table of prices.
  const columns = new Set(tablesOf(ws).flatMap((t) => t.columns.map((c) => c.name)));
  if (
    stripAppIntro(clause) === clause &&
    missing.some((n) => columns.has(singularName(n)) || columns.has(n))
  )
    return null;
  const earlier = new Set(ws.created);
  const steps = calls(reading, missing);
  // Tried on a copy first, so a reading that fails part-way leaves the workspace as it was.
  const trial = runCalls(steps, trialWorkspace(ws));
  if (!Array.isArray(trial)) return trial;
  const understood = runCalls(steps, ws);
  if (!Array.isArray(understood)) return understood;
  const overview: Piece = {
    service: 'backend',
    steps: [],
    commands: [],
    summary: describeApp(reading, missing, earlier),
    fileAs: {
      service: 'backend',
      type: 'schema',
      risk: 'low',
      reason: 'It describes an app, so it becomes tables in the database.',
      withOthers: true,
    },
  };
  return {
    service: 'backend',
    understood: `set up ${listWords(reading.tables)}`,
    render: () => [overview, ...understood.flatMap((u) => u.render())],
  };
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The tables and links in plain words: "each booking belongs to a member and a class". */
function describeApp(reading: Reading, missing: readonly string[], earlier: ReadonlySet<string>) {
  const existing = reading.tables.filter((t) => !missing.includes(t) && !earlier.has(t));
  const children = [...new Set(reading.links.map((l) => l.child))];
  const links = children.map((child) => {
    const parents = reading.links
      .filter((l) => l.child === child)
      .map((l) => singularName(l.parent));
    return `each ${singularName(child)} belongs to ${listWords(parents.map((p) => `${/^[aeiou]/.test(p) ? 'an' : 'a'} ${p}`))}`;
  });
  return [
    `Sets up your app with the new ${missing.length > 1 ? 'tables' : 'table'} ${listWords(missing)}${existing.length ? `, linked to your existing ${listWords(existing)}` : ''}.`,
    links.length ? `${capitalise(listWords(links))}.` : '',
    `Each new table keeps its rows private to the signed-in user who added them.`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** "an app for gyms": too little to guess tables from, so two ways to say more. */
export function appQuestion(clause: string, ws: Workspace): ClauseResult {
  const vague = clause.match(VAGUE);
  if (!vague?.groups) return null;
  const words = stripLeadingFiller(
    (vague.groups.topic ?? vague.groups.kind ?? '').replace(
      /\b(?:new|simple|small|my|our)\b/gi,
      '',
    ),
  );
  // "set up my app" names nothing to keep; the other rules (or a refusal) answer it.
  if (!words) return null;
  const noun = tableName(words);
  const name = findTable(ws, noun) ? `${singularName(noun)}_entries` : noun;
  const one = singularName(name);
  const choices: Choice[] = [
    {
      label: `Just a ${one.replace(/_/g, ' ')} list`,
      instruction: `create a ${name} table with name and notes`,
    },
    {
      label: `${capitalise(one.replace(/_/g, ' '))}s with notes`,
      instruction: `each ${one.replace(/_/g, ' ')} has a name and many notes`,
    },
  ];
  return ask(
    `You want an app${words ? ` for ${words}` : ''}.`,
    'What does your app keep track of? Say who does what, for example "members book classes; each class has a coach".',
    choices,
  );
}
