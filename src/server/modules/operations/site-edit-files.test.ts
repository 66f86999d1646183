import { describe, expect, it } from 'vitest';
import type { SiteEdit } from '@shared/contracts/plan';
import { applySiteEdit, type SiteFiles } from './site-edit-files';

const HOME = `<!doctype html>
<html>
  <head>
    <title>Shop</title>
    <link rel="stylesheet" href="styles.css" />
    <style>h1 { color: red } /* Sign up */</style>
  </head>
  <body>
    <main>
      <h1 data-setting="PUBLIC_APP_NAME">Shop</h1>
      <button type="submit" title="Sign up">Sign up</button>
    </main>
  </body>
</html>
`;
const CSS = `:root {\n  --accent: #2563eb;\n}\n@media (prefers-color-scheme: dark) {\n  :root {\n    --accent: #7aa2ff;\n  }\n}\n`;

const site = (): SiteFiles =>
  new Map([
    ['index.html', HOME],
    ['styles.css', CSS],
  ]);

describe('site edits on the files', () => {
  it('changes the headline, escaping the words, and keeps the element', () => {
    const files = site();
    const outcome = applySiteEdit(files, '', { op: 'headline', text: 'Tom & Jerry <3' });
    expect(outcome).toEqual({
      ok: true,
      changes: ['index.html: the headline "Shop" becomes "Tom & Jerry <3"'],
    });
    expect(files.get('index.html')).toContain(
      '<h1 data-setting="PUBLIC_APP_NAME">Tom &amp; Jerry &lt;3</h1>',
    );
    expect(files.get('index.html')).toContain('<title>Shop</title>');
  });

  it('says there is nothing to change when the headline already says it', () => {
    const outcome = applySiteEdit(site(), '', { op: 'headline', text: 'Shop' });
    expect(outcome).toMatchObject({ ok: false, message: expect.stringMatching(/already says/) });
  });

  it('replaces quoted words only where the page shows them, never in tags or styles', () => {
    const files = site();
    const outcome = applySiteEdit(files, '', { op: 'replaceText', from: 'sign up', to: 'Join' });
    expect(outcome).toEqual({ ok: true, changes: ['index.html: "sign up" becomes "Join" (once)'] });
    const html = files.get('index.html') ?? '';
    expect(html).toContain('title="Sign up">Join</button>');
    expect(html).toContain('/* Sign up */');
  });

  it('sets the main colour in light and dark mode', () => {
    const files = site();
    expect(applySiteEdit(files, '', { op: 'colour', target: 'main', colour: 'teal' })).toEqual({
      ok: true,
      changes: ['styles.css: --accent becomes teal in light and dark mode (the main colour)'],
    });
    expect(files.get('styles.css')?.match(/--accent: teal/g)).toHaveLength(2);
  });

  it('colours the buttons once, and a second colour replaces the first', () => {
    const files = site();
    applySiteEdit(files, '', { op: 'colour', target: 'buttons', colour: 'green' });
    applySiteEdit(files, '', { op: 'colour', target: 'buttons', colour: '#22aa55' });
    const css = files.get('styles.css') ?? '';
    expect(css.match(/The buttons' colour, set from Bridge Studio/g)).toHaveLength(1);
    expect(css).toContain('background: #22aa55;');
    expect(css).not.toContain('green');
  });

  it('refuses buttons on a site without any, and never overwrites an existing page', () => {
    const plain = new Map([['index.html', '<html><body><h1>Hi</h1></body></html>']]);
    expect(applySiteEdit(plain, '', { op: 'colour', target: 'buttons', colour: 'red' })).toEqual({
      ok: false,
      message: 'Your site has no buttons yet, so there are none to colour.',
      examples: ['Use red as the main colour', 'Add a contact page'],
    });
    const files = site();
    const page: SiteEdit = { op: 'addPage', name: 'about', title: 'About us', paragraphs: ['Hi'] };
    expect(applySiteEdit(files, '', page).ok).toBe(true);
    expect(files.get('about.html')).toContain('<link rel="stylesheet" href="styles.css" />');
    expect(files.get('index.html')).toContain('<p><a href="about.html">About us</a></p>\n</main>');
    expect(applySiteEdit(files, '', page)).toMatchObject({ ok: false });
  });

  it('edits the published folder only', () => {
    const files: SiteFiles = new Map([
      ['index.html', '<h1>Source</h1>'],
      ['dist/index.html', '<h1>Built</h1>'],
    ]);
    applySiteEdit(files, 'dist/', { op: 'headline', text: 'New' });
    expect(files.get('dist/index.html')).toBe('<h1>New</h1>');
    expect(files.get('index.html')).toBe('<h1>Source</h1>');
  });
});
