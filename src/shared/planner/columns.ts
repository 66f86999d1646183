import { clauseColumnName, weekdayColumnName } from './column-phrases';
import { humanize, singularName, stripLeadingFiller, toSnake, unquote } from './names';
import { protect } from './text';
import { SYSTEM_COLUMNS, ident, literal } from './sql';
import {
  TYPE_LABEL,
  automaticDefault,
  defaultValueSql,
  inferTypeFromName,
  typeFromHint,
  type SqlType,
} from './types';

/** Where a foreign key points. */
export interface ForeignTarget {
  schema: 'public' | 'auth';
  table: string;
}

/** One column as the founder described it. */
export interface ColumnSpec {
  name: string;
  type: SqlType;
  /** Why this type (the word that decided it, or the founder's own type word). */
  typeBecause: string;
  notNull: boolean;
  unique: boolean;
  /** SQL expression. */
  default?: string;
  /** SQL boolean expression and its plain-English wording. */
  check?: { sql: string; words: string };
  references?: ForeignTarget & { onDelete: 'cascade' | 'set null' };
  /** The founder's words for it. */
  words: string;
}

/** Resolves the thing a column links to ("post" → public.posts), or says why it cannot. */
export type TargetResolver = (phrase: string) => ForeignTarget | { missing: string };

export type ColumnItemResult = { column: ColumnSpec } | { skip: string } | { error: string };

/** People a row can belong to: these link to the signed-in users in auth.users. */
const PERSON =
  /^(user|owner|author|creator|member|assignee|writer|poster|seller|buyer|host|organizer|organiser|uploader|reviewer|person|account)$/;
/** People who create the row themselves, so the column fills in with the signed-in user. */
const ROW_AUTHOR = /^(user|owner|author|creator|writer|poster|uploader|reviewer|person|account)$/;

/** Words that make a phrase a sentence, not a column name. */
const SENTENCE_WORDS = new Set(
  'into from with can could should would will shall must the a an i we you they it is are be and or but so then if than as that which who whose where when while create add make delete remove drop deploy merge set please pls rename'.split(
    ' ',
  ),
);

/** Words column names are made of, so "First Name" is a column and "Di Fox" a value. */
const COLUMN_NOUNS =
  /^(?:name|names|first|last|full|middle|date|day|time|email|e-mail|phone|mobile|address|number|no|price|cost|total|amount|code|id|status|type|kind|notes?|title|description|city|town|country|postcode|zip|age|size|colour|color|rating|score|level|start|end|due|paid|done|created|updated|birthday|company|contact|job|role|team|group|category|quantity|stock|website|url|link|image|photo|bio|summary|comment|comments|reason|source|owner|user|customer|client|order|product|item)$/i;

/** Names that every new table already has. */
const AUTOMATIC_COLUMNS: Record<string, string> = {
  id: 'Every table already gets an id.',
  created_at: 'Every table already records when each row was created (created_at).',
  created: 'Every table already records when each row was created (created_at).',
  date_created: 'Every table already records when each row was created (created_at).',
  created_date: 'Every table already records when each row was created (created_at).',
  created_on: 'Every table already records when each row was created (created_at).',
  creation_date: 'Every table already records when each row was created (created_at).',
  created_at_timestamp: 'Every table already records when each row was created (created_at).',
  created_timestamp: 'Every table already records when each row was created (created_at).',
};

const NUM = '(-?\\d+(?:\\.\\d+)?)';
const TYPE_WORDS_AT_END =
  /\s+(check ?box|tick ?box|yes\s*\/\s*no|yes or no|true\s*\/\s*false|true or false|toggle|boolean|json|jsonb|flag|uuid)(?=\s*(?:,|$))/i;

/** "name text, price numeric": a developer's type after the name ("alt text" keeps its word). */
const SQL_TYPE_AT_END =
  /(?<!\b(?:alt|body|help|rich|plain|free|link|button|display|hint|intro|footer|header|hero|short|long|full|main|page|sub))\s+(text|string|varchar(?:\(\d+\))?|numeric(?:\(\d+\s*,\s*\d+\))?|decimal|integer|int|int4|int8|bigint|smallint|float|float8|real|bool|timestamptz|timestamp|datetime)(?=\s*(?:,|$))/i;

interface Modifiers {
  rest: string;
  required: boolean;
  optional: boolean;
  unique: boolean;
  auto: boolean;
  defaultRaw?: string;
  range?: [string, string];
  min?: { value: string; strict: boolean };
  max?: string;
  maxChars?: string;
  oneOf?: string[];
  email: boolean;
  hint?: SqlType;
  hintWords?: string;
  linkTarget?: string;
  /** The link was said with words that only mean a link ("belongs to"), not "a link to their site". */
  strongLink: boolean;
}

/** "low, medium or high": three or more single words, or two joined by "or". */
const CHOICES = String.raw`((?:["'\w-]+\s*,\s*)+["'\w-]+\s*,?\s*or\s+["'\w-]+|["'\w-]+\s+or\s+["'\w-]+)`;

/** Words that say what a column is, not what it may hold: "(text or number)" is no list of choices. */
const NOT_CHOICES =
  /\b(?:required|optional|unique|text|number|numbers|date|time|empty|blank|null|not|yes|no|true|false|both|either|neither|none|whole|decimal|money)\b/i;

const oneOf = (values: string) =>
  `(oneof ${values
    .split(/\s*,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+|\s*\/\s*/)
    .map((v) => unquote(v))
    .filter(Boolean)
    .join('|')})`;

/** Rewrites that keep list separators out of single items: "between 1 and 5", "one of a, b or c". */
export function prepareList(text: string): string {
  return (
    text
      // "…and the price. price can't ever be blank": the next sentence says more of the last one.
      .replace(/\b([a-z]+)\.\s+\1\b/gi, '$1')
      // "in pounds and pence": one amount of money, never a second column "pence".
      .replace(/\bin\s+(pounds|dollars|euros)\s+(?:and|&)\s+(?:pence|cents)\b/gi, 'in $1')
      .replace(
        new RegExp(
          String.raw`\b(?:that|which|it)\s+(?:can|could|must|should|will|may)\s+be\s+(?:either\s+)?${CHOICES}(?=\s*(?:[,)]|$))`,
          'gi',
        ),
        (whole, values: string) => (NOT_CHOICES.test(values) ? whole : oneOf(values)),
      )
      .replace(new RegExp(String.raw`\(\s*${CHOICES}\s*\)`, 'gi'), (whole, values: string) =>
        NOT_CHOICES.test(values) ? whole : oneOf(values),
      )
      // "(booked / in progress / done)": choices of a few words each, split by slashes.
      .replace(
        /\(\s*((?:[\w'-]+(?: [\w'-]+){0,2})(?:\s*\/\s*[\w'-]+(?: [\w'-]+){0,2}){2,})\s*\)/g,
        (whole, values: string) => (NOT_CHOICES.test(values) ? whole : oneOf(values)),
      )
      // "a priority - low, medium or high": the choices after a dash or colon, to the end.
      .replace(
        new RegExp(String.raw`^((?:an?\s+|the\s+)?[a-z][\w ]{0,30}?)\s+[-:]\s+${CHOICES}$`, 'i'),
        (whole, name: string, values: string) =>
          NOT_CHOICES.test(values) ? whole : `${name} ${oneOf(values)}`,
      )
      .replace(
        /\(\s*(?:(?:must|should|can) be\s+)?(?:either\s+)?one of\s*:?\s*([^)]*)\)/gi,
        (_, values: string) =>
          `(oneof ${values
            .split(/\s*,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+|\s*\/\s*/)
            .map((v) => unquote(v))
            .filter(Boolean)
            .join('|')})`,
      )
      .replace(new RegExp(`\\bbetween\\s+${NUM}\\s+and\\s+${NUM}`, 'gi'), 'from $1 to $2')
      .replace(
        /\b(?:(?:must|should|can|has to|needs to) be\s+)?(?:either\s+)?one of\s*:?\s+((?:["'\w-]+\s*,\s*)*["'\w-]+\s*,?\s*(?:or|and)\s+["'\w-]+)/gi,
        (_, values: string) =>
          `(oneof ${values
            .split(/\s*,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+/)
            .map((v) => unquote(v))
            .filter(Boolean)
            .join('|')})`,
      )
      .replace(
        /\b(?:either\s+)?(["']?[\w-]+["']?(?:\s*\/\s*["']?[\w-]+["']?){2,})/g,
        (match: string) =>
          /^(yes|true|on)\s*\//i.test(match)
            ? match
            : `(oneof ${match
                .split(/\s*\/\s*/)
                .map(unquote)
                .join('|')})`,
      )
      // "one of todo / doing / done": the words before choices read above.
      .replace(
        /\b(?:(?:must|should|can|has to|needs to) be\s+)?(?:either\s+)?one of\s+(?=\(oneof )/gi,
        '',
      )
  );
}

const LIST_SPLIT =
  /\s*(?:,\s*(?:and|or|plus)\s+|,|;|\s+and\s+|\s+plus\s+|\s*&\s*|\s+\+\s+|\s+as well as\s+|,?\s+but\s+(?=(?:each|every|the|no)\s))\s*/i;

/** Words that name a column alone; two of them side by side ("name price") are two columns. */
const ALONE =
  '(?:name|title|email|phone|price|cost|address|city|town|notes|status|quantity|colou?r|size|description)';
const SIDE_BY_SIDE = new RegExp(
  `(?<=^|,\\s*|\\s+and\\s+|\\b(?:their|the|a|an|his|her|its)\\s+)(${ALONE})\\s+(?=(?!address|name|number|date|title|time)${ALONE}(?:\\s*,|\\s+and\\s|$))`,
  'gi',
);

/** Splits a column list at commas and "and", never inside parentheses or quotes. */
export function splitList(text: string): string[] {
  const guarded = protect(prepareList(text).replace(SIDE_BY_SIDE, '$1, '));
  // "date and time of the appointment" is one column, not two; "(date and time)" stays a type.
  return (
    guarded.text
      .replace(/\bdate\s+(?:and|&)\s+time\b/gi, 'date-and-time')
      // "start and end time": each takes the word they share.
      .replace(
        /\b(start|end|opening|closing|check-?in|check-?out|pickup|pick-up|arrival|departure)\s+(?:and|&)\s+(start|end|opening|closing|check-?in|check-?out|drop-?off|arrival|departure)\s+(times?|dates?)\b/gi,
        (_, a: string, b: string, noun: string) =>
          `${a} ${noun.replace(/s$/, '')}, ${b} ${noun.replace(/s$/, '')}`,
      )
      .split(LIST_SPLIT)
      .map((item) => guarded.restore(item).trim())
      .filter((item) => item.length > 0)
  );
}

/** Removes the first match of a phrase from what is left; a handler returning false keeps it. */
function take(
  mods: Modifiers,
  pattern: RegExp,
  onMatch: (match: RegExpMatchArray, before: string) => unknown,
): void {
  const match = mods.rest.match(pattern);
  if (!match) return;
  const start = match.index ?? 0;
  if (onMatch(match, mods.rest.slice(0, start).trim()) === false) return;
  mods.rest = `${mods.rest.slice(0, start)} ${mods.rest.slice(start + match[0].length)}`
    .replace(/\s+/g, ' ')
    .replace(/^[\s,]+|[\s,]+$/g, '')
    .replace(/\s*,\s*,\s*/g, ' , ')
    .trim();
}

/** Pulls constraint, default and type phrases out of an item; what is left names the column. */
function readModifiers(item: string): Modifiers {
  const groups: string[] = [];
  // "now()" is a function said as SQL, not a group of its own: "default now()" reads as "default now".
  const withoutGroups = item
    .replace(/(\w)\(\)/g, '$1')
    .replace(/\(([^()]*)\)/g, (_, inner: string) => {
      groups.push(inner);
      return ' ';
    });
  const mods: Modifiers = {
    rest: [withoutGroups, ...groups.map((g) => `, ${g}`)].join(' ').replace(/\s+/g, ' ').trim(),
    required: false,
    optional: false,
    unique: false,
    auto: false,
    email: false,
    strongLink: false,
  };
  take(mods, /,?\s*oneof ([^,]*)/i, (m) => (mods.oneOf = (m[1] ?? '').split('|').filter(Boolean)));
  take(
    mods,
    /\b(?:not required|optional|can be (?:empty|blank|left (?:empty|blank))|nullable|if any|if known)\b/i,
    () => (mods.optional = true),
  );
  take(
    mods,
    /\b(?:required|mandatory|essential|compulsory|(?:that'?s|that is|it'?s|it is)\s+a must|a must|must be (?:filled(?: in)?|provided|set|present|given)|can'?t (?:ever\s+)?be (?:empty|blank|missing)|cannot be (?:empty|blank|missing)|not null|not empty|always (?:filled(?: in)?|set|there)|must have one|must have a value)\b/i,
    () => (mods.required = true),
  );
  take(
    mods,
    /\b(?:(?:must|should|has to|needs to) be unique|unique|no duplicates|(?:should|must|can|may) only (?:be )?(?:in there|there|listed|appear|exist|show up|be used|used) once|(?:only )?once each|no two (?:the same|alike|identical)|never the same twice|no two (?:rows|\w+) (?:can )?(?:have|share) the same(?: \w+)?|can'?t repeat|distinct)\b/i,
    () => (mods.unique = true),
  );
  take(
    mods,
    /\b(?:fills? (?:itself )?in automatically|fills? (?:itself in|in by itself|in on its own)|sets? itself|filled in automatically|(?:is |gets )?(?:set|added|generated|filled|created) automatically|automatic(?:ally)?|auto[- ]?(?:filled|generated|set))\b/i,
    () => (mods.auto = true),
  );
  take(
    mods,
    /\b(?:(?:must|should|has to) be )?(?:a )?valid email(?: address)?\b/i,
    () => (mods.email = true),
  );
  // "cooking time in minutes" is the column cooking_time_minutes.
  mods.rest = mods.rest.replace(/\s+in\s+(minutes|hours|seconds|days|weeks)\b/i, ' $1');
  // "weight in kg" is the number weight_kg.
  take(
    mods,
    /\s+in\s+(kgs?|kilos|kilograms|grams|g|lbs|cm|mm|metres|meters|km|miles|litres|liters|ml|oz|inches|feet)\b/i,
    (m) => {
      mods.rest = `${mods.rest} ${m[1]}`;
      mods.hint = 'numeric';
      mods.hintWords = m[0].trim();
    },
  );
  // "prep time in mins": a whole number of that unit, kept in the name.
  take(mods, /\s+in\s+(mins?|minutes|hrs?|hours|secs?|seconds|days|weeks)\b/i, (m) => {
    const unit = (m[1] ?? '').toLowerCase();
    mods.rest = `${mods.rest} ${/^min/.test(unit) ? 'minutes' : /^h/.test(unit) ? 'hours' : /^sec/.test(unit) ? 'seconds' : unit}`;
    mods.hint = 'integer';
    mods.hintWords = m[0].trim();
  });
  take(mods, /\s+in\s+(?:dollars|euros|pounds|usd|eur|gbp)\b/i, (m) => {
    mods.hint = 'numeric(12,2)';
    mods.hintWords = m[0].trim();
  });
  take(
    mods,
    /\b(?:which |that )?(?:it|they|this|each one|each row|the row)\s+(?:belongs?|is for|are for|is linked to|goes with)(?:\s+to)?\b/i,
    (_, before) => {
      mods.linkTarget = before;
      mods.strongLink = true;
    },
  );
  take(
    mods,
    /\b(?:(?:that|which)\s+)?(?:belongs? to|linked to|links to|a link to|link to|references?|referencing|pointing to|points to|connected to)\s+(?:an?\s+|the\s+|their\s+|its\s+)?(?:auth\.)?([\w ]+?)(?:\s+table)?(?=\s*(?:,|$))/i,
    (m) => {
      mods.linkTarget = m[1];
      mods.strongLink = !/link|connected/i.test(m[0]);
    },
  );
  take(
    mods,
    /\b(?:who|that)\s+(?:wrote|created|made|owns|posted|added|submitted|uploaded)\s+(?:it|them|the row|this)\b/i,
    (_, before) => {
      mods.linkTarget = before.replace(/^(?:the|a|an)\s+/i, '') || 'user';
      mods.strongLink = true;
    },
  );
  take(
    mods,
    new RegExp(`\\b(?:from|between)\\s+${NUM}\\s+(?:to|and|-)\\s+${NUM}\\b(?:\\s+stars?)?`, 'i'),
    (m) => (mods.range = [m[1] ?? '', m[2] ?? '']),
  );
  take(
    mods,
    new RegExp(`(?:^|,|\\s)\\s*${NUM}\\s*(?:-|to)\\s*${NUM}(?:\\s+stars?)?\\s*(?=,|$)`, 'i'),
    (m) => (mods.range = [m[1] ?? '', m[2] ?? '']),
  );
  take(mods, new RegExp(`\\bout of\\s+${NUM}\\b`, 'i'), (m) => (mods.range = ['0', m[1] ?? '']));
  take(
    mods,
    new RegExp(
      `\\b(?:(?:must be|should be|has to be|is)\\s+)?(?:at most|no more than|max(?:imum)?(?: of)?|up to)\\s+${NUM}\\s+(?:characters|chars|letters)\\b`,
      'i',
    ),
    (m) => (mods.maxChars = m[1]),
  );
  take(
    mods,
    new RegExp(
      `\\b(?:(?:must be|should be|has to be|is)\\s+)?(?:at least|no less than|min(?:imum)?(?: of)?)\\s+${NUM}\\b`,
      'i',
    ),
    (m) => (mods.min = { value: m[1] ?? '0', strict: false }),
  );
  take(
    mods,
    new RegExp(
      `\\b(?:(?:must be|should be|has to be|is)\\s+)?(?:at most|no more than|max(?:imum)?(?: of)?|up to)\\s+${NUM}\\b`,
      'i',
    ),
    (m) => (mods.max = m[1]),
  );
  take(
    mods,
    /\b(?:(?:must be|should be|has to be|always)\s+)?(?:positive|greater than (?:zero|0)|more than (?:zero|0)|above (?:zero|0))\b/i,
    () => (mods.min = { value: '0', strict: true }),
  );
  take(
    mods,
    /\b(?:(?:can'?t|cannot|must not|shouldn'?t|never) be negative|non-?negative|zero or more|0 or more)\b/i,
    () => (mods.min = { value: '0', strict: false }),
  );
  take(
    mods,
    // eslint-disable-next-line no-control-regex -- \u0001 and \u0002 wrap placeholders that no typed text contains.
    /\b(?:that |which )?(?:with (?:a |the )?)?(?:defaults?\s*(?:to|is|=|:|of)?|defaulting to|default(?:\s+value)?(?:\s+(?:of|is|=|:))?|by default(?:\s+(?:it'?s|it is|is))?|starting\s+(?:at|as|from|with)|starts?\s+(?:as|off as|out as|off at|out at|at|from|with)|begins?\s+(?:at|as|from|with)|initially)\s+((?:\u0001\d+\u0002)|"[^"]*"|'[^']*'|the current (?:time|date)|the time it was created|not done|-?\$?[\w.@:/-]+)/i,
    (m) => (mods.defaultRaw = m[1]),
  );
  // "(assume not paid to start with)": a yes/no that starts unticked.
  take(
    mods,
    /\(?\s*(?:assume|assuming|presume)\s+(?:it'?s\s+|they'?re\s+)?not\s+[a-z]+(?:\s+(?:to start with|at first|by default|initially))?\s*\)?/i,
    () => {
      mods.defaultRaw = 'false';
      mods.hint = 'boolean';
    },
  );
  // "false by default", "pending unless we say otherwise": the value comes before the words.
  take(
    mods,
    /(?:^|,|\s)\s*(?:(?:which|that) (?:is|are) )?(?:set to )?("[^"]*"|'[^']*'|-?[\w.@-]+)\s+(?:by default|as (?:the |a )?default|unless (?:we|you|i|they) say (?:otherwise|so))\b/i,
    (m) => (mods.defaultRaw = m[1]),
  );
  take(
    mods,
    /\b(?:stored |saved |kept )?(?:as|of type|type)\s+(?:a |an )?((?:whole |decimal )?(?:yes\s*\/\s*no|true\s*\/\s*false|[a-z]+)(?: number| and time)?)(?=\s*(?:,|$))/i,
    (m) => {
      const hint = typeFromHint(m[1] ?? '');
      if (!hint) return false;
      mods.hint = hint;
      mods.hintWords = m[1];
    },
  );
  for (const group of groups) {
    const hint = typeFromHint(group);
    if (hint && !mods.hint) {
      mods.hint = hint;
      mods.hintWords = group.trim();
    }
  }
  // "an active flag that's on by default": the default is taken, "that's" is left over.
  mods.rest = mods.rest.replace(/\s+(?:that'?s|thats|which'?s|that is|which is)$/i, '');
  take(mods, SQL_TYPE_AT_END, (m) => {
    mods.hint = typeFromHint(m[1] ?? '') ?? mods.hint;
    mods.hintWords = m[1];
  });
  take(mods, TYPE_WORDS_AT_END, (m) => {
    // A type already named in parentheses ("vip flag (yes/no)") is not lost to a vaguer word.
    mods.hint = typeFromHint(m[1] ?? '') ?? mods.hint;
    mods.hintWords = m[1];
  });
  take(
    mods,
    /^(?:an?\s+)?(check ?box|tick ?box|toggle|flag|yes\s*\/\s*no(?: field)?)\s+(?:for|called|named|saying)\s+/i,
    (m) => {
      mods.hint = 'boolean';
      mods.hintWords = m[1];
    },
  );
  // Whatever is left of the group text ("required, unique") and linking words is not part of the name.
  mods.rest = mods.rest
    .replace(/,.*$/, '')
    .replace(/\s+(?:which|that|who|with)$/i, '')
    .replace(
      /\s+(?:which|that|and|it|they)?\s*(?:must|should|has to|needs to|will|can|is|are)(?:\s+(?:be|have))?(?:\s+an?)?\s*$/i,
      '',
    )
    .replace(/^(?:which|that)\s+/i, '')
    .trim();
  return mods;
}

/** Cleans the words that name a column ("a column called Notes" → "notes"). */
function columnWords(rest: string): string {
  const cleaned = rest
    .replace(/^(?:an?\s+|the\s+)?(?:new\s+)?(?:columns?|fields?)\s+(?:called|named|for)\s+/i, '')
    .replace(/\s+(?:columns?|fields?)$/i, '')
    // "a notes box" is the notes column; a tick box or check box is a yes/no one (TYPE_WORDS_AT_END).
    .replace(/(?<!\b(?:tick|check|text))\s+box$/i, '')
    .replace(/^(?:an?\s+|the\s+)?(?:new\s+)?(?:columns?|fields?)\s+/i, '');
  return unquote(stripLeadingFiller(unquote(cleaned)));
}

/** "whether it's gluten free", "if it has shipped", "is it sold out": a yes/no column named by the state. */
const WHETHER =
  /^(?:and\s+)?(?:(?:whether|if)\s+(?:or not\s+)?(?:(?:it'?s|they'?re|i'?ve|we'?ve|they'?ve|(?:it|they|he|she|we|i|you|the \w+)\s+(?:is|are|was|were|has|have|had|did|does|do))(?:\s+been|\s+already)*)?|(?:is|are|was|has)\s+(?:it|they|the \w+)(?:\s+been|\s+already)*)\s*(?<state>[a-z][\w -]{0,40}?)(?:\s+(?:it|them))?(?:\s+(?:or not|yet|already))*\??$/i;

/** Items said as a description rather than a name: "what it was for", "the amount in £". */
const ITEM_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  // "every session is with one of our tutors", "each loan is for one of the books": a link.
  [
    /^(?:and\s+)?(?:every|each)\s+[a-z]+\s+(?:is|are|goes|belongs)\s+(?:with|for|to|from|by|in|on|at)\s+(?:one of\s+)?(?:our|the|my|a|an)\s+(?:particular\s+)?([a-z]+)$/i,
    'link to $1',
  ],
  // "whether they've paid us": the yes/no of the state.
  [
    /^whether\s+(?:they|we|it|he|she)(?:'ve|'re|\s+have|\s+are|\s+has|\s+is)?\s+(?:been\s+)?(paid|confirmed|signed|arrived|attended|replied)(?:\s+(?:us|me|yet|up))?(\s*\(.*\))?$/i,
    '$1 (yes/no)$2',
  ],
  // "which supplier it went to": the supplier it belongs to.
  [
    /^which\s+([a-z]+)\s+(?:it|they|this|the \w+)\s+(?:went|goes|is going|was paid|were paid|belongs?|was sent)\s+to$/i,
    'link to $1',
  ],
  // "when it's due back": the day it is due.
  [/^when\s+(?:it'?s|it is|they'?re|they are)\s+due(?:\s+back)?$/i, 'due date'],
  // "a notes bit for anything else": the notes.
  [
    /^(?:an?\s+)?([a-z]+(?:\s+[a-z]+)?)\s+(?:bit|field|box|section|area|space|column)\s+for\s+.+$/i,
    '$1',
  ],
  // "I want the student's name": the wish is not part of the column.
  [/^(?:and\s+)?(?:i|we)\s+(?:want|need|'d like|would like)\s+(?:the\s+|a\s+|an\s+)?(.+)$/i, '$1'],
  // "a paid flag that is true or false": the flag's name, a yes/no.
  [
    /^(.+?)\s+(?:flag|check ?box|tick ?box|toggle)\s+(?:that(?:'s| is| can be)|which(?:'s| is| can be))\s+(?:either\s+)?(?:true or false|true\/false|yes or no|yes\/no|on or off)$/i,
    '$1 (yes/no)',
  ],
  // "a list of ingredients": the ingredients, kept as text.
  [/^(?:an?\s+)?(?:list|set|bunch|collection)\s+of\s+(?:the\s+)?([a-z][a-z ]*)$/i, '$1'],
  // "how many it serves", "how many people it seats": what a count of people is called.
  [
    /^how many(?:\s+(?:people|portions))?\s+(?:it|they|this|each one)\s+(?:serves?|feeds?|makes?)$/i,
    'servings',
  ],
  [
    /^how many(?:\s+(?:people|guests))?\s+(?:it|they|this|the room|the venue)\s+(?:holds?|seats?|fits?|sleeps?)$/i,
    'capacity',
  ],
  [/^what (?:it|they|this|the \w+) (?:was|were|is|are) for$/i, 'purpose'],
  [/^where (?:it|they|this|that|the \w+) (?:came|comes?|is|are|was|were) from$/i, 'source'],
  // "who's working", "who's teaching": the person on it.
  [
    /^who(?:'s| is| are)\s+(?:working|on|on shift|teaching|leading|coaching|running it|in charge)$/i,
    'person',
  ],
  // "did we get a receipt": a yes/no about the thing got.
  [
    /^(?:did|do|does|have|has) (?:we|they|you|he|she|it|i) (?:get|got|receive|received|have|send|sent|give|gave|sign|signed) (?:a |an |the |their |any )?(\w+)$/i,
    '$1 (yes/no)',
  ],
  // "is it vegan y/n": the answer's shape says yes or no.
  [/^(.+?)\s*\(?\b(?:y\/n|yes\/no|yes or no|true\/false)\)?\??$/i, '$1 (yes/no)'],
  [
    /^how much (\w+) (?:they|he|she|we|you|i) (?:paid|pay|put down|left|gave|owe|owes|spent)(\s*\([^()]*\))?$/i,
    '$1 (number)$2',
  ],
  // "the text of the message", "name of the owner": the owner's noun first, as a name reads.
  [/^(?:the\s+)?(\w+) of (?:the|a|an|each|every|their|its) (\w+)$/i, '$2 $1'],
  [/^what (?:it|they|this) (?:was|were|is|are)(?: about)?$/i, 'description'],
  [
    /^how many (?:(?:we|i|you|they)(?:\s+|'ve\s+|\s+have\s+)(?:have|got|hold|keep)\s*)?(?:in stock|left|on hand|available)$/i,
    'stock count (whole number)',
  ],
  [/^(?:the\s+)?([a-z][\w ]*?) in (?:£|\$|€|pounds|dollars|euros|usd|gbp|eur)$/i, '$1 (money)'],
  [/^how much\s*(?:\((?:£|\$|€)\)|in (?:£|\$|€|pounds|dollars|euros))?$/i, 'amount (money)'],
  [
    /^how much (?:it|they|the \w+) (?:costs?|is|was|were)(?: in total| altogether)?$/i,
    'price (money)',
  ],
  [
    /^how much (?:they|we|i|you)(?:'?ve|\s+have|'?d|\s+had)?\s+(quoted|charged|paid|spent|given|donated|raised|owed?)$/i,
    'amount $1 (money)',
  ],
  // "how long it runs in minutes", "how long it was": a length of time, counted.
  [
    /^how long\b[^()]*?(?: in (minutes|hours|seconds|days|weeks|nights))?$/i,
    'duration $1 (whole number)',
  ],
  // "who the guest was": the person, named by what they were.
  [/^who (?:the|their|its) (\w+) (?:was|is|were|are)$/i, '$1'],
  [/^who (?:gave|donated)(?: it| them)?$/i, 'donor'],
  // "who it's for": the person it is made out to.
  [/^who (?:it'?s|it is|they'?re|they are|this is|it was) (?:for|to)$/i, 'recipient'],
  // "who saved it", "who posted it": in an app, the signed-in user who did it.
  [
    /^who (?:saved|created|added|posted|uploaded|submitted|bookmarked|liked|favou?rited|shared|logged)(?: it| them| this| that)?$/i,
    'link to user',
  ],
  // "a link where people buy tickets": the web address, named by what is found there.
  [/^(?:an?\s+|the\s+)?(?:link|url|web address)\s+(?:where|for)\s+.*?\b(\w+)$/i, '$1 link'],
  // "what item sold", "which dish was ordered": the thing, by its noun.
  [
    /^(?:what|which)\s+(\w+)\s+(?:was\s+|got\s+|were\s+)?(?:\w+ed|sold|bought|made|sent|paid|won|lost|taken|given)$/i,
    '$1',
  ],
  // "a link to it": a web address for the thing itself.
  [
    /^(?:an?\s+|the\s+)?(?:link|url|web address) (?:to|for) (?:it|them|this|that|the page)$/i,
    'link',
  ],
  [/^who (\w+ed|sent|bought|paid|made|sold|found|brought)(?: it| them| this| that)?$/i, '$1 by'],
  [/^who wrote(?: it| them| this| that)?$/i, 'written by'],
  [/^who took(?: it| them| this| that)?$/i, 'taken by'],
  [/^what(?:'s| is| was) (?:broken|wrong|the problem|the issue)$/i, 'problem'],
  [/^what (?:they|he|she|it) (?:do|does|did|sells?|offers?)$/i, 'service'],
  [/^(?:the\s+)?(reason|purpose|cause) for (?:the|a|their|each) \w+$/i, '$1'],
  [/^(?:the\s+)?date-and-time of (?:the|their|each) (\w+)$/i, '$1 at (date and time)'],
  [/^(\w+) or not$/i, '$1 (yes/no)'],
  [
    /^how much (\w+)(?: (?:in|as) (ml|l|kg|g|grams|litres?|liters?|lbs?|pounds|hours|minutes|cm|km|miles))?$/i,
    '$1 $2 (number)',
  ],
  [/^(?:the\s+)?(date|day|time) (\w+)$/i, '$1 $2 (date)'],
  [
    /^(?:the\s+)?(?!what\b|which\b)(\w+) (?:i|we|they|you) (?:paid|pay|charge|charged|spent|got|sold it for)$/i,
    '$1',
  ],
  [
    /^which (\w+) (?:they'?re|they are|he'?s|she'?s|it'?s|it is|they can be) (?:available|free|open|busy|around)$/i,
    '$1 available (text)',
  ],
  [/^which (\w+) (?:it|they|this|that) (?:comes?|came|is|are) from$/i, 'linked to $1'],
  // "which product it's for (link it to products)": the thing it is about, a link.
  [
    /^which (\w+) (?:it'?s|it is|they'?re|they are|this is) (?:for|about|on|from)(\s*\([^()]*\))?$/i,
    'link to $1$2',
  ],
  // "which borough they live in", "what school she goes to": the place or thing, by its noun.
  [
    /^(?:which|what) (\w+) (?:they|he|she|it|you|we|the \w+) (?:lives?|works?|goes|go|is|are|belongs?|plays?|trains?|studies|study)(?: in| at| to| for| with)?$/i,
    '$1',
  ],
  // "which customer": a link when the project has customers, else the customer's name as text.
  [/^(?:which|what) (\w+)$/i, 'link to $1'],
];

/** One list item → one column, a note that it is not needed, or why it cannot be read. */
export function parseColumnItem(written: string, resolve: TargetResolver): ColumnItemResult {
  const said = ITEM_WORDS.reduce(
    (out, [pattern, words]) => (pattern.test(out) ? out.replace(pattern, words) : out),
    written
      .trim()
      // "a column for whether they paid", "and one for the table number": what the column is for.
      .replace(/^(?:(?:an?|the|another|one more)\s+)?(?:new\s+)?(?:column|field|one)\s+for\s+/i, '')
      // "the customers email": a possessive written without its apostrophe.
      .replace(
        /^(?:the\s+)?([a-z]{3,}?[^sui\W])s\s+(email|phone|name|address|birthday|age|notes?|number)$/i,
        '$1 $2',
      )
      // "a yes/no for whether they'll relocate": the kind said first, the state after it.
      .replace(
        /^(?:an?\s+)?(?:yes\s*\/\s*no|y\/n|true\/false|tick ?box|check ?box|toggle|flag)\s+(?:for|on|saying)\s+(?=(?:whether|if)\b)/i,
        '',
      )
      // "need the team name", "each order needs the customer": who needs it is not the column.
      .replace(
        /^(?:(?:we|i|it|they|each\s+[a-z]+|every\s+[a-z]+)\s+)?(?:need|needs|want|wants|should have|must have)\s+(?=(?:the|a|an|their|its|his|her)\s)/i,
        '',
      )
      // "whether they got out or not", "whether it's out at the moment": the state alone.
      .replace(/\s+(?:or not|at the moment|right now|currently|at present|these days)$/i, '')
      // "a paid yes/no column": the state, kept as yes or no.
      .replace(
        /^(?:an?\s+)?(.+?)\s+(?:yes\s*\/\s*no|yes or no|true\s*\/\s*false|true or false|tick ?box|check ?box)\s+(?:column|field)$/i,
        '$1 (yes/no)',
      )
      // "just email really": words that only soften the item.
      .replace(/^just\s+(.+?)(?:\s+really)?$/i, '$1')
      // "sold out?": a column asked as a question holds yes or no.
      .replace(/^([a-z][\w' -]{0,30}?)\s*\?$/i, '$1 (yes/no)')
      // "the code itself (no two the same)": the thing, not the word "itself".
      .replace(/(?<!\b(?:fills?|sets?|updates?|changes?|counts?))\s+itself\b/i, ''),
  );
  // "which day they deliver": a day of the week, kept as its name ("Tuesday"), not a date.
  const weekday = weekdayColumnName(said);
  if (weekday) return parseColumnItem(`${weekday.replace(/_/g, ' ')} (text)`, resolve);
  // "whether they're good with other dogs (yes/no)": the state names the column, its group still counts.
  const group = said.match(/\s*\(([^()]*)\)$/);
  const state = said.slice(0, group?.index ?? said.length).match(WHETHER)?.groups?.state;
  // "whether they want the newsletter": the state, without who is in it.
  const stateName = state
    ?.replace(/\b(?:the|a|an|their|its|his|her|any)\s+/gi, '')
    .replace(/^(?:they|he|she|it|we|i|you)\s+(?=\w)/i, '')
    // "whether breakfast is included": the thing and its state, without the verb between.
    .replace(/^(\w+)\s+(?:is|are|was|were|has been|have been|gets|got)\s+(?=\w)/i, '$1 ');
  // "whether breakfast is included (default no)": still a yes/no, starting as no.
  const kind =
    !group?.[1] ||
    (/\b(?:yes|no|y\/n|true|false|tick|check)\b/i.test(group[1]) && !/\bdefault\b/i.test(group[1]))
      ? (group?.[1] ?? 'yes/no')
      : `yes/no, ${group[1]}`;
  const item = stateName ? `${stateName} (${kind})` : said;
  const mods = readModifiers(prepareList(item));
  if (mods.linkTarget !== undefined) {
    const link = linkColumn(mods, resolve, item);
    if (link) return link;
  }
  // A weak link that points at no table ("a link to their website") names a text column.
  const words = mods.linkTarget !== undefined ? mods.linkTarget : mods.rest;
  const name = clauseColumnName(columnWords(words)) ?? toSnake(columnWords(words));
  if (!name) return { error: `I could not find a column name in "${item}".` };
  // "mobile 07123 456789", "reg KX19 ABC": a value, said where a column's name would be.
  const bare = written.replace(/\([^()]*\)/g, '').trim();
  // "Di Fox": a person's name, every word capitalised and none a word columns are named with.
  const proper =
    /^[A-Z][a-z]+(?:\s+[A-Z][a-z]+)+$/.test(bare) &&
    !bare.split(/\s+/).some((w) => COLUMN_NOUNS.test(w));
  if (proper || /\d{3}|@|\b[A-Z]+\d+[A-Z\d]*\b/.test(bare))
    return { error: `"${item}" reads as a value, not a column's name.` };
  if (name.split('_').length > 5)
    return { error: `"${item}" is too long for a column name; name it in a few words.` };
  // "drop-off date": a word joined by a hyphen is part of a compound, not a sentence's verb.
  const compound = new Set(
    words
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.includes('-'))
      .flatMap((w) => w.split('-')),
  );
  if (
    !stateName &&
    name
      .replace(/^(?:is|has|can|should|was)_/, '')
      .split('_')
      .some((word) => SENTENCE_WORDS.has(word) && !compound.has(word))
  )
    return { error: `I could not read "${item}" as a column; name each column in a word or two.` };
  // A password kept in a table is readable by whoever reads the table; sign-in keeps it hashed.
  if (/^(?:passwords?|passwd|pass_?word|password_hash|pin_?code)$/.test(name))
    return {
      error: `A password is never kept in a table: your app's sign-in stores it safely. Ask for "turn on email login" to let people sign in with an e-mail and a password.`,
    };
  if (SYSTEM_COLUMNS.has(name))
    return { error: `"${name}" is a name Postgres keeps for itself; choose another column name.` };
  if (AUTOMATIC_COLUMNS[name]) return { skip: AUTOMATIC_COLUMNS[name] };
  return buildColumn(name, mods, item);
}

function buildColumn(name: string, mods: Modifiers, item: string): ColumnItemResult {
  const inferred = inferTypeFromName(name);
  let type: SqlType = inferred.type;
  let typeBecause = `the word "${inferred.because}"`;
  const genericNumber =
    mods.hint === 'numeric' && (inferred.type === 'integer' || inferred.type === 'numeric(12,2)');
  if (mods.hint && !genericNumber) {
    type = mods.hint;
    typeBecause = `you said "${mods.hintWords ?? mods.hint}"`;
  } else if (mods.oneOf?.length && mods.oneOf.some((v) => !/^-?\d+(?:\.\d+)?$/.test(v))) {
    // "size: small, medium or large" holds words whatever its name suggests.
    type = 'text';
    typeBecause = 'its choices are words';
  } else if (inferred.because === 'default') {
    if (mods.range || mods.min || mods.max) {
      type = [mods.range?.[0], mods.range?.[1], mods.min?.value, mods.max].some((v) =>
        v?.includes('.'),
      )
        ? 'numeric'
        : 'integer';
      typeBecause = 'it holds a number range';
    } else if (mods.oneOf?.length && mods.oneOf.every((v) => /^-?\d+$/.test(v))) {
      type = 'integer';
      typeBecause = 'its choices are numbers';
    } else {
      typeBecause = 'no type word, so text';
    }
  }
  const column: ColumnSpec = {
    name,
    type,
    typeBecause,
    notNull: mods.required && !mods.optional,
    unique: mods.unique,
    words: item.trim(),
  };
  const col = ident(name);
  if (mods.auto) {
    const automatic = automaticDefault(type, name);
    if (!automatic)
      return {
        error: `I cannot fill the ${TYPE_LABEL[type]} column "${name}" in automatically; give it a default instead.`,
      };
    column.default = automatic;
  }
  if (mods.defaultRaw !== undefined) {
    const value = defaultValueSql(type, mods.defaultRaw);
    if (value === undefined)
      return {
        error: `"${unquote(mods.defaultRaw)}" does not fit the ${TYPE_LABEL[type]} column "${name}" as its starting value.`,
      };
    column.default = value;
  }
  const checks = checksOf(mods, col, type);
  const numericCheck = mods.range || mods.min || mods.max;
  if (numericCheck && !['integer', 'numeric', 'numeric(12,2)'].includes(type)) {
    return {
      error: `"${name}" is a ${TYPE_LABEL[type]} column, so a number range does not fit it.`,
    };
  }
  if (mods.maxChars && type !== 'text')
    return { error: `"${name}" is not a text column, so a character limit does not fit it.` };
  if (checks.length > 0) {
    column.check = {
      sql: checks.map((c) => c.sql).join(' and '),
      words: checks.map((c) => c.words).join(' and '),
    };
  }
  return { column };
}

/** The checks a column's words ask for: ranges, limits, choices, e-mail shape. */
function checksOf(mods: Modifiers, col: string, type: SqlType): { sql: string; words: string }[] {
  const checks: { sql: string; words: string }[] = [];
  if (mods.range)
    checks.push({
      sql: `${col} between ${mods.range[0]} and ${mods.range[1]}`,
      words: `from ${mods.range[0]} to ${mods.range[1]}`,
    });
  if (mods.min)
    checks.push({
      sql: `${col} ${mods.min.strict ? '>' : '>='} ${mods.min.value}`,
      words: mods.min.strict ? `more than ${mods.min.value}` : `at least ${mods.min.value}`,
    });
  if (mods.max) checks.push({ sql: `${col} <= ${mods.max}`, words: `at most ${mods.max}` });
  if (mods.maxChars)
    checks.push({
      sql: `char_length(${col}) <= ${mods.maxChars}`,
      words: `at most ${mods.maxChars} characters`,
    });
  if (mods.oneOf?.length) {
    const values =
      type === 'integer' ? mods.oneOf.join(', ') : mods.oneOf.map((v) => literal(v)).join(', ');
    checks.push({ sql: `${col} in (${values})`, words: `one of ${mods.oneOf.join(', ')}` });
  }
  if (mods.email)
    checks.push({
      sql: `${col} ~* '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$'`,
      words: 'a valid e-mail address',
    });
  return checks;
}

/**
 * The check that words alone ask of an existing column ("between 1 and 10", "positive",
 * "at least 1", "can't be negative"); undefined when the words are not only a limit.
 */
export function limitOf(
  words: string,
  col: string,
  type: SqlType,
): { sql: string; words: string; numeric: boolean } | undefined {
  const mods = readModifiers(prepareList(`x ${words}`));
  if (mods.rest !== 'x' || mods.required || mods.unique || mods.defaultRaw || mods.hint)
    return undefined;
  const checks = checksOf(mods, col, type);
  if (checks.length === 0) return undefined;
  return {
    sql: checks.map((c) => c.sql).join(' and '),
    words: checks.map((c) => c.words).join(' and '),
    numeric: Boolean(mods.range || mods.min || mods.max),
  };
}

function linkColumn(
  mods: Modifiers,
  resolve: TargetResolver,
  item: string,
): ColumnItemResult | undefined {
  const phrase = stripLeadingFiller((mods.linkTarget ?? '').trim()).replace(
    /\s+(?:row|record)s?$/i,
    '',
  );
  const noun = toSnake(phrase);
  if (!noun) return { error: `I could not tell what "${item}" links to.` };
  const singular = singularName(noun);
  const target = resolve(phrase);
  // A table of the project named like a person ("authors", "members") is what the words point to.
  if (PERSON.test(singular) && 'missing' in target) {
    const authorOwned = ROW_AUTHOR.test(singular);
    return {
      column: {
        name: `${singular}_id`,
        type: 'uuid',
        typeBecause: 'it links to a signed-in user',
        notNull: authorOwned || mods.required,
        unique: mods.unique,
        default: authorOwned ? 'auth.uid()' : undefined,
        references: { schema: 'auth', table: 'users', onDelete: 'cascade' },
        words: item.trim(),
      },
    };
  }
  if ('missing' in target) {
    // "a link to their website" is a web address, not a relationship.
    if (!mods.strongLink) return undefined;
    return { error: target.missing };
  }
  return {
    column: {
      name: `${singularName(target.table)}_id`,
      type: 'uuid',
      typeBecause: `it links to ${target.table}`,
      notNull: !mods.optional,
      unique: mods.unique,
      references: { ...target, onDelete: 'cascade' },
      words: item.trim(),
    },
  };
}

export interface ParsedColumns {
  columns: ColumnSpec[];
  notes: string[];
  errors: string[];
}

/** A whole list ("title, done (checkbox) and due date") → columns, notes and errors. */
export function parseColumnList(text: string, resolve: TargetResolver): ParsedColumns {
  const out: ParsedColumns = { columns: [], notes: [], errors: [] };
  for (const item of splitList(text)) {
    let result = parseColumnItem(item, resolve);
    // "email which can't be empty and must be unique": a nameless part adds to the column before it.
    const previous = out.columns[out.columns.length - 1];
    if (
      // "status, one of todo / doing / done": choices said after a comma belong to the column before.
      ('error' in result || /^(?:one of\s+)?\(?oneof\b/i.test(item)) &&
      previous &&
      (/^(?:which\s+|that\s+)?(?:\(?oneof|one of|either|must|should|can'?t|cannot|has to|needs to|is|are|starts?|starting|begins?|beginning|defaults?|defaulting|can|may)\b/i.test(
        item,
      ) ||
        // "featured (tick box), off unless I say so": the starting value said after a comma.
        /^\S+\s+(?:by default|as (?:the |a )?default|unless (?:we|you|i|they) say (?:otherwise|so))$/i.test(
          item,
        ))
    ) {
      const joined = parseColumnItem(`${previous.name.replace(/_/g, ' ')} ${item}`, resolve);
      if ('column' in joined && joined.column.name === previous.name) result = joined;
    }
    if ('error' in result) out.errors.push(result.error);
    else if ('skip' in result) {
      if (!out.notes.includes(result.skip)) out.notes.push(result.skip);
    } else {
      const earlier = out.columns.find((c) => c.name === result.column.name);
      if (!earlier) out.columns.push(result.column);
      // "price, price can't be negative": the second mention adds its rules to the first.
      else if (!mergeMention(earlier, result.column))
        out.notes.push(`"${humanize(result.column.name)}" was listed twice; it is added once.`);
    }
  }
  return out;
}

/** Adds a later mention's rules to a column; false when it adds none. */
function mergeMention(column: ColumnSpec, later: ColumnSpec): boolean {
  const before = JSON.stringify(column);
  column.notNull ||= later.notNull;
  column.unique ||= later.unique;
  column.default ??= later.default;
  if (later.check)
    column.check = column.check
      ? {
          sql: `${column.check.sql} and ${later.check.sql}`,
          words: `${column.check.words} and ${later.check.words}`,
        }
      : later.check;
  return JSON.stringify(column) !== before;
}

/** The column definition inside CREATE TABLE or ADD COLUMN. */
export function columnDefinition(column: ColumnSpec, table: string): string {
  const parts = [ident(column.name), column.type];
  if (column.notNull) parts.push('not null');
  if (column.default !== undefined) parts.push(`default ${column.default}`);
  if (column.unique) parts.push('unique');
  if (column.references) {
    const target =
      column.references.schema === 'auth'
        ? 'auth.users'
        : `public.${ident(column.references.table)}`;
    parts.push(`references ${target}(id) on delete ${column.references.onDelete}`);
  }
  if (column.check)
    parts.push(
      `constraint ${ident(`${table}_${column.name}_check`.slice(0, 63))} check (${column.check.sql})`,
    );
  return parts.join(' ');
}

/** How a column reads in an explanation: "due date (date, required)". */
export function describeColumn(column: ColumnSpec): string {
  const traits: string[] = [TYPE_LABEL[column.type]];
  if (column.references)
    traits[0] =
      column.references.schema === 'auth'
        ? 'the signed-in user it belongs to'
        : `link to ${column.references.table}`;
  if (column.notNull) traits.push('required');
  if (column.unique) traits.push('unique');
  if (column.default !== undefined) traits.push(`starts as ${plainDefault(column.default)}`);
  if (column.check) traits.push(column.check.words);
  return `${humanize(column.name)} (${traits.join(', ')})`;
}

export function plainDefault(sql: string): string {
  if (sql === 'now()') return 'the current time';
  if (sql === 'current_date') return "today's date";
  if (sql === 'auth.uid()') return 'the signed-in user';
  if (sql === 'gen_random_uuid()') return 'a new random ID';
  if (sql === "'{}'::jsonb") return 'empty';
  if (sql === 'true') return 'yes';
  if (sql === 'false') return 'no';
  return sql.replace(/^'(.*)'$/, '"$1"').replace(/''/g, "'");
}
