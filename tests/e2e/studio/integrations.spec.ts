import { expect, test } from '@playwright/test';
import { signUpWithProject, toast } from './studio-helpers';

test('a visitor is asked to sign in before planning', async ({ page }) => {
  await page.goto('/integrations');
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations Hub' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).last()).toBeVisible();
});

test('the schema tab plans and applies a table, refuses empty input and shows errors in a red box', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpWithProject(page, '/integrations?tab=schema');
  const panel = page.getByRole('tabpanel', { name: 'Backend Schema' });
  await expect(panel.getByTestId('schema-tables')).toContainText('profiles');

  await panel.getByRole('button', { name: 'Generate Plan' }).click();
  await expect(toast(page, 'Instruction required')).toContainText(
    'Please describe what database schema you need.',
  );

  await panel.getByLabel('Instruction').fill('frobnicate the widgets');
  await panel.getByRole('button', { name: 'Generate Plan' }).click();
  await expect(toast(page, 'Schema generation failed')).toContainText(
    'Failed to process schema instruction.',
  );
  await expect(panel.getByTestId('plan-error')).toContainText('Failed to process instruction');

  await panel
    .getByLabel('Instruction')
    .fill('create a table called tasks with a title and a done checkbox');
  await panel.getByRole('button', { name: 'Generate Plan' }).click();
  await expect(toast(page, 'Operation planned successfully')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByTestId('plan-error')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Apply Schema Changes' }).click();
  await expect(toast(page, 'Schema created')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByTestId('table-tasks')).toContainText('done');
});

test('the version control tab creates a branch, commits to it and merges it', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpWithProject(page, '/integrations');
  const panel = page.getByRole('tabpanel', { name: 'Version Control' });
  await expect(panel.getByTestId('git-connection')).toHaveText('Connected: local repository');
  await expect(panel.getByTestId('git-branches')).toContainText('main');

  await panel.getByRole('button', { name: 'Generate Plan' }).click();
  await expect(toast(page, 'Instruction required')).toContainText(
    'Please enter a version control operation instruction.',
  );

  const run = async (instruction: string) => {
    await panel.getByLabel('Instruction').fill(instruction);
    await panel.getByRole('button', { name: 'Generate Plan' }).click();
    const card = panel.getByRole('article', { name: `Plan: ${instruction}` });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await card.getByRole('button', { name: 'Execute Operation' }).click();
    await expect(card).toContainText('Done: this change has run.', { timeout: 30_000 });
  };
  await run('create a branch called feature-login');
  await expect(panel.getByTestId('git-branches')).toContainText('feature-login');
  await run('commit a file called login.html containing "<h1>Sign in</h1>" to feature-login');
  await run('merge feature-login into main');
  await expect(toast(page, 'Operation executed').first()).toBeVisible();
  await expect(panel.getByTestId('git-commits')).toContainText('login.html');
});

test('the hosting tab deploys, shows the live site, and offers a rollback plan', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signUpWithProject(page, '/integrations?tab=hosting');
  const panel = page.getByRole('tabpanel', { name: 'Hosting' });
  await expect(panel.getByText('Nothing deployed yet')).toBeVisible();
  await expect(panel.getByTestId('deploy-state')).toHaveAttribute('data-state', 'ready');

  await panel.getByRole('button', { name: 'Generate Plan' }).click();
  await expect(toast(page, 'Instruction required')).toContainText(
    'Please enter a deployment instruction.',
  );

  const deploy = async () => {
    await panel.getByLabel('Instruction').fill('deploy main to production');
    await panel.getByRole('button', { name: 'Generate Plan' }).click();
    await expect(toast(page, 'Deployment planned').last()).toBeVisible({ timeout: 30_000 });
    const card = panel.getByRole('article', { name: 'Plan: deploy main to production' });
    await card.getByRole('button', { name: 'Deploy Now' }).click();
    await expect(panel.getByTestId('deploy-state')).toHaveAttribute('data-state', 'deployed', {
      timeout: 60_000,
    });
  };
  await deploy();
  await expect(toast(page, 'Deployment successful')).toContainText('Your app is now live!');
  await expect(panel.getByTestId('deploys')).toContainText('Live');

  // The site opens on its own origin (Chromium resolves *.localhost itself), its stylesheet
  // applied, with no failed request and no console error.
  const problems: string[] = [];
  // The browser's own look for /favicon.ico is not the site's request (the template has none).
  const ownRequest = (url: string) => !url.endsWith('/favicon.ico');
  context.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  context.on('response', (response) => {
    if (new URL(response.url()).hostname.endsWith('.localhost') && !response.ok())
      problems.push(`${response.status()}: ${response.url()}`);
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && message.page() !== page && ownRequest(message.location().url))
      problems.push(`console: ${message.text()}`);
  });
  const [site] = await Promise.all([
    context.waitForEvent('page'),
    panel
      .getByRole('link', { name: /^http:\/\/[a-z0-9-]+\.localhost:\d+\// })
      .first()
      .click(),
  ]);
  await site.waitForLoadState('load');
  expect(new URL(site.url()).hostname).toMatch(/^task-tracker-[a-z0-9-]*\.localhost$/);
  await expect(site.locator('body')).not.toContainText('Not published yet');
  await expect(site.locator('h1')).toContainText('Task Tracker');
  expect(await site.evaluate(() => getComputedStyle(document.body).display)).toBe('grid');
  expect(problems).toEqual([]);
  await site.close();

  await deploy();
  await panel
    .getByRole('button', { name: /Roll back to deploy/ })
    .first()
    .click();
  await expect(panel.getByLabel('Instruction')).toHaveValue(/roll back to deploy/);
  await expect(panel.getByRole('article', { name: /Plan: roll back to deploy/ })).toBeVisible({
    timeout: 30_000,
  });
});
