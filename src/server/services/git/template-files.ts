import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { TEMPLATE_IDS, type TemplateId } from '@content/schemas';
import { badRequest } from '@server/lib/errors';
import { fromRoot } from '@server/lib/paths';
import type { NewFile } from './repository';
import { supabaseVendorFile } from './template-vendor';

/** Used when a project is created without a template. */
const PLAIN_STARTER = 'starter';
/** Modules every template site shares (connecting to the API, the account form), added under lib/. */
const SHARED = 'shared';

const TEXT_FILE = /\.(html|css|js|json|md|txt|svg)$/i;

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
  const walk = async (folder: string, dir: string, prefix = ''): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) await walk(folder, full, prefix);
      else {
        const path = prefix + relative(folder, full).split(sep).join('/');
        const bytes = await readFile(full);
        // Only text files get the name filled in; images and fonts are copied byte for byte.
        const content = TEXT_FILE.test(path)
          ? bytes.toString('utf8').replaceAll('{{PROJECT_NAME}}', name)
          : bytes;
        files.push({ path, content });
      }
    }
  };
  const folder = join(root, templateId || PLAIN_STARTER);
  await walk(folder, folder);
  if (templateId) {
    await walk(join(root, SHARED), join(root, SHARED), 'lib/');
    files.push(await supabaseVendorFile());
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
