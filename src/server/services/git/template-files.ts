import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { TEMPLATE_IDS, type TemplateId } from '@content/schemas';
import { NOT_FOUND_PAGES } from '@content/template-sites/not-found-pages';
import { badRequest } from '@server/lib/errors';
import { fromRoot } from '@server/lib/paths';
import type { NewFile } from './repository';
import { supabaseVendorFile } from './template-vendor';

/** Used when a project is created without a template. */
const PLAIN_STARTER = 'starter' as const;
/** Modules every template site shares (connecting to the API, the account form), added under lib/. */
const SHARED = 'shared';

const TEXT_FILE = /\.(html|css|js|json|md|txt|svg)$/i;
/** A line `<!-- fragment: name -->` stands for content/template-sites/fragments/name.html. */
const FRAGMENT = /^([ \t]*)<!-- fragment: ([a-z-]+) -->$/gm;

/** Markup every site shares, kept once and written into each page at its marker's indent. */
async function fragmentsIn(root: string): Promise<(text: string) => string> {
  const dir = join(root, 'fragments');
  const bodies = new Map<string, string>();
  for (const name of await readdir(dir))
    bodies.set(name.replace(/\.html$/, ''), (await readFile(join(dir, name), 'utf8')).trimEnd());
  return (text) =>
    text.replace(FRAGMENT, (marker, indent: string, name: string) => {
      const body = bodies.get(name);
      if (body === undefined) throw new Error(`No template fragment is called ${name}.`);
      return body
        .split('\n')
        .map((line) => (line ? indent + line : line))
        .join('\n');
    });
}

const isTemplateId = (id: string): id is TemplateId =>
  (TEMPLATE_IDS as readonly string[]).includes(id);

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/**
 * The files a new project's `main` starts with: the chosen template's site from
 * content/template-sites with the supabase-js bundle it imports, or the plain starter.
 * `{{PROJECT_NAME}}` in a file becomes the project's name.
 */
export async function templateFiles(
  templateId: string | null | undefined,
  options: { projectName?: string; root?: string } = {},
): Promise<NewFile[]> {
  if (templateId && !isTemplateId(templateId)) {
    throw badRequest(
      `There is no template called "${templateId}". Choose one from the template library.`,
      'unknown_template',
    );
  }
  const root = options.root ?? fromRoot('content', 'template-sites');
  const name = escapeHtml(options.projectName?.trim() || 'My project');
  const files: NewFile[] = [];
  const expand = await fragmentsIn(root);
  const walk = async (folder: string, dir: string, prefix = ''): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) await walk(folder, full, prefix);
      else {
        const path = prefix + relative(folder, full).split(sep).join('/');
        const bytes = await readFile(full);
        // Only text files get the name filled in; images and fonts are copied byte for byte.
        const content = TEXT_FILE.test(path)
          ? expand(bytes.toString('utf8')).replaceAll('{{PROJECT_NAME}}', name)
          : bytes;
        files.push({ path, content });
      }
    }
  };
  const site = templateId && isTemplateId(templateId) ? templateId : PLAIN_STARTER;
  const folder = join(root, site);
  await walk(folder, folder);
  const page = NOT_FOUND_PAGES[site];
  // One page for every site, in each site's colour and words: content/template-sites/not-found.html.
  const notFound = (await readFile(join(root, 'not-found.html'), 'utf8'))
    .replace('{{ACCENT}}', page.accent)
    .replace('{{HEADING}}', page.heading)
    .replace('{{MESSAGE}}', page.message)
    .replaceAll('{{PROJECT_NAME}}', name);
  files.push({ path: '404.html', content: notFound });
  if (templateId) {
    await walk(join(root, SHARED), join(root, SHARED), 'lib/');
    files.push(await supabaseVendorFile());
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
