import { expect, test, type Page } from '@playwright/test';
import { signIn, signUp, uniqueEmail } from '../support/accounts';
import { pressEscapeIn } from '../support/escape';

const step = (page: Page, id: string) => page.getByTestId(`onboarding-step-${id}`);
const progressText = (page: Page) => page.getByTestId('onboarding-progress-text');

async function openStep(page: Page, id: string) {
  const card = step(page, id);
  const header = card.getByRole('button').first();
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  return card;
}

test('a signed-in founder completes all four steps for real, and the progress survives a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page);
  await page.goto('/welcome');
  await expect(progressText(page)).toHaveText('0 of 4 steps done');
  await expect(page.getByTestId('stat-setup-progress')).toContainText('0/4');

  // 1. The guided demo starts on the home page; stop it and come back.
  await (await openStep(page, 'demo')).getByRole('button', { name: 'Start Demo' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId('demo-control').getByRole('button', { name: 'Stop' }).click();
  await page.goto('/welcome');
  await expect(step(page, 'demo')).toHaveAttribute('data-done', 'true');

  // 2. A real project.
  await (await openStep(page, 'project')).getByRole('button', { name: 'Create Project' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Project name').fill('Onboarding shop');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('Project created successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(step(page, 'project')).toHaveAttribute('data-done', 'true');

  // 3. The integrations hub opens.
  await (
    await openStep(page, 'integrations')
  )
    .getByRole('button', { name: 'Open Integrations' })
    .click();
  await expect(page).toHaveURL(/\/integrations$/);
  await page.goto('/welcome');

  // 4. Deploy the project for real.
  await (await openStep(page, 'deploy')).getByRole('button', { name: 'Deploy Now' }).click();
  await expect(page.getByText('Deployment successful')).toBeVisible({ timeout: 30_000 });

  await expect(progressText(page)).toHaveText('4 of 4 steps done');
  await expect(page.getByTestId('setup-complete')).toBeVisible();
  await page.reload();
  await expect(progressText(page)).toHaveText('4 of 4 steps done');
  await expect(page.getByTestId('stat-setup-progress')).toContainText('4/4');
  await expect(page.getByTestId('stat-time-to-deploy')).toContainText(
    'Your first project to your first deploy',
  );

  await page.getByTestId('setup-complete').getByRole('button', { name: 'View Analytics' }).click();
  await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: 'Get Started' }).click();
  await page.getByTestId('setup-complete').getByRole('button', { name: 'Start Building' }).click();
  await expect(page).toHaveURL(/\/agent$/);
});

test("a visitor's progress stays in the browser and joins their account when they sign in", async ({
  page,
}) => {
  const email = uniqueEmail('onboarding');
  await signUp(page, email);
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

  await page.goto('/welcome');
  await expect(page.getByText('Your progress is kept in this browser.')).toBeVisible();
  await (
    await openStep(page, 'integrations')
  )
    .getByRole('button', { name: 'Open Integrations' })
    .click();
  await expect(page).toHaveURL(/\/integrations$/);
  await page.goto('/welcome');
  await (await openStep(page, 'deploy')).getByRole('button', { name: 'Skip for now' }).click();
  await expect(step(page, 'deploy')).toContainText('Skipped');
  await expect(progressText(page)).toHaveText('2 of 4 steps done');
  await page.reload();
  await expect(progressText(page)).toHaveText('2 of 4 steps done');

  // Creating a project needs an account: the dialog says so.
  await (await openStep(page, 'project')).getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await pressEscapeIn(page, 'dialog');

  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/welcome');
  await expect(progressText(page)).toHaveText('2 of 4 steps done');
  // The browser's copy is cleared once the account has it, which may land just after the page shows.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('bridge-studio-onboarding')))
    .toBeNull();
  const saved = await page.evaluate(() => fetch('/api/onboarding').then((r) => r.json()));
  expect(saved.progress).toEqual({ completed: ['integrations'], skipped: ['deploy'] });
});
