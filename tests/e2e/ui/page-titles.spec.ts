import { expect, test, type Page } from '@playwright/test';
import { APP_ROUTES, openRoute } from '../support/routes';
import { signUpWithProject } from '../studio/studio-helpers';

/**
 * Each page names the tab with its own `<title>`, which React puts in the head (decision 041:
 * under Preact the built app left every tab titled "Bridge Studio").
 */
const TITLES: Record<string, string> = {
  '/': 'Home Studio',
  '/welcome': 'Welcome',
  '/demo': 'Demo',
  '/integrations': 'Integrations Hub',
  '/advanced': 'Advanced Features',
  '/build-guide': 'Build Guide',
  '/auth': 'Sign In',
  '/pricing': 'Pricing Plans',
  '/checkout': 'Checkout',
  '/about': 'About',
  '/contact': 'Contact',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Service',
  '/help': 'Help Center',
  '/help-library': 'Help Library',
  '/dashboard': 'Project Dashboard',
  '/agent': 'AI Agent',
  '/data': 'Data',
  '/auth-users': 'Authentication',
  '/overview': 'Analytics',
  '/settings': 'Settings',
  '/settings/advanced': 'Advanced Settings',
  '/settings/database': 'Database Settings',
  '/settings/notifications': 'Notification Settings',
  '/settings/messages': 'Contact messages',
  '/settings/appearance': 'Appearance Settings',
};

const titled = (name: string) => `${name} · Bridge Studio`;

/** The tab's title, and every <title> left in the body, where a browser never reads it. */
const titles = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    inBody: [...document.body.querySelectorAll('title')].map((t) => t.textContent),
  }));

test('every route names the tab with its own title, in the head', async ({ page }) => {
  test.setTimeout(180_000);
  expect(Object.keys(TITLES).sort()).toEqual([...APP_ROUTES].sort());
  await signUpWithProject(page);
  const found: Record<string, unknown> = {};
  const expected: Record<string, unknown> = {};
  // A signed-in founder is sent from /auth to the dashboard; a visitor's /auth is checked below.
  for (const path of APP_ROUTES.filter((p) => p !== '/auth')) {
    await openRoute(page, path);
    found[path] = await titles(page);
    expected[path] = { title: titled(TITLES[path]!), inBody: [] };
  }
  expect(found).toEqual(expected);
});

test('a visitor sees Sign In on /auth and on a signed-in page it sends there', async ({ page }) => {
  await openRoute(page, '/auth');
  expect(await titles(page)).toEqual({ title: titled('Sign In'), inBody: [] });
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth/);
  await expect(page).toHaveTitle(titled('Sign In'));
});

test('a missing page, and the page it links to, change the title as the app moves', async ({
  page,
}) => {
  await openRoute(page, '/no-such-page');
  expect(await titles(page)).toEqual({ title: titled('Page not found'), inBody: [] });
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Build your app in plain English',
  );
  await expect(page).toHaveTitle(titled('Home Studio'));
  // The missing page's title left with it.
  expect(await page.locator('title').allTextContents()).not.toContain(titled('Page not found'));
});

test('a page whose code fails to download titles the tab System Recovery Mode', async ({
  page,
}) => {
  await page.route('**/assets/terms-page-*.js', (route) => route.abort('failed'));
  await page.clock.install();
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'System Recovery Mode' })).toBeVisible();
  expect(await titles(page)).toEqual({ title: titled('System Recovery Mode'), inBody: [] });
});
