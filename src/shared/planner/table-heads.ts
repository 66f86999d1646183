import { FILES } from './storage';
import { isPluralWord, pluralizeWord, singularName } from './names';
import { findTable, tablesOf, type Workspace } from './workspace';

/**
 * A new table read by what the sentence does rather than its shape: a wish to keep things (a
 * verb such as track, log, store or save, or a place for them: a table, somewhere, something),
 * the things kept (the last words of the request, "every lesson" read as lessons) and, after a
 * colon, a dash, "with" or "want to store", the list of what each one holds. A relation said
 * beside it ("each order is for one of the customers", "reviews on products") becomes a link.
 */

/** Where the list of what each thing holds starts. */
const LIST_START =
  /\s*(?::|\s-\s|\s+(?:with|along with|together with|plus)\s+|,\s*(?:(?:i|we)\s+)?(?:want|need|'d like|would like)\s+to\s+(?:store|keep(?!\s+(?:track|tabs)\b)|track|record|save|log|have)\s+(?!(?:of|track)\b))\s*/i;
/** "- want to store the rating, …": the list said after a wish to keep it. */
const STORE_FIRST =
  /^(?:(?:i|we)\s+)?(?:want|need|'d like|would like)\s+to\s+(?:store|keep|track|record|save|log|have)\s+/i;
/** Words that say the founder wants things kept. */
const KEEPS =
  /\b(?:track|tracking|keep|keeping|log|logging|store|storing|save|saving|record|recording|collect|manage|list|hold|catalog(?:ue)?|table|place|spot|somewhere|something|spreadsheet|database|tracker|register)\b/i;
/** "now I need orders too": a need for things, said with no verb for keeping them. */
const NEED_THINGS =
  /^(?:(?:now|ok|okay|so|and|also|then|next)[,]?\s+)*(?:(?:i|we)\s+)?(?:also\s+)?(?:need|want|'d like|would like)\s+(?:some\s+)?(?<thing>[a-z]+s)(?:\s+(?:too|as well|also))?$/i;
/** "customers leave reviews on products": the things people do, when the list says to keep them. */
const DONE_THINGS =
  /\b(?:leave|leaves|write|writes|post|posts|place|places|book|books|send|sends|submit|submits|make|makes|give|gives|file|files|raise|raises|log|logs|request|requests|order|orders)\s+(?:(?:a|an|the|their|some|lots of|many)\s+)?(?<thing>[a-z]+s)\b/i;
/** Words that end a request but are not the thing kept. */
const TAIL =
  /(?:\s+(?:too|as well|also|please|pls|plz|for me|for us|in the (?:app|database|db)|here|now|thanks|thx|lol|haha|tbh|tho|though))+$/i;
/** Words before the thing: the keeping, the place and the small words. */
const NOT_THING = new Set(
  'what how who when where which why whatever a an the my our their your his her its some any all every each of for to up in on at by from me us it them this that these those called named new separate simple proper place spot somewhere something table tables list log record register tracker database spreadsheet track tracking keep keeping store storing save saving collect manage hold catalog catalogue set make create add build get need want wanna like would could can you u i we please pls just also too so ok okay now then next way able be should lets let us of the and kind sort'.split(
    ' ',
  ),
);
/** Never a table: people who sign in, generic words, and the studio's other things. */
const NOT_TABLE =
  /^(?:users?|people|everyone|everybody|visitors?|stuff|things?|info|information|data|details|everything|records?|entries|items?|branch(?:es)?|sites?|pages?|deploys?|buckets?|files?|columns?|rows?|fields?|changes|work|progress|settings|passwords?|commits?|secrets?|keys?|everything|out|in|off|on)$/i;
/** "the books we've read": a clause about the things is not part of their name. */
const CLAUSE_AFTER =
  /\s+(?:that|which|who|where|so|when|we|i|they|you|people|customers)(?:'ve|'re|'d)?\s+\S.*$/i;

const QUESTION = /^(?:how|what|which|who|when|where|why|is|are|do|does|did)\b/i;
/** Words of git and hosting: "save my work on a branch with …" is never a table. */
const OTHER_SERVICES =
  /\b(?:branch|commit|merge|deploy|deployed|site|website|page|domain|bucket|env|environment|pull request|repo|repository|heading|title|colou?r)\b/i;

export interface TableHead {
  name: string;
  list?: string;
  /** Tables the things were said to belong to, beside the list. */
  links: string[];
}

/** The thing a request keeps, from the words after its last keeping word: "a place for my products". */
function thingOf(head: string): string | undefined {
  const trimmed = head.replace(TAIL, '').trim();
  const table = trimmed.match(/(?:^|\s)(?<before>(?:[a-z'-]+\s+){0,2}?[a-z'-]+)\s+table$/i)?.groups
    ?.before;
  const keep = [...trimmed.matchAll(new RegExp(KEEPS.source, 'gi'))].at(-1);
  const after =
    table ?? (keep?.index === undefined ? '' : trimmed.slice(keep.index + keep[0].length));
  // "feedback from users": who it comes from is not part of its name.
  const words = after
    .replace(CLAUSE_AFTER, '')
    .replace(/\s+(?:from|by)\s+(?:my\s+|our\s+|the\s+)?[a-z]+$/i, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const kept: string[] = [];
  for (let i = words.length - 1; i >= 0 && kept.length < 3; i -= 1) {
    const word = (words[i] ?? '').toLowerCase().replace(/[^\w'-]/g, '');
    if (!word || NOT_THING.has(word)) break;
    kept.unshift(word.replace(/'s$/, ''));
  }
  if (!kept.length) return undefined;
  const last = kept.at(-1) ?? '';
  if (/\b(?:every|each)\s+\S+$/i.test(after.trim()) && !isPluralWord(last))
    kept[kept.length - 1] = pluralizeWord(last);
  return kept.join(' ');
}

/** "each order is for one of the customers", "reviews on products": the tables the things belong to. */
function linksIn(text: string, ws: Workspace, thing: string): string[] {
  return tablesOf(ws)
    .map((t) => t.name)
    .filter((name) => name !== 'profiles' && name !== thing)
    .filter((name) =>
      new RegExp(
        String.raw`\b(?:for|on|about|of|to|belongs? to|linked to|tied to|under|from)\s+(?:one of\s+)?(?:the|a|an|one|each|our|my)?\s*(?:${name}|${singularName(name)})\b`,
        'i',
      ).test(text),
    );
}

function usable(thing: string | undefined, ws: Workspace, listFollows: boolean): thing is string {
  // "podcast episodes" alone may be audio files (a bucket); with a list of what each holds, a table.
  // "sunday league stuff": things in general, whatever comes before, name no table.
  const last = thing?.split(/\s+/).at(-1) ?? '';
  if (!thing || NOT_TABLE.test(thing) || NOT_TABLE.test(last) || findTable(ws, thing)) return false;
  if (FILES.test(thing) && !listFollows) return false;
  // "the guests allergies": a table the project has, then what to keep on it, is a column.
  const first = thing.split(/\s+/)[0] ?? '';
  return !(thing.includes(' ') && findTable(ws, first));
}

/** A new table and its list, read from one sentence, or undefined when it asks for something else. */
export function readTableHead(
  sentence: string,
  ws: Workspace,
  listFollows = false,
): TableHead | undefined {
  // "I keep losing track": a worry, never a wish to keep something.
  const said = sentence
    .trim()
    .replace(/[.!?]+$/, '')
    .replace(/\b(?:lose|loses|losing|lost)\s+track(?:\s+of\s+(?:it|them|things|stuff))?/gi, '');
  if (QUESTION.test(said)) return undefined;
  const found = said.match(LIST_START);
  // ", want to track the students - their name, …": the dash after the things starts the list.
  const later = found?.[0].trim().startsWith(',')
    ? said.slice((found.index ?? 0) + found[0].length).match(/^[^,]*?(\s-\s|:)/)
    : null;
  const start = later ? said.match(/\s-\s|:/) : found;
  const head = start?.index === undefined ? said : said.slice(0, start.index);
  const list = start?.index === undefined ? undefined : said.slice(start.index + start[0].length);
  // A table named outright ("a table called orders with …") is the table rules' own reading.
  if (OTHER_SERVICES.test(head) || /\b(?:called|named)\b/i.test(head)) return undefined;
  if (list !== undefined && !/,|\s(?:and|plus|\+)\s/i.test(list)) return undefined;
  // "we run a dog grooming place, need to keep track of the dogs": the part that keeps things.
  const parts = head.split(/\s*,\s*/);
  const at = Math.max(
    0,
    parts.findLastIndex((p) => KEEPS.test(p) || NEED_THINGS.test(p)),
  );
  const first = parts[at] ?? '';
  const rest = parts.filter((_, i) => i !== at);
  const stored = list?.match(STORE_FIRST);
  const storeList =
    Boolean(stored) ||
    (start ? /\bto\s+(?:store|keep|track|record|save|log|have)\s*$/i.test(start[0]) : false);
  const thing = NEED_THINGS.test(first)
    ? first.match(NEED_THINGS)?.groups?.thing
    : KEEPS.test(first)
      ? thingOf(first)
      : storeList
        ? first.match(DONE_THINGS)?.groups?.thing
        : undefined;
  // "demo recordings - wavs, up to 50 MB each": kinds and sizes of files are a bucket's, not columns.
  const fileList =
    list !== undefined &&
    /\b(?:[kmg]b|wavs?|mp[34]s?|pdfs?|jpe?gs?|pngs?|gifs?|files?|formats?)\b/i.test(list);
  if (!usable(thing, ws, (listFollows || list !== undefined) && !fileList)) return undefined;
  if (list === undefined) return KEEPS.test(first) ? { name: thing, links: [] } : undefined;
  const links = linksIn([...rest, ...(storeList ? [first] : [])].join(', '), ws, thing)
    .filter((table) => !new RegExp(`\\b${singularName(table)}\\b`, 'i').test(list))
    .map((table) => `${singularName(table)} (link to ${table})`);
  return { name: thing, list: [...links, list.slice(stored?.[0].length ?? 0)].join(', '), links };
}
