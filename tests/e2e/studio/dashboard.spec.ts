import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';
import { pressEscapeIn } from '../support/escape';
import { askAgent, signUpWithProject } from './studio-helpers';

test('the dashboard shows the project’s real figures and working quick actions', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpWithProject(page, '/dashboard');
  await expect(page.getByTestId('database-console')).toContainText('Database Console');
  await expect(page.getByTestId('tile-storage')).toContainText('1'); // the baseline profiles table
  await expect(page.getByTestId('tile-users')).toContainText('+0 this week');
  await expect(page.getByTestId('tile-rules')).toContainText(/[1-9]/); // the baseline owner policy on profiles
  await expect(page.getByText('Nothing yet. Your plans and changes will show here.')).toBeVisible();

  await page.getByRole('button', { name: 'Mobile Features' }).click();
  await expect(page.getByRole('dialog', { name: 'Mobile Features' })).toContainText('375 pixel');
  await pressEscapeIn(page, 'dialog');

  await page.getByRole('link', { name: 'Add New Storage' }).click();
  await expect(page).toHaveURL(/\/agent\?instruction=/);
  await expect(page.getByLabel('Your instruction')).toHaveValue(
    'Create a public bucket called uploads',
  );
  await page.getByLabel('Your instruction').fill('create a table called tasks with a title');
  await page.getByLabel('Your instruction').press('Enter');
  const plan = page.getByRole('article', {
    name: 'Plan: create a table called tasks with a title',
  });
  await plan.getByRole('button', { name: 'Execute' }).click();
  await expect(plan).toContainText('Done: this change has run.', { timeout: 30_000 });

  await page.goto('/dashboard');
  await expect(page.getByTestId('tile-storage')).toContainText('2');
  // The change, plus any fix the agent monitor prepared for the new table.
  await expect(page.getByTestId('tile-activity')).toContainText(/Activity today[1-9]/);
  await expect(page.getByTestId('dashboard-activity')).toContainText(
    'create a table called tasks with a title',
  );

  await page.getByRole('link', { name: 'Set Up Sign-ins' }).click();
  await expect(page.getByLabel('Your instruction')).toHaveValue(/sign in/);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Help Guide' }).click();
  await expect(page).toHaveURL(/\/help-library$/);
});

test('the analytics overview shows the placeholder until there is data, then tiles and a chart', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page);
  await page.goto('/overview');
  const channels = page.getByRole('navigation', { name: 'Studio channels' });
  await expect(channels.getByRole('link', { name: 'CH 3 Analytics' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByTestId('chart-placeholder')).toBeVisible();
  await expect(page.getByTestId('metric-performance')).toContainText('—');
  await expect(page.locator('script[src*="usage-chart"]')).toHaveCount(0);

  await channels.getByRole('link', { name: 'CH 2 AI Agent' }).click();
  await expect(page).toHaveURL(/\/agent$/);
  await page.getByTestId('first-project').getByLabel('Project name').fill('Shop');
  await page.getByTestId('first-project').getByRole('button', { name: 'Create Project' }).click();
  const plan = await askAgent(page, 'create a table called orders with a total');
  await plan.getByRole('button', { name: 'Execute' }).click();
  await expect(plan).toContainText('Done: this change has run.', { timeout: 30_000 });

  await page.goto('/overview');
  await expect(page.getByTestId('metric-totalProjects')).toContainText('1');
  await expect(page.getByTestId('metric-activeUsers')).toContainText('1');
  await expect(page.getByTestId('metric-apiCalls')).toContainText('2');
  await expect(page.getByTestId('metric-performance')).toContainText('100%');
  await expect(page.getByTestId('usage-chart').locator('svg').first()).toBeVisible();
  await expect(page.getByTestId('chart-placeholder')).toHaveCount(0);
});
