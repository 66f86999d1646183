import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts';
import { runInstruction } from '../support/plans';
import { toast } from './studio-helpers';

const api = { 'x-bridge-client': 'e2e' };

/** Two people sign up to the founder's app through its own /auth/v1 and each adds a note over /rest/v1. */
async function twoEndUsersWithNotes(page: Page, projectId: string) {
  const { url, anonKey } = (await (
    await page.request.get(`/api/projects/${projectId}/api`)
  ).json()) as {
    url: string;
    anonKey: string;
  };
  const emails = [uniqueEmail('reader'), uniqueEmail('writer')];
  // From a tab on the app's own origin (the browser resolves *.localhost), as the app would call it.
  const site = await page.context().newPage();
  await site.goto(url);
  const statuses = await site.evaluate(
    async ({ url, anonKey, emails }) => {
      const answers: number[] = [];
      for (const [i, email] of emails.entries()) {
        const signup = await fetch(`${url}/auth/v1/signup`, {
          method: 'POST',
          headers: { apikey: anonKey, 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'a long enough password' }),
        });
        const { access_token: token } = (await signup.json()) as { access_token: string };
        const insert = await fetch(`${url}/rest/v1/notes`, {
          method: 'POST',
          headers: {
            apikey: anonKey,
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ title: `Note ${i + 1}` }),
        });
        answers.push(signup.status, insert.status);
      }
      return answers;
    },
    { url, anonKey, emails },
  );
  expect(statuses).toEqual([200, 201, 200, 201]);
  await site.close();
  return emails;
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const noSideways = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

test('the founder sees their users’ rows, adds, edits, sorts and deletes rows with undo, and sees the users', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUp(page);
  const created = await page.request.post('/api/projects', {
    data: { name: 'Data View' },
    headers: api,
  });
  const projectId = (await created.json()).project.id as string;
  await runInstruction(
    page,
    projectId,
    'create a table called notes with a title, each user sees only their own rows',
  );
  await runInstruction(
    page,
    projectId,
    'create a table called tasks with a title and a done checkbox',
  );
  const emails = await twoEndUsersWithNotes(page, projectId);

  // Both users' rows, though each user sees only their own through the API.
  await page.goto('/data');
  await expect(page.getByRole('heading', { level: 1, name: 'Data' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Table', exact: true }).selectOption('notes');
  await expect(page.getByTestId('row-count')).toHaveText('1–2 of 2 rows');
  const notes = page.getByRole('region', { name: 'Rows of notes' });
  await expect(notes.getByRole('cell', { name: 'Note 1', exact: true })).toBeVisible();
  await expect(notes.getByRole('cell', { name: 'Note 2', exact: true })).toBeVisible();

  // Add two rows from the keyboard.
  await page.getByRole('combobox', { name: 'Table', exact: true }).selectOption('tasks');
  await expect(page.getByText('This table has no rows yet.')).toBeVisible();
  for (const title of ['Write the plan', 'Buy milk']) {
    await page.getByRole('button', { name: 'Add row' }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Add a row to tasks' });
    await form.getByLabel('title').fill(title);
    await form.getByLabel('title').press('Enter');
    await expect(form).toBeHidden();
    await expect(toast(page, 'Added 1 row to tasks.').first()).toBeVisible();
  }
  const grid = page.getByRole('region', { name: 'Rows of tasks' });
  await expect(page.getByTestId('row-count')).toHaveText('1–2 of 2 rows');

  // Sort by title, both ways.
  const titleHeader = grid.getByRole('columnheader', { name: /title/ });
  await titleHeader.getByRole('button').click();
  await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(grid.getByRole('row').nth(1)).toContainText('Buy milk');
  await titleHeader.getByRole('button').click();
  await expect(titleHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(grid.getByRole('row').nth(1)).toContainText('Write the plan');

  expect(await seriousViolations(page), 'the grid with rows').toEqual([]);

  // Edit one.
  await grid
    .getByRole('row')
    .filter({ hasText: 'Buy milk' })
    .getByRole('button', { name: /^Edit/ })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit a row of tasks' });
  await expect(edit.getByLabel('title')).toHaveValue('Buy milk');
  expect(await seriousViolations(page), 'the edit form').toEqual([]);
  await edit.getByLabel('title').fill('Buy oat milk');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Changed 1 row in tasks.')).toBeVisible();
  await expect(grid.getByRole('cell', { name: 'Buy oat milk' })).toBeVisible();

  // Delete both, confirmed with the count, then undo from the toast.
  for (const checkbox of await grid.getByRole('checkbox').all()) await checkbox.check();
  await page.getByRole('button', { name: 'Delete chosen (2)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete 2 rows?' });
  await expect(confirm).toContainText(
    'It deletes 2 rows from tasks. Undo in Activity puts them back.',
  );
  await confirm.getByRole('button', { name: 'Delete 2 rows' }).click();
  await expect(page.getByText('This table has no rows yet.')).toBeVisible();
  const deleted = toast(page, 'Deleted 2 rows from tasks.');
  await deleted.getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, 'Undone')).toBeVisible();
  await expect(page.getByTestId('row-count')).toHaveText('1–2 of 2 rows');
  await expect(grid.getByRole('cell', { name: 'Buy oat milk' })).toBeVisible();

  // The activity records each change.
  const operations = (
    await (await page.request.get(`/api/projects/${projectId}/operations`)).json()
  ).operations as { instruction: string; status: string }[];
  expect(operations.slice(0, 4).map((o) => [o.instruction, o.status])).toEqual([
    ['Delete 2 rows from tasks', 'undone'],
    ['Change a row in tasks', 'succeeded'],
    ['Add a row to tasks', 'succeeded'],
    ['Add a row to tasks', 'succeeded'],
  ]);

  // Both users in the Authentication view.
  await page
    .getByRole('navigation', { name: "Your app's data" })
    .getByRole('link', { name: 'Authentication' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Authentication' })).toBeVisible();
  for (const email of emails)
    await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();
  await expect(page.getByTestId('user-count')).toHaveText('1–2 of 2 users');

  // On a phone the grid scrolls inside its box; the page never scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await noSideways(page);
  await page.goto('/data');
  await page.getByRole('combobox', { name: 'Table', exact: true }).selectOption('notes');
  await expect(page.getByTestId('row-count')).toHaveText('1–2 of 2 rows');
  await noSideways(page);
  const box = page.getByRole('region', { name: 'Rows of notes' });
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});
