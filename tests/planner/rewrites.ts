/**
 * Metamorphic rewrites of a founder's instruction: ways to say the same thing that must not change
 * its plan (issue 29, item 6). Pure and deterministic: the same instruction, seed and kept words
 * give the same rewrite. Only the first line is rewritten (later lines are pasted rows), and never
 * a quoted value, an identifier-looking word (digits, `_`, `/`, `.`, `@`, `-`, camelCase) or a word
 * the caller says the outcome depends on.
 */

export const REWRITE_KINDS = [
  'politeness',
  'lead-in',
  'synonyms',
  'word-order',
  'contractions',
  'typo',
  'lower-case',
  'shouting',
] as const;
export type RewriteKind = (typeof REWRITE_KINDS)[number];

/** Words the case's outcome depends on, so rewrites leave them as typed. */
export interface KeptWords {
  /** Lower-case words that name something (tables, columns, branches...): no typo in them. */
  names: ReadonlySet<string>;
  /** Words as they appear in the plan's values (row values, site text, branch names): case kept. */
  values: ReadonlySet<string>;
}

/** The rewritten instruction, or null when the kind has nothing to change in it. */
export function rewrite(
  kind: RewriteKind,
  instruction: string,
  seed: string,
  kept: KeptWords = { names: new Set(), values: new Set() },
): string | null {
  const newline = instruction.indexOf('\n');
  const line = newline < 0 ? instruction : instruction.slice(0, newline);
  const rest = newline < 0 ? '' : instruction.slice(newline);
  const out = REWRITERS[kind](line, random(`${seed}:${kind}`), kept);
  return out === null || out === line ? null : out + rest;
}

type Rewriter = (line: string, next: () => number, kept: KeptWords) => string | null;

/** mulberry32 seeded by an FNV-1a hash of the seed: a small, stable stream of numbers in [0, 1). */
function random(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(list: readonly T[], next: () => number): T =>
  list[Math.floor(next() * list.length)] as T;

/** Quoted values ('…', "…", ‘…’, “…”, `…`): a quote after a space opens, one before a space closes ("'Joe's'"). */
const QUOTED = /(?<=^|[\s([{:=,])(['"‘“`]).+?(?:\1|[’”])(?=$|[\s)\]}.,;:!?])/g;

/** Applies `edit` to the text outside quoted values only. */
function outsideQuotes(line: string, edit: (text: string) => string): string {
  let out = '';
  let last = 0;
  for (const m of line.matchAll(QUOTED)) {
    out += edit(line.slice(last, m.index)) + m[0];
    last = m.index + m[0].length;
  }
  return out + edit(line.slice(last));
}

/** A chunk (between spaces) that looks like an identifier, e-mail, URL, path, number or version. */
const IDENTIFIER = /[\d_/@=\\]|\w\.\w|\w-\w|[a-z][A-Z]|:\/\//;

/** Applies `edit` to each plain word (letters and apostrophes) outside quotes and identifiers. */
function mapWords(line: string, edit: (word: string) => string): string {
  return outsideQuotes(line, (text) =>
    text.replace(/\S+/g, (chunk) =>
      IDENTIFIER.test(chunk) ? chunk : chunk.replace(/[A-Za-z][A-Za-z'’]*/g, edit),
    ),
  );
}

const nameForms = (word: string): string[] => {
  const w = word.toLowerCase();
  return [w, w.replace(/(?:es|s)$/, ''), w.replace(/s$/, ''), `${w}s`, `${w}es`];
};
const isName = (word: string, kept: KeptWords) =>
  nameForms(word).some((form) => kept.names.has(form));

/** A value the plan keeps as typed, also when the founder writes it possessive ("Ana's"). */
const isValue = (word: string, kept: KeptWords) =>
  kept.values.has(word) || kept.values.has(word.replace(/['’]s$/, ''));

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The first word lower-cased, unless it is a value, an identifier or "I". */
function lowerFirst(line: string, kept: KeptWords): string {
  const first = line.match(/^[A-Za-z][A-Za-z'’]*(?=\s|[,.!?]|$)/)?.[0];
  if (!first || isValue(first, kept) || first === 'I' || /^I['’]/.test(first)) return line;
  return first.toLowerCase() + line.slice(first.length);
}

/** Verbs an instruction starts with, so "could you" can go before it (not before "how many"). */
const COMMANDS =
  /^(?:add|allow|block|change|check|close|commit|connect|count|create|delete|deploy|disable|drop|enable|fix|get|give|go|hide|import|index|insert|invite|keep|let|link|list|lock|make|mark|merge|move|open|publish|pull|push|put|rebase|remove|rename|reset|restore|revert|roll|set|show|start|store|switch|tag|take|track|turn|undo|update|upload|write)\b/i;

const politeness: Rewriter = (line, next, kept) => {
  const prefixes = COMMANDS.test(line)
    ? ['please ', 'could you ', 'can you please ', 'pls ', 'hi, could you ']
    : ['hey, ', 'hi! ', 'ok so '];
  // Rows pasted under "add these customers:" follow the colon, so nothing goes after it.
  const mode = /:\s*$/.test(line) ? 'prefix' : pick(['prefix', 'suffix', 'both'] as const, next);
  let out = line;
  if (mode !== 'suffix') out = pick(prefixes, next) + lowerFirst(out, kept);
  const thanks = mode === 'both' ? [', thanks!', ' thx'] : [' please', ', thanks!', ' pls', ' thx'];
  if (mode !== 'prefix')
    out = /[.!?]$/.test(out)
      ? `${out} ${pick(['Thanks!', 'thx', 'Thank you!', 'Thanks in advance.'], next)}`
      : `${out}${pick(thanks, next)}`;
  return out;
};

const LEAD_INS = [
  'I run a small bakery.',
  "I'm a solo founder, not a developer.",
  'Hi! We are two people running a dog-walking business.',
  'Quick one, I sell handmade candles online.',
  'So I am building my first app.',
];
const leadIn: Rewriter = (line, next) => `${pick(LEAD_INS, next)} ${line}`;

/** Where an action word can start a clause: after punctuation, "and", "then", "can you", "to"... */
const CLAUSE = String.raw`(?<=^|[.;,:!?]\s+|\b(?:and|then|also|please|pls|you|to)\s+)`;

/** Action words that mean the same before the objects the lookahead names. */
const SYNONYMS: { words: string[]; before: string }[] = [
  // Something new: "a"/"an"/"another" (not "the", which names something that exists).
  {
    words: ['create', 'make', 'set up', 'add'],
    before: String.raw`\s+(?:a|an|another)\s+(?:[\w-]+\s+){0,2}?(?:table|bucket|page)\b`,
  },
  {
    words: ['create', 'make', 'start'],
    before: String.raw`\s+(?:(?:a|an)\s+)?(?:new\s+)?(?:\S+\s+)?branch\b`,
  },
  {
    words: ['add', 'create'],
    before: String.raw`\s+(?:a|an)\s+(?:[\w-]+\s+){0,3}?(?:column|field|index)\b`,
  },
  {
    words: ['delete', 'remove', 'get rid of', 'drop'],
    before: String.raw`\s+(?:the\s+)?(?:[\w-]+\s+)?(?:table|column)\b`,
  },
  { words: ['delete', 'remove', 'get rid of'], before: String.raw`\s+\S` },
  { words: ['show', 'list', 'show me'], before: String.raw`\s+(?:all|the|every|my|each)\b` },
  { words: ['enable', 'turn on', 'switch on'], before: String.raw`\s+\S` },
  { words: ['disable', 'turn off', 'switch off'], before: String.raw`\s+\S` },
  // "update the staging branch with main" is a merge, not a change: only "… to <value>".
  { words: ['change', 'update'], before: String.raw`\s+(?:the|my|our)\s+(?:[\w-]+\s+){1,3}?to\b` },
  { words: ['I want', 'I need', "I'd like"], before: String.raw`\s+(?:a|an|to)\b` },
  { words: ['keep track of', 'track'], before: String.raw`\s+\S` },
];

const synonyms: Rewriter = (line, next) =>
  outsideQuotes(line, (text) => {
    let out = text;
    for (const { words, before } of SYNONYMS) {
      const longestFirst = [...words].sort((a, b) => b.length - a.length);
      const said = new RegExp(`${CLAUSE}\\b(${longestFirst.join('|')})(?=${before})`, 'gi');
      out = out.replace(said, (word: string) => {
        const other = pick(
          words.filter((w) => w.toLowerCase() !== word.toLowerCase()),
          next,
        );
        // Marked so a later group does not rewrite it again; unmarked below.
        const marked = `\uE001${other.replace(/ /g, '\uE000')}`;
        return /^[A-Z]/.test(word) && word !== 'I' ? capitalise(marked) : marked;
      });
    }
    return out.replace(/\uE001/g, '').replace(/\uE000/g, ' ');
  });

/** Words that describe rather than name, so "the new table" is not "the table new". */
const NOT_A_NAME =
  /^(?:a|an|the|my|our|your|their|this|that|these|new|same|whole|entire|old|first|last|other|current|live|default|separate|second|simple|small|private|public|empty|single|one|each|every|all|any|some|another|production|preview)$/i;
const PLAIN = String.raw`[A-Za-z][\w-]*`;

/** Moves that English allows without changing the meaning; one of the applicable ones is made. */
const ORDERS: ((line: string, kept: KeptWords) => string | null)[] = [
  // "a table called customers" → "a customers table"
  (line) =>
    swap(
      line,
      new RegExp(
        String.raw`\b(the|a|an) (table|bucket|branch) (?:called|named|for) (${PLAIN})(?=[\s,.;:!?]+(?:with|and|that|where|which|on|from|in)\b|[,.;:!?]?\s*$)`,
        'i',
      ),
      (m) => {
        const [said = '', article = '', thing = '', name = ''] = m;
        // "a branch for login" is not a branch named login.
        if (NOT_A_NAME.test(name) || (/ for /i.test(said) && !/^table$/i.test(thing))) return null;
        const a = article.toLowerCase() === 'the' ? article : /^[aeiou]/i.test(name) ? 'an' : 'a';
        return `${/^[A-Z]/.test(article) ? capitalise(a) : a} ${name} ${thing}`;
      },
    ),
  // "the tasks table" → "the table tasks"
  (line) =>
    swap(line, new RegExp(String.raw`\b(the) (${PLAIN}) (table|bucket|branch)\b`, 'i'), (m) => {
      const [, the = '', name = '', thing = ''] = m;
      return NOT_A_NAME.test(name) ? null : `${the} ${thing} ${name}`;
    }),
  // "turn off email login" → "turn email login off"
  (line) =>
    swap(
      line,
      new RegExp(
        String.raw`\b(turn|switch) (on|off) ((?:the )?${PLAIN}(?: ${PLAIN}){0,1})(?=\s+(?:for|on|in|of|to|from|at)\b|[.!?]?\s*$)`,
        'i',
      ),
      (m) => `${m[1]} ${m[3]} ${m[2]}`,
    ),
  // One clause ending "… in customers" → "in customers, …"
  (line, kept) => {
    if (/\band\b|[,;]|[.!?]\s+\S|\bthen\b/i.test(line)) return null;
    const m = line.match(
      new RegExp(String.raw`^(.+?)\s+(in (?:the )?(${PLAIN})(?: table)?)[.!?]?$`),
    );
    const [, head = '', place = '', name = ''] = m ?? [];
    // Only before a command: "students enroll in courses" cannot become "in courses, students enroll".
    if (!m || NOT_A_NAME.test(name) || !isName(name, kept) || !COMMANDS.test(head)) return null;
    return `${place}, ${lowerFirst(head, kept)}`;
  },
  // A question ending "… this week" → "this week, …"
  (line, kept) => {
    const m = line.match(
      /^((?:how|who|which|what|when|show|list|count)\b.*?)\s+((?:this|last|past) (?:week|month|year)|today|yesterday)(\?)?$/i,
    );
    if (!m) return null;
    const [, head = '', when = '', mark = ''] = m;
    return `${when}, ${lowerFirst(head, kept)}${mark}`;
  },
];

function swap(
  line: string,
  pattern: RegExp,
  make: (m: RegExpMatchArray) => string | null,
): string | null {
  let changed: string | null = null;
  const out = outsideQuotes(line, (text) => {
    if (changed !== null) return text;
    const m = text.match(pattern);
    const made = m ? make(m) : null;
    if (!m || made === null) return text;
    changed = made;
    return text.slice(0, m.index) + made + text.slice((m.index ?? 0) + m[0].length);
  });
  return changed === null ? null : out;
}

const wordOrder: Rewriter = (line, next, kept) => {
  const options = ORDERS.map((order) => order(line, kept)).filter((o) => o !== null);
  return options.length ? pick(options, next) : null;
};

const CONTRACTIONS: [RegExp, string][] = [
  [/\b(d)o not\b/gi, "$1on't"],
  [/\b(d)oes not\b/gi, "$1oesn't"],
  [/\b(d)id not\b/gi, "$1idn't"],
  [/\b(c)an ?not\b/gi, "$1an't"],
  [/\b(s)hould not\b/gi, "$1houldn't"],
  [/\b(m)ust not\b/gi, "$1ustn't"],
  [/\b(i)s not\b/gi, "$1sn't"],
  [/\b(a)re not\b/gi, "$1ren't"],
  [/\b(w)ill not\b/gi, "$1on't"],
  [/\bI am\b/g, "I'm"],
  [/\b(i)t is\b/gi, "$1t's"],
  [/\b(l)et us\b/gi, "$1et's"],
  [/\b(w)e are\b/gi, "$1e're"],
  [/\b(t)hey are\b/gi, "$1hey're"],
  [/\b(y)ou are\b/gi, "$1ou're"],
  [/\b(t)hat is\b/gi, "$1hat's"],
  [/\b(w)hat is\b/gi, "$1hat's"],
  [/\b(w)ho is\b/gi, "$1ho's"],
  [/\b(t)here is\b/gi, "$1here's"],
  [/\bI would\b/g, "I'd"],
];

/** "do not" becomes "don't"; an apostrophe the founder typed ("don't", "customer's") is dropped. */
const contractions: Rewriter = (line, _next, kept) => {
  const dropped = mapWords(line, (word) =>
    isValue(word, kept) ? word : word.replace(/['’](?=(?:t|s|m|re|ve|ll|d)$)|(?<=s)['’]$/, ''),
  );
  return outsideQuotes(dropped, (text) =>
    CONTRACTIONS.reduce((out, [full, short]) => out.replace(full, short), text),
  );
};

/** Two neighbouring inner letters of one long word swapped ("required" → "reqiured"). */
const typo: Rewriter = (line, next, kept) => {
  const words: string[] = [];
  mapWords(line, (word) => {
    if (/^[A-Za-z]{7,}$/.test(word) && !isName(word, kept) && !isValue(word, kept))
      words.push(word);
    return word;
  });
  if (!words.length) return null;
  const target = pick(words, next);
  const spots = [...Array(target.length - 3).keys()]
    .map((i) => i + 1)
    .filter((i) => target[i]?.toLowerCase() !== target[i + 1]?.toLowerCase());
  if (!spots.length) return null;
  const i = pick(spots, next);
  const typed = target.slice(0, i) + target[i + 1] + target[i] + target.slice(i + 2);
  let done = false;
  return mapWords(line, (word) => {
    if (done || word !== target) return word;
    done = true;
    return typed;
  });
};

const changeCase =
  (to: (word: string) => string): Rewriter =>
  (line, _next, kept) =>
    mapWords(line, (word) => (isValue(word, kept) ? word : to(word)));

const REWRITERS: Record<RewriteKind, Rewriter> = {
  politeness,
  'lead-in': leadIn,
  synonyms,
  'word-order': wordOrder,
  contractions,
  typo,
  'lower-case': changeCase((w) => w.toLowerCase()),
  shouting: changeCase((w) => w.toUpperCase()),
};
