import { expect, test, type Page } from '@playwright/test';
import { signUpWithProject } from '../studio/studio-helpers';

/** Issue 19 item 2: Get Started counts and the dashboard's suggestions come from real work. */

/** Opens a suggestion in the studio, sends it and runs the plan it makes. */
async function runSuggestion(page: Page, service: string, label: string, instruction: string) {
  await page.goto('/dashboard');
  const suggestion = page.getByTestId(`suggestion-${service}`);
  await expect(suggestion).toContainText(label);
  await suggestion.getByRole('link').click();
  const input = page.getByLabel('Your instruction');
  await expect(input).toHaveValue(instruction);
  // The chat keeps earlier plans, which may still be loading: the new card is the one not yet run.
  const cards = page.getByRole('article', { name: `Plan: ${instruction}` });
  const run = page.getByRole('button', { name: /^(Execute|Deploy Now)$/ });
  await input.press('Enter');
  await expect(cards.filter({ has: run })).toHaveCount(1, { timeout: 30_000 });
  await cards
    .filter({ has: run })
    .getByRole('button', { name: /^(Execute|Deploy Now)$/ })
    .click();
  const plan = cards.last();
  const confirm = page.getByRole('alertdialog');
  if (await confirm.isVisible().catch(() => false))
    await confirm.getByRole('button').last().click();
  await expect(plan).toContainText('Done: this change has run.', { timeout: 60_000 });
}

test('a founder who created a project and deployed twice sees it counted, and new suggestions', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpWithProject(page, '/dashboard', 'Real state shop');

  // A new project: a first table, a branch and a first deploy are what it needs next.
  await expect(page.getByTestId('suggestion-backend')).toContainText('Create your first table');
  await expect(page.getByTestId('suggestion-git')).toContainText(
    'Try changes on a separate branch',
  );

  await page.goto('/welcome');
  await expect(page.getByTestId('onboarding-progress-text')).toHaveText('1 of 4 steps done');
  await expect(page.getByTestId('onboarding-step-project')).toHaveAttribute('data-done', 'true');

  await runSuggestion(page, 'hosting', 'Put your site online', 'deploy main to production');
  // Once online, the hosting suggestion is to publish the latest changes: a second deploy.
  await runSuggestion(page, 'hosting', 'Publish your latest changes', 'deploy main to production');
  await runSuggestion(
    page,
    'backend',
    'Create your first table',
    'create a table called tasks with a title and a done checkbox',
  );
  await page.goto('/dashboard');
  await expect(page.getByTestId('suggestion-backend')).not.toContainText('Create your first table');
  await expect(page.getByTestId('suggestion-backend')).toContainText('tasks');

  await page.goto('/welcome');
  await expect(page.getByTestId('onboarding-progress-text')).toHaveText('3 of 4 steps done');
  await expect(page.getByTestId('stat-setup-progress')).toContainText('3/4');
  for (const step of ['project', 'integrations', 'deploy'])
    await expect(page.getByTestId(`onboarding-step-${step}`)).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('onboarding-step-demo')).toHaveAttribute('data-done', 'false');
  await expect(page.getByTestId('onboarding-step-deploy').getByText('Done')).toBeVisible();
  await expect(page.getByTestId('stat-time-to-deploy')).toContainText(
    'Your first project to your first deploy',
  );
});
