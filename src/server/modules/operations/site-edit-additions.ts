import type { SiteEdit } from '@shared/contracts/plan';
import { FONT_STACKS, isSafeHref } from '@shared/constants/site-safety';
import { shownText } from './site-edit-elements';
import {
  escapeHtml,
  mainStylesheet,
  pathsOf,
  setBlock,
  type EditOutcome,
  type SiteFiles,
} from './site-files';

/**
 * Site edits that add to the pages or restyle them: links and buttons, linked words, fonts, the
 * site's name and new sections. Every word is escaped; addresses are checked again here.
 */

type Addition = Extract<
  SiteEdit,
  { op: 'addLink' | 'linkText' | 'font' | 'siteName' | 'addSection' }
>;

const fail = (message: string, examples: string[]): EditOutcome => ({
  ok: false,
  message,
  examples,
});
const NO_HOME = (home: string) =>
  fail(`Your site has no home page (${home}) on this branch.`, ['Add an about page']);

/** The home page with `html` closing its main text (before </main>, else </body>); null without either. */
function atEnd(page: string, html: string): string | null {
  const at = [/<\/main>/i, /<\/body>/i].map((p) => page.search(p)).find((i) => i >= 0);
  return at === undefined ? null : `${page.slice(0, at)}${html}${page.slice(at)}`;
}

const BUTTON_STYLE_START = '/* Link buttons, added from Bridge Studio. */';
const BUTTON_STYLE_END = '/* End of link buttons. */';
const BUTTON_STYLE = `a.button {\n  display: inline-block;\n  padding: 0.6rem 1.1rem;\n  border-radius: 8px;\n  background: var(--accent, #2563eb);\n  color: #fff;\n  text-decoration: none;\n  font-weight: 600;\n}\n`;

/** Runs `change` on the words each page shows, never inside tags, scripts, styles or links. */
function mapShown(html: string, change: (text: string) => string): string {
  let hidden = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<(?:script|style|a)\b/i.test(part)) hidden += 1;
        else if (/^<\/(?:script|style|a)\b/i.test(part)) hidden = Math.max(0, hidden - 1);
        return part;
      }
      return hidden ? part : change(part);
    })
    .join('');
}

const pattern = (words: string, flags: string) => {
  const escaped = escapeHtml(words).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Whole words only: renaming "Shop" leaves "Shopping" as it is.
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, `${flags}u`);
};

function addLink(files: SiteFiles, root: string, edit: Extract<Addition, { op: 'addLink' }>) {
  const home = `${root}index.html`;
  const page = files.get(home);
  if (page === undefined) return NO_HOME(home);
  const link = `<a${edit.style === 'button' ? ' class="button"' : ''} href="${escapeHtml(edit.href)}">${escapeHtml(edit.text)}</a>`;
  const next = atEnd(page, `<p>${link}</p>\n`);
  if (!next) return fail('Your home page has no place for a link (no <main> or <body>).', []);
  files.set(home, next);
  const changes = [`${home}: a ${edit.style} "${edit.text}" to ${edit.href} at the end`];
  const sheet = mainStylesheet(files, root);
  if (edit.style === 'button' && sheet && !/a\.button\b/.test(files.get(sheet) ?? '')) {
    setBlock(files, sheet, BUTTON_STYLE_START, BUTTON_STYLE_END, BUTTON_STYLE);
    changes.push(`${sheet}: links with the class "button" look like buttons`);
  }
  return { ok: true as const, changes };
}

function linkText(files: SiteFiles, root: string, edit: Extract<Addition, { op: 'linkText' }>) {
  const changes: string[] = [];
  const words = pattern(edit.words, 'gi');
  for (const path of pathsOf(files, root, /\.html?$/i)) {
    let count = 0;
    const html = mapShown(files.get(path) ?? '', (text) =>
      text.replace(words, (found) => {
        count += 1;
        return `<a href="${escapeHtml(edit.href)}">${found}</a>`;
      }),
    );
    if (!count) continue;
    files.set(path, html);
    changes.push(
      `${path}: "${edit.words}" links to ${edit.href}${count > 1 ? ` (${count} times)` : ''}`,
    );
  }
  return changes.length
    ? { ok: true as const, changes }
    : fail(`No page of your site shows the words "${edit.words}" outside a link.`, [
        `Add a link to ${edit.href} called ${edit.words}`,
      ]);
}

function font(files: SiteFiles, root: string, edit: Extract<Addition, { op: 'font' }>) {
  const sheet = mainStylesheet(files, root);
  if (!sheet)
    return fail('Your site has no stylesheet (a .css file) where a font could be set.', [
      'Add an about page',
    ]);
  const what = edit.target === 'headings' ? 'headings' : 'site';
  const selector = edit.target === 'headings' ? 'h1,\nh2,\nh3,\nh4,\nh5,\nh6' : 'body';
  setBlock(
    files,
    sheet,
    `/* The ${what}' font, set from Bridge Studio. */`,
    `/* End of the ${what}' font. */`,
    `${selector} {\n  font-family: ${FONT_STACKS[edit.font].css};\n}\n`,
  );
  return {
    ok: true as const,
    changes: [
      `${sheet}: the ${what} use ${FONT_STACKS[edit.font].label} (fonts already on every computer)`,
    ],
  };
}

/** The name the site shows now: the home page's title, else its main heading. */
const nameNow = (page: string) =>
  shownText(/<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(page)?.[1] ?? '') ||
  shownText(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(page)?.[1] ?? '');

function siteName(files: SiteFiles, root: string, edit: Extract<Addition, { op: 'siteName' }>) {
  const home = `${root}index.html`;
  const page = files.get(home);
  if (page === undefined) return NO_HOME(home);
  const old = nameNow(page);
  if (old === edit.text) return fail(`The site is already called "${edit.text}".`, []);
  const changes: string[] = [];
  if (old) {
    const was = pattern(old, 'g');
    for (const path of pathsOf(files, root, /\.html?$/i)) {
      let count = 0;
      const next = mapShown(files.get(path) ?? '', (text) =>
        text.replace(was, () => {
          count += 1;
          return escapeHtml(edit.text);
        }),
      );
      if (!count) continue;
      files.set(path, next);
      changes.push(
        `${path}: "${old}" becomes "${edit.text}" (${count === 1 ? 'once' : `${count} times`})`,
      );
    }
  }
  // The title and main heading are the name even when they said something else.
  const shown = files.get(home) ?? page;
  const named = shown
    .replace(/(<title\b[^>]*>)[\s\S]*?(<\/title>)/i, `$1${escapeHtml(edit.text)}$2`)
    .replace(/(<h1\b[^>]*>)[\s\S]*?(<\/h1>)/i, `$1${escapeHtml(edit.text)}$2`);
  files.set(home, named);
  if (named !== shown) changes.push(`${home}: the title and headline become "${edit.text}"`);
  return changes.length
    ? { ok: true as const, changes }
    : fail('Your home page has no title or headline where the name could go.', [
        `Add a line under the heading saying ${edit.text}`,
      ]);
}

function addSection(files: SiteFiles, root: string, edit: Extract<Addition, { op: 'addSection' }>) {
  const home = `${root}index.html`;
  const page = files.get(home);
  if (page === undefined) return NO_HOME(home);
  const items = edit.items.map((item) => `    <li>${escapeHtml(item)}</li>\n`).join('');
  const section = `<section>\n  <h2>${escapeHtml(edit.heading)}</h2>\n  <ul>\n${items}  </ul>\n</section>\n`;
  const next = atEnd(page, section);
  if (!next) return fail('Your home page has no place for a section (no <main> or <body>).', []);
  files.set(home, next);
  return {
    ok: true as const,
    changes: [
      `${home}: a section "${edit.heading}" listing ${edit.items.length} ${edit.items.length === 1 ? 'item' : 'items'}`,
    ],
  };
}

export function applyAddition(files: SiteFiles, root: string, edit: Addition): EditOutcome {
  if ((edit.op === 'addLink' || edit.op === 'linkText') && !isSafeHref(edit.href))
    return fail(`"${edit.href}" is not a link I can add.`, ['Add a link to https://example.com']);
  switch (edit.op) {
    case 'addLink':
      return addLink(files, root, edit);
    case 'linkText':
      return linkText(files, root, edit);
    case 'font':
      return font(files, root, edit);
    case 'siteName':
      return siteName(files, root, edit);
    case 'addSection':
      return addSection(files, root, edit);
  }
}
