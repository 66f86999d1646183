import { expect, type Page } from '@playwright/test';
import { signUp } from '../support/accounts';

/** A new user with one project, on the page given. */
export async function signUpWithProject(page: Page, path = '/agent', name = 'Task Tracker') {
  await signUp(page);
  await page.goto(path);
  const first = page.getByTestId('first-project');
  await expect(first).toBeVisible();
  await first.getByLabel('Project name').fill(name);
  await first.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByRole('combobox', { name: 'Project', exact: true })).toHaveValue(/.+/, {
    timeout: 30_000,
  });
  return name;
}

/** Sends an instruction in the /agent chat and waits for its plan card. */
export async function askAgent(page: Page, instruction: string) {
  const input = page.getByLabel('Your instruction');
  await input.fill(instruction);
  await input.press('Enter');
  const card = page.getByRole('article', { name: `Plan: ${instruction}` });
  await expect(card).toBeVisible({ timeout: 30_000 });
  return card;
}

export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
