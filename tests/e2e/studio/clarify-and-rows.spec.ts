import { expect, test, type Page } from '@playwright/test';
import { askAgent, signUpWithProject } from './studio-helpers';

/** The choices of the latest studio message that offers some: a run's "Done" line may come after it. */
const choicesOf = (page: Page) => page.getByRole('group', { name: 'Choose one' }).last();

test('rows are added from a list, "delete the tasks" asks rows or table, and a vague wish offers choices', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpWithProject(page);
  const projectId = await page.getByRole('combobox', { name: 'Project', exact: true }).inputValue();

  const create = await askAgent(page, 'create a tasks table with title and done (checkbox)');
  await create.getByRole('button', { name: 'Execute' }).click();
  await expect(create).toContainText('Done: this change has run.', { timeout: 30_000 });

  const added = await askAgent(page, 'add 3 tasks: buy milk, call mum, pay rent');
  await added.getByRole('button', { name: 'Execute' }).click();
  await expect(added).toContainText('Done: this change has run.', { timeout: 30_000 });
  const rows = await page.request.get(
    `/api/projects/${projectId}/database/tables/tasks/rows?order=title.asc&limit=50`,
  );
  expect((await rows.json()).rows.map((r: { title: string }) => r.title)).toEqual([
    'buy milk',
    'call mum',
    'pay rent',
  ]);

  const input = page.getByLabel('Your instruction');
  await input.fill('delete the tasks');
  await input.press('Enter');
  await expect(
    page.getByText('Do you want to delete the rows of tasks, or the whole tasks table?'),
  ).toBeVisible({ timeout: 30_000 });
  const readings = choicesOf(page);
  await expect(readings.getByRole('button')).toHaveText([
    'Delete every row, keep the table',
    'Remove the tasks table',
  ]);
  await readings.getByRole('button', { name: 'Delete every row, keep the table' }).click();
  const deletion = page.getByRole('article', { name: 'Plan: delete all rows from tasks' });
  await expect(deletion).toBeVisible({ timeout: 30_000 });
  await expect(deletion).toContainText('3 rows');
  await expect(deletion.getByRole('button', { name: 'Execute' })).toBeVisible();

  await input.fill('make it faster');
  await input.press('Enter');
  await expect(page.getByText('What feels slow?')).toBeVisible({ timeout: 30_000 });
  const vague = choicesOf(page);
  await expect(vague.getByRole('button', { name: 'Publish the latest version' })).toBeVisible();
  await expect(vague.getByRole('button').first()).toBeEnabled();
});
