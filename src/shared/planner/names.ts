/** Turning founders' words into names: snake_case identifiers, plurals, branch slugs. */

const IRREGULAR_PLURALS: Record<string, string> = {
  menu: 'menus',
  person: 'people',
  child: 'children',
  man: 'men',
  woman: 'women',
  mouse: 'mice',
  foot: 'feet',
  tooth: 'teeth',
  goose: 'geese',
  datum: 'data',
};
const IRREGULAR_SINGULARS = Object.fromEntries(
  Object.entries(IRREGULAR_PLURALS).map(([one, many]) => [many, one]),
);
/** Words that read the same in both numbers, so neither plural nor singular changes them. */
const UNCOUNTABLE = new Set([
  'data',
  'info',
  'information',
  'news',
  'feedback',
  'equipment',
  'inventory',
  'media',
  'metadata',
  'meta',
  'staff',
  'series',
  'species',
  'settings',
  'analytics',
  'software',
  'stock',
  'money',
  'furniture',
  'merchandise',
  'content',
  // One list of people or entries, each row one of them: "the waitlist", not "waitlists".
  'waitlist',
  'guestbook',
  'backlog',
  'changelog',
]);

/** The plural of one lower-case word ("category" → "categories"). */
export function pluralizeWord(word: string): string {
  if (!word || UNCOUNTABLE.has(word)) return word;
  if (IRREGULAR_PLURALS[word]) return IRREGULAR_PLURALS[word];
  if (IRREGULAR_SINGULARS[word]) return word;
  if (isPluralWord(word)) return word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** Whether a lower-case word already looks plural ("tasks", "categories", but not "status"). */
export function isPluralWord(word: string): boolean {
  if (IRREGULAR_SINGULARS[word] || UNCOUNTABLE.has(word)) return true;
  if (/(ss|us|is|ics)$/.test(word)) return false;
  return /[a-z\d]s$/.test(word);
}

/** Nouns ending in -ie whose plural would otherwise read as -y ("movies" is not "movy"). */
const IE_NOUNS = new Set([
  'movie',
  'cookie',
  'pie',
  'tie',
  'rookie',
  'zombie',
  'selfie',
  'calorie',
  'smoothie',
  'hoodie',
  'genie',
  'prairie',
  'lie',
]);
/** Nouns ending in -us or -as that take -es in the plural. */
const ES_AFTER_S = /(status|bonus|campus|bus|virus|census|focus|radius|alias|canvas|atlas)es$/;

/** The singular of one lower-case word ("categories" → "category", "addresses" → "address"). */
export function singularizeWord(word: string): string {
  if (!word || UNCOUNTABLE.has(word)) return word;
  if (IRREGULAR_SINGULARS[word]) return IRREGULAR_SINGULARS[word];
  if (!isPluralWord(word)) return word;
  if (IE_NOUNS.has(word.slice(0, -1))) return word.slice(0, -1);
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh)es$/.test(word) || ES_AFTER_S.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** Applies a word transform to the last part of a snake_case name ("blog_post" → "blog_posts"). */
function onLastPart(name: string, transform: (word: string) => string): string {
  const parts = name.split('_');
  const last = parts.pop() ?? '';
  return [...parts, transform(last)].join('_');
}

export const pluralName = (name: string): string => onLastPart(name, pluralizeWord);
export const singularName = (name: string): string => onLastPart(name, singularizeWord);
export const isPluralName = (name: string): boolean => isPluralWord(name.split('_').pop() ?? '');

/** Postgres cuts identifiers at 63 bytes; we cut at a word boundary first so names stay readable. */
export const MAX_IDENTIFIER = 63;

/** snake_case from free words ("Signup Date" → "signup_date", "isActive" → "is_active"). */
export function toSnake(words: string): string {
  const snake = words
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/_+/g, '_');
  const named = /^[0-9]/.test(snake) ? `n_${snake}` : snake;
  return named.length > MAX_IDENTIFIER ? named.slice(0, MAX_IDENTIFIER).replace(/_+$/, '') : named;
}

/** Readable words from a snake_case name ("signup_date" → "signup date"). */
export const humanize = (name: string): string => name.replace(/_/g, ' ');

/** A lower-case, hyphenated slug ("the New Pricing page!" → "the-new-pricing-page"). */
export function slugify(words: string, max = 60): string {
  const slug = words
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.length > max ? slug.slice(0, max).replace(/-+$/, '') : slug;
}

/** Words that say nothing about a thing's name ("the", "my", "new"). */
export const FILLER_WORDS = new Set([
  'a',
  'an',
  'the',
  'my',
  'our',
  'your',
  'their',
  'its',
  'his',
  'her',
  'this',
  'that',
  'these',
  'those',
  'some',
  'all',
  'any',
  'each',
  'every',
  'new',
  'simple',
  'basic',
  'separate',
  'little',
  'small',
  'another',
  'extra',
  'also',
  'just',
  'please',
]);

/** Drops leading filler words ("the new blog posts" → "blog posts"). */
export function stripLeadingFiller(phrase: string): string {
  const words = phrase.trim().split(/\s+/);
  while (words.length > 1 && FILLER_WORDS.has((words[0] ?? '').toLowerCase())) words.shift();
  if (words.length === 1 && FILLER_WORDS.has((words[0] ?? '').toLowerCase())) return '';
  return words.join(' ');
}

/** Strips surrounding quotes or backticks ("'orders'" → "orders"). */
export const unquote = (text: string): string => text.trim().replace(/^["'`]+|["'`]+$/g, '');

/** Joins words as a founder would: "a, b and c". */
export function listWords(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** "1 row", "1,240 rows". */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

const UNITS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const TENS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');

/** "twenty-five", "a hundred and ten", "a dozen", "a tenner": a whole number said in words (below 1000). */
export function numberInWords(text: string): number | undefined {
  const said = text
    .trim()
    .toLowerCase()
    .replace(/-/g, ' ')
    .replace(/\s+and\s+/g, ' ');
  const informal: Record<string, number> = {
    'a dozen': 12,
    dozen: 12,
    'a tenner': 10,
    tenner: 10,
    'a fiver': 5,
    fiver: 5,
    'a score': 20,
  };
  if (informal[said] !== undefined) return informal[said];
  const words = said.replace(/^an?\s+(?=hundred)/, 'one ').split(/\s+/);
  let total = 0;
  let current = 0;
  for (const word of words) {
    const unit = UNITS.indexOf(word);
    const ten = TENS.indexOf(word);
    if (unit >= 0 && current % 10 === 0) current += unit;
    else if (ten >= 0 && current % 100 === 0) current += (ten + 2) * 10;
    else if (word === 'hundred' && current > 0 && current < 10) current *= 100;
    else return undefined;
  }
  total += current;
  return words.length ? total : undefined;
}

/** "10", "ten", "a": a count, or undefined; the patterns that capture the word bound its size. */
export function countWord(word: string | undefined): number | undefined {
  if (!word) return undefined;
  if (/^\d+$/.test(word)) return Number(word);
  const said = word.toLowerCase();
  if (/^(?:an?|another)$/.test(said)) return 1;
  return numberInWords(said === 'hundred' ? 'a hundred' : said);
}

/** Words said by a founder, matched literally inside a pattern. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Ordinal words up to the last day of a month, in order ("first" is 1). */
export const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
  'twenty-first',
  'twenty-second',
  'twenty-third',
  'twenty-fourth',
  'twenty-fifth',
  'twenty-sixth',
  'twenty-seventh',
  'twenty-eighth',
  'twenty-ninth',
  'thirtieth',
  'thirty-first',
];
