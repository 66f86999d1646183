import { safeIdentifier, sentenceCase, words } from './names';

export type FieldType =
  | 'text'
  | 'email'
  | 'textarea'
  | 'number'
  | 'money'
  | 'date'
  | 'checkbox'
  | 'url'
  | 'image'
  | 'tel'
  | 'password';

export interface Field {
  /** camelCase property name. */
  name: string;
  /** What the user reads: "Due date". */
  label: string;
  type: FieldType;
  required: boolean;
}

/** Words that say what kind of value a field holds, checked in this order. */
const TYPE_WORDS: [FieldType, RegExp][] = [
  ['email', /^email$/],
  ['password', /^(password|passcode|pin)$/],
  ['tel', /^(phone|telephone|mobile|cell)$/],
  ['image', /^(image|photo|picture|avatar|logo|thumbnail|cover|headshot)$/],
  ['url', /^(url|website|link|homepage|site)$/],
  [
    'checkbox',
    /^(done|completed|complete|active|subscribed|subscribe|agree|agreed|accept|accepted|published|available|paid|checkbox|newsletter|remember|featured|archived|verified|enabled|visible|public)$/,
  ],
  ['date', /^(date|birthday|dob|deadline|due|day|when)$/],
  [
    'money',
    /^(price|cost|amount|salary|budget|fee|fees|revenue|total|balance|income|spend|spent)$/,
  ],
  [
    'number',
    /^(quantity|qty|count|age|number|rating|score|stock|year|years|minutes|hours|servings|size|weight|height|width|length|guests|seats|capacity|rank|level|percent|percentage|calories|points|votes|likes)$/,
  ],
  [
    'textarea',
    /^(message|description|bio|notes|note|comment|comments|body|content|details|feedback|review|about|summary|address|question|instructions|ingredients)$/,
  ],
];

/** Words that describe the input rather than name the data ("a done checkbox" is called done). */
const INPUT_WORDS = new Set([
  'field',
  'fields',
  'input',
  'box',
  'checkbox',
  'column',
  'option',
  'entry',
]);
const FILLER = new Set([
  'a',
  'an',
  'the',
  'their',
  'his',
  'her',
  'its',
  'your',
  'my',
  'our',
  'some',
  'optional',
  'required',
  'each',
  'every',
  'also',
  'plus',
  'new',
]);
/** A phrase stops at words that start a description of the field rather than its name. */
const PHRASE_END = /\b(that|which|who|what|where|when|so|to)\b.*$/;

export function inferFieldType(parts: readonly string[]): FieldType {
  // "published at" and "created on" are moments, whatever the first word says.
  if (parts.length > 1 && /^(at|on)$/.test(parts[parts.length - 1]!)) return 'date';
  if (parts[0] === 'is' || parts[0] === 'has' || parts[0] === 'in') return 'checkbox';
  for (const [type, pattern] of TYPE_WORDS)
    if (parts.some((part) => pattern.test(part))) return type;
  return 'text';
}

/** One field from a phrase such as "a due date", "email (optional)" or "a done checkbox". */
export function parseField(phrase: string, taken: ReadonlySet<string>): Field | null {
  // "a send button" is part of every form already, not a field.
  if (/\b(buttons?|search|filter|sorting|sort|pagination)\b/i.test(phrase)) return null;
  const all = words(phrase.replace(PHRASE_END, ''));
  const optional = all.includes('optional');
  const type = inferFieldType(all);
  const nameWords = all.filter((word) => !FILLER.has(word) && !INPUT_WORDS.has(word));
  while (
    nameWords.length > 0 &&
    /^(of|for|in|on|at|by)$/.test(nameWords[nameWords.length - 1]!) &&
    type !== 'date'
  )
    nameWords.pop();
  if (nameWords.length === 0) return null;
  // Keep names short: four words at most.
  const kept = nameWords.slice(0, 4);
  return {
    name: safeIdentifier(kept, taken),
    label: sentenceCase(kept),
    type,
    required: type !== 'checkbox' && !optional,
  };
}

/** "name, email and message" → three fields; repeats are dropped. */
export function parseFieldList(text: string): Field[] {
  const phrases = text
    .replace(/\([^)]*\)/g, (inner) => (/optional/i.test(inner) ? ' optional' : ''))
    .split(/,|;|\/|&|\+|\band\b|\bor\b|\bplus\b|\bas well as\b/i)
    .map((phrase) => phrase.trim())
    .filter(Boolean);
  const fields: Field[] = [];
  const taken = new Set<string>();
  const seenLabels = new Set<string>();
  for (const phrase of phrases) {
    const field = parseField(phrase, taken);
    if (!field || seenLabels.has(field.label)) continue;
    seenLabels.add(field.label);
    taken.add(field.name);
    fields.push(field);
  }
  return fields;
}
