import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { commitFiles } from '../../../src/server/services/git/branches';
import { signUp, uniqueEmail } from '../support/accounts';
import { siteVisitor } from '../support/site-visitor';
import { serverDataDir } from '../support/data-dir';
import { runInstruction } from '../support/plans';

const SITE = 'tests/e2e/fixtures/notes-site';
const studioHeaders = { 'x-bridge-client': 'e2e' };

test("a deployed site uses its project's API: styled on its own origin, each user sees only their notes", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signUp(page);
  const created = await page.request.post('/api/projects', {
    data: { name: 'Notes' },
    headers: studioHeaders,
  });
  const projectId = (await created.json()).project.id as string;
  await runInstruction(
    page,
    projectId,
    'create a table called notes with a title, each user sees only their own rows',
  );
  // The founder pushes their site's code, as they would with git.
  const file = (path: string) => ({ path, content: readFileSync(join(SITE, path)) });
  await commitFiles(join(serverDataDir(), 'projects', projectId, 'repo'), {
    branch: 'main',
    message: 'Add the notes site',
    author: { name: 'Ada Lovelace', email: 'ada@example.com' },
    files: [
      file('index.html'),
      file('style.css'),
      file('app.js'),
      {
        path: 'supabase.js',
        content: readFileSync('node_modules/@supabase/supabase-js/dist/umd/supabase.js'),
      },
    ],
  });
  await runInstruction(page, projectId, 'deploy to production', { confirm: true });
  const site = await page.request.get(`/api/projects/${projectId}/site`);
  const siteUrl = (await site.json()).url as string;
  expect(new URL(siteUrl).hostname).toMatch(/\.localhost$/);

  const a = await siteVisitor(browser, siteUrl);
  // Its own stylesheet applies: no sandbox blocks it any more.
  await expect(a.page.locator('body')).toHaveCSS('background-color', 'rgb(253, 246, 227)');
  const b = await siteVisitor(browser, siteUrl);

  for (const [who, notes] of [
    [a, ['Buy flour', 'Call the bank']],
    [b, ['Water the plants']],
  ] as const) {
    await who.page.getByLabel('Email').fill(uniqueEmail('visitor'));
    await who.page.getByLabel('Password').fill('a long enough password');
    await who.page.getByRole('button', { name: 'Sign up' }).click();
    await expect(who.page.getByText(/^Signed in as/)).toBeVisible();
    for (const note of notes) {
      await who.page.getByLabel('New note').fill(note);
      await who.page.getByRole('button', { name: 'Add' }).click();
      await expect(who.page.getByRole('listitem').filter({ hasText: note })).toBeVisible();
    }
  }
  for (const [who, notes] of [
    [a, ['Buy flour', 'Call the bank']],
    [b, ['Water the plants']],
  ] as const) {
    await who.page.reload();
    await expect(who.page.getByRole('listitem')).toHaveText([...notes]);
    expect(who.problems).toEqual([]);
  }
  await a.close();
  await b.close();
});
