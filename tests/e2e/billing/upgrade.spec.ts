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
  const tab = page.getByRole('tab', { name: 'Project Builder' });
  // A click that lands before the page has hydrated selects nothing: click until the tab is chosen.
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByLabel('Project name').fill(name);
  await page.getByRole('button', { name: 'Create Project' }).click();
}

const subscription = (page: Page) =>
  page.evaluate(() =>
    fetch('/api/billing/subscription').then(
      (r) => r.json() as Promise<{ plan: string; renews: boolean; currentPeriodEnd: string }>,
    ),
  );

test('an explorer at the project limit subscribes monthly through PayPal, creates a fourth project, and cancels in Settings', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page);
  await fillToLimit(page);

  await createFromBuilder(page, 'Four');
  await expect(page.getByText(/Upgrade to Bridge Builder/)).toBeVisible({ timeout: 20_000 });

  await page.goto('/pricing');
  await expect(page.getByText(/Billed monthly, renews until you cancel/)).toBeVisible();
  await page.getByRole('link', { name: 'Start Building' }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=pro/);
  await expect(page.getByText(/renews each month until you cancel/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe for $29.00 a month with PayPal' }).click();

  // The local fake PayPal's approval page, on its own origin.
  await expect(page.getByText('29.00 USD every month')).toBeVisible();
  await page.getByRole('link', { name: 'Agree & Subscribe' }).click();
  await expect(page).toHaveURL(/\/checkout\?.*success=true.*subscription_id=I-/);
  await expect(page.getByText('Payment Successful! 🎉').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Bridge Builder renews on .* for \$29\.00 a month/)).toBeVisible();
  const active = await subscription(page);
  expect(active).toMatchObject({ plan: 'pro', renews: true });

  await createFromBuilder(page, 'Four');
  await expect(page.getByText('Project created successfully!')).toBeVisible({ timeout: 30_000 });

  await page.goto('/settings');
  const card = page.getByTestId('subscription-settings');
  await expect(card).toContainText('Your plan: Bridge Builder');
  await card.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('PayPal will not charge you again');
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(card).toContainText(/stays active until .* and does not renew/);
  await expect(card.getByRole('link', { name: 'Subscribe again' })).toBeVisible();
  // Access continues until the paid month ends.
  expect(await subscription(page)).toEqual({
    ...active,
    renews: false,
  });
});

test('a cancelled approval changes nothing', async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page);
  await page.goto('/checkout?plan=pro');
  await page.getByRole('button', { name: 'Subscribe for $29.00 a month with PayPal' }).click();
  await page.getByRole('link', { name: 'Cancel and return to merchant' }).click();
  await expect(page).toHaveURL(/\/checkout\?.*cancelled=true/);
  await expect(page.getByText('Payment cancelled')).toBeVisible();
  expect((await subscription(page)).plan).toBe('explorer');
});
