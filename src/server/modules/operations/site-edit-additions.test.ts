import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SiteEdit } from '@shared/contracts/plan';
import { applySiteEdit, type SiteFiles } from './site-edit-files';

const read = (file: string) =>
  readFileSync(`content/template-sites/starter/${file}`, 'utf8').replace(
    /\{\{PROJECT_NAME\}\}/g,
    'Shop',
  );
const site = (): SiteFiles =>
  new Map([
    ['index.html', read('index.html')],
    ['styles.css', read('styles.css')],
    [
      'about.html',
      '<title>About Shop</title><main><p>Shop opened in 2020. Shopping is fun.</p></main>',
    ],
  ]);
const apply = (files: SiteFiles, edit: SiteEdit) => applySiteEdit(files, '', edit);

describe('additions to the site', () => {
  it('adds a button that links to a page, styled once in the stylesheet', () => {
    const files = site();
    const edit: SiteEdit = {
      op: 'addLink',
      text: 'Book <now>',
      href: '/book.html',
      style: 'button',
    };
    expect(apply(files, edit).ok).toBe(true);
    expect(files.get('index.html')).toContain(
      '<p><a class="button" href="/book.html">Book &lt;now&gt;</a></p>\n</main>',
    );
    apply(files, edit);
    expect(files.get('styles.css')?.match(/a\.button \{/g)).toHaveLength(1);
  });

  it('refuses an address that would run code, whoever wrote the plan', () => {
    const files = site();
    const outcome = apply(files, {
      op: 'addLink',
      text: 'x',
      href: 'javascript:alert(1)',
      style: 'link',
    });
    expect(outcome.ok).toBe(false);
    expect(files.get('index.html')).toBe(read('index.html'));
  });

  it('links words where the pages show them, not inside tags', () => {
    const files = site();
    const outcome = apply(files, { op: 'linkText', words: 'a branch', href: '/branches.html' });
    expect(outcome.ok).toBe(true);
    expect(files.get('index.html')).toContain(
      '<li>Create <a href="/branches.html">a branch</a> to try',
    );
    expect(apply(files, { op: 'linkText', words: 'not there', href: '/x.html' }).ok).toBe(false);
  });

  it('sets a system font stack for the site or its headings, replacing an earlier one', () => {
    const files = site();
    apply(files, { op: 'font', target: 'headings', font: 'serif' });
    apply(files, { op: 'font', target: 'headings', font: 'georgia' });
    const css = files.get('styles.css') ?? '';
    expect(css.match(/The headings' font/g)).toHaveLength(1);
    expect(css).toContain("h6 {\n  font-family: Georgia, 'Times New Roman', serif;\n}");
    expect(css).not.toContain('@import');
  });

  it('renames the site: title, headline and every whole-word mention on every page', () => {
    const files = site();
    const outcome = apply(files, { op: 'siteName', text: 'Shop & Co' });
    expect(outcome.ok).toBe(true);
    const home = files.get('index.html') ?? '';
    expect(home).toContain('<title>Shop &amp; Co</title>');
    expect(home).toContain('<h1>Shop &amp; Co</h1>');
    expect(files.get('about.html')).toBe(
      '<title>About Shop &amp; Co</title><main><p>Shop &amp; Co opened in 2020. Shopping is fun.</p></main>',
    );
  });

  it('adds a section with a heading and a list, every word escaped', () => {
    const files = site();
    apply(files, {
      op: 'addSection',
      heading: 'Our prices',
      items: ['Haircut £25', '<b>Trim</b>'],
    });
    expect(files.get('index.html')).toContain(
      '<section>\n  <h2>Our prices</h2>\n  <ul>\n    <li>Haircut £25</li>\n    <li>&lt;b&gt;Trim&lt;/b&gt;</li>\n  </ul>\n</section>\n</main>',
    );
  });
});
