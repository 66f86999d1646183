import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';

test('the home page shows the hero, six features, twelve services and the closing call to action', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Build your app in plain English' }),
  ).toBeVisible();
  const hero = page.locator('[data-demo="hero"]');
  for (const name of ['Start Building Now', 'Watch Demo', 'Advanced Features']) {
    await expect(hero.getByRole('link', { name })).toBeVisible();
  }
  await expect(
    hero.getByRole('link', { name: /Complete No-Code Development Guide/ }),
  ).toHaveAttribute('href', '/build-guide');

  await expect(page.locator('[data-demo="feature-cards"] li')).toHaveCount(6);

  const services = page.getByTestId('ecosystem-card');
  await expect(services).toHaveCount(12);
  for (const status of ['Available', 'Coming Soon', 'In Development']) {
    await expect(
      page.getByTestId('ecosystem-grid').locator(`[data-status="${status}"]`),
    ).toHaveCount(4);
  }
  await expect(services.filter({ hasText: 'AI powered' })).toHaveCount(4);
  await expect(services.filter({ hasText: 'GitHub' })).toContainText('Build');

  const closing = page.getByRole('region', { name: 'Ready to build your idea?' });
  for (const name of ['Start Building Now', 'View Pricing Plans', 'View Complete Guide']) {
    await expect(closing.getByRole('link', { name })).toBeVisible();
  }
  await expect(closing).toContainText('No credit card or technical knowledge needed.');
});

test('the home page arrives as static HTML with a tiny script, and the app takes over on navigation', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('Build your app in plain English');
  expect(html).toContain('data-prerendered');

  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByTestId('connection-label')).toHaveText('Bridge Ready');
  expect(scripts.filter((s) => s.startsWith('/assets/'))).toEqual([
    expect.stringMatching(/^\/assets\/home-boot-/),
  ]);

  // The same document carries on: no full reload when the app takes over.
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'));
  await page
    .locator('[data-demo="hero"]')
    .getByRole('link', { name: 'Start Building Now' })
    .click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Bridge Studio' }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('kept');

  // Back to the home page, now rendered by the app itself.
  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Build your app in plain English' }),
  ).toBeVisible();
});

test('the static home page toggles the theme and opens the footer panel before the app loads', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveClass(/light/);
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeFocused();
  await page.getByRole('button', { name: 'About this project' }).click();
  await expect(page.getByTestId('footer-panel')).toBeVisible();
  await expect(page.getByRole('button', { name: 'About this project' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('footer-panel')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
});

test('a signed-in founder on the home page gets the app, with their menu and Sign Out', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', '');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
