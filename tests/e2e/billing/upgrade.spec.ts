import { expect, test, type Page } from '@playwright/test';
import { signUp } from '../support/accounts';

async function fillToLimit(page: Page) {
  for (const name of ['One', 'Two', 'Three']) {
    const res = await page.request.post('/api/projects', {
      data: { name },
      headers: { 'x-bridge-client': 'e2e' },
    });
    expect(res.status()).toBe(201);
  }
}

async function createFromBuilder(page: Page, name: string) {
  await page.goto('/demo');
  await page.getByRole('tab', { name: 'Project Builder' }).click();
  await page.getByLabel('Project name').fill(name);
  await page.getByRole('button', { name: 'Create Project' }).click();
}

const plan = (page: Page) =>
  page.evaluate(() =>
    fetch('/api/billing/subscription').then((r) => r.json() as Promise<{ plan: string }>),
  );

test('an explorer at the project limit upgrades through PayPal and can create a fourth project', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page);
  await fillToLimit(page);

  await createFromBuilder(page, 'Four');
  await expect(page.getByText(/Upgrade to Bridge Builder/)).toBeVisible({ timeout: 20_000 });

  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Start Building' }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=pro/);
  await page.getByRole('button', { name: 'Pay $29.00 with PayPal' }).click();

  // The local fake PayPal's approval page, on its own origin.
  await page.getByRole('link', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/checkout\?.*success=true/);
  await expect(page.getByText('Payment Successful! 🎉').first()).toBeVisible({ timeout: 20_000 });
  expect((await plan(page)).plan).toBe('pro');

  await createFromBuilder(page, 'Four');
  await expect(page.getByText('Project created successfully!')).toBeVisible({ timeout: 30_000 });
});

test('a cancelled payment changes nothing', async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page);
  await page.goto('/checkout?plan=pro');
  await page.getByRole('button', { name: 'Pay $29.00 with PayPal' }).click();
  await page.getByRole('link', { name: 'Cancel and return to merchant' }).click();
  await expect(page).toHaveURL(/\/checkout\?.*cancelled=true/);
  await expect(page.getByText('Payment cancelled')).toBeVisible();
  expect((await plan(page)).plan).toBe('explorer');
});
