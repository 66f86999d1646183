import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SiteEdit } from '@shared/contracts/plan';
import { applySiteEdit, type SiteFiles } from './site-edit-files';

const STARTER = readFileSync('content/template-sites/starter/index.html', 'utf8').replace(
  /\{\{PROJECT_NAME\}\}/g,
  'Bakery',
);
const site = (extra: [string, string][] = []): SiteFiles =>
  new Map([['index.html', STARTER], ...extra]);
const apply = (files: SiteFiles, edit: SiteEdit) => applySiteEdit(files, '', edit);

describe('text found by what it says', () => {
  it('rewrites the line that says "welcome to…", escaping the new words', () => {
    const files = site();
    const outcome = apply(files, {
      op: 'rewriteText',
      target: { words: 'welcome to…', at: 'anywhere', element: 'any' },
      text: 'Fresh bread <daily> & more',
    });
    expect(outcome).toEqual({
      ok: true,
      changes: ['index.html: "Welcome to" becomes "Fresh bread <daily> & more"'],
    });
    expect(files.get('index.html')).toContain(
      '<p class="kicker">Fresh bread &lt;daily&gt; &amp; more</p>',
    );
  });

  it('replaces the paragraph that starts with the words, markup inside and all', () => {
    const files = site();
    apply(files, {
      op: 'rewriteText',
      target: { words: 'this is the first page', at: 'start', element: 'paragraph' },
      text: 'We bake sourdough in Bristol.',
    });
    const html = files.get('index.html') ?? '';
    expect(html).toContain('<p>We bake sourdough in Bristol.</p>');
    expect(html).not.toContain('<code>index.html</code>');
  });

  it('removes the bullet about a subject, and the line it stood on', () => {
    const files = site();
    const outcome = apply(files, {
      op: 'removeText',
      target: { words: 'creating branches', at: 'about', element: 'item' },
    });
    expect(outcome.ok).toBe(true);
    const html = files.get('index.html') ?? '';
    expect(html).not.toContain('Create a branch');
    expect(html).toContain('<li>Deploy it to get a link you can share.</li>\n        <li>Add a');
  });

  it('counts paragraphs on the home page for "the second paragraph"', () => {
    const files = site();
    apply(files, { op: 'removeText', target: { at: 'anywhere', element: 'paragraph', nth: 2 } });
    const html = files.get('index.html') ?? '';
    expect(html).toContain('Welcome to');
    expect(html).not.toContain('This is the first page');
  });

  it('asks which one when several places show the words, with choices that name each', () => {
    const files = site([['about.html', '<main><p>Deploy it today.</p></main>']]);
    const outcome = apply(files, {
      op: 'removeText',
      target: { words: 'deploy it', at: 'anywhere', element: 'any' },
    });
    expect(outcome).toMatchObject({
      ok: false,
      clarification: {
        question: '2 places fit the line that says "deploy it". Which one do you mean?',
        choices: [
          {
            label: 'Deploy it to get a link you can share.',
            instruction: 'remove the first line that says "deploy it"',
          },
          {
            label: 'about.html: Deploy it today.',
            instruction: 'remove the second line that says "deploy it"',
          },
        ],
      },
    });
    expect(files.get('index.html')).toBe(STARTER);
  });

  it('says plainly when nothing shows the words, offering lines that are there', () => {
    const outcome = apply(site(), {
      op: 'rewriteText',
      target: { words: 'coming soon', at: 'anywhere', element: 'any' },
      text: 'Open now',
    });
    expect(outcome).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Your site has no line that says "coming soon"/),
    });
    if (outcome.ok) return;
    expect(outcome.alternatives?.[0]).toEqual({
      label: 'Welcome to',
      instruction: 'change the line that starts "Welcome to" to "Open now"',
    });
  });

  it('rewrites a link’s words and keeps its address; removes the whole line around it', () => {
    const page = '<main>\n  <p><a href="/menu.html">Our menu</a></p>\n  <p>Hi</p>\n</main>';
    const files = new Map([['index.html', page]]);
    const target = { words: 'our menu', at: 'anywhere', element: 'any' } as const;
    apply(files, { op: 'rewriteText', target, text: 'Food' });
    expect(files.get('index.html')).toContain('<p><a href="/menu.html">Food</a></p>');
    apply(files, { op: 'removeText', target: { ...target, words: 'food' } });
    expect(files.get('index.html')).toBe('<main>\n  <p>Hi</p>\n</main>');
  });

  it('never matches words inside scripts, styles or comments', () => {
    const files = new Map([
      [
        'index.html',
        '<main><!-- <p>secret</p> --><script>"<p>secret</p>"</script><p>ok</p></main>',
      ],
    ]);
    const outcome = apply(files, {
      op: 'removeText',
      target: { words: 'secret', at: 'anywhere', element: 'any' },
    });
    expect(outcome.ok).toBe(false);
  });
});
