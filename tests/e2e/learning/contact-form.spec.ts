import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts';
import { E2E_OPERATOR_EMAIL } from '../support/operator';

test('a Contact page message is saved, says so truthfully, and reaches only the operator’s inbox', async ({
  page,
  browser,
}) => {
  const text = `Where do I find my API key? ${Date.now()}`;
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await expect(page.getByText('Write your message.')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await page.getByLabel('Email', { exact: true }).fill('grace@example.com');
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('contact-sent')).toContainText('Your message is saved.');
  // No SMTP on the e2e server: the page must not claim an e-mail went out.
  await expect(page.getByTestId('contact-sent')).not.toContainText('e-mailed');

  const stranger = await browser.newPage();
  await signUp(stranger, uniqueEmail('stranger'));
  await stranger.goto('/settings');
  await expect(stranger.getByRole('heading', { level: 1, name: 'Control Panel' })).toBeVisible();
  await expect(stranger.getByRole('link', { name: /Contact messages/ })).toHaveCount(0);
  await stranger.goto('/settings/messages');
  await expect(stranger.getByRole('alert')).toContainText('Only the person running');
  await stranger.close();

  await signUp(page, E2E_OPERATOR_EMAIL);
  await page.goto('/settings');
  await page.getByRole('link', { name: /Contact messages/ }).click();
  const message = page
    .getByRole('list', { name: 'Contact messages' })
    .getByRole('listitem')
    .filter({ hasText: text });
  await expect(message).toContainText('Grace Hopper');
  await expect(message.getByRole('link', { name: 'grace@example.com' })).toHaveAttribute(
    'href',
    'mailto:grace@example.com',
  );
  await expect(message).toContainText('Sent without signing in.');
});
