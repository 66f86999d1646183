import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';
import { pressEscapeIn } from '../support/escape';

/** Issue 19 item 9: a signed-in page loads only what it shows, and asks for its data early. */
test('/overview asks once for who is signed in and for its figures, and the header menu loads on first use', async ({
  page,
}) => {
  await signUp(page);
  const scripts: string[] = [];
  const sessionChecks: string[] = [];
  const figures: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script') scripts.push(path);
    if (path === '/api/auth/session') sessionChecks.push(path);
    if (path === '/api/analytics') figures.push(path);
  });
  const response = await page.goto('/overview');
  // The page names its data in a preload header, so the browser asks for it with the page.
  expect(response?.headers().link).toContain('</api/analytics?period=7d>; rel=preload');
  await expect(page.getByRole('list', { name: 'Overview' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The early request from index.html is the one the app uses.
  expect(sessionChecks).toHaveLength(1);
  expect(figures).toHaveLength(1);
  expect(scripts.filter((s) => /nav-dropdown|usage-chart/.test(s))).toEqual([]);

  const menu = page.getByRole('navigation', { name: 'Main' }).getByTestId('nav-menu');
  await menu.focus();
  await page.keyboard.press('Enter');
  const items = page.getByRole('menuitem');
  await expect(items).toHaveText([
    'Home',
    'Dashboard',
    'AI Agent',
    'Analytics',
    'Pricing',
    'Settings',
  ]);
  expect(scripts.some((s) => s.includes('nav-dropdown'))).toBe(true);
  await pressEscapeIn(page, 'menu');
  await expect(items).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByTestId('nav-menu'),
  ).toBeFocused();

  await page.getByRole('navigation', { name: 'Main' }).getByTestId('nav-menu').click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

test('/settings loads its forms, zod and the dialog layer only when one is opened', async ({
  page,
}) => {
  await signUp(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/settings');
  const edit = page.getByRole('button', { name: 'Change password' });
  await expect(edit).toBeVisible();
  await page.waitForLoadState('networkidle');
  const onDemand = /password-form|profile-name-form|delete-account-dialog|\/schemas-/;
  expect(scripts.filter((s) => onDemand.test(s))).toEqual([]);

  await edit.click();
  await expect(page.getByLabel('Current password')).toBeFocused();
  expect(scripts.some((s) => s.includes('password-form'))).toBe(true);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Change password' })).toBeFocused();
});

test('React, its router and TanStack Query come in one vendor file, cached for a year', async ({
  page,
}) => {
  const vendor: { path: string; cache: string | undefined }[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/^\/assets\/vendor-[\w-]+\.js$/.test(path))
      vendor.push({ path, cache: response.headers()['cache-control'] });
  });
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(vendor).toHaveLength(1);
  expect(vendor[0]!.cache).toBe('public, max-age=31536000, immutable');
});
