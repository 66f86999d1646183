import { expect, type Page } from '@playwright/test';

/** Credentials the browser tests give both the server and the local fake PayPal. */
export const E2E_PAYPAL = {
  clientId: 'e2e-client-id',
  clientSecret: 'e2e-client-secret-never-in-the-browser',
  webhookId: 'e2e-webhook',
};

/** Subscribes the signed-in user to Bridge Builder through the local fake PayPal's approval page. */
export async function subscribeToBridgeBuilder(page: Page) {
  await page.goto('/checkout?plan=pro');
  await page.getByRole('button', { name: 'Subscribe for $29.00 a month with PayPal' }).click();
  await page.getByRole('link', { name: 'Agree & Subscribe' }).click();
  await expect(page.getByText('Payment Successful! 🎉').first()).toBeVisible({ timeout: 20_000 });
}
