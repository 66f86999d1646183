import type { PlanStep, SiteEdit } from '@shared/contracts/plan';
import { isCssColour } from '@shared/constants/css-colours';
import { currentBranch } from './git';
import { branchNames, type Workspace } from './workspace';
import { listWords, singularName, slugify, unquote } from './names';
import { ask, problem, type ClauseResult, type Piece } from './pieces';
import { FONT_STACKS } from '@shared/constants/site-safety';
import {
  ASKS_FOR_IT,
  readAddLink,
  readColourFact,
  readFont,
  readLinkText,
  readRemove,
  readRewrite,
  readSection,
  readSiteName,
  type SiteRead,
} from './site-edit-readers';
import { sayTarget } from './site-targets';

/**
 * Changes to the site itself, said in plain words: "change the headline to Hello founders",
 * "change the title to Bakery", "make the buttons green", "use blue as the main colour",
 * "add an about page that says ...", "change the text 'Sign up' to 'Join'". The planner only
 * says what to change; the server finds it in the branch's files when the plan is made
 * (src/server/modules/operations/site-edits.ts), so the plan names the files it touches.
 */

type ContentEdit = Extract<PlanStep, { kind: 'content.edit' }>;

const LEAD = String.raw`^(?:i\s+want\s+|i'?d\s+like\s+|i\s+would\s+like\s+|we\s+want\s+|(?:can|could)\s+(?=(?:the|my|our)\s))?(?:(?:change|set|update|make|replace|rewrite|edit|switch|turn|put|alter|modify|rename|tweak|swap|fix|adjust|reword|amend|chnage|chang|cahnge|upate)\s+)?`;
const OWNER = String.raw`(?:the\s+|my\s+|our\s+)?(?:(?:site|website|web\s+site|home\s*page|front\s*page|landing\s+page|page)(?:'?s)?\s+)?`;
const WHERE = String.raw`(?:\s+(?:(?:of|on|in)\s+(?:the\s+|my\s+|our\s+)?(?:site|website|home\s*page|front\s*page|landing\s+page|page|main\s+page)|at\s+the\s+top(?:\s+of\s+(?:the\s+)?(?:site|website|home\s*page|page))?|(?:under|below|beneath)\s+(?:the\s+)?(?:main\s+)?(?:headline|heading|title)|in\s+the\s+(?:browser(?:'?s)?\s+)?tab))?`;
const FROM = String.raw`(?:\s+from\s+(?:"[^"]*"|'[^']*'|.+?))?`;
// Each word ends at a word boundary, so "to Bella Bakery" keeps its "Be".
const TO = String.raw`(?:\s+(?:to\s+(?:say|read|be)|so\s+(?:that\s+)?it\s+(?:says|reads)|should\s+(?:say|read|be)|for\s+this|to|into|as|with|says?|reads?|is)\b\s*:?|\s*(?::|->|=>|=)|\s+(?=["']))\s*`;

const HEADLINE = new RegExp(
  String.raw`${LEAD}${OWNER}(?:main\s+|big\s+|biggest\s+|large\s+|top\s+|hero\s+)*(?:headline|hedline|headlne|haedline|headlin|heading|haeding|headng|heading\s+text|header(?:\s+text)?|hero\s+(?:title|heading|text)|banner\s+text|h1|(?:big|biggest|large|main|top|hero|huge)\s+title)${WHERE}${FROM}${TO}(?<text>.+)$`,
  'i',
);
const TITLE = new RegExp(
  String.raw`${LEAD}${OWNER}(?:(?:browser|tab|page|site|website)\s+){0,2}(?:title|tittle|titel|tilte)${WHERE}${FROM}${TO}(?<text>.+)$`,
  'i',
);
const QUOTED = String.raw`"[^"]+"|'[^']+'`;
const REPLACE_TEXT = new RegExp(
  String.raw`^(?:change|replace|swap|update|edit|rewrite|chnage|switch)\s+(?:the\s+)?(?:(?:text|words?|wording|phrase|line|sentence|label|button)\s+)?(?<from>${QUOTED})(?:\s+(?:on|in)\s+(?:the\s+)?(?:site|website|page|home\s*page))?\s+(?:to|with|into|for|by)\s+(?<to>${QUOTED}|.+)$`,
  'i',
);

type ColourTarget = 'buttons' | 'main' | 'background' | 'text';

const THE = String.raw`(?:the\s+|my\s+|our\s+|all\s+(?:the\s+)?)?(?:(?:site|website|web\s+site|page|home\s*page|app)(?:'?s)?\s+)?`;
const COLOUR_WORD = String.raw`(?:colou?rs?|colur|collor)`;
/** What a colour can be put on, in the words founders use for it; a bare noun is enough. */
const TARGET_NOUNS: ReadonlyArray<readonly [ColourTarget, string]> = [
  ['buttons', String.raw`(?:buttons?|butons?|buttns?|buttos|btns?)`],
  ['background', String.raw`(?:background|backround|backgroud|bakground|bg)`],
  ['text', String.raw`(?:text|font|writing|lettering|type)`],
  ['main', String.raw`(?:main|primary|accent|brand|theme|highlight)\s+${COLOUR_WORD}`],
];
/** The site's own colour ("make the website purple"), read as its main colour. */
const SITE_ITSELF = String.raw`(?:the\s+|my\s+|our\s+)?(?:site|website)(?:'?s)?(?:\s+${COLOUR_WORD})?`;
const COLOUR = String.raw`(?<colour>#[0-9a-f]{3,8}|[a-z]+(?:\s+[a-z]+)??)`;
const BE = String.raw`(?:to\s+be\s+|to\s+|into\s+|should\s+be\s+|be\s+|are\s+|is\s+|in\s+|as\s+)?`;

/** Every way of saying "this target, that colour", tried in order for each target. */
function colourPatterns(noun: string): RegExp[] {
  const target = String.raw`${THE}${noun}(?:\s+${COLOUR_WORD})?`;
  return [
    // "make the background black", "change the text colour to navy", "buttons should be green"
    new RegExp(String.raw`${LEAD}${target}\s+${BE}${COLOUR}$`, 'i'),
    // "use blue for the buttons", "make navy the text colour", "set #222 as the background"
    new RegExp(
      String.raw`^(?:use|pick|choose|make|set|have|go\s+with)\s+${COLOUR}\s+(?:as|for|on|to\s+be)?\s*${target}$`,
      'i',
    ),
    // "I want green buttons", "a black background please", "give me navy text"
    new RegExp(
      String.raw`^(?:i\s+want\s+|give\s+(?:me|it)\s+|use\s+|(?:make|have)\s+(?:all\s+)?(?:the\s+)?)?(?:an?\s+)?${COLOUR}\s+${noun}$`,
      'i',
    ),
    // "colour the buttons green", "paint the background in black"
    new RegExp(String.raw`^(?:colou?r|paint)\s+${target}\s+(?:in\s+)?${COLOUR}$`, 'i'),
  ];
}

const COLOUR_RULES: ReadonlyArray<readonly [RegExp, ColourTarget]> = [
  ...TARGET_NOUNS.flatMap(([target, noun]) =>
    colourPatterns(noun).map((pattern) => [pattern, target] as const),
  ),
  [new RegExp(String.raw`^(?:make|turn|paint)\s+${SITE_ITSELF}\s+${COLOUR}$`, 'i'), 'main'],
  [new RegExp(String.raw`${LEAD}${SITE_ITSELF}\s+${BE}${COLOUR}$`, 'i'), 'main'],
];

/** "make the background a dark navy, like #1b2a4a": a hex code said anywhere is the colour meant. */
function hexColour(text: string): SiteEdit | undefined {
  const hexes = text.match(/#(?:[0-9a-f]{6}|[0-9a-f]{3})\b/gi) ?? [];
  const [hex] = hexes;
  // Two colours are two changes, each read on its own (matchers.ts), never one of them dropped.
  if (!hex || hexes.length > 1) return undefined;
  if (!/\b(?:colou?rs?|make|change|use|set|paint|turn|switch|go with)\b/i.test(text))
    return undefined;
  const target: ColourTarget | undefined = /\b(?:background|backdrop|bg)\b/i.test(text)
    ? 'background'
    : /\bbuttons?\b/i.test(text)
      ? 'buttons'
      : /\b(?:text|writing|font|words|copy|lettering)\b/i.test(text)
        ? 'text'
        : /\b(?:brand|accent|main|primary|theme|site|website|scheme)\b/i.test(text)
          ? 'main'
          : undefined;
  return target ? { op: 'colour', target, colour: hex.toLowerCase() } : undefined;
}

/** "put a line under the heading saying …", "add a sentence at the bottom: …": new words on the home page. */
const NEW_PARAGRAPH = new RegExp(
  String.raw`^(?:add|put|insert|include|write|stick|place|(?:(?:can|could)\s+(?:we|i|you)\s+)?(?:have|get))\s+(?:in\s+)?(?:an?\s+|one\s+|some\s+|another\s+|new\s+|short\s+|little\s+)*(?:(?:footer|footnote)(?:\s+(?:line|text|note))?|line|sentence|paragraph|para|bit of text|text|note|blurb|message|strapline|tagline|tag line|subtitle|sub\s*heading|slogan)(?:\s+of\s+text)?(?<where>\s+(?:under|below|beneath|after|underneath)\s+(?:the\s+|my\s+|our\s+)?(?:main\s+|big\s+)?(?:heading|headline|title|h1|header)|\s+(?:at\s+the\s+(?:bottom|end)|to\s+the\s+(?:bottom|end))(?:\s+of\s+(?:the\s+)?(?:home\s*page|site|website|page))?|\s+(?:at|near|to)\s+the\s+top(?:\s+of\s+(?:the\s+)?(?:home\s*page|site|website|page))?|\s+(?:to|on)\s+(?:the\s+|my\s+|our\s+)?(?:home\s*page|front\s*page|site|website|page))?(?:\s*,?\s*(?:saying|that says|which says|reading|that reads|with the (?:text|words))\b\s*:?|\s*:)\s*(?<text>.+?)(?:\s+(?:to|on)\s+(?:the\s+|my\s+|our\s+)?(?:home\s*page|front\s*page|website|landing\s*page))?$`,
  'i',
);

/** Nouns founders use for a paragraph of the home page; the word before one says which. */
const PARAGRAPH = new RegExp(
  String.raw`${LEAD}${OWNER}(?:(?<about>[a-z]+)\s+)?(?<noun>paragraph|para|paragraf|blurb|intro(?:duction)?(?:\s+text)?|welcome\s+(?:text|message)|description|tagline|tag\s+line|subtitle|sub\s*heading|slogan|text\s+under\s+the\s+(?:heading|headline|title))${WHERE}${FROM}${TO}(?<text>.+)$`,
  'i',
);

const PAGE = new RegExp(
  String.raw`^(?:add|create|make|build|set\s+up|put\s+up|ad|crete|creat|(?:i|we)\s+(?:want|need|'d\s+like|would\s+like))\s+(?:an?\s+|the\s+|new\s+|simple\s+|short\s+|little\s+)*(?<name>[a-z][a-z0-9' -]{0,40}?)\s+(?:page|pgae|paeg|pag)(?:\s+(?:to|on|for)\s+(?:the\s+|my\s+|our\s+)?(?:site|website))?(?<rest>.*)$`,
  'i',
);
const PAGE_TEXT = new RegExp(
  String.raw`^\s*,?\s*(?:(?:that|which)\s+(?:says|reads|tells\s+people)|saying|reading|with(?:\s+the)?\s+(?:text|words)|with|(?:listing|showing|about|explaining|describing)(?:\s+[\w' ]+?)?\s*:)\s*:?\s*(?<text>.+)$`,
  'i',
);
/** Words that name a database thing, not a page, after "add a ... page". */
const NOT_PAGE = /\b(?:table|column|bucket|branch|row|field|index|policy)s?\b/i;

const stripEnd = (text: string): string => {
  const trimmed = text.trim();
  // "so it reads Crumb and Co instead": the word that says it replaces is not part of the text.
  return /^["'].*["']$/.test(trimmed)
    ? unquote(trimmed)
    : trimmed
        .replace(/[.!]+$/, '')
        .replace(/\s+instead$/i, '')
        .trim();
};

const colourOf = (written: string): string | undefined => {
  const squeezed = written.replace(/\s+/g, '').toLowerCase();
  return isCssColour(squeezed) ? squeezed : undefined;
};

/** A new page's words when the founder gave none; a later "change the text ..." replaces them. */
const PAGE_STARTER = 'This page is ready for your words.';

const EXAMPLES = [
  'Change the headline to Fresh bread every morning',
  'Make the buttons green',
  'Add an about page that says We bake every day',
];

/** "... on the redesign branch", "on branch redesign, ...", "over on feature-x, ...": the branch a site change is made on, and the clause without it. */
function branchSaid(clause: string, ws: Workspace): { text: string; branch?: string } {
  const branches = ws.known.git ? branchNames(ws) : [];
  const said =
    /(?:^|\s+)(?:over\s+)?(?:on|in)\s+(?:the\s+)?(?<word>branch\s+)?["'`]?(?<name>[\w./-]+)["'`]?(?<after>\s+branch\b)?,?/gi;
  for (const m of clause.matchAll(said)) {
    const name = m.groups?.name ?? '';
    const known = branches.includes(name);
    // Without the word "branch" only a branch the project has: "... on main street" may be the founder's own words.
    if (ws.known.git ? !known : !(m.groups?.word || m.groups?.after)) continue;
    return {
      text: `${clause.slice(0, m.index)} ${clause.slice((m.index ?? 0) + m[0].length)}`.trim(),
      branch: name,
    };
  }
  return { text: clause };
}

/** Words a founder's text may end with that start another site change ("... and make the background black"). */
function splitJoined(edit: SiteEdit, ws: Workspace): SiteEdit[] {
  if (!['headline', 'title', 'paragraph', 'rewriteText'].includes(edit.op) || !('text' in edit))
    return [edit];
  for (const join of edit.text.matchAll(/\s*(?:,\s*)?\band\s+/gi)) {
    const left = edit.text.slice(0, join.index).trim();
    const right = edit.text.slice((join.index ?? 0) + join[0].length).trim();
    const next = [right, `change ${right}`]
      .map((said) => readEdit(said, ws))
      .find((read): read is SiteEdit => read !== null && 'op' in read);
    if (left && next) return [{ ...edit, text: left }, ...splitJoined(next, ws)];
  }
  return [edit];
}

/** The edit a clause asks for, a problem when it is clearly about the site but cannot be done, or null. */
function readEdit(clause: string, ws: Workspace): SiteRead {
  const text = clause.trim();
  const replace = text.match(REPLACE_TEXT);
  const found = replace
    ? null
    : (readSiteName(text) ?? readRewrite(text, ws) ?? readRemove(text, ws));
  if (found) return found;
  if (replace?.groups) {
    const from = unquote(replace.groups.from ?? '');
    // "change 'title' to 'name'" with a title column is a rename: the backend rules read it.
    if (
      ws.after.database.tables.some(
        (t) => t.name === from || t.columns.some((c) => c.name === from),
      )
    )
      return null;
    return { op: 'replaceText', from, to: stripEnd(replace.groups.to ?? '') };
  }
  const hex = hexColour(text);
  if (hex) return hex;
  const fact = readColourFact(text);
  if (fact && colourOf(fact.colour))
    return { op: 'colour', target: fact.target, colour: colourOf(fact.colour) ?? fact.colour };
  for (const [pattern, target] of COLOUR_RULES) {
    const match = text.match(pattern);
    if (!match?.groups) continue;
    // "orange instead": the colour, without what says it replaces another.
    const written = (match.groups.colour ?? '').replace(
      /(?:\s+(?:instead|please|pls|now|too))+$/i,
      '',
    );
    const colour = colourOf(written);
    // "make the text bigger" is not a colour; only a clause that says "colour" is surely one.
    if (!colour && target !== 'buttons' && !new RegExp(COLOUR_WORD, 'i').test(text)) continue;
    if (!colour)
      return {
        problem: `"${written}" is not a colour I know. I can change the colour of the buttons, the background, the text or the whole site: use a colour name such as green or navy, or a hex code such as #2f5bea.`,
      };
    return { op: 'colour', target, colour };
  }
  const added = text.match(NEW_PARAGRAPH);
  if (added?.groups)
    return {
      op: 'addParagraph',
      text: stripEnd(added.groups.text ?? ''),
      place: /under|below|beneath|after|top/i.test(added.groups.where ?? '')
        ? 'underHeadline'
        : 'end',
    };
  const paragraph = text.match(PARAGRAPH);
  if (paragraph?.groups) {
    const about = (paragraph.groups.about ?? paragraph.groups.noun ?? '').toLowerCase();
    return {
      op: 'paragraph',
      text: stripEnd(paragraph.groups.text ?? ''),
      ...(/^(?:the|my|our|a|this|that|paragraph|para|paragraf)$/.test(about) ? {} : { about }),
    };
  }
  const headline = text.match(HEADLINE);
  if (headline?.groups) return { op: 'headline', text: stripEnd(headline.groups.text ?? '') };
  const title = text.match(TITLE);
  if (title?.groups) {
    const words = stripEnd(title.groups.text ?? '');
    // "change the title to a number" with a title column is about the column; a page title is
    // written with capitals or quotes.
    const holders = ws.after.database.tables.filter((t) =>
      t.columns.some((c) => c.name === 'title'),
    );
    if (holders.length && words === words.toLowerCase() && !/^["']/.test(title.groups.text ?? ''))
      return null;
    // "… for episodes where title is …": a table that keeps titles is named, so it is its rows.
    if (
      holders.some((t) =>
        new RegExp(
          `\\b(?:for|in|of|on)\\s+(?:all\\s+)?(?:the\\s+)?(?:${t.name}|${singularName(t.name)})\\b`,
          'i',
        ).test(words),
      ) ||
      /\bwhere\b/i.test(words)
    )
      return null;
    return { op: 'title', text: words };
  }
  const more = readSection(text) ?? readLinkText(text) ?? readAddLink(text) ?? readFont(text);
  if (more) return more;
  const page = text.match(PAGE);
  // "add a page", "add a new page": no name said, so the founder is asked (vague-requests.ts).
  const unnamed = /^(?:an?|the|new|another|one|some|extra|more|other|simple|little|short)$/i;
  if (
    page?.groups &&
    !NOT_PAGE.test(page.groups.name ?? '') &&
    !unnamed.test(page.groups.name ?? '')
  ) {
    const rest = page.groups.rest ?? '';
    const said = rest.trim() ? rest.match(PAGE_TEXT) : null;
    if (rest.trim() && !said?.groups) return null;
    const name = slugify((page.groups.name ?? '').replace(/'/g, ''));
    if (!name) return null;
    const words = name.replace(/-/g, ' ');
    const title = words.charAt(0).toUpperCase() + words.slice(1);
    const body = said?.groups ? stripEnd(said.groups.text ?? '') : '';
    return {
      op: 'addPage',
      name,
      title: title === 'About' ? 'About us' : title,
      paragraphs: [body || PAGE_STARTER],
    };
  }
  return null;
}

/** What one edit does, in the plan's words. */
export function describeSiteEdit(edit: SiteEdit): string {
  switch (edit.op) {
    case 'headline':
      return `changes the headline to "${edit.text}"`;
    case 'title':
      return `changes the page title to "${edit.text}"`;
    case 'replaceText':
      return `changes the words "${edit.from}" to "${edit.to}"`;
    case 'colour':
      return edit.target === 'buttons'
        ? `makes the buttons ${edit.colour}`
        : `makes ${edit.colour} the site's ${{ main: 'main colour', background: 'background', text: 'text colour' }[edit.target]}`;
    case 'paragraph':
      return `changes the ${edit.about ? `${edit.about} ` : ''}paragraph to "${edit.text}"`;
    case 'addParagraph':
      return `adds the words "${edit.text}" ${edit.place === 'underHeadline' ? 'under the headline' : 'at the end of the home page'}`;
    case 'addPage':
      return `adds a page "${edit.title}" at ${edit.name}.html`;
    case 'rewriteText':
      return `changes ${sayTarget(edit.target)} to "${edit.text}"`;
    case 'removeText':
      return `takes out ${sayTarget(edit.target)}`;
    case 'addLink':
      return `adds a ${edit.style} "${edit.text}" to ${edit.href} on the home page`;
    case 'linkText':
      return `links the words "${edit.words}" to ${edit.href}`;
    case 'font':
      return `sets ${edit.target === 'headings' ? 'the headings' : 'the site'} in ${FONT_STACKS[edit.font].label}`;
    case 'siteName':
      return `renames the site "${edit.text}" (its title, its headline and wherever the old name shows)`;
    case 'addSection':
      return `adds a section "${edit.heading}" to the home page listing ${edit.items.join(', ')}`;
  }
}

/** The commit message of a site change: what it does, as a sentence. */
export function siteEditMessage(edits: readonly SiteEdit[]): string {
  const words = edits.map(describeSiteEdit).join(', ');
  const message = `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
  return message.length > 200 ? `${message.slice(0, 197)}...` : message;
}

/** The commands a developer would type for a site change; `paths` once the files are known. */
export function siteCommands(branch: string, message: string, paths: readonly string[] = []) {
  return [
    `git checkout ${branch}`,
    ...paths.map((path) => `# edit ${path}`),
    `git commit -am ${JSON.stringify(message)}`,
    `git push origin ${branch}`,
    `netlify deploy --alias=${slugify(branch)}`,
  ];
}

/**
 * "get rid of the bullet about signing up", "change the line that says … to …": read before the
 * sign-in and row rules (rules.ts), which would take "signing up" or "the line" as theirs.
 */
export function matchSiteText(clause: string, ws: Workspace): ClauseResult {
  const text = branchSaid(clause, ws).text.trim();
  // "change the text 'Sign up' to 'Join'" replaces those words wherever they are (readEdit).
  if (REPLACE_TEXT.test(text)) return null;
  const read = readRewrite(text, ws) ?? readRemove(text, ws);
  return read ? matchSiteContent(clause, ws) : null;
}

/** "change the headline to ...", "make the buttons green", "add an about page": one commit and a preview. */
/** Site changes said loosely, in the words the readers know. */
const LOOSE_SITE: ReadonlyArray<readonly [RegExp, string]> = [
  // "put (c) 2026 Tidewater in the footer at the bottom of the site": the footer is the bottom.
  [
    /^(?:put|add|stick|pop)\s+(.+?)\s+(?:in|into|at|on)\s+the\s+footer(?:\s+at\s+the\s+bottom)?(?:\s+of\s+(?:the\s+)?(?:page|site|website|home ?page))?$/i,
    'add a footer line saying $1',
  ],
  // "under the title i want a tagline: …": the place first, then the wish.
  [
    /^(under|below|beneath|underneath) the (?:main\s+|big\s+)?(?:title|heading|headline)\s*,?\s*(?:i|we)\s+(?:want|need|'d like|would like)\s+(?:an?\s+)?(?:little\s+|short\s+)?(tagline|line|subtitle|sentence|paragraph|slogan|strapline)\s*:\s*(.+)$/i,
    'add a $2 $1 the heading saying $3',
  ],
  // "put our contact email hi@x.com somewhere near the bottom of the page so people can reach us"
  [
    /^(?:put|add|stick|pop)\s+(?:our\s+|my\s+|the\s+)?(.+?)\s+(?:somewhere\s+)?(?:near|at|towards?|down at)\s+the\s+(bottom|end|top)(?:\s+of\s+(?:the\s+)?(?:page|home ?page|site|website))?(?:\s+so\s+.+)?$/i,
    'add a line at the $2 saying $1',
  ],
  // "the bit under the title should say: …"
  [
    /\bthe (?:bit|line|words?|part|sentence|blurb|little bit) (under|below|beneath) the (?:title|heading|headline|big heading|main heading)\b/i,
    'the text $1 the heading',
  ],
  // "new page for pricing pls: Basic is 5 a month"
  [
    /^(?:(?:a|another)\s+)?new page (?:for|called|named|about) (?:the\s+)?([\w -]+?)(?:\s+(?:pls|please))?\s*:\s*(.+)$/i,
    'add a $1 page that says $2',
  ],
  // "put a contact page up with our email on it, hello@x.co"
  [
    /^(?:put|stick|get|throw|pop)\s+(?:a|an)\s+([\w-]+)\s+page\s+up\s+with\s+(.+?)(?:\s+on it)?,\s*(.+)$/i,
    'add a $1 page that says $2: $3',
  ],
  [/^(?:put|stick|get|throw|pop)\s+(?:a|an)\s+([\w-]+)\s+page\s+up$/i, 'add a $1 page'],
  // "add 'Book your free trial' near the top of the page"
  [
    /^(?:can you\s+)?(?:add|put|stick)\s+(['"])(.+?)\1\s+((?:at|near|to) the (?:top|bottom|end)(?: of the (?:page|home ?page|site|website))?|(?:on|to) the (?:home ?page|homepage|front page|site|website|page))$/i,
    'add a line $3 saying $2',
  ],
  // "Add our opening hours to the homepage: Mon-Fri 8am-3pm, …", "stick our address in the footer: …"
  [
    /^(?:add|put|stick|pop)\s+our\s+(.+?)\s+(?:to|on|in)\s+the\s+(?:home ?page|homepage|front page|site|website|page)\s*:\s*(.+)$/i,
    'add a paragraph saying $1: $2',
  ],
  [
    /^(?:add|put|stick|pop)\s+our\s+(.+?)\s+(?:to|on|in|at)\s+the\s+(?:footer|bottom)(?:\s+of\s+the\s+(?:page|site|website|home ?page))?\s*:\s*(.+)$/i,
    'add a line at the bottom saying $1: $2',
  ],
  // "Put hello@x.co on the homepage somewhere": a value to show, where it fits.
  [
    /^(?:add|put|stick|pop)\s+(\S+@\S+|[+\d][\d ()-]{6,})\s+(?:on|to|in)\s+(?:the\s+)?(?:home ?page|homepage|front page|site|website|page)(?:\s+somewhere)?$/i,
    'add a line at the bottom saying $1',
  ],
  // "put our phone number (0161 496 0000) and email hello@x.co on the home page"
  [
    /^(?:add|put)\s+our\s+(.+?)\s+(?:to|on)\s+the\s+(?:home ?page|homepage|front page|site|website|page)$/i,
    'add a paragraph saying $1',
  ],
  // "the paragraph that starts 'This is …' - swap it for: …"
  [
    /^the paragraph that (?:starts|begins)(?: with)?\s+(['"].+?['"])\s*(?:-|,)?\s*(?:swap|replace|change) it (?:for|with|to)\s*:?\s*(.+)$/i,
    'change the paragraph that starts with $1 to $2',
  ],
  // "Under the main heading put a line saying …": the place first, then what goes there.
  [
    /^(under|below|beneath|underneath) the (?:main\s+|big\s+)?(?:title|heading|headline)\s*,?\s*(?:put|add|stick|pop|have)\s+(?:an?\s+)?(?:little\s+|short\s+)?(line|sentence|paragraph|tagline|subtitle)\s+(?:saying|that says|reading)\s+(.+)$/i,
    'add a $2 $1 the heading saying $3',
  ],
  // "the site should be called X, that's our name": the site's name, with why left out.
  [
    /^(?:the|our|my)\s+(?:site|website)\s+(?:should be|needs to be|must be|is)\s+(?:called|named)\s+(.+?)(?:\s*,\s*(?:that'?s|that is|it'?s|which is)\b.*)?$/i,
    'change the site name to $1',
  ],
  // "I'd love an about page saying …": the wish, said as a request.
  [
    /^(?:i|we)\s+(?:would love|'d love|would like|'d like|want|need)\s+(?:an?\s+)?([\w-]+)\s+page\s+(saying|that says|about|with)\s+(.+)$/i,
    'add a $1 page $2 $3',
  ],
  // "can the buttons be orange instead": the colour asked as a question.
  [
    /^(?:(?:can|could)\s+)?(?:the|our|my)\s+(buttons?|background|text|links?|headings?)\s+be\s+([#\w ]+?)(?:\s+instead|\s+please|\s+now)*$/i,
    'make the $1 $2',
  ],
  // "add a prices section to the homepage: 60 minute rooms are £22, …": a section with its items.
  [
    /^(?:add|put|make)\s+(?:an?\s+)?([\w -]+?)\s+section\s+(?:to|on|onto)\s+the\s+(?:home ?page|homepage|front page|site|website|page)\s*:\s*(.+)$/i,
    'add a section called $1: $2',
  ],
  // "add a section to the homepage with our three packages: Bronze …": the section named by what it lists.
  [
    /^(?:add|put|make)\s+(?:an?\s+)?section\s+(?:to|on)\s+the\s+(?:home ?page|homepage|front page|site|website|page)\s+(?:with|for|listing|showing)\s+(?:our|the|all)?\s*(?:(?:two|three|four|five|six|\d+)\s+)?([\w -]+?)\s*:\s*(.+)$/i,
    'add a section called $1: $2',
  ],
  // "headings in a dark green pls, something like #1B4332": the colour by its code.
  [
    /^(?:(?:make|have|put)\s+)?(?:the\s+|our\s+)?(headings?|buttons?|background|text|links?)\s+(?:in|to)\s+(?:a\s+|an\s+)?[\w ]*?(?:\s+(?:pls|please))?\s*,?\s*(?:something\s+)?(?:like|such as|e\.g\.?)\s+(#[0-9a-f]{3,8})$/i,
    'make the $1 $2',
  ],
  // "we need a page for upcoming events - Tap Takeover on 12 June, …": a page and what it says.
  [
    /^(?:(?:i|we)\s+(?:need|want|would like|'d like)\s+|add\s+)(?:a|an)\s+(?:new\s+)?page\s+(?:for|about|listing)\s+(?:our\s+|the\s+)?([\w -]+?)\s*(?::|\s-\s)\s*(.+)$/i,
    'add a $1 page that says $2',
  ],
  // "can you put our opening hours on the website? tuesday to sunday, …": what, then the words.
  [
    /^(?:put|add|stick|pop)\s+our\s+([\w ]+?)\s+(?:on|to)\s+the\s+(?:home ?page|homepage|front page|site|website)\s*[?:-]\s*(.+)$/i,
    'add a paragraph saying $1: $2',
  ],
  // "create a new page called pricing"
  [
    /^(?:create|make|add|start)\s+(?:a\s+)?(?:new\s+)?page\s+(?:called|named|for)\s+(?:the\s+)?["']?([\w -]+?)["']?$/i,
    'add a $1 page',
  ],
];

export function matchSiteContent(clause: string, ws: Workspace): ClauseResult {
  const loose = LOOSE_SITE.reduce((out, [pattern, plain]) => out.replace(pattern, plain), clause);
  const { text, branch: named } = branchSaid(loose, ws);
  // "our brand colour is orange (#f97316). can you swap it": "it" is the change just said.
  if (ws.siteEdit && ASKS_FOR_IT.test(text))
    return { service: 'git', understood: 'that change', render: () => [] };
  const first = readEdit(text, ws);
  if (!first) return null;
  if ('problem' in first) return problem('You want to change the site.', first.problem, EXAMPLES);
  if ('question' in first)
    return ask('You want to change the site.', first.question, first.choices);
  const edits = splitJoined(first, ws);
  const understood = listWords(edits.map(describeSiteEdit));
  // Several site changes in one instruction become one commit and one preview.
  if (ws.siteEdit && (!named || named === ws.siteEdit.branch)) {
    ws.siteEdit.edits.push(...edits);
    return { service: 'git', understood, render: () => [] };
  }
  const branch = named ?? ws.focusBranch ?? currentBranch(ws);
  const step: ContentEdit = { kind: 'content.edit', branch, edits };
  ws.siteEdit = step;
  const render = (): Piece[] => [
    {
      service: 'git',
      steps: [step],
      commands: siteCommands(branch, siteEditMessage(step.edits)),
      summary: `On ${branch}, this ${listWords(step.edits.map(describeSiteEdit))}, saves it as a commit and publishes a preview you can open.`,
      meaning:
        'Your live site stays as it is until you deploy the branch; undo puts the files back with a new commit.',
      fileAs: {
        service: 'git',
        type: 'content',
        risk: 'low',
        reason: `A change to the site's own files: it is committed on ${branch} and shown in a preview first.`,
      },
      branchInfo: { current: ws.after.git?.current, name: branch },
    },
  ];
  return { service: 'git', understood, render };
}

/** "the big heading just says the project name, which is boring - make it say …": "it" is that part. */
const PART_THEN_IT =
  /^(?:the\s+|our\s+|my\s+)?(?<part>(?:big\s+|main\s+|top\s+|little\s+)?(?:heading|headline|title|tagline|subtitle|slogan|button|footer|banner))\b[^,;]*?(?:[,;]|\s-)\s*(?:so\s+|and\s+)?(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+)?(?<ask>(?:make|change|set|have|get|switch)\s+it\b.+)$/i;

/** The request after a remark about one part of the site, with "it" said as that part. */
export function readSitePartThenIt(text: string): string | undefined {
  const g = text.trim().match(PART_THEN_IT)?.groups;
  return g?.part && g.ask ? g.ask.replace(/\bit\b/i, `the ${g.part}`) : undefined;
}
