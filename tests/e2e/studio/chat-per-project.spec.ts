import { expect, test, type Page } from '@playwright/test';
import { signIn, signUp } from '../support/accounts';
import { askAgent } from './studio-helpers';

const TASKS = 'create a table called tasks with a title';
const NOTES = 'create a table called notes with a body';

const switcher = (page: Page) => page.getByRole('combobox', { name: 'Project', exact: true });
const card = (page: Page, instruction: string) =>
  page.getByRole('article', { name: `Plan: ${instruction}` });

test('a conversation stays in its project and follows the founder to a reload and another browser', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const email = await signUp(page);
  await page.goto('/agent');
  const first = page.getByTestId('first-project');
  await first.getByLabel('Project name').fill('Alpha');
  await first.getByRole('button', { name: 'Create Project' }).click();
  await expect(switcher(page).locator('option:checked')).toHaveText('Alpha', { timeout: 30_000 });
  await askAgent(page, TASKS);

  // Project B starts with an empty chat: A's message and plan are not there.
  await page.getByRole('button', { name: 'New Project' }).click();
  const form = page.getByRole('region', { name: 'Project switcher' });
  await form.getByLabel('Project name').fill('Beta');
  await form.getByRole('button', { name: 'Create Project' }).click();
  await expect(switcher(page).locator('option:checked')).toHaveText('Beta', { timeout: 30_000 });
  await expect(
    page.getByTestId('agent-chat').getByText(/Tell the studio what you want/),
  ).toBeVisible();
  await expect(page.getByTestId('chat-message-user')).toHaveCount(0);
  await expect(card(page, TASKS)).toHaveCount(0);
  await askAgent(page, NOTES);

  // Back in A: only A's conversation.
  await switcher(page).selectOption({ label: 'Alpha' });
  await expect(card(page, TASKS)).toBeVisible();
  await expect(card(page, NOTES)).toHaveCount(0);
  await expect(page.getByTestId('chat-message-user')).toHaveText([new RegExp(TASKS)]);

  // A reload reads it from the server.
  await page.reload();
  await expect(card(page, TASKS)).toBeVisible();
  await expect(page.getByTestId('chat-message-user')).toHaveText([new RegExp(TASKS)]);

  // Another browser (a second device) shows the same conversation, and the plan runs from there.
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, email);
  await expect(second).toHaveURL(/\/dashboard$/);
  await second.goto('/agent');
  await switcher(second).selectOption({ label: 'Alpha' });
  await expect(card(second, TASKS)).toBeVisible();
  await expect(card(second, NOTES)).toHaveCount(0);
  // The live event can mark the card done before the run's answer; the reply is saved after that.
  const replySaved = second.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().endsWith('/messages') &&
      (response.request().postData() ?? '').includes('has run.'),
    { timeout: 30_000 },
  );
  await card(second, TASKS).getByRole('button', { name: 'Execute' }).click();
  await expect(card(second, TASKS)).toContainText('Done: this change has run.', {
    timeout: 30_000,
  });
  expect((await replySaved).ok()).toBe(true);
  // The first browser's card follows the run live, from the project's event stream.
  await expect(card(page, TASKS)).toContainText('Done: this change has run.', {
    timeout: 15_000,
  });
  await switcher(second).selectOption({ label: 'Beta' });
  await expect(card(second, NOTES)).toBeVisible();
  await expect(card(second, TASKS)).toHaveCount(0);
  await other.close();

  // Read again, the chat also holds the reply the other device saved.
  await page.reload();
  await expect(card(page, TASKS)).toContainText('Done: this change has run.');
  await expect(page.getByTestId('chat-message-ai').last()).toContainText(
    `Done: "${TASKS}" has run.`,
  );
});
