import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts';
import { siteVisitor } from '../support/site-visitor';

test('the To-Do template makes a working app: two end users each keep their own tasks', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signUp(page);
  await page.goto('/welcome?tab=templates');
  await page.getByRole('button', { name: 'Use Template: To-Do App' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start from To-Do App' });
  await dialog.getByLabel('Project name').fill('Tidy Tasks');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  // While the app is built and published, the dialog says what is happening.
  await expect(dialog.getByRole('status')).toContainText('Publishing your site');
  await expect(page.getByText('Project created successfully!')).toBeVisible({ timeout: 30_000 });
  const { projects } = await page.evaluate(() => fetch('/api/projects').then((r) => r.json()));
  const siteUrl = projects[0].siteUrl as string;
  expect(new URL(siteUrl).hostname).toMatch(/\.localhost$/);

  const a = await siteVisitor(browser, siteUrl);
  await expect(a.page).toHaveTitle('Tidy Tasks');
  // The template's own stylesheet applies (its light theme's background).
  await expect(a.page.locator('body')).toHaveCSS('background-color', 'rgb(244, 245, 247)');
  const b = await siteVisitor(browser, siteUrl);

  const emails: string[] = [];
  for (const [who, tasks] of [
    [a, ['Buy flour', 'Call the bank']],
    [b, ['Water the plants']],
  ] as const) {
    const email = uniqueEmail('visitor');
    emails.push(email);
    await who.page.getByLabel('Email').fill(email);
    await who.page.getByLabel('Password').fill('a long enough password');
    await who.page.getByRole('button', { name: 'Sign up' }).click();
    await expect(who.page.getByRole('banner')).toContainText(`Signed in as ${email}`);
    for (const task of tasks) {
      await who.page.getByLabel('New task').fill(task);
      await who.page.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(who.page.getByRole('listitem').filter({ hasText: task })).toBeVisible();
    }
  }
  // Ticking a task off and deleting one last the reload too.
  await a.page.getByRole('checkbox', { name: 'Buy flour' }).check();
  await expect(a.page.getByText('1 task left')).toBeVisible();
  await b.page.getByRole('button', { name: 'Delete Water the plants' }).click();
  await expect(b.page.getByText('Nothing here yet. Add your first task above.')).toBeVisible();
  await b.page.getByLabel('New task').fill('Walk the dog');
  await b.page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(b.page.getByRole('listitem').filter({ hasText: 'Walk the dog' })).toBeVisible();

  for (const [who, tasks] of [
    [a, ['Buy flour', 'Call the bank']],
    [b, ['Walk the dog']],
  ] as const) {
    await who.page.reload();
    await expect(who.page.getByRole('listitem')).toHaveText(tasks.map((t) => new RegExp(t)));
    expect(who.problems).toEqual([]);
  }
  await expect(a.page.getByRole('checkbox', { name: 'Buy flour' })).toBeChecked();

  // Signing out hides the list and shows the sign-in form again.
  await a.page.getByRole('button', { name: 'Sign out' }).click();
  await expect(a.page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(a.page.getByRole('listitem')).toHaveCount(0);
  await a.close();
  await b.close();

  // The founder sees both users' tasks in the Data view and both users in Authentication.
  await page.goto('/data');
  await page.getByRole('combobox', { name: 'Table', exact: true }).selectOption('tasks');
  await expect(page.getByTestId('row-count')).toHaveText('1–3 of 3 rows');
  const rows = page.getByRole('region', { name: 'Rows of tasks' });
  for (const task of ['Buy flour', 'Call the bank', 'Walk the dog'])
    await expect(rows.getByRole('cell', { name: task, exact: true })).toBeVisible();
  await page.goto('/auth-users');
  for (const email of emails)
    await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();
});

test('the To-Do app fits a phone screen', async ({ page, browser }) => {
  await signUp(page);
  const created = await page.request.post('/api/projects', {
    data: { name: 'Pocket Tasks', template: 'todo-app' },
    headers: { 'x-bridge-client': 'e2e' },
  });
  const siteUrl = (await created.json()).project.siteUrl as string;
  const context = await browser.newContext({ viewport: { width: 375, height: 700 } });
  const phone = await context.newPage();
  await phone.goto(siteUrl);
  await expect(phone.getByRole('button', { name: 'Sign up' })).toBeVisible();
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await context.close();
});
