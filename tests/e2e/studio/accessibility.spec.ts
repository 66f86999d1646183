import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { askAgent, signUpWithProject } from './studio-helpers';

// Each route as it first opens is checked in both themes by tests/e2e/ui/axe-routes.spec.ts;
// these are the studio's states it does not reach: other tabs, plans that ran, the dialogs.
const PAGES = ['/integrations?tab=hosting', '/integrations?tab=schema'];
const PHONE_PAGES = ['/integrations', '/dashboard', '/data', '/auth-users', '/overview', ...PAGES];

for (const theme of ['dark', 'light'] as const) {
  test(`no serious or critical axe violation on the studio pages, ${theme} theme`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.addInitScript((value) => localStorage.setItem('bridge-studio-theme', value), theme);
    await signUpWithProject(page);
    // A plan card with highlighted SQL and a chart make the pages as full as they get.
    const plan = await askAgent(
      page,
      'create a table called tasks with a title and a done checkbox',
    );
    await plan.getByRole('button', { name: 'Execute' }).click();
    await expect(plan).toContainText('Done: this change has run.', { timeout: 30_000 });
    await askAgent(page, 'drop the tasks table');
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), '/agent with plans').toEqual([]);

    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(new RegExp(theme));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.goto('/agent');
    await page
      .getByRole('article', { name: 'Plan: drop the tasks table' })
      .getByRole('button', { name: 'Execute' })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page), 'high-risk dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Delete Session 1?' })).toBeVisible();
    expect(await seriousViolations(page), 'delete-session dialog').toEqual([]);
  });
}

test('the studio pages fit a 375 px wide phone without sideways scrolling', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpWithProject(page);
  await askAgent(page, 'create a table called tasks with a title and a done checkbox');
  for (const path of ['/agent', ...PHONE_PAGES]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
