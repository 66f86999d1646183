import type { Clarification } from '@shared/contracts/plan';

/** The site's text files as site edits read and write them, and what an edit answers. */

export type SiteFiles = Map<string, string>;
export type EditOutcome =
  | { ok: true; changes: string[] }
  | {
      ok: false;
      message: string;
      examples: string[];
      /** Real instructions that would work instead, offered as buttons. */
      alternatives?: { label: string; instruction: string }[];
      /** Several places fit: the founder picks one. */
      clarification?: Clarification;
    };

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const STYLESHEET = /<link\b[^>]*\brel=["']?stylesheet["']?[^>]*>/gi;

export const pathsOf = (files: SiteFiles, root: string, extension: RegExp) =>
  [...files.keys()].filter((path) => path.startsWith(root) && extension.test(path)).sort();

/** The stylesheet the home page links to, when it is one of the site's files. */
export function mainStylesheet(files: SiteFiles, root: string): string | undefined {
  const home = files.get(`${root}index.html`) ?? '';
  for (const link of home.match(STYLESHEET) ?? []) {
    const href = /\bhref=["']?([^"' >]+)/i.exec(link)?.[1];
    if (!href || /^[a-z]+:|^\/\//i.test(href)) continue;
    const path = `${root}${href.replace(/^\.?\//, '')}`;
    if (files.has(path)) return path;
  }
  return pathsOf(files, root, /\.css$/i)[0];
}

/** Replaces (or appends) a block between two marker comments in a stylesheet. */
export function setBlock(
  files: SiteFiles,
  sheet: string,
  start: string,
  end: string,
  rule: string,
) {
  const css = files.get(sheet) ?? '';
  const from = css.indexOf(start);
  const to = css.indexOf(end);
  const block = `${start}\n${rule}${end}\n`;
  files.set(
    sheet,
    from >= 0 && to > from
      ? css.slice(0, from) + block + css.slice(to + end.length).replace(/^\n/, '')
      : `${css}${css.endsWith('\n') || !css ? '' : '\n'}\n${block}`,
  );
}
