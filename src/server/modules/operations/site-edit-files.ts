import type { SiteEdit } from '@shared/contracts/plan';
import {
  escapeHtml,
  mainStylesheet,
  pathsOf,
  setBlock,
  STYLESHEET,
  type EditOutcome,
  type SiteFiles,
} from './site-files';
import { applyFoundText } from './site-edit-found-text';
import { shownText } from './site-edit-elements';
import { applyAddition } from './site-edit-additions';

export type { SiteFiles } from './site-files';

/**
 * Applies one structured site edit to a site's text files (path → text), in place. Every edit
 * looks for what it changes first and says so plainly when it is not there, so a plan never
 * claims a change it cannot make. Only `.html` and `.css` files are read or written.
 */

const BUTTONS_START = "/* The buttons' colour, set from Bridge Studio. */";
const BUTTONS_END = "/* End of the buttons' colour. */";
/** The CSS variables templates use for each colour a founder names, most common first. */
const COLOUR_VARIABLES = {
  main: ['--accent', '--primary', '--brand'],
  background: ['--bg', '--background', '--paper', '--bg-color'],
  text: ['--text', '--ink', '--fg', '--foreground', '--text-color'],
} as const;
const COLOUR_WORDS = { main: 'main colour', background: 'background', text: 'text colour' };
/** A stylesheet without the variables still gets the colour, on the page's body. */
const BODY_PROPERTY = { background: 'background', text: 'color' } as const;

const EXAMPLES = [
  'Change the title to My site',
  'Add a contact page',
  'Use navy as the main colour',
];
const fail = (message: string, examples = EXAMPLES): EditOutcome => ({
  ok: false,
  message,
  examples,
});
const done = (...changes: string[]): EditOutcome => ({ ok: true, changes });

/** Replaces the inside of the first `<tag>` of the home page; null when the page has none. */
function replaceFirst(
  html: string,
  tag: string,
  text: string,
): { html: string; before: string } | null {
  const pattern = new RegExp(`(<${tag}\\b[^>]*>)([\\s\\S]*?)(</${tag}>)`, 'i');
  const match = pattern.exec(html);
  if (!match) return null;
  const [whole, open, inner, close] = match as unknown as [string, string, string, string];
  return {
    html:
      html.slice(0, match.index) +
      open +
      escapeHtml(text) +
      close +
      html.slice(match.index + whole.length),
    before: shownText(inner),
  };
}

/** Replaces words in what the page shows, never inside tags, scripts or styles; the count of replacements. */
function replaceShown(
  html: string,
  from: string,
  to: string,
  ignoreCase: boolean,
): { html: string; count: number } {
  const needle = escapeHtml(from).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(needle, ignoreCase ? 'gi' : 'g');
  let count = 0;
  let hidden = false;
  const parts = html.split(/(<[^>]*>)/);
  const out = parts.map((part) => {
    if (part.startsWith('<')) {
      if (/^<(?:script|style)\b/i.test(part)) hidden = true;
      else if (/^<\/(?:script|style)\b/i.test(part)) hidden = false;
      return part;
    }
    if (hidden) return part;
    return part.replace(pattern, () => {
      count += 1;
      return escapeHtml(to);
    });
  });
  return { html: out.join(''), count };
}

/** Words that say where a paragraph is ("the welcome paragraph"), not what it says. */
const PLACE_WORDS =
  /^(?:welcome|intro|introduction|introductory|first|main|opening|top|hero|description|about|body|text|home|homepage|landing|sub ?title|sub ?heading|tagline|slogan|lead)$/i;

/**
 * Replaces the words of the paragraph the founder means: one whose class or words hold the word
 * they named it by, else the first one under the main heading, else the first one with words.
 */
function replaceParagraph(
  html: string,
  text: string,
  about: string | undefined,
): { html: string; before: string } | null {
  const shown = [...html.matchAll(/(<p\b[^>]*>)([\s\S]*?)<\/p>/gi)].filter(
    (m) =>
      shownText(m[2] ?? '') && !/\bhidden\b/i.test(m[1] ?? '') && !/^\s*<a\b/i.test(m[2] ?? ''),
  );
  const word = about?.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const named =
    word && !PLACE_WORDS.test(word)
      ? shown.find((m) => new RegExp(`\\b${word}`, 'i').test(`${m[1]} ${shownText(m[2] ?? '')}`))
      : undefined;
  const classed = word
    ? shown.find((m) => new RegExp(`class=["'][^"']*\\b${word}\\b`, 'i').test(m[1] ?? ''))
    : undefined;
  const heading = html.search(/<\/h1>/i);
  const pick =
    named ?? classed ?? shown.find((m) => heading >= 0 && (m.index ?? 0) > heading) ?? shown[0];
  if (!pick) return null;
  const at = (pick.index ?? 0) + (pick[1] ?? '').length;
  const end = at + (pick[2] ?? '').length;
  return {
    html: html.slice(0, at) + escapeHtml(text) + html.slice(end),
    before: shownText(pick[2] ?? ''),
  };
}

/** The home page with a new paragraph under its main heading, or closing its main text; null without a place. */
function addParagraph(html: string, text: string, place: 'underHeadline' | 'end'): string | null {
  const paragraph = `<p>${escapeHtml(text)}</p>\n`;
  const heading = html.match(/<\/h1>\s*/i);
  if (place === 'underHeadline' && heading?.index !== undefined) {
    const at = heading.index + heading[0].length;
    return `${html.slice(0, at)}${paragraph}${html.slice(at)}`;
  }
  const closing = [/<\/main>/i, /<\/body>/i].map((p) => html.search(p)).find((at) => at >= 0);
  return closing === undefined
    ? null
    : `${html.slice(0, closing)}${paragraph}${html.slice(closing)}`;
}

function newPage(
  files: SiteFiles,
  root: string,
  edit: Extract<SiteEdit, { op: 'addPage' }>,
): string {
  const home = files.get(`${root}index.html`) ?? '';
  const links = (home.match(STYLESHEET) ?? []).map((link) => `    ${link}\n`).join('');
  const paragraphs = edit.paragraphs.map((p) => `      <p>${escapeHtml(p)}</p>\n`).join('');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(edit.title)}</title>
${links}  </head>
  <body>
    <main id="main">
      <p><a href="./">Back to the home page</a></p>
      <h1>${escapeHtml(edit.title)}</h1>
${paragraphs}    </main>
  </body>
</html>
`;
}

/** Sets a CSS variable in every stylesheet that defines it; the changes, none when no sheet does. */
function setVariable(files: SiteFiles, root: string, name: string, colour: string): string[] {
  const pattern = new RegExp(`(${name}\\s*:\\s*)([^;}]+)`, 'g');
  const changes: string[] = [];
  for (const path of pathsOf(files, root, /\.css$/i)) {
    const css = files.get(path) ?? '';
    let count = 0;
    const next = css.replace(pattern, (_, head: string) => {
      count += 1;
      return `${head}${colour}`;
    });
    if (count === 0) continue;
    files.set(path, next);
    changes.push(`${path}: ${name} becomes ${colour}${count > 1 ? ' in light and dark mode' : ''}`);
  }
  return changes;
}

/** The main, background or text colour of the whole site: its colour variable, else a body rule. */
function pageColour(
  files: SiteFiles,
  root: string,
  target: keyof typeof COLOUR_VARIABLES,
  colour: string,
): EditOutcome {
  for (const name of COLOUR_VARIABLES[target]) {
    const changes = setVariable(files, root, name, colour);
    if (changes.length) return done(...changes.map((c) => `${c} (the ${COLOUR_WORDS[target]})`));
  }
  const sheet = mainStylesheet(files, root);
  if (target === 'main' || !sheet)
    return fail(
      target === 'main'
        ? 'Your stylesheet has no main colour to change (a colour variable such as --accent).'
        : `Your site has no stylesheet (a .css file) where the ${COLOUR_WORDS[target]} could go.`,
      [`Make the buttons ${colour}`, 'Add a contact page'],
    );
  const word = COLOUR_WORDS[target];
  setBlock(
    files,
    sheet,
    `/* The site's ${word}, set from Bridge Studio. */`,
    `/* End of the site's ${word}. */`,
    `body {\n  ${BODY_PROPERTY[target]}: ${colour};\n}\n`,
  );
  return done(`${sheet}: the ${word} becomes ${colour}`);
}

export function applySiteEdit(files: SiteFiles, root: string, edit: SiteEdit): EditOutcome {
  const homePath = `${root}index.html`;
  const home = files.get(homePath);
  switch (edit.op) {
    case 'headline':
    case 'title': {
      const tag = edit.op === 'headline' ? 'h1' : 'title';
      const word = edit.op === 'headline' ? 'headline' : 'title';
      if (home === undefined)
        return fail(
          `Your site has no home page (${homePath}) on this branch, so there is no ${word} to change.`,
        );
      const changed = replaceFirst(home, tag, edit.text);
      if (!changed)
        return fail(
          `Your home page has no ${word} (a <${tag}> element) to change.`,
          edit.op === 'headline'
            ? [`Change the title to ${edit.text}`, 'Add an about page']
            : [`Change the headline to ${edit.text}`, 'Add an about page'],
        );
      if (changed.before === edit.text)
        return fail(`The ${word} already says "${edit.text}"; there is nothing to change.`);
      files.set(homePath, changed.html);
      return done(`${homePath}: the ${word} "${changed.before}" becomes "${edit.text}"`);
    }
    case 'replaceText': {
      const changes: string[] = [];
      for (const ignoreCase of [false, true]) {
        for (const path of pathsOf(files, root, /\.html?$/i)) {
          const { html, count } = replaceShown(
            files.get(path) ?? '',
            edit.from,
            edit.to,
            ignoreCase,
          );
          if (count === 0) continue;
          files.set(path, html);
          changes.push(
            `${path}: "${edit.from}" becomes "${edit.to}" (${count === 1 ? 'once' : `${count} times`})`,
          );
        }
        if (changes.length) return done(...changes);
      }
      return fail(
        `No page of your site shows the words "${edit.from}". Quote the words exactly as the page shows them.`,
      );
    }
    case 'colour': {
      if (edit.target !== 'buttons') return pageColour(files, root, edit.target, edit.colour);
      const pages = pathsOf(files, root, /\.html?$/i);
      if (
        !pages.some((path) =>
          /<button\b|class=["'][^"']*\b(?:button|btn)\b/i.test(files.get(path) ?? ''),
        )
      )
        return fail('Your site has no buttons yet, so there are none to colour.', [
          `Use ${edit.colour} as the main colour`,
          'Add a contact page',
        ]);
      const sheet = mainStylesheet(files, root);
      if (!sheet)
        return fail(
          'Your site has no stylesheet (a .css file) where the buttons’ colour could go.',
          [`Change the title to My site`, 'Add a contact page'],
        );
      setBlock(
        files,
        sheet,
        BUTTONS_START,
        BUTTONS_END,
        `button:not(.link):not(.secondary),\n.button,\n.btn {\n  background: ${edit.colour};\n  border-color: ${edit.colour};\n}\n`,
      );
      return done(`${sheet}: the buttons become ${edit.colour} (their text keeps its colour)`);
    }
    case 'paragraph': {
      if (home === undefined)
        return fail(`Your site has no home page (${homePath}) on this branch.`);
      const changed = replaceParagraph(home, edit.text, edit.about);
      if (!changed) return fail('Your home page has no paragraph of text to replace.');
      files.set(homePath, changed.html);
      return done(`${homePath}: the paragraph "${changed.before}" becomes "${edit.text}"`);
    }
    case 'addParagraph': {
      if (home === undefined)
        return fail(`Your site has no home page (${homePath}) on this branch.`);
      const added = addParagraph(home, edit.text, edit.place);
      if (!added)
        return fail('Your home page has no place for new words (no <main> or <body>).', [
          'Add an about page',
          'Change the headline to Welcome',
        ]);
      files.set(homePath, added);
      return done(
        `${homePath}: a new paragraph "${edit.text}" ${edit.place === 'underHeadline' ? 'under the headline' : 'at the end'}`,
      );
    }
    case 'addPage': {
      const path = `${root}${edit.name}.html`;
      if (files.has(path))
        return fail(`Your site already has a page at ${path}; I will not replace it.`, [
          `Add a ${edit.name}-2 page`,
          'Add a contact page',
        ]);
      files.set(path, newPage(files, root, edit));
      const changes = [`${path}: a new page "${edit.title}"`];
      if (home !== undefined) {
        const link = `<p><a href="${edit.name}.html">${escapeHtml(edit.title)}</a></p>\n`;
        const at =
          home.search(/<\/main>/i) >= 0 ? home.search(/<\/main>/i) : home.search(/<\/body>/i);
        if (at >= 0) {
          files.set(homePath, `${home.slice(0, at)}${link}${home.slice(at)}`);
          changes.push(`${homePath}: a link to the new page`);
        }
      }
      return done(...changes);
    }
    case 'rewriteText':
    case 'removeText':
      return applyFoundText(files, root, edit);
    case 'addLink':
    case 'linkText':
    case 'font':
    case 'siteName':
    case 'addSection':
      return applyAddition(files, root, edit);
  }
}
