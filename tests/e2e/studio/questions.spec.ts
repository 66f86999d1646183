import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { insertRow } from '../support/plans';
import { askAgent, signUpWithProject } from './studio-helpers';

const TASKS = 'create a table called tasks with a title and a done checkbox';

/** Adds a task with the given creation time through the Data view's row-change API, and runs it. */
const addTask = (page: Page, projectId: string, title: string, createdAt: Date) =>
  insertRow(page, projectId, 'tasks', { title, created_at: createdAt.toISOString() });

test('a question is answered at once as a table, a series as a chart, and "undo my last change" reverses the last change', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpWithProject(page);
  const projectId = await page.getByRole('combobox', { name: 'Project', exact: true }).inputValue();

  const create = await askAgent(page, TASKS);
  await create.getByRole('button', { name: 'Execute' }).click();
  await expect(create).toContainText('Done: this change has run.', { timeout: 30_000 });
  const day = 24 * 60 * 60 * 1000;
  await addTask(page, projectId, 'write the plan', new Date(Date.now() - 2 * day));
  await addTask(page, projectId, 'call the bank', new Date(Date.now() - 2 * day));
  await addTask(page, projectId, 'ship it', new Date());

  // No Execute click: a question only reads, so the studio runs it straight away.
  const count = await askAgent(page, 'how many tasks are there?');
  const table = count.getByRole('region', { name: 'Answer to "how many tasks are there?"' });
  await expect(table.getByRole('columnheader', { name: 'count' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(table.getByRole('cell', { name: '3' })).toBeVisible();
  await expect(count.getByTestId('result-count')).toHaveText('1 row');
  await expect(count.getByRole('button', { name: 'Execute' })).toHaveCount(0);
  await expect(count.getByTestId('answer-chart')).toHaveCount(0);

  const series = await askAgent(page, 'tasks per day');
  await expect(series.getByTestId('answer-chart')).toBeVisible({ timeout: 30_000 });
  await expect(series.getByTestId('result-count')).toHaveText('2 rows');
  await expect(series.getByRole('cell', { name: '2', exact: true })).toBeVisible();

  const state = await askAgent(page, 'what branch am I on?');
  await expect(state.getByRole('cell', { name: 'main', exact: true })).toBeVisible({
    timeout: 30_000,
  });

  const branch = await askAgent(page, 'create a branch called feature/chat');
  await branch.getByRole('button', { name: 'Execute' }).click();
  await expect(branch).toContainText('Done: this change has run.', { timeout: 30_000 });

  const undo = await askAgent(page, 'undo my last change');
  await expect(undo).toContainText(
    'This reverses your last change, "create a branch called feature/chat"',
  );
  await undo.getByRole('button', { name: 'Execute' }).click();
  await expect(undo).toContainText('Done: this change has run.', { timeout: 30_000 });
  await expect(branch).toContainText('Undone: this change was taken back.');
  const branches = await (await page.request.get(`/api/projects/${projectId}/git/branches`)).json();
  expect(branches.branches.map((b: { name: string }) => b.name)).not.toContain('feature/chat');
});

test('the answer table fits a phone and passes axe in the dark theme', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => localStorage.setItem('bridge-studio-theme', 'dark'));
  await signUpWithProject(page);
  const tables = await askAgent(page, 'what tables do I have?');
  const answer = tables.getByRole('region', { name: 'Answer to "what tables do I have?"' });
  await expect(answer.getByRole('cell', { name: 'profiles' })).toBeVisible({ timeout: 30_000 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page })
    .include('[data-testid="result-table"]')
    .analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
