import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signUp } from '../support/accounts';

type Check = { name: string; path: string; prepare?: (page: Page) => Promise<void> };

// Each route as it first opens is checked in both themes by tests/e2e/ui/axe-routes.spec.ts;
// these are the states of the learning pages it does not reach.
const PAGES: Check[] = [
  { name: 'welcome, templates', path: '/welcome?tab=templates' },
  {
    name: 'welcome, analytics with a chart',
    path: '/welcome?tab=analytics',
    prepare: async (page) => {
      await page.evaluate(() =>
        fetch('/api/codegen', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ prompt: 'a list of tasks with title and done' }),
        }),
      );
      await page.reload();
      await expect(page.getByTestId('usage-chart').locator('svg').first()).toBeVisible();
    },
  },
  {
    name: 'demo, project builder',
    path: '/demo',
    prepare: async (page) => {
      await page.getByRole('tab', { name: 'Project Builder' }).click();
    },
  },
  {
    name: 'help center with results',
    path: '/help',
    prepare: async (page) => {
      await page.getByLabel('Search the help center').fill('deploy');
    },
  },
  { name: 'help library with results', path: '/help-library?q=row' },
  { name: 'help library, no results', path: '/help-library?q=xylophone' },
  { name: 'contact, enterprise', path: '/contact?plan=enterprise' },
];

for (const theme of ['dark', 'light'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(
        (value) => localStorage.setItem('bridge-studio-theme', value),
        theme,
      );
    });

    test('no serious or critical axe violation on any page of the learning area', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signUp(page);
      for (const check of PAGES) {
        await page.goto(check.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveClass(new RegExp(theme));
        await check.prepare?.(page);
        // Let lazy tabs and the chart settle before checking.
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page), check.name).toEqual([]);
      }
    });

    test('no serious or critical axe violation with the guided demo overlay, or for a visitor', async ({
      page,
    }) => {
      // Five axe runs: about 22 s on a quiet 2-core machine, so the default 30 s is too close.
      test.setTimeout(60_000);
      await page.goto('/welcome');
      await page
        .getByTestId('onboarding-step-demo')
        .getByRole('button', { name: 'Start Demo' })
        .click();
      await expect(page.getByTestId('demo-control')).toBeVisible();
      await page
        .getByTestId('demo-control')
        .getByRole('button', { name: 'Pause autopilot' })
        .click();
      expect(await seriousViolations(page), 'demo overlay').toEqual([]);
      await page.getByTestId('demo-control').getByRole('button', { name: 'Stop' }).click();
      for (const path of ['/', '/welcome', '/welcome?tab=analytics', '/demo']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page), `visitor ${path}`).toEqual([]);
      }
    });
  });
}
