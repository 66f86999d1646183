import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signUp } from '../support/accounts';

// Each route as it first opens is checked in both themes by tests/e2e/ui/axe-routes.spec.ts;
// these are the tabs it does not reach.
const PAGES = ['/advanced?tab=team', '/advanced?tab=ai', '/advanced?tab=templates'];

for (const theme of ['dark', 'light'] as const) {
  test(`no serious or critical axe violation on the settings and advanced pages, ${theme} theme`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript((value) => localStorage.setItem('bridge-studio-theme', value), theme);
    await signUp(page);
    const created = await page.request.post('/api/projects', {
      data: { name: 'Axe' },
      headers: { 'x-bridge-client': 'e2e' },
    });
    expect(created.status()).toBe(201);
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(new RegExp(theme));
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
      expect(await seriousViolations(page), `${path} (${theme})`).toEqual([]);
    }
  });
}
