import type { TextTarget } from '@shared/contracts/plan';
import { ORDINAL_WORDS } from './names';

/**
 * Elements of a page said by what they show: "the line that says welcome to…", "the bullet
 * about signing up", "the paragraph that starts 'This is'", "the second paragraph". The planner
 * reads them into a `TextTarget`; the server finds the element (site-edit-elements.ts) and asks
 * with `sayTarget` sentences when several match, which read back to the same target.
 */

type Element = TextTarget['element'];

const NOUNS: ReadonlyArray<readonly [Element, string]> = [
  ['item', String.raw`(?:bullet(?:\s+point)?|list\s+item|item|point)s?`],
  ['paragraph', String.raw`(?:paragraph|para|paragraf)s?`],
  ['heading', String.raw`(?:sub\s*heading|heading|header|subtitle)s?`],
  ['button', String.raw`(?:button|btn)s?`],
  ['link', String.raw`links?`],
  [
    'any',
    String.raw`(?:line|sentence|text|bit(?:\s+of\s+text)?|words?|message|note|label|blurb|part|thing|wording)s?`,
  ],
];
const NOUN = NOUNS.map(([, noun]) => noun).join('|');
const ORDINALS = ORDINAL_WORDS.slice(0, 10);
const ORDINAL = String.raw`(?:${ORDINALS.join('|')}|last|\d{1,2}(?:st|nd|rd|th))`;
/** Words that say what an element looks like or where it is, not what it says. */
const LOOKS = String.raw`(?:(?:small|little|short|tiny|big|long|grey|gray|bold|top|bottom|upper|lower|main|intro|opening|green|blue|red|first|last)\s+)*`;
const WHERE = String.raw`(?:\s+(?:under|below|beneath|underneath|above|over|after|before|near|next\s+to)\s+(?:the\s+)?(?:main\s+|big\s+)?(?:heading|headline|title|h1|header|list|picture|image|logo)|\s+(?:at|near)\s+the\s+(?:top|bottom|end|start)(?:\s+of\s+(?:the\s+)?(?:home\s*page|page|site))?|\s+(?:on|in|of)\s+(?:the\s+|my\s+|our\s+)?(?:home\s*page|front\s*page|landing\s+page|site|website|page|list))*`;
const SAYS = String.raw`(?:(?:that|which|where\s+it)\s+)?(?<how>says|reads|saying|reading|with\s+the\s+(?:words|text)|that\s+goes|starts?\s+with|starting\s+with|begins?\s+with|beginning\s+with|starts|begins|starting|beginning|mentions|mentioning|talks\s+about|talking\s+about|about|on|with)`;

/** "the small line under the heading that says welcome to…": the phrase, whole. */
const DESCRIBED = new RegExp(
  String.raw`^(?:the\s+|that\s+|this\s+|my\s+|our\s+)?(?:(?<ordinal>${ORDINAL})\s+)?${LOOKS}(?<noun>${NOUN})${WHERE}\s*,?\s+${SAYS}\s*:?\s*(?<words>.+)$`,
  'i',
);
/** "the second paragraph", "the last bullet", "the 3rd item on the home page". */
const COUNTED = new RegExp(
  String.raw`^(?:the\s+)?(?<ordinal>${ORDINAL})\s+${LOOKS}(?<noun>${NOUN})${WHERE}$`,
  'i',
);
/** "the 'Sign up' button", "the line 'coming soon'". */
const QUOTED_NAME = new RegExp(
  String.raw`^(?:the\s+)?(?:(?<ordinal>${ORDINAL})\s+)?(?:(?<before>"[^"]+"|'[^']+')\s+${LOOKS}(?<noun1>${NOUN})|${LOOKS}(?<noun2>${NOUN})\s+(?<after>"[^"]+"|'[^']+'))${WHERE}$`,
  'i',
);

const elementOf = (noun: string): Element =>
  NOUNS.find(([, pattern]) => new RegExp(`^(?:${pattern})$`, 'i').test(noun.trim()))?.[0] ?? 'any';

function nthOf(ordinal: string | undefined): TextTarget['nth'] {
  if (!ordinal) return undefined;
  const word = ordinal.toLowerCase();
  if (word === 'last') return 'last';
  const index = ORDINALS.indexOf(word);
  return index >= 0 ? index + 1 : Number.parseInt(word, 10);
}

/** The words looked for, without quotes, "…" or a full stop: the server compares them loosely. */
export function lookedFor(words: string): string {
  const said = words.trim();
  const quoted = said.match(/^(["'])(.*)\1$/)?.[2];
  if (quoted !== undefined) return quoted.replace(/\s*(?:…|\.{2,})$/, '').trim();
  return said
    .replace(/\s*(?:…|\.{2,})\s*["']?$/, '')
    .replace(/^["']|["']$/g, '')
    .replace(/[.,;:!?]+$/, '')
    .trim();
}

/** A phrase that names one element of a page, or null when it does not. */
export function readTarget(phrase: string): TextTarget | null {
  const text = phrase.trim();
  const counted = text.match(COUNTED)?.groups;
  if (counted)
    return { at: 'anywhere', element: elementOf(counted.noun ?? ''), nth: nthOf(counted.ordinal) };
  const named = text.match(QUOTED_NAME)?.groups;
  if (named) {
    const words = lookedFor(named.before ?? named.after ?? '');
    const nth = nthOf(named.ordinal);
    if (!words) return null;
    return {
      words,
      at: 'anywhere',
      element: elementOf(named.noun1 ?? named.noun2 ?? ''),
      ...(nth ? { nth } : {}),
    };
  }
  const described = text.match(DESCRIBED)?.groups;
  if (!described) return null;
  const how = (described.how ?? '').toLowerCase();
  const words = lookedFor(described.words ?? '');
  if (!words || words.split(/\s+/).length > 40) return null;
  // "the text on the buttons" names a place, not words: only quoted words follow a bare "on"/"with".
  if (/^(?:on|with)$/.test(how) && !/^["']/.test(described.words ?? '')) return null;
  const at = /start|begin/.test(how)
    ? 'start'
    : /about|mention|talk/.test(how) && !/^["']/.test(described.words ?? '')
      ? 'about'
      : 'anywhere';
  const nth = nthOf(described.ordinal);
  return { words, at, element: elementOf(described.noun ?? ''), ...(nth ? { nth } : {}) };
}

const ELEMENT_WORD: Record<Element, string> = {
  any: 'line',
  paragraph: 'paragraph',
  heading: 'heading',
  item: 'bullet',
  button: 'button',
  link: 'link',
};
const quote = (words: string) => (words.includes('"') ? `'${words}'` : `"${words}"`);
const ordinalWord = (nth: TextTarget['nth']) =>
  nth === undefined ? '' : nth === 'last' ? 'last ' : `${ORDINALS[nth - 1] ?? `${nth}th`} `;

/** The target in words the planner reads back to the same target. */
export function sayTarget(target: TextTarget): string {
  const noun = `the ${ordinalWord(target.nth)}${ELEMENT_WORD[target.element]}`;
  if (target.words === undefined) return noun;
  const how = { start: 'that starts', anywhere: 'that says', about: 'about' }[target.at];
  return `${noun} ${how} ${target.at === 'about' ? target.words : quote(target.words)}`;
}

/** The instruction that makes one targeted edit, for the server's question when several match. */
export const sayRewrite = (target: TextTarget, text: string): string =>
  `change ${sayTarget(target)} to ${quote(text)}`;
export const sayRemove = (target: TextTarget): string => `remove ${sayTarget(target)}`;
