import { FILES } from './storage';
import { isBusinessContext, SENTENCE_END, stripPoliteTail, stripPoliteness } from './text';
import { isSiteFact } from './site-edit-readers';
import { branchNames, findTable, type Workspace } from './workspace';
import { readTableHead } from './table-heads';
import { toSnake } from './names';

/**
 * A new table asked for the way founders write it, said again the one way the table rules read:
 * "i need somewhere to keep my clients, their name and phone", "keep a list of my suppliers
 * with …", "table: products - name, price", "I need members: full name, email", and a request
 * whose columns follow in the next sentence ("Make a table for orders. Each one has a price and
 * a date"). A sentence about the business before it is left out.
 */

const LEAD = String.raw`(?:(?:hi|hey|hello|ok|okay|so|also|first thing|first|next|then|right)[,!.]?\s+)*(?:(?:can|could|would)\s+(?:you|u)\s+(?:please\s+)?|please\s+|pls\s+)?(?:(?:i|we)\s+(?:really\s+)?(?:need|want|wanna|would like|'d like|have)\s+(?:to\s+)?|let'?s\s+|lets\s+|need\s+to\s+|want\s+to\s+)?`;
const ARTICLE = String.raw`(?:(?:a|an|some|the|new|simple|separate|proper)\s+)*`;
const OWN = String.raw`(?:all\s+)?(?:of\s+)?(?:(?:my|our|the|their|your)\s+)?`;
/** A table's name: one to three words, never a small word. */
const NAME = String.raw`(?<name>(?!(?:a|an|the|my|our|of|for|with|to|and|that|which|new|on|in|at|from|by|into|who|what|where|when|how|each|every|one|it|them|those|these|this|all|any|some|need|needs|want|wanna|gotta)\b)[a-z][a-z'-]*(?:\s+(?!(?:with|for|from|of|and|that|which|where|including|having|in|on|the|a|an|my|our|please|pls|plz|too|we|i|they|you|who|people|thx|thanks|cheers|ty)\b)[a-z][a-z'-]*){0,2}?)`;
/** "please" said between a table's name and its columns. */
const POLITE = String.raw`(?:\s+(?:please|pls|plz))?`;
/** What the table is for ("for my shop", "from users"), then where its columns start. */
const REST = String.raw`(?:\s+(?:for|from|of|at|in|by)\s+(?:(?:my|our|the|their)\s+)?[a-z]+(?:\s+[a-z]+)?)?(?:\s+please)?(?:(?:\s*[-:,+]\s*|\s+(?:with|including|having|incl\.?)\s+|,?\s+(?=(?:their|its|his|her)\s+))(?<list>.+))?$`;

/** "a waitlist table, name + email": a comma starts the columns unless a clause follows it. */
const LIST_AFTER_COMMA = String.raw`(?!\s*(?:and|then|so|but|please|where|that|which|with|each|every|only|anyone|everyone|make|let|it|they|i|we|deploy|on|in|rename|add|delete|remove|change|set|create|drop|update|put|show|list|give|turn|move|call)\b)`;
/** "Recipes need a title, cooking time and …": a thing there is no table for, then its columns. */
const THINGS_NEED = new RegExp(
  String.raw`^(?:(?:each|every)\s+(?<one>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*)?)\s+(?:has|have|needs?|should have|must have|will have|gets?)|(?:(?:our|my|the)\s+)?(?<many>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*)?)\s+(?:need|needs|should have|must have|will have|should include|need to have|needs to have))\s+(?!(?:many|lots|several|multiple|one|a single|to)\b)(?<list>.+)$`,
  'i',
);
/** Words that start a sentence about the speaker, never a thing's name ("ok so we need …"). */
const NOT_THING =
  /\b(?:we|i|you|they|it|he|she|ok|okay|so|hey|hi|also|then|already|just|really|still|now|all|everyone|and|but|table|tables|should|must|will|can|could|would|might|shall|does|do|did|is|are|one|ones)\b/i;
/** Who people are, never a thing to keep: "users need a name and email" is about sign-up. */
const PEOPLE_WORDS =
  /^(?:users?|people|visitors?|everyone|everybody|we|they|i|you|it|guests? users?|admins?)$/i;
/** "a reviews table linked to products, with …": the link is the first column. */
const LINKED_FIRST =
  /^(?<request>.*?\btable)\s+(?<how>linked|connected|tied|attached)\s+to\s+(?:the\s+|my\s+|our\s+)?(?<target>[a-z_]+)(?:\s+table)?\s*,?\s+with\s+(?<list>.+)$/i;

const PATTERNS: readonly RegExp[] = [
  // "table: products - name, price", "make a table: clients, with name and phone"
  new RegExp(
    String.raw`^${LEAD}(?:(?:create|make|add|set ?up|build)\s+(?:me\s+)?)?${ARTICLE}tables?\s*:\s*${NAME}${REST}`,
    'i',
  ),
  // "somewhere to keep my clients, their name …", "a place to store feedback from users"
  new RegExp(
    String.raw`^${LEAD}(?:(?:add|make|create|set ?up|build|have|get|need)\s+(?:me\s+)?)?${ARTICLE}(?:place|spot|somewhere|way|area|section|bit)\s+(?:to|for|where\s+(?:i|we)\s+can)\s+(?:keep track of|keep tabs on|keep|store|save|track|hold|record|put|list|log|manage)\s+${OWN}${NAME}${REST}`,
    'i',
  ),
  // "keep a list of my suppliers with …", "a log of my workouts: …"
  new RegExp(
    String.raw`^${LEAD}(?:(?:keep|maintain|have|start|create|make|add|set ?up|build|need)\s+(?:me\s+)?)?${ARTICLE}(?:list|log|record|register|directory|catalog(?:ue)?|spreadsheet|database|db|tracker)\s+(?:of|for)\s+${OWN}${NAME}${REST}`,
    'i',
  ),
  // "I need to record our expenses - what it was for, …", "Need to track inventory for my shop"
  new RegExp(
    String.raw`^(?:(?:i|we)\s+(?:really\s+)?(?:need|want|wanna|would like|'d like)\s+to|need\s+to|want\s+to)\s+(?:track|record|log|manage|keep track of|store|save|keep)\s+${OWN}${NAME}${REST}`,
    'i',
  ),
  // "need a bookings table for my yoga studio: class name, …", "a clients table - name, email"
  new RegExp(
    String.raw`^${LEAD}(?:(?:create|make|add|set ?up|build|need|want|have|start)\s+(?:me\s+)?${ARTICLE})?${NAME}\s+table(?:\s+(?:for|at)\s+(?:my|our|the)\s+[\w' ]+?)?${POLITE}\s*(?::|\s[-–]\s|,\s*${LIST_AFTER_COMMA})\s*(?<list>.+)$`,
    'i',
  ),
  // "create table invoices - invoice number, …", "table for gym members: full name, …"
  new RegExp(
    String.raw`^${LEAD}(?:(?:create|make|add|set ?up|build|need|want)\s+(?:me\s+)?${ARTICLE})?table\s+(?:(?:for|of|called|named)\s+)?${OWN}${NAME}(?:\s+for\s+(?:my|our|the)\s+[\w' ]+?)?${POLITE}\s*(?::|\s[-–]\s|,\s*${LIST_AFTER_COMMA})\s*(?<list>.+)$`,
    'i',
  ),
  // "Track volunteers for our charity: name, phone, …"
  new RegExp(
    String.raw`^(?:track|record|log|keep track of|keep tabs on)\s+${OWN}${NAME}(?:\s+(?:for|at|of)\s+(?:my|our|the)\s+[\w' ]+?)?\s*(?::|\s[-–]\s)\s*(?<list>.+)$`,
    'i',
  ),
  // "need a donations log", "start a bookings register": the thing kept, then the word for the record.
  new RegExp(
    String.raw`^${LEAD}(?:(?:keep|start|create|make|add|set ?up|build|need|have|want)\s+(?:me\s+)?)?(?:a|an|our|my)\s+${ARTICLE}${NAME}\s+(?:log|list|register|tracker|spreadsheet|directory|catalog(?:ue)?)(?!\s+(?:in|into|out|on|off)\b)${REST}`,
    'i',
  ),
  // "I want visitors to leave reviews on my site - a star rating, their comment": what they leave.
  new RegExp(
    String.raw`^(?:i|we)\s+(?:want|would like|'d like|need)\s+(?:people|visitors|customers|users|guests|fans|members|clients|readers|listeners)\s+to\s+(?:be able to\s+)?(?:leave|add|post|write|submit|send|give)\s+(?:us\s+|me\s+)?${NAME}(?:\s+(?:on|to|for|about|through|via)\s+[\w' ]+?)?\s*(?:[-:]|,)\s*(?<list>.+)$`,
    'i',
  ),
  // "set up a waitlist where people leave their email", "a guestbook where visitors write a message"
  new RegExp(
    String.raw`^${LEAD}(?:(?:create|make|add|set ?up|build|start|have|need)\s+(?:me\s+)?)?${ARTICLE}${NAME}\s+(?:where|so that|so|that|which)\s+(?:people|users|visitors|customers|fans|guests|members|anyone)\s+(?:can\s+)?(?:leave|add|put|enter|give|submit|write|drop|sign up with|register with|type)\s+(?:(?:their|a|an|the)\s+)?(?<list>.+)$`,
    'i',
  ),
  // "I need members: full name, email", "we need clients - name and phone"
  new RegExp(
    String.raw`^(?:(?:first thing|first|next|then|ok|so)[,!.]?\s+)?(?:i|we)\s+(?:need|want|'d like|would like)\s+${OWN}${NAME}\s*[:-]\s*(?<list>.+)$`,
    'i',
  ),
  // "create blog posts: title, slug …": the thing, a colon, its columns.
  new RegExp(
    String.raw`^${LEAD}(?:create|make|add|set ?up|build|start)\s+(?:me\s+)?${ARTICLE}${NAME}${POLITE}\s*:\s*(?<list>[^,]+,.+)$`,
    'i',
  ),
  // "pets: name, species, …", "ok and reviews - which product, a rating …", "Gym class timetable pls - class name, …"
  new RegExp(
    String.raw`^(?:(?:ok|okay|so|and|also|now|then|next|plus|oh|right)[,!.]?\s+)*${NAME}${POLITE}\s*(?::|\s-\s)\s*(?<list>[^,@\d]+,[^@\d]+)$`,
    'i',
  ),
];

/** "i want create table", "please i want make a table": the verb said without "to". */
const BARE_VERB =
  /^(?:please\s+)?(?:i|we)\s+(?:want|need|would like)\s+(create|make|add|build|set up)\b/i;

/** "let's have a table called books": a request, never the question "have a table…?". */
const LETS_HAVE =
  /^(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+)?(?:let'?s|lets|we should|can we|could we)\s+(?:have|get|add|make|create|build|set up)\s+(?=(?:a|an|one)\s+(?:new\s+)?table\b)/i;

/** A table named on its own after a request: "(members table)", "in the members table". */
const TABLE_HINT =
  /^[([]?\s*(?:(?:this is |that's |it's )?(?:in|on|for)\s+)?(?:the\s+)?(?<table>[\w ]+?)(?:\s+table)\s*[)\]]?[.!?]*$|^[([]\s*(?:in|on|for)\s+(?:the\s+)?(?<t2>[\w ]+?)\s*[)\]][.!?]*$/i;

/** A sentence that is only a list of columns ("The message, a rating out of 5 and the date."). */
const COLUMNS_SENTENCE =
  /^(?:(?:each|every|a|an|one)\s+(?:one|item|row|entry|record|[a-z]+)\s+(?:has|have|should have|needs?|gets?|will have|contains?|includes?|comes with)\s*:?\s*|(?:it|they)\s+(?:has|have|should have|needs?|will have|should include)\s*:?\s*|(?:just|only)\s+|(?:the\s+)?(?:fields?|columns?|info|details)\s*(?:are|is|should be|:)\s*:?\s*|with\s+)?(?<list>.+)$/i;
const A_LIST = /,|\s(?:and|plus|\+)\s/i;
/** Words that start a request, never a bare list of columns. */
const REQUESTS =
  /^(?:need|needs|want|i|we|can|could|would|please|pls|make|create|add|set|get|keep|track|store|save|log|write)\b/i;
/** "I need what it was for, how much, …": the columns, said as what the founder needs. */
const NEEDS_LIST =
  /^(?:(?:and|so|ok|okay)[,]?\s+)?(?:i|we)\s+(?:also\s+)?(?:need|want|'d like|would like)(?:\s+to\s+(?:store|keep|track|record|save|have|know|see))?\s*:?\s+(?<list>.+)$/i;
/** "Who gave, how much, date.": columns said as questions, listed, not a question asked. */
const LISTED_WHO = /^(?:who|what|which|how)\b[^?]*,[^?]*[^?\s]\s*$/i;
/** "Title and body is fine": the list, without the words that say it is enough. */
const ENOUGH =
  /\s+(?:is|are|would be|will be|should be)\s+(?:fine|enough|good|great|ok|okay|plenty|all)$|\s+(?:will do|should do|please)$/i;
const ASKS =
  /^(?:i|we|create|add|make|delete|remove|drop|rename|change|set|turn|show|deploy|merge|undo|how|what|which|who|let|only|anyone|everyone|no one|nobody|noone|no-one|people|users)\b/i;
/** The table request the rules read, with no columns yet. */
const BARE_CREATE =
  /^(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+)?(?:(?:i|we)\s+)?(?:create|make|add|set ?up|build|need|want)\s+(?:me\s+)?(?:(?:a|an|the)\s+)?(?:new\s+)?(?:table\s+(?:for|called|named|of)\s+(?:the\s+|my\s+|our\s+)?[\w'" -]+?|["']?[\w -]+?["']?\s+table)(?:\s+for\s+(?:my|our|the)\s+[\w ]+?)?(?:\s+please)?[.?!]*$/i;

const NOT_A_NAME =
  /^(?:it|itself|this|that|them|themselves|things|stuff|data|everything|info|information|details|track|way|time|branch|site|page|file|bucket)$|\b(?:tagline|headline|heading|title|page|background|colou?r|text|paragraph|site|website|button|footer|header|logo|font|to)\b|^(?:add|these|those)\b/i;

/** "I run a small bakery and need to …": the business said first, in the same sentence. */
const BUSINESS_AND =
  /^(?:(?:hey|hi|hello|ok|okay|so|well)[,!.]?\s+)*(?:i|we)\s+(?!(?:need|want|would|'d|like|love)\b)[a-z]+\b[^,.;:]*?\s+and\s+(?=(?:i\s+|we\s+)?(?:need|want|would like|'d like)\s+to\b)/i;

/** "I want to store pupils and their teachers, every pupil has one teacher": two tables, then the rest. */
const THINGS_AND_THEIRS = new RegExp(
  String.raw`^${LEAD}(?:store|keep|track|record|keep track of|manage|save|list|hold)\s+${OWN}(?<a>[a-z]+s)\s+(?:and|&)\s+(?:their|its|the)\s+(?<b>[a-z]+s)(?:\s*,\s*(?:and\s+)?(?<rest>.+))?$`,
  'i',
);

/** "we get webhooks … and i want to save each one - where it came from, …": the thing named before. */
const EACH_ONE =
  /\b(?:get|receive|take|have|do|does|sell|run|handle|make|send)\s+(?:(?:a lot of|lots of|loads of|many|some|custom|online|new)\s+)*(?<noun>[a-z]+(?:\s+[a-z]+)?s)\b.*?\b(?:i|we)\s+(?:want|need|would like|'d like)\s+to\s+(?:save|store|keep|track|record|log)\s+(?:each one|every one|them all|each of them|all of them|them)\s*[-:,]\s*(?<list>[^,]+,.+)$/i;
/** "want to store who ordered, their phone, …": the columns said with no name for the table. */
const STORE_LIST =
  /^(?:(?:i|we)\s+)?(?:want|need|would like|'d like)\s+(?:(?:somewhere|a place|a way|something)\s+)?to\s+(?:save|store|keep|track|record|log|write down|note down|jot down|keep track of)\s+(?<list>(?:who|what|when|where|how|their|the)\b[^,]*,.+)$/i;
/** The things a sentence about the business says it does: "my bakery does custom cake orders". */
const DOES_THINGS =
  /\b(?:do|does|take|takes|sell|sells|run|runs|get|gets|handle|handles|make|makes)\s+(?:(?:a lot of|lots of|loads of|many|some|online)\s+)*(?<noun>(?:[a-z]+\s+){0,2}[a-z]+s)\b/i;

/** "flyers: just pdf files": a bucket or branch the project has is never a new table. */
const namesOther = (ws: Workspace, name: string): boolean =>
  [...(ws.after.database.buckets ?? []), ...branchNames(ws)].includes(name.toLowerCase());

/** "two tables for my tutoring: students (name, …) and lessons (which student, …)": each said apart. */
const SEVERAL_TABLES =
  /\b(?:two|three|four|2|3|4|a couple of|some|these|the following)\s+(?:new\s+)?tables\b[^:]*:\s*(?<rest>.+)$/i;
const NAMED_LIST =
  /^\s*(?:and\s+)?(?:a\s+|an\s+|the\s+)?(?<name>[a-z][\w ]{0,30}?)\s*\((?<list>[^()]+)\)\s*$/i;

function severalTables(sentence: string): string | undefined {
  const rest = sentence
    .match(SEVERAL_TABLES)
    ?.groups?.rest?.replace(/\s+(?:thx|thanks|please|pls|cheers|ty)[.!]*$/i, '');
  if (!rest) return undefined;
  const parts = rest.split(/(?<=\))\s*(?:,\s*(?:and\s+)?|and\s+|&\s*|;\s*)/i);
  const read = parts.map((p) => p.match(NAMED_LIST)?.groups);
  if (read.length < 2 || !read.every((g) => g?.name && g.list)) return undefined;
  return read
    .map(
      (g) => `create a table called ${(g?.name ?? '').trim().replace(/\s+/g, '_')} with ${g?.list}`,
    )
    .join('. ');
}

function rewrite(sentence: string, ws: Workspace): string {
  const several = severalTables(sentence);
  if (several) return several;
  const pair = sentence.trim().replace(BUSINESS_AND, '').match(THINGS_AND_THEIRS)?.groups;
  if (pair && !findTable(ws, pair.a ?? '') && !findTable(ws, pair.b ?? ''))
    return `create ${pair.a} and ${pair.b} tables${pair.rest ? `. ${pair.rest}` : ''}`;
  const said = sentence
    .trim()
    .replace(/\b(i|we)'d\s+(?=like\b|love\b)/gi, '$1 would ')
    .replace(BUSINESS_AND, '')
    .replace(BARE_VERB, '$1')
    .replace(LETS_HAVE, 'create ');
  const each = sentence.trim().match(EACH_ONE)?.groups;
  if (each?.noun && each.list && !findTable(ws, each.noun))
    return `create a table called ${each.noun.replace(/\s+/g, '_')} with ${each.list.replace(/[.!?]+$/, '')}`;
  const linked = said.match(LINKED_FIRST)?.groups;
  if (linked) return `${linked.request} with ${linked.how} to ${linked.target}, ${linked.list}`;
  const needs = said.match(THINGS_NEED)?.groups;
  const thing = needs?.one ?? needs?.many;
  if (
    needs &&
    thing &&
    needs.list &&
    !NOT_THING.test(thing) &&
    A_LIST.test(needs.list) &&
    !PEOPLE_WORDS.test(thing) &&
    !NOT_A_NAME.test(thing) &&
    // "our podcast needs somewhere to keep the audio files": a bucket (storage.ts).
    !FILES.test(needs.list) &&
    // "the shop needs a SUPPORT_PHONE setting": a setting of the site (hosting.ts).
    !/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/.test(needs.list) &&
    !findTable(ws, thing)
  )
    return `create a table for ${thing} with ${needs.list.replace(/[.!?]+$/, '')}`;
  const head = readTableHead(said, ws);
  // "I need orders too, each order is for one of the customers, with …": the link said beside.
  if (head?.list && head.links.length)
    return `create a table called ${toSnake(head.name)} with ${head.list}`;
  for (const pattern of PATTERNS) {
    const g = said.match(pattern)?.groups;
    const name = g?.name?.trim();
    // Files go in a storage bucket (storage.ts), not in a table.
    if (
      !name ||
      NOT_A_NAME.test(name) ||
      // "sunday league stuff - …": things in general name no table.
      /\b(?:stuff|things|bits|info|stuff here)$/i.test(name) ||
      FILES.test(name) ||
      findTable(ws, name) ||
      namesOther(ws, name)
    )
      continue;
    // "the guests allergies": a table the project has, then what to keep on it, is a column.
    const [first, ...more] = name.split(/\s+/);
    if (more.length && findTable(ws, first ?? '')?.name === first?.replace(/'s?$/, '')) continue;
    const list = g?.list?.trim().replace(/[.!?]+$/, '');
    return `create a table called ${name.replace(/\s+/g, '_')}${list ? ` with ${list}` : ''}`;
  }
  return head?.list ? `create a table called ${toSnake(head.name)} with ${head.list}` : said;
}

/** The instruction with casual table requests said plainly and their column sentences joined. */
export function tableRequests(text: string, ws: Workspace): string {
  const sentences = text
    .split(SENTENCE_END)
    .map((s) => s.trim())
    .filter(Boolean);
  const out: string[] = [];
  let changed = false;
  for (const [index, sentence] of sentences.entries()) {
    const rewritten = rewrite(sentence.replace(/[.!?]+$/, ''), ws);
    const previous = out.at(-1);
    const list = sentence.replace(/[.!?]+$/, '').match(COLUMNS_SENTENCE)?.groups?.list;
    // "Make a table for orders. Each one has a price and a date": the columns join the request.
    if (
      previous &&
      BARE_CREATE.test(stripPoliteness(previous)) &&
      list &&
      A_LIST.test(list) &&
      (!ASKS.test(sentence) || LISTED_WHO.test(sentence))
    ) {
      const request = previous
        .replace(/(?:\s+please)?[.?!]*$/i, '')
        .replace(/(\b(?!(?:a|an|the)\b)[\w'"]+\s+table)\s+for\s+(?:my|our)\s+[\w ]+$/i, '$1');
      out[out.length - 1] = `${request} with ${list.replace(ENOUGH, '')}`;
      changed = true;
      continue;
    }
    // "…a notes table where each user sees their own. Title and body is fine.": columns for it.
    if (
      previous &&
      /^(?:create|make|set ?up|add|build)\b.*\btable\b/i.test(stripPoliteness(previous)) &&
      !/\bwith\b/i.test(previous) &&
      list &&
      A_LIST.test(list) &&
      !ASKS.test(sentence)
    ) {
      out.push(`it should have ${list.replace(ENOUGH, '')}`);
      changed = true;
      continue;
    }
    // "Could you set up something to track expenses? I need what it was for, how much, …"
    // A list said as what is needed, or after "each one has" (never a whole request read as a list).
    const needed =
      sentence.replace(/[.!?]+$/, '').match(NEEDS_LIST)?.groups?.list ??
      (list !== sentence.replace(/[.!?]+$/, '').trim() || !REQUESTS.test(sentence)
        ? list
        : undefined);
    const before = index > 0 ? (sentences[index - 1] ?? '').replace(/[.!?]+$/, '').trim() : '';
    // Only the sentence just before, when it was kept as said (not left out as context).
    const bare = before && previous === before ? readTableHead(before, ws, true) : undefined;
    if (
      previous &&
      needed &&
      A_LIST.test(needed) &&
      bare &&
      !bare.list &&
      (NEEDS_LIST.test(sentence) || !ASKS.test(sentence) || LISTED_WHO.test(sentence))
    ) {
      out[out.length - 1] =
        `create a table called ${toSnake(bare.name)} with ${needed.replace(ENOUGH, '')}`;
      changed = true;
      continue;
    }
    // "Make me a branch for the login work. Call it feature-login": the name joins the request.
    const called = sentence.match(
      /^(?:and\s+)?(?:call|name)\s+it\s+["'`]?([\w./-]+)["'`]?[.!?]*$/i,
    )?.[1];
    if (previous && called && !/\b(?:called|named)\b/i.test(previous)) {
      out[out.length - 1] =
        `${previous.replace(/[.?!]+$/, '').replace(/\s+for\s+.+$/i, '')} called ${called}`;
      changed = true;
      continue;
    }
    // "… full_name instead? (members table)": the table said apart joins the request before it.
    const hint = stripPoliteTail(sentence.replace(/[.!?]+$/, '')).match(TABLE_HINT)?.groups;
    const hinted = hint?.table ?? hint?.t2;
    if (previous && hinted && findTable(ws, hinted)) {
      out[out.length - 1] =
        `${previous.replace(/[.?!]+$/, '').replace(/\s+instead$/i, '')} in ${findTable(ws, hinted)?.name}`;
      changed = true;
      continue;
    }
    // "my bakery does custom cake orders. want to store who ordered, …": the table is what it does.
    const listed = sentence
      .replace(/[.!?]+$/, '')
      .trim()
      .match(STORE_LIST)?.groups?.list;
    const things = index > 0 ? sentences[index - 1]?.match(DOES_THINGS)?.groups?.noun : undefined;
    if (listed && things && !findTable(ws, things)) {
      if (out.at(-1) === sentences[index - 1]?.replace(/[.!?]+$/, '').trim()) out.pop();
      out.push(`create a table called ${things.trim().replace(/\s+/g, '_')} with ${listed}`);
      changed = true;
      continue;
    }
    const plain = sentence.replace(/[.!?]+$/, '').trim();
    // "I run a small bakery and take cake orders.": context before a request is left out.
    // "Our brand colour is orange." before "can you swap it" is the request itself (site-edit-readers.ts).
    const context = isBusinessContext(sentence) && !isSiteFact(sentence);
    if (index < sentences.length - 1 && rewritten === plain && context) {
      changed = true;
      continue;
    }
    if (rewritten !== plain) changed = true;
    out.push(rewritten);
  }
  return changed ? out.map((s) => (/[.!?]$/.test(s) ? s : `${s}.`)).join(' ') : text;
}
