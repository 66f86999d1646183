import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';

test('the sub-pages show the project’s real connections and database, and save notification choices', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUp(page);
  await page.goto('/settings');
  for (const name of ['Advanced', 'Database', 'Notifications', 'Appearance']) {
    await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(page.getByTestId('settings-connection')).toBeVisible();

  await page.goto('/settings/database');
  await expect(page.getByText('You have no projects yet.')).toBeVisible();
  const created = await page.request.post('/api/projects', {
    data: { name: 'Facts' },
    headers: { 'x-bridge-client': 'e2e' },
  });
  expect(created.status()).toBe(201);

  await page.reload();
  await expect(page.getByTestId('database-facts')).toContainText('Built-in (embedded Postgres)');
  await expect(page.getByRole('rowheader', { name: 'profiles' })).toBeVisible();
  // The latest advisor findings: a new project's baseline has none.
  await expect(page.getByTestId('monitor-card')).toContainText(
    'No open issues. Your backend looks healthy.',
  );

  await page.goto('/settings/advanced');
  await expect(page.getByTestId('connection-github')).toContainText('Built-in git repository');
  await page.getByRole('button', { name: 'Test the Database connection' }).click();
  await expect(page.getByText('The built-in database answered.')).toBeVisible();

  await page.goto('/settings/notifications');
  const news = page.getByRole('switch', { name: 'Product news' });
  await expect(news).not.toBeChecked();
  await news.check();
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Product news' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'A change failed' })).toBeChecked();
});
