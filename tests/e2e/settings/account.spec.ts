import { expect, test } from '@playwright/test';
import { PASSWORD, signIn, signUp } from '../support/accounts';

test('ending another session signs that browser out; the name can be changed', async ({
  page,
  browser,
}) => {
  const email = await signUp(page);
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, email, PASSWORD);
  await expect(second).toHaveURL(/\/dashboard$/);

  await page.goto('/settings');
  await expect(page.getByTestId('settings-status')).toContainText('0.0s response');
  await expect(page.getByTestId('account-session')).toHaveCount(2);
  await expect(page.getByTestId('account-session').filter({ hasText: 'This browser' })).toHaveCount(
    1,
  );
  await page
    .getByTestId('account-session')
    .getByRole('button', { name: /^Sign out/ })
    .click();
  await expect(page.getByText('Session ended')).toBeVisible();
  await expect(page.getByTestId('account-session')).toHaveCount(1);

  await second.goto('/settings');
  await expect(second).toHaveURL(/\/auth/);
  await other.close();

  await page.getByRole('button', { name: 'Edit name' }).click();
  // The form opens with the focus in its first field.
  await expect(page.getByLabel('First name')).toBeFocused();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit name' })).toBeFocused();
  await page.reload();
  await expect(page.getByTestId('profile-summary')).toContainText('Grace Hopper');
  await expect(page).toHaveURL(/\/settings$/);
});

test('deleting the account needs the password and DELETE, then signs out for good', async ({
  page,
}) => {
  const email = await signUp(page);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Type DELETE to confirm.')).toBeVisible();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Account deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);

  await signIn(page, email, PASSWORD);
  await expect(page.getByText('That e-mail and password do not match an account.')).toBeVisible();
});
