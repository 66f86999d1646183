import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { askAgent, signUpWithProject, toast } from './studio-helpers';

const TASKS = 'create a table called tasks with a title and a done checkbox';

test('a new user creates a project, plans a table, runs it, sees it in the hub, and undoes it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpWithProject(page);
  await expect(page.getByTestId('system-health')).toContainText('No operations yet');

  // Empty or whitespace input is ignored and Send stays disabled.
  const input = page.getByLabel('Your instruction');
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await input.fill('   ');
  await expect(send).toBeDisabled();
  await input.press('Enter');
  await expect(page.getByTestId('chat-message-user')).toHaveCount(0);

  const plan = await askAgent(page, TASKS);
  await expect(page.getByTestId('chat-message-user')).toHaveText(new RegExp(TASKS));
  await expect(plan.getByTestId('risk-badge')).toHaveText('Low risk');
  await expect(
    plan.getByRole('region', { name: 'SQL' }).or(plan.getByLabel('SQL', { exact: true })),
  ).toContainText(/create table/i);
  await expect(plan.getByTestId('dry-run')).toContainText('applies cleanly');
  await expect(plan).toContainText('Usage impact');

  await plan.getByRole('button', { name: 'Copy SQL' }).click();
  await expect(toast(page, 'Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/create table/i);
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
  });
  await plan.getByRole('button', { name: /Copy SQL|Copied!/ }).click();
  await expect(toast(page, 'Failed to copy')).toBeVisible();

  await plan.getByRole('button', { name: 'Execute' }).click();
  await expect(toast(page, 'Operation executed')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('chat-message-ai').last()).toContainText(
    `Done: "${TASKS}" has run.`,
  );
  await expect(plan).toContainText('Done: this change has run.');
  await expect(plan.getByRole('button', { name: 'Execute' })).toHaveCount(0);
  await expect(page.getByTestId('system-health')).toContainText(TASKS);

  await page.goto('/integrations?tab=schema');
  await expect(page.getByTestId('table-tasks')).toContainText('title');
  await expect(page.getByTestId('table-tasks')).toContainText('done');

  // The chat survives the visit; Undo takes the table away again.
  await page.goto('/agent');
  const again = page.getByRole('article', { name: `Plan: ${TASKS}` });
  await again.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('chat-message-ai').last()).toContainText(
    `Undone: "${TASKS}" was taken back.`,
  );
  await expect(again).toContainText('Undone: this change was taken back.');
  await page.goto('/integrations?tab=schema');
  await expect(page.getByTestId('schema-tables')).toBeVisible();
  await expect(page.getByTestId('table-tasks')).toHaveCount(0);
});

test('a high-risk change asks first and Cancel changes nothing; a stale plan fails with a clear message', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpWithProject(page);
  const create = await askAgent(page, 'create a table called notes with a body');
  await create.getByRole('button', { name: 'Execute' }).click();
  await expect(create).toContainText('Done: this change has run.', { timeout: 30_000 });

  const drop = await askAgent(page, 'drop the notes table');
  await expect(drop.getByTestId('risk-badge')).toHaveText('High risk');
  await drop.getByRole('button', { name: 'Execute' }).click();
  const dialog = page.getByRole('dialog', { name: 'Run this high-risk change?' });
  await expect(dialog).toContainText(/notes/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(drop.getByRole('button', { name: 'Execute' })).toBeVisible();
  await page.goto('/integrations?tab=schema');
  await expect(page.getByTestId('table-notes')).toBeVisible();

  await page.goto('/agent');
  // A plan made before the drop no longer matches the database once the drop has run.
  const stale = await askAgent(page, 'create a table called ideas with a title');
  const dropAgain = page.getByRole('article', { name: 'Plan: drop the notes table' });
  await dropAgain.getByRole('button', { name: 'Execute' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, run it' }).click();
  await expect(dropAgain).toContainText('Done: this change has run.', { timeout: 30_000 });
  // The live event can mark the card done before the answer that adds the chat's line arrives.
  await expect(page.getByTestId('chat-message-ai').last()).toContainText(
    'Done: "drop the notes table" has run.',
  );

  await stale.getByRole('button', { name: 'Execute' }).click();
  await expect(toast(page, 'Execution failed')).toContainText('Failed to execute operation.');
  const failure = page.getByTestId('chat-message-ai').last();
  await expect(failure).toContainText(
    'Operation failed. Please check your connection and try again.',
  );
  await expect(failure).toContainText('changed since this plan was made');
});

test('an instruction the studio does not understand gets a helpful reply with examples', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpWithProject(page);
  const input = page.getByLabel('Your instruction');
  await input.fill('make it pop');
  await page.getByRole('button', { name: 'Send' }).click();
  const reply = page.getByTestId('chat-message-ai').last();
  await expect(reply).toBeVisible({ timeout: 30_000 });
  // Each example is a button that plans what the studio can do instead.
  await expect(reply.getByRole('button').first()).toBeVisible();
  await reply.getByRole('button').first().click();
  await expect(page.getByTestId('chat-message-user')).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByTestId('chat-message-user').last()).not.toHaveText(/make it pop/);
});

test('the chat has sessions, exports the one shown and deletes one after asking', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signUpWithProject(page);
  await askAgent(page, TASKS);
  const sessions = page.getByLabel('Chat session');
  await page.getByRole('button', { name: 'New Session' }).click();
  await expect(sessions.locator('option')).toHaveText(['Session 1', 'Session 2']);
  await expect(page.getByTestId('chat-message-user')).toHaveCount(0);
  await sessions.selectOption({ label: 'Session 1' });
  await expect(page.getByTestId('chat-message-user')).toHaveText(new RegExp(TASKS));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  const saved = testInfo.outputPath('chat.json');
  await download.saveAs(saved);
  const exported = JSON.parse(await readFile(saved, 'utf8')).session;
  expect(exported.title).toBe('Session 1');
  expect(exported.messages.map((m: { type: string }) => m.type)).toEqual(['user', 'operation']);

  // Cancel keeps the session; confirming deletes it on the server, so a reload agrees.
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Session 1?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('chat-message-user')).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete session' }).click();
  await expect(toast(page, 'Session deleted')).toBeVisible();
  await expect(sessions.locator('option')).toHaveText(['Session 2']);
  await expect(page.getByTestId('chat-message-user')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Chat session').locator('option')).toHaveText(['Session 2']);
  // The plan itself stays in the project.
  await expect(page.getByTestId('system-health')).toContainText(TASKS);
});
