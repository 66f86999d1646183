import { expect, test } from '@playwright/test';
import { PASSWORD, signIn, signUp, uniqueEmail } from './support/accounts';

test('a founder signs up, stays signed in across a reload, signs out and back in', async ({
  page,
}) => {
  const email = await signUp(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  await header.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back!')).toBeVisible();
});

test('a wrong password keeps the user on the sign-in page with the reason', async ({ page }) => {
  const email = await signUp(page);
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await signIn(page, email, `${PASSWORD}-wrong`);
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(page.getByText('That e-mail and password do not match an account.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a signed-in user who opens /auth is sent to the dashboard', async ({ page }) => {
  await signUp(page, uniqueEmail());
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a protected page sends an anonymous visitor to /auth', async ({ page }) => {
  for (const path of ['/dashboard', '/agent', '/settings/appearance']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
  }
});
