import type { Choice, SiteEdit } from '@shared/contracts/plan';
import { FONT_STACKS, isSafeHref, type FontName } from '@shared/constants/site-safety';
import { readTarget, sayRewrite } from './site-targets';
import type { Workspace } from './workspace';
import { tablesOf } from './workspace';
import { unquote } from './names';

/**
 * Site changes beyond the headline, title and colours (site-content.ts reads those): text found
 * by what it says, removals, links, fonts, the site's name and new sections.
 */

export type SiteRead =
  SiteEdit | { problem: string } | { question: string; choices: Choice[] } | null;

const words = (text: string): string => {
  const trimmed = text.trim();
  return /^["'].*["']$/.test(trimmed) ? unquote(trimmed) : trimmed.replace(/[.!]+$/, '').trim();
};
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A target whose noun names one of the project's tables ("the note that says …") is a row. */
function namesTable(phrase: string, ws: Workspace): boolean {
  const names = tablesOf(ws).flatMap((t) => [t.name, t.name.replace(/s$/, '')]);
  return phrase
    .toLowerCase()
    .split(/\W+/)
    .some((w) => names.includes(w) || names.includes(w.replace(/s$/, '')));
}

/** A target said in full: a quote opened in it must close, or it was cut in the wrong place. */
function wholeTarget(phrase: string, ws: Workspace) {
  const quotes = (phrase.match(/"/g) ?? []).length;
  if (quotes % 2 || (phrase.match(/(?<![a-z])'|'(?![a-z])/gi) ?? []).length % 2) return null;
  const target = readTarget(phrase);
  if (!target || namesTable(phrase.replace(target.words ?? '', ''), ws)) return null;
  return target;
}

const REWRITE_VERB = String.raw`^(?:change|replace|rewrite|update|edit|swap|reword|make|set|alter|fix)\s+`;
const REWRITE_TO =
  /\s+(?:say|read)\b\s*:?\s*|\s+(?:so\s+(?:that\s+)?it\s+(?:says|reads)|to\s+(?:say|read)|to|with|into|for)\b\s*:?\s*|\s*:\s*/gi;
const REWRITE_AFTER =
  /^(?<target>.+?)\s*(?:…|\.{1,3}|,|;|:|\s-)?\s+(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:make\s+it|change\s+it\s+to|it\s+should|should|needs?\s+to|have\s+it|let\s+it)\s+(?:say|read|be)\b\s*:?\s*(?<text>.+)$/i;

/** "change the line that says welcome to… to Fresh bread", "the bullet about X should say Y". */
export function readRewrite(text: string, ws: Workspace): SiteRead {
  const after = text.match(REWRITE_AFTER)?.groups;
  if (after) {
    const target = wholeTarget(after.target ?? '', ws);
    const said = words(after.text ?? '');
    if (target && said) return { op: 'rewriteText', target, text: said };
  }
  const verb = text.match(new RegExp(REWRITE_VERB, 'i'));
  if (!verb) return null;
  const rest = text.slice(verb[0].length);
  const readings: SiteEdit[] = [];
  for (const to of rest.matchAll(REWRITE_TO)) {
    const phrase = rest.slice(0, to.index);
    const target = wholeTarget(phrase, ws);
    const said = words(rest.slice((to.index ?? 0) + to[0].length));
    if (!target || !said) continue;
    // Quoted words or a trailing "…" say where the words end: that reading is the one.
    if (/["'…]\s*$|\.{2,}\s*$/.test(phrase.trim()) || target.words === undefined)
      return { op: 'rewriteText', target, text: said };
    readings.push({ op: 'rewriteText', target, text: said });
  }
  if (readings.length <= 1) return readings[0] ?? null;
  // "change the line that says welcome to the shop to Hi": where do the old words end?
  return {
    question: 'Which words are on the page now, and which are the new ones?',
    choices: readings.slice(0, 4).flatMap((r) =>
      r.op === 'rewriteText'
        ? [
            {
              label: `"${r.target.words ?? ''}" becomes "${r.text}"`,
              instruction: sayRewrite(r.target, r.text),
            },
          ]
        : [],
    ),
  };
}

const REMOVE =
  /^(?:remove|delete|get\s+rid\s+of|take\s+(?:out|away|off|down)|drop|lose|cut|ditch|bin|scrap|erase)\s+(?<target>.+?)(?:\s+(?:from|off)\s+(?:the\s+|my\s+|our\s+)?(?:home\s*page|front\s*page|site|website|page|list))?$/i;
const REMOVE_AFTER =
  /^(?:take\s+)?(?<target>.+?)\s+(?:out|off|away|down|should\s+go|can\s+go|has\s+to\s+go|needs\s+to\s+go|must\s+go|isn'?t\s+needed|is\s+not\s+needed)$/i;

/** "get rid of the bullet about signing up", "delete the line that says 'coming soon'". */
export function readRemove(text: string, ws: Workspace): SiteRead {
  const said = text.match(REMOVE)?.groups?.target ?? text.match(REMOVE_AFTER)?.groups?.target;
  const target = said ? wholeTarget(said, ws) : null;
  return target ? { op: 'removeText', target } : null;
}

/** Addresses as founders type them: a URL, a page of the site, an e-mail, a phone number. */
const HREF =
  /(?<![\w@])(?:https?:\/\/[^\s"'<>()]+|(?:www\.)[a-z0-9-]+\.[^\s"'<>()]+|mailto:[^\s"'<>()]+|tel:[+\d][\d ()-]{2,}\d|\/[\w./?#=&%~+-]*|[\w-]+\.html?\b(?:#[\w-]+)?|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/i;
const UNSAFE = /\b(?:javascript|data|vbscript|file|blob):/i;

function hrefOf(text: string): string | undefined {
  const found = text.match(HREF)?.[0]?.replace(/[.,;:!?)]+$/, '');
  if (!found) return undefined;
  if (/^www\./i.test(found)) return `https://${found}`;
  if (/^[\w.+-]+@/.test(found)) return `mailto:${found}`;
  return found;
}

const UNSAFE_LINK =
  'That link would run code or embed a file, so I will not add it. Links can go to a web address (https://…), a page of the site (/menu.html), an e-mail (mailto:) or a phone number (tel:).';

/** "put a link to our instagram https://… on the home page", "add a button that says Book now and goes to /book.html". */
export function readAddLink(text: string): SiteRead {
  const m = text.match(
    /^(?:add|put|include|insert|stick|place|create|make)\s+(?:in\s+|up\s+)?(?:a|an|one|another|new|big|small|the)?\s*(?:(?<before>"[^"]+"|'[^']+')\s+)?(?:new\s+)?(?:(?<kind>[a-z]+)\s+)??(?<style>link|button)\b(?<rest>.*)$/i,
  );
  if (!m?.groups) return null;
  const rest = m.groups.rest ?? '';
  if (UNSAFE.test(rest)) return { problem: UNSAFE_LINK };
  const href = hrefOf(rest);
  if (!href) return null;
  if (!isSafeHref(href)) return { problem: UNSAFE_LINK };
  const label =
    m.groups.before ??
    rest.match(/"[^"]+"|'[^']+'/)?.[0] ??
    rest.match(
      /\b(?:that\s+says|saying|called|labell?ed|reading|with\s+the\s+(?:text|words))\s+(?<label>.+?)(?=\s+(?:and\s+)?(?:that\s+)?(?:goes|going|links?|linking|points?|pointing|takes?|taking|opens?|to|at|for)\b|\s+(?:https?:|mailto:|tel:|\/)|$)/i,
    )?.groups?.label ??
    rest.match(
      /^\s+(?:to|for)\s+(?<label>(?:our|my|the)\s+[a-z][\w' ]*?)(?=\s+(?:https?:|www\.|mailto:|tel:|\/|at\b|on\b|\()|$)/i,
    )?.groups?.label;
  const kind = /^(?:e-?mail|mail|phone|web|website|external|nice|big|small)$/i.test(
    m.groups.kind ?? '',
  )
    ? undefined
    : m.groups.kind;
  const shown =
    words(label ?? kind ?? '').replace(/\s+(?:page|site|website)$/i, '') ||
    href.replace(/^(?:https?:\/\/|mailto:|tel:)/, '');
  return {
    op: 'addLink',
    text: /[@:/]/.test(shown) ? shown : capital(shown),
    href,
    style: (m.groups.style ?? '').toLowerCase() === 'button' ? 'button' : 'link',
  };
}

/** "link the words 'our menu' to /menu.html", "make 'our menu' a link to /menu.html". */
export function readLinkText(text: string): SiteRead {
  const m = text.match(
    /^(?:link|hyperlink|make|turn)\s+(?:the\s+)?(?:(?:words?|text|phrase)\s+)?(?<words>"[^"]+"|'[^']+'|[^"']+?)\s+(?:(?:into\s+)?(?:a\s+)?link\s+to|to|link\s+to|point\s+(?:at|to)|go\s+to)\s+(?<href>\S+)$/i,
  );
  if (!m?.groups) return null;
  const raw = m.groups.href ?? '';
  if (UNSAFE.test(raw)) return { problem: UNSAFE_LINK };
  const href = hrefOf(raw);
  if (!href || href.length !== raw.replace(/[.,;:!?)]+$/, '').length) return null;
  if (!isSafeHref(href)) return { problem: UNSAFE_LINK };
  const said = words(m.groups.words ?? '');
  return said ? { op: 'linkText', words: said, href } : null;
}

/** Font names founders type, most specific first ("sans-serif" before "serif"). */
const FONT_WORDS: ReadonlyArray<readonly [RegExp, FontName]> = [
  [/\bgeorgia\b/i, 'georgia'],
  [/\btimes(?:\s+new\s+roman)?\b/i, 'times'],
  [/\barial\b/i, 'arial'],
  [/\bhelvetica\b/i, 'helvetica'],
  [/\bverdana\b/i, 'verdana'],
  [/\b(?:mono(?:space)?|typewriter|code)\b/i, 'mono'],
  [/\b(?:rounded|round)\b/i, 'rounded'],
  [/\bhumanist\b/i, 'humanist'],
  [/\bsans(?:[\s-]?serif)?\b|\bsystem\s+font\b|\bplain\b|\bclean\b/i, 'sans'],
  [/\bserif\b|\bclassic\b|\btraditional\b|\belegant\b|\bbookish\b/i, 'serif'],
];
const FONT_SAID = /\b(?:fonts?|typefaces?|typography|lettering)\b/i;
const FONT_VERB =
  /^(?:use|switch|change|update|alter|make|set|put|go\s+with|pick|choose|give|i\s+want|we\s+want|have)\b/i;

/** "use Georgia for the font", "make the headings a serif font", "switch the font to something rounder". */
export function readFont(text: string): SiteRead {
  if (!FONT_SAID.test(text) || !FONT_VERB.test(text)) return null;
  if (/\b(?:bigger|smaller|larger|size|bold|italic|colou?r)\b/i.test(text)) return null;
  const target = /\b(?:headings?|headlines?|titles?|h1s?|headers?)\b/i.test(text)
    ? 'headings'
    : 'site';
  // Words after "font" name it: "change the font to Roboto"; before it they may be the target.
  const font = FONT_WORDS.find(([pattern]) => pattern.test(text))?.[1];
  if (font) return { op: 'font', target, font };
  const where = target === 'headings' ? 'the headings' : 'the site';
  const named = text.match(/\b(?:to|use|with)\s+(?<name>[A-Z][\w]*(?:\s+[A-Z][\w]*)*)/)?.groups
    ?.name;
  const choices: FontName[] = /round|soft|friend|fun|playful|cute/i.test(text)
    ? ['rounded', 'humanist', 'sans']
    : ['sans', 'serif', 'rounded', 'mono'];
  return {
    question: named
      ? `${named} is not a font every visitor's computer has, and the site does not download fonts. Which of these should ${where} use?`
      : `Which font should ${where} use?`,
    choices: choices.map((name) => ({
      label: capital(FONT_STACKS[name].label),
      instruction: `use ${FONT_STACKS[name].label} font for ${where}`.replace(
        / \(the system font\) font/,
        ' font',
      ),
    })),
  };
}

const SITE_NOUN = String.raw`(?:the\s+|my\s+|our\s+)?(?:site|website|web\s+site|business|company|shop|brand|home\s*page)(?:'?s)?`;
const NAME_CHANGE = [
  new RegExp(String.raw`^(?:rename|call)\s+${SITE_NOUN}\s+(?:to\s+|as\s+)?(?<name>.+)$`, 'i'),
  new RegExp(
    String.raw`^(?:change|set|update|make)\s+${SITE_NOUN}\s+name\s+(?:to|into|as)\s+(?<name>.+)$`,
    'i',
  ),
  new RegExp(
    String.raw`^(?:change|set|update|make)\s+(?:the\s+)?name\s+of\s+${SITE_NOUN}\s+(?:to|into|as)\s+(?<name>.+)$`,
    'i',
  ),
  // "It should be called Crumb & Co everywhere", after a word about the site's name.
  new RegExp(
    String.raw`^(?:it|${SITE_NOUN})\s+(?:should|must|needs\s+to)\s+be\s+called\s+(?<name>.+?)\s+(?:everywhere|throughout|across\s+the\s+(?:site|website))$`,
    'i',
  ),
  new RegExp(
    String.raw`^(?:we'?re|we\s+are|the\s+(?:site|business|shop|company)\s+is)\s+(?:now\s+)?called\s+(?<name>.+?)\s*(?:now)?(?:,\s*(?:update|change)\s+(?:the\s+)?(?:site|website)(?:\s+everywhere)?)?$`,
    'i',
  ),
];

/** "rename the site to Hilltop Physio everywhere – the heading and the tab title". */
export function readSiteName(text: string): SiteRead {
  const said = NAME_CHANGE.map((p) => text.match(p)?.groups?.name).find(Boolean);
  if (!said) return null;
  const name = words(
    said
      .replace(/\s+-\s+.*$|\s*\(.*\)$|\s*,\s*(?:the|in|on|so|both|including)\b.*$/i, '')
      .replace(/\s+(?:everywhere|throughout|across\s+the\s+(?:site|website|pages))$/i, '')
      .replace(/\s+(?:on|in)\s+(?:the\s+)?(?:site|website|pages)$/i, ''),
  );
  // "rename the site on netlify", "call the site from the app" are not names.
  if (
    !name ||
    /\b(?:netlify|domain|branch|table|column)\b/i.test(name) ||
    /^(?:on|in|from)\b/i.test(name)
  )
    return null;
  return { op: 'siteName', text: name };
}

const SECTION =
  /^(?:add|create|make|put|build|include|insert|list)\s+(?:me\s+)?(?:(?:a|an|the|some)\s+)?(?:new\s+|little\s+|short\s+|small\s+)*(?:section|part|block|panel|box|area|list)\b(?<about>[^:]*?)\s*:\s*(?<list>.+)$/i;
/** "add a contact section at the bottom with our email hello@x.com": the section's name said first. */
const NAMED_SECTION =
  /^(?:add|create|make|put|build|include|insert)\s+(?:me\s+)?(?:an?\s+|the\s+)?(?:new\s+|little\s+|short\s+|small\s+)*(?<about>[a-z][\w ]{0,30}?)\s+(?:section|part|block|panel|box|area)(?:\s+(?:at|to)\s+the\s+(?:bottom|end|top)(?:\s+of\s+(?:the\s+)?(?:home\s*page|site|website|page))?)?\s+(?:with|showing|listing|that\s+(?:shows|lists|has|gives))\s+(?:our|my|the)\s+(?<list>.+)$/i;

/** "add a section listing our prices: haircut £25, beard trim £10": a heading and a list. */
export function readSection(text: string): SiteRead {
  const g = text.match(SECTION)?.groups ?? text.match(NAMED_SECTION)?.groups;
  if (!g) return null;
  const about = (g.about ?? '')
    .replace(
      /\s*\b(?:on|to|in|at\s+the\s+(?:bottom|end)\s+of)\s+(?:the\s+|my\s+|our\s+)?(?:home\s*page|site|website|page|front\s*page|landing\s+page)\b/i,
      '',
    )
    .replace(
      /^\s*(?:listing|showing|with|for|about|of|on|that\s+lists|that\s+shows|called|named|titled)\s+/i,
      '',
    )
    .trim();
  const items = (g.list ?? '')
    .split(/\s*(?:;|,\s*(?:and\s+)?|\s+and\s+(?=[^,]*$))\s*/i)
    .map(words)
    .filter(Boolean);
  if (!about || items.length === 0 || NOT_SITE.test(about)) return null;
  return { op: 'addSection', heading: capital(unquote(about)), items };
}
const NOT_SITE = /\b(?:table|column|bucket|branch|rows?|fields?|index|policy|database)\b/i;

/** "the buttons should match our logo, which is teal": the colour said as a fact about the brand. */
export function readColourFact(
  text: string,
): { target: 'buttons' | 'main'; colour: string } | null {
  const m = text.match(
    /^(?:make\s+)?(?:the\s+|our\s+|all\s+the\s+)?(?<what>buttons?|site|website|accent|links?)\s+(?:should\s+|must\s+|need\s+to\s+|to\s+)?match\s+(?:our|my|the)\s+(?:logo|brand(?:ing)?|colou?rs?|brand\s+colou?r)\s*,?\s*(?:which|that|it)?\s*(?:is|'s)\s+(?<colour>#[0-9a-f]{3,8}|[a-z]+(?:\s+[a-z]+)?)$/i,
  );
  const said = text.match(
    /^(?:our|my|the)\s+(?:brand|main|primary|theme|accent|company|logo)\s+colou?r\s+(?:is|should\s+be|is\s+now)\s+(?<colour>#[0-9a-f]{3,8}|[a-z]+(?:\s+[a-z]+)?)(?:\s*\((?<hex>#[0-9a-f]{3,8})\))?(?:\s*,?\s*(?:not|rather\s+than|instead\s+of)\s+[a-z]+)?$/i,
  )?.groups;
  if (said)
    return {
      target: 'main',
      colour: (said.hex ?? said.colour ?? '').replace(/\s+/g, '').toLowerCase(),
    };
  if (!m?.groups) return null;
  return {
    target: /^buttons?$/i.test(m.groups.what ?? '') ? 'buttons' : 'main',
    colour: (m.groups.colour ?? '').replace(/\s+/g, '').toLowerCase(),
  };
}

/** "can you swap it", "change it over", "update that": the site change said just before, asked for. */
export const ASKS_FOR_IT =
  /^(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:swap|change|update|switch|fix|do|use|apply|sort)\s+(?:it|that|this|them)(?:\s+(?:over|out|for\s+me|on\s+the\s+site|too))?[?.!]*$/i;

/** A sentence that states how the site should look ("our brand colour is orange"), read as a change. */
export const isSiteFact = (sentence: string): boolean =>
  /^(?:our|my|the)\s+(?:brand|main|primary|theme|accent|company|logo)\s+colou?r\s+(?:is|should\s+be)\b/i.test(
    sentence.trim(),
  ) || readColourFact(sentence.trim().replace(/[.!]+$/, '')) !== null;
