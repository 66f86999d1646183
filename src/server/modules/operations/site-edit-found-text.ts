import type { SiteEdit, TextTarget } from '@shared/contracts/plan';
import { sayRemove, sayRewrite, sayTarget } from '@shared/planner/site-targets';
import { findTargets, shownElements, type ShownElement } from './site-edit-elements';
import { escapeHtml, type EditOutcome, type SiteFiles } from './site-files';

/**
 * Edits of words the founder described rather than quoted (site-targets.ts reads them): the
 * element is found by what it shows; several matches ask which, none says so with real lines.
 */

type Found = Extract<SiteEdit, { op: 'rewriteText' | 'removeText' }>;

const short = (text: string) => (text.length > 70 ? `${text.slice(0, 67)}...` : text);
const sayEdit = (edit: Found, target: TextTarget) =>
  edit.op === 'rewriteText' ? sayRewrite(target, edit.text) : sayRemove(target);

/** The first words of a line: enough to find it again. */
const opening = (text: string) =>
  text
    .split(/\s+/)
    .slice(0, 6)
    .join(' ')
    .replace(/[.,;:!?]+$/, '');

/** Lines the home page shows, offered when the words described are not there. */
function linesThere(files: SiteFiles, home: string, edit: Found) {
  const lines = shownElements(home, files.get(home) ?? '').filter((e) =>
    /^(?:p|li|h[2-6])$/.test(e.tag),
  );
  return lines.slice(0, 3).map((line) => {
    const target: TextTarget = { words: opening(line.text), at: 'start', element: 'any' };
    return { label: short(line.text), instruction: sayEdit(edit, target) };
  });
}

/** The page without the element, and without the blank line it stood on. */
function without(html: string, element: ShownElement): string {
  const lineStart = html.lastIndexOf('\n', element.start - 1) + 1;
  const before = html.slice(lineStart, element.start);
  const start = /^[ \t]*$/.test(before) ? lineStart : element.start;
  const after = html.slice(element.end).match(/^[ \t]*\n?/)?.[0] ?? '';
  return html.slice(0, start) + html.slice(element.end + (start === lineStart ? after.length : 0));
}

export function applyFoundText(files: SiteFiles, root: string, edit: Found): EditOutcome {
  const home = `${root}index.html`;
  const pages = [...files.keys()]
    .filter((path) => path.startsWith(root) && /\.html?$/i.test(path))
    .sort((a, b) => (a === home ? -1 : b === home ? 1 : a.localeCompare(b)));
  // "the second paragraph" counts on the home page; words said are looked for on every page.
  const searched = edit.target.words === undefined ? pages.filter((p) => p === home) : pages;
  const purpose = edit.op === 'rewriteText' ? 'rewrite' : 'remove';
  const found = findTargets(
    searched.map((path) => [path, files.get(path) ?? ''] as const),
    edit.target,
    purpose,
  );
  const described = sayTarget(edit.target);
  if (found.length === 0) {
    const alternatives = linesThere(files, home, edit);
    return {
      ok: false,
      message: `Your site has no ${described.replace(/^the /, '')}. Say a few of the words the page shows, as they are written.`,
      examples: alternatives.length
        ? alternatives.map((a) => a.instruction)
        : ['Change the headline to Welcome', 'Add an about page'],
      ...(alternatives.length ? { alternatives } : {}),
    };
  }
  if (found.length > 1) {
    const choices = found.slice(0, 6).map((element, i) => ({
      label: `${element.path === home ? '' : `${element.path}: `}${short(element.text)}`,
      instruction: sayEdit(edit, { ...edit.target, nth: i + 1 }),
    }));
    const question = `${found.length} places fit ${described}. Which one do you mean?`;
    return { ok: false, message: question, examples: [], clarification: { question, choices } };
  }
  const [element] = found as [ShownElement];
  const html = files.get(element.path) ?? '';
  if (edit.op === 'removeText') {
    files.set(element.path, without(html, element));
    return { ok: true, changes: [`${element.path}: "${short(element.text)}" is taken out`] };
  }
  if (element.text === edit.text)
    return { ok: false, message: `That already says "${edit.text}".`, examples: [] };
  files.set(
    element.path,
    html.slice(0, element.innerStart) + escapeHtml(edit.text) + html.slice(element.innerEnd),
  );
  return {
    ok: true,
    changes: [`${element.path}: "${short(element.text)}" becomes "${edit.text}"`],
  };
}
