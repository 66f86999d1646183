/**
 * Word tools shared by the Help Center and the help library: every word is reduced to a common
 * form ("deploying" and "deployed" read as "deploy"), and a query word or phrase also matches
 * the other words people use for the same thing ("publish" finds "deploy", "rls" finds
 * "row-level security").
 */

/** Irregular forms the suffix rules below would get wrong. */
const IRREGULAR: Record<string, string> = {
  going: 'go',
  gone: 'go',
  went: 'go',
  running: 'run',
  does: 'do',
  made: 'make',
  making: 'make',
  signup: 'sign up',
  signin: 'sign in',
  login: 'log in',
  logout: 'log out',
};

/** The common form of one lower-case word: plural, -ing, -ed and -ment endings removed. */
export function stem(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|ss|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ments')) return word.slice(0, -5);
  if (word.endsWith('ment') && word.length > 6) return word.slice(0, -4);
  if (word.endsWith('ing') && word.length > 5) return undouble(word.slice(0, -3));
  if (word.endsWith('ed') && word.length > 4) return undouble(word.slice(0, -2));
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** "shipp" (from "shipped") back to "ship"; "add" and "install" keep their double letter. */
const undouble = (word: string) =>
  /([bdgmnprt])\1$/.test(word) && !/(add|odd|ll)$/.test(word) ? word.slice(0, -1) : word;

/** Lower-case words of a text, each in its common form. */
export const stems = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .flatMap((w) => stem(w).split(' '));

/** Words that carry no meaning in a question such as "how do I add a column?". */
const STOP_WORDS = new Set(
  (
    'a an and are as at be between by can could do for from get got how i if in into is it its just ' +
    'last me my of ' +
    'on or our please should so some that the their them then there this to up us want was we ' +
    'what when where which who why will with would you your'
  )
    .split(' ')
    .map(stem),
);

/**
 * Groups of words and phrases that mean the same thing to a founder, written in plain forms;
 * they are reduced with `stem` like everything else.
 */
const SYNONYMS: readonly (readonly string[])[] = [
  ['deploy', 'publish', 'go live', 'launch', 'put online', 'online', 'release', 'host'],
  [
    'rls',
    'row level security',
    'access rule',
    'policy',
    'permission',
    'private',
    'who can see',
    'only their own',
  ],
  ['column', 'field', 'attribute'],
  ['table', 'spreadsheet', 'sheet'],
  ['row', 'record', 'entry'],
  ['add', 'create', 'new', 'make', 'insert'],
  ['delete', 'remove', 'drop', 'erase'],
  ['change', 'edit', 'update', 'modify', 'rename'],
  ['sign in', 'log in', 'sign up', 'auth', 'authentication', 'password', 'end user'],
  ['undo', 'revert', 'roll back', 'rollback', 'put it back', 'restore', 'reverse'],
  ['database', 'db', 'backend', 'postgres', 'supabase'],
  ['environment variable', 'env var', 'env', 'secret', 'setting', 'config'],
  ['domain', 'custom domain', 'own domain', 'domain name', 'dns', 'url', 'web address'],
  ['cost', 'price', 'pay', 'billing', 'subscription', 'money'],
  ['team', 'invite', 'member', 'collaborator', 'colleague'],
  ['error', 'broken', 'fail', 'not working', 'problem', 'wrong', 'fix', 'bug'],
  ['file', 'upload', 'image', 'photo', 'storage', 'bucket', 'picture'],
  ['api', 'anon key', 'api key', 'endpoint', 'key'],
  ['repository', 'repo', 'git', 'github', 'commit', 'version', 'history', 'branch'],
  ['monitor', 'health', 'alert', 'warning', 'notification'],
  ['template', 'starter', 'example'],
  ['code', 'program', 'developer', 'coding'],
  ['builder', 'no code', 'bubble', 'webflow', 'softr'],
  ['automatic', 'automation', 'default', 'trigger', 'by itself', 'fill itself'],
  ['contact', 'support'],
  ['safe', 'security', 'lose', 'break', 'backup'],
  ['link', 'point to', 'relationship', 'belongs to', 'foreign key', 'reference'],
];

const GROUPS: readonly string[][] = SYNONYMS.map((group) =>
  group.map((phrase) => stems(phrase).join(' ')),
);

/** Each phrase of every group, longest first, so "row level security" wins over "row". */
const PHRASES = GROUPS.flatMap((group) => group.map((phrase) => ({ phrase, group }))).sort(
  (a, b) => b.phrase.split(' ').length - a.phrase.split(' ').length,
);

/** One idea of a query: any of its phrases (common forms) satisfies it. */
export interface QueryTerm {
  phrases: readonly string[];
  /** The word still being typed, matched as the start of a word ("templ" finds "templates"). */
  partial?: string;
}

/** The shortest word still being typed that is matched as the start of longer words. */
const MIN_PARTIAL = 3;

/**
 * What a query asks for, one term per idea: "how do I publish my site" → the deploy words and
 * the site words. Words of one group make one idea ("RLS policy" is one thing, not two).
 */
export function queryTerms(query: string): QueryTerm[] {
  const words = stems(query);
  const last = /[a-z0-9]+$/i.exec(query)?.[0].toLowerCase();
  // A word still being typed counts as a start only once it says something ("in" does not).
  const typing = last && last.length >= MIN_PARTIAL && !STOP_WORDS.has(stem(last)) ? last : null;
  const terms: QueryTerm[] = [];
  const groupsSeen = new Set<readonly string[]>();
  for (let i = 0; i < words.length;) {
    const rest = words.slice(i).join(' ');
    const hit = PHRASES.find(({ phrase }) => rest === phrase || rest.startsWith(`${phrase} `));
    const phrase = hit?.phrase ?? words[i]!;
    i += phrase.split(' ').length;
    const partial = i === words.length && typing ? { partial: typing } : {};
    if (hit && groupsSeen.has(hit.group)) continue;
    if (hit) groupsSeen.add(hit.group);
    else if (STOP_WORDS.has(phrase)) continue;
    terms.push({ phrases: hit?.group ?? [phrase], ...partial });
  }
  return terms;
}

/** A text prepared once for `matchesTerm`: its common forms between spaces. */
export const prepareText = (text: string) => ` ${stems(text).join(' ')} `;

/** Raw lower-case words, for the word still being typed. */
export const prepareRaw = (text: string) =>
  ` ${text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .join(' ')}`;

/** How many times the term's phrases stand in the prepared text. */
export const countTerm = (prepared: string, term: QueryTerm) =>
  term.phrases.reduce((sum, phrase) => sum + prepared.split(` ${phrase} `).length - 1, 0);

/** Whole phrases in the prepared text, or the start of a raw word for the word being typed. */
export const matchesTerm = (prepared: string, raw: string, term: QueryTerm) =>
  term.phrases.some((phrase) => prepared.includes(` ${phrase} `)) ||
  (term.partial !== undefined && raw.includes(` ${term.partial}`));
