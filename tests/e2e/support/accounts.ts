import { expect, type Page } from '@playwright/test';

let counter = 0;
export const uniqueEmail = (prefix = 'founder') =>
  `${prefix}-${Date.now()}-${counter++}@example.com`;

export const PASSWORD = 'correct horse battery';

/** Signs a new user up through the /auth page and waits for the dashboard. */
export async function signUp(page: Page, email = uniqueEmail()) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
