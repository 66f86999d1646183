import { expect, test } from '@playwright/test';

test('the theme starts dark, toggles, and survives a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveClass(/dark/);
  await page.getByRole('button', { name: /switch to light theme/i }).click();
  await expect(html).toHaveClass(/light/);
  expect(await page.evaluate(() => localStorage.getItem('bridge-studio-theme'))).toBe('light');
  await page.reload();
  await expect(html).toHaveClass(/light/);
  await page.getByRole('button', { name: /switch to dark theme/i }).click();
  await expect(html).toHaveClass(/dark/);
});

test('an unknown path shows the not-found page and logs the path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  // Logged by an effect, which may run just after the heading shows.
  await expect.poll(() => errors.some((text) => text.includes('/no/such/page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('every route of the specification answers with its page', async ({ page }) => {
  for (const path of [
    '/',
    '/welcome',
    '/demo',
    '/integrations',
    '/advanced',
    '/build-guide',
    '/pricing',
    '/checkout',
    '/about',
    '/contact',
    '/privacy',
    '/terms',
    '/help',
    '/help-library',
    '/auth',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toHaveCount(0);
  }
});

test('on a phone the navigation sits behind a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: /menu/i }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the footer panel shows the independence notice and the page links', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /about this project/i }).click();
  await expect(page.getByText(/independent project/i).first()).toBeVisible();
  for (const name of ['About', 'Contact', 'Privacy', 'Terms']) {
    await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
  }
});
