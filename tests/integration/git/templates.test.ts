import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepository } from '@server/services/git/repository';
import { TEMPLATE_IDS } from '@content/schemas';
import { templateFiles } from '@server/services/git/template-files';
import { templates } from '@content/templates';
import { NOT_FOUND_PAGES } from '@content/template-sites/not-found-pages';

const exec = promisify(execFile);
const author = { name: 'Ada Founder', email: 'ada@example.com' };
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'bridge-templates-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const text = (content: string | Uint8Array) =>
  typeof content === 'string' ? content : new TextDecoder().decode(content);

describe('template sites', () => {
  it('has a starter site for every template of the library', () => {
    expect([...TEMPLATE_IDS].sort()).toEqual(templates.map((t) => t.id).sort());
  });

  it.each([...TEMPLATE_IDS, null])('starts a real repository from %s', async (id) => {
    const files = await templateFiles(id, { projectName: 'Acme & Co' });
    const paths = files.map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining(['index.html', 'styles.css', '404.html', 'README.md']),
    );

    for (const file of files) {
      const content = text(file.content);
      expect(content, file.path).not.toMatch(/\{\{[A-Z_]+\}\}|<!-- fragment:/);
      // Self-contained: no CDNs, fonts or images from elsewhere.
      expect(content, file.path).not.toMatch(/(src|href)\s*=\s*["'](https?:)?\/\//i);
      expect(content, file.path).not.toMatch(/url\(\s*["']?(https?:)?\/\//i);
      expect(content, file.path).not.toMatch(/@import/);
    }
    const notFound = text(files.find((f) => f.path === '404.html')?.content ?? '');
    expect(notFound).toContain(`<h1>${NOT_FOUND_PAGES[id ?? 'starter'].heading}</h1>`);
    expect(notFound).toContain('Acme &amp; Co');
    const index = text(files.find((f) => f.path === 'index.html')?.content ?? '');
    expect(index).toContain('<html lang="en">');
    expect(index).toContain('Acme &amp; Co');
    expect(index).toContain('name="viewport"');

    const dir = join(root, id ?? 'starter');
    const { sha } = await createRepository(dir, { files, author });
    const { stdout } = await exec('git', ['--git-dir', dir, 'ls-tree', '-r', '--name-only', sha]);
    expect(stdout.trim().split('\n').sort()).toEqual([...paths].sort());
    await exec('git', ['--git-dir', dir, 'fsck', '--strict', '--no-dangling']);
  });

  it('refuses a template that does not exist', async () => {
    await expect(templateFiles('crm-suite')).rejects.toMatchObject({
      statusCode: 400,
      code: 'unknown_template',
    });
  });
});
