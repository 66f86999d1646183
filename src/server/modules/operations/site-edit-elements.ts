import type { TextTarget } from '@shared/contracts/plan';

/**
 * The elements of a site's pages that show words (paragraphs, bullets, headings, buttons, links),
 * found by what they say, as site-edit-files.ts needs them to rewrite or remove one.
 */

export interface ShownElement {
  path: string;
  tag: string;
  /** Where the element starts (its open tag) and ends (after its close tag) in the page. */
  start: number;
  end: number;
  innerStart: number;
  innerEnd: number;
  text: string;
}

const KINDS: Record<TextTarget['element'], RegExp> = {
  any: /^(?:p|li|h[1-6]|button|a|label|blockquote|figcaption|dt|dd|td|th|caption|summary)$/,
  paragraph: /^p$/,
  heading: /^h[1-6]$/,
  item: /^(?:li|dt|dd)$/,
  button: /^(?:button|a)$/,
  link: /^a$/,
};

/** The words an HTML fragment shows: tags dropped, the common entities read, spaces squeezed. */
export const shownText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** Every element that may show words, outermost first; scripts, styles and comments are skipped. */
export function shownElements(path: string, html: string): ShownElement[] {
  const found: ShownElement[] = [];
  const open: { tag: string; start: number; innerStart: number }[] = [];
  const tags =
    /<!--[\s\S]*?-->|<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>|<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi;
  for (const m of html.matchAll(tags)) {
    const name = (m[3] ?? '').toLowerCase();
    if (!name || !KINDS.any.test(name)) continue;
    const at = m.index ?? 0;
    if (m[2] !== '/') {
      open.push({ tag: name, start: at, innerStart: at + m[0].length });
      continue;
    }
    const index = open.map((o) => o.tag).lastIndexOf(name);
    if (index < 0) continue;
    const [opened] = open.splice(index);
    if (!opened) continue;
    const inner = html.slice(opened.innerStart, at);
    found.push({
      path,
      tag: name,
      start: opened.start,
      end: at + m[0].length,
      innerStart: opened.innerStart,
      innerEnd: at,
      text: shownText(inner),
    });
  }
  return found.filter((e) => e.text).sort((a, b) => a.start - b.start);
}

const loose = (text: string) =>
  text
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s*(?:…|\.{2,})\s*$/, '')
    .replace(/[.,;:!?]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();

const STOP = new Set([
  'the',
  'a',
  'an',
  'of',
  'to',
  'and',
  'or',
  'our',
  'my',
  'your',
  'about',
  'on',
]);
/** "signing up" finds "Sign up": each word's stem starts a word of the element's. */
const stem = (word: string) => word.replace(/(?:ing|ed|es|s)$/, '').slice(0, 6);

function matches(target: TextTarget, text: string): boolean {
  if (target.words === undefined) return true;
  const shown = loose(text);
  const said = loose(target.words);
  if (target.at === 'start') return shown.startsWith(said);
  if (target.at === 'anywhere' || shown.includes(said)) return shown.includes(said);
  const words = shown.split(/[^\p{L}\p{N}]+/u);
  const wanted = said.split(/[^\p{L}\p{N}]+/u).filter((w) => w && !STOP.has(w));
  return (
    wanted.length > 0 &&
    wanted.every((w) => words.some((shownWord) => shownWord.startsWith(stem(w))))
  );
}

/**
 * The elements a target names, in page order (the home page first). One element inside another
 * that shows the same words counts once: the inner one to rewrite (a link keeps its address),
 * the outer one to remove (no empty bullet is left behind).
 */
export function findTargets(
  pages: ReadonlyArray<readonly [string, string]>,
  target: TextTarget,
  purpose: 'rewrite' | 'remove',
): ShownElement[] {
  const all = pages.flatMap(([path, html]) =>
    shownElements(path, html).filter(
      (e) => KINDS[target.element].test(e.tag) && matches(target, e.text),
    ),
  );
  const inside = (a: ShownElement, b: ShownElement) =>
    a !== b && a.path === b.path && a.start >= b.start && a.end <= b.end;
  const kept = all.filter((e) =>
    purpose === 'rewrite'
      ? !all.some((other) => inside(other, e))
      : !all.some((other) => inside(e, other)),
  );
  if (target.nth === undefined) return kept;
  const pick = target.nth === 'last' ? kept.at(-1) : kept[target.nth - 1];
  return pick ? [pick] : [];
}
