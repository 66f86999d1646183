import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { APP_ROUTES, openRoute } from '../support/routes';
import { askAgent, signUpWithProject } from '../studio/studio-helpers';

// Pages that read differently to a visitor: the header's Sign In, the plans' buttons, the form.
const VISITOR_ROUTES = ['/', '/auth', '/pricing', '/checkout'];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(
        (value) => localStorage.setItem('bridge-studio-theme', value),
        theme,
      );
    });

    test('no serious or critical axe violation on any route, signed in with a project', async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await signUpWithProject(page);
      // The studio as full as it gets: a plan card with its highlighted SQL.
      await askAgent(page, 'create a table called tasks with a title and a done checkbox');
      const found: Record<string, string[]> = {};
      for (const path of APP_ROUTES) {
        await openRoute(page, path);
        await expect(page.locator('html')).toHaveClass(new RegExp(theme));
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[path] = violations;
      }
      expect(found).toEqual({});
    });

    test('no serious or critical axe violation on the pages a visitor sees differently', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const found: Record<string, string[]> = {};
      for (const path of VISITOR_ROUTES) {
        await openRoute(page, path);
        await expect(page.locator('html')).toHaveClass(new RegExp(theme));
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[path] = violations;
      }
      expect(found).toEqual({});
    });
  });
}
