import { expect, test } from '@playwright/test';
import { askAgent, signUpWithProject } from './studio-helpers';

test('"connect my GitHub" opens the GitHub form at 375 px, an API question opens the API, and "turn off sign ups" runs', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpWithProject(page);
  const projectId = await page.getByRole('combobox', { name: 'Project', exact: true }).inputValue();

  const input = page.getByLabel('Your instruction');
  await input.fill('connect my GitHub');
  await input.press('Enter');
  const form = page.getByRole('dialog', { name: 'Connect GitHub' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/settings\/advanced\?.*connect=github/);
  await expect(form.getByLabel('GitHub user or organisation')).toBeFocused();
  const box = await form.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(page).not.toHaveURL(/connect=/);

  // A question about the API opens the screen that answers it.
  await page.goto(`/agent?project=${projectId}`);
  await input.fill("where's my api key?");
  await input.press('Enter');
  await expect(page).toHaveURL(/\/settings\/database\?project=/, { timeout: 30_000 });
  await expect(page.getByTestId('project-api-anon-key')).toBeVisible({ timeout: 30_000 });

  await page.goto(`/agent?project=${projectId}`);
  const plan = await askAgent(page, 'turn off sign ups');
  await expect(plan).toContainText('New people cannot sign up to your app');
  await plan.getByRole('button', { name: 'Execute' }).click();
  await expect(plan).toContainText('Done: this change has run.', { timeout: 30_000 });
  const settings = await page.request.get(`/api/projects/${projectId}/auth/settings`);
  expect(await settings.json()).toEqual({
    emailPassword: true,
    signups: false,
    confirmEmail: false,
    passwordMinLength: 6,
  });
});
