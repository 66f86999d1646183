import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';

test('System follows the emulated colour scheme live, and stays after a reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signUp(page);
  await page.goto('/settings/appearance');
  const html = page.locator('html');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(html).toHaveClass(/dark/);

  await page.getByRole('radio', { name: 'System' }).check();
  await expect(html).toHaveClass(/light/);
  await expect(page.getByTestId('theme-in-use')).toContainText('light theme');

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveClass(/light/);

  await page.reload();
  await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();
  await expect(html).toHaveClass(/light/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/dark/);

  // A fixed choice no longer follows the system.
  await page.getByRole('radio', { name: 'Light' }).check();
  await expect(html).toHaveClass(/light/);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/light/);
  expect(await page.evaluate(() => localStorage.getItem('bridge-studio-theme'))).toBe('light');
});
