import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts';
import { siteVisitor } from '../support/site-visitor';

const studioHeaders = { 'x-bridge-client': 'e2e' };

/** Creates a project from the template and opens its site in a fresh browser, watched for errors. */
async function openApp(page: Page, browser: Browser, template: string, name: string) {
  const created = await page.request.post('/api/projects', {
    data: { name, template },
    headers: studioHeaders,
  });
  expect(created.status()).toBe(201);
  const siteUrl = (await created.json()).project.siteUrl as string;
  const { page: site, problems, close } = await siteVisitor(browser, siteUrl);
  await expect(site).toHaveTitle(new RegExp(`^${name}`));
  return { site, problems, close };
}

async function signUpOnSite(site: Page) {
  await site.getByLabel('Email').fill(uniqueEmail('visitor'));
  await site.getByLabel('Password').fill('a long enough password');
  await site.getByRole('button', { name: 'Sign up' }).click();
  await expect(site.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page);
});

test('the Blog Platform: an author publishes a post and a reader comments on it', async ({
  page,
  browser,
}) => {
  const { site, problems, close } = await openApp(page, browser, 'blog-platform', 'Field Notes');
  await expect(site.getByText('No posts yet. Sign in below to write the first one.')).toBeVisible();
  await signUpOnSite(site);
  await site.getByLabel('Title').fill('Our first week');
  await site.getByLabel('Post', { exact: true }).fill('We opened the doors on Monday.');
  await site.getByLabel('Publish now').check();
  await site.getByRole('button', { name: 'Save post' }).click();
  await expect(site.getByText('Your post is published.')).toBeVisible();
  await expect(site.getByRole('heading', { name: 'Our first week' })).toBeVisible();
  await site.getByText('0 comments').click();
  await site.getByLabel('Your name').fill('Ann');
  await site.getByLabel('Comment').fill('Congratulations!');
  await site.getByRole('button', { name: 'Post comment' }).click();
  await expect(site.getByText('Thank you: your comment is posted.')).toBeVisible();
  await site.reload();
  await expect(site.getByText('1 comment')).toBeVisible();
  expect(problems).toEqual([]);
  await close();
});

test('the Online Store: anyone browses, a signed-in customer orders and sees the order', async ({
  page,
  browser,
}) => {
  const { site, problems, close } = await openApp(page, browser, 'ecommerce-store', 'Good Goods');
  await expect(site.getByRole('heading', { name: 'Stoneware mug' })).toBeVisible();
  await expect(
    site.getByRole('button', { name: 'Add Beeswax candle to the basket' }),
  ).toBeDisabled();
  await site.getByRole('button', { name: 'Add Stoneware mug to the basket' }).click();
  await site.getByRole('button', { name: 'Add Stoneware mug to the basket' }).click();
  await expect(site.locator('#cart-count')).toHaveText('2');
  await signUpOnSite(site);
  await site.getByRole('button', { name: 'Place order' }).click();
  await expect(site.getByText('Thank you! Your order is placed.')).toBeVisible();
  await expect(site.locator('#orders')).toContainText('Stoneware mug × 2');
  await expect(site.locator('#orders')).toContainText('placed');
  expect(problems).toEqual([]);
  await close();
});

test('the Business Dashboard: a signed-in person records figures and a goal', async ({
  page,
  browser,
}) => {
  const { site, problems, close } = await openApp(page, browser, 'dashboard-app', 'Numbers');
  await signUpOnSite(site);
  const record = site.locator('#new-metric');
  for (const [value, date] of [
    ['120', '2026-01-05'],
    ['150', '2026-01-06'],
  ] as const) {
    await record.getByLabel('Metric').fill('Visitors');
    await record.getByLabel('Value').fill(value);
    await record.getByLabel('Day').fill(date);
    await record.getByRole('button', { name: 'Save' }).click();
    await expect(site.locator('#entry-rows tr')).toHaveCount(value === '120' ? 1 : 2);
  }
  const goal = site.locator('#new-goal');
  await goal.getByLabel('Metric').fill('Visitors');
  await goal.getByLabel('Target').fill('300');
  await goal.getByRole('button', { name: 'Add goal' }).click();
  await expect(site.getByText('Goal added.')).toBeVisible();
  await expect(site.getByRole('progressbar', { name: /Visitors: 50% of the goal/ })).toBeVisible();
  await expect(site.locator('#kpis')).toContainText('+30');
  await expect(site.getByRole('img', { name: 'Visitors over the last 2 entries' })).toBeVisible();
  expect(problems).toEqual([]);
  await close();
});

test('the Community App: a member names themselves, posts and likes their post', async ({
  page,
  browser,
}) => {
  const { site, problems, close } = await openApp(page, browser, 'social-app', 'Neighbours');
  await signUpOnSite(site);
  await site.getByLabel('Display name').fill('Ann of Elm Street');
  await site.getByRole('button', { name: 'Save profile' }).click();
  await expect(site.getByText('Your profile is saved.')).toBeVisible();
  await site.getByLabel('Your post').fill('Street party on Saturday!');
  await site.getByRole('button', { name: 'Post', exact: true }).click();
  const post = site.getByRole('listitem').filter({ hasText: 'Street party on Saturday!' });
  await expect(post).toContainText('Ann of Elm Street');
  await post.getByRole('button', { name: 'Like · 0' }).click();
  await expect(post.getByRole('button', { name: 'Like · 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(problems).toEqual([]);
  await close();
});

test('the Portfolio Site: visitors see the work and send a message', async ({ page, browser }) => {
  const { site, problems, close } = await openApp(page, browser, 'portfolio-site', 'Jo Maker');
  await expect(site.locator('#work-list > li')).toHaveCount(3);
  await site.getByLabel('Your name').fill('Sam');
  await site.getByLabel('Your email').fill('sam@example.com');
  await site.getByLabel('What are you working on?').fill('A new shop sign.');
  await site.getByRole('button', { name: 'Send' }).click();
  await expect(site.getByText('Thank you, Sam.')).toBeVisible();
  expect(problems).toEqual([]);
  await close();
});

test('every template app fits a phone screen', async ({ page, browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 700 } });
  const phone = await context.newPage();
  const templates = [
    'blog-platform',
    'ecommerce-store',
    'dashboard-app',
    'social-app',
    'portfolio-site',
  ];
  // The free plan includes three projects: a second founder makes the rest.
  const second = await browser.newPage();
  await signUp(second);
  for (const [index, template] of templates.entries()) {
    const founder = index < 3 ? page : second;
    const created = await founder.request.post('/api/projects', {
      data: { name: `Pocket ${template}`, template },
      headers: studioHeaders,
    });
    expect(created.status(), template).toBe(201);
    await phone.goto((await created.json()).project.siteUrl);
    await expect(phone.getByRole('status').first()).toBeAttached();
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width, template).toBeLessThanOrEqual(375);
  }
  await second.close();
  await context.close();
});
