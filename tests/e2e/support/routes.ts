import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

// Read from the router's source: importing it would load the whole client into the test runner.
const router = readFileSync(new URL('../../../src/client/app/router.tsx', import.meta.url), 'utf8');

/** Every path the router declares (the index as "/"), in its order; the catch-all is left out. */
export const APP_ROUTES = [
  '/',
  ...[...router.matchAll(/page\(\s*'([^'*]+)'/g)].map((match) => `/${match[1]}`),
];

/** Opens a path and waits until its heading is shown, its requests are done and nothing still loads. */
export async function openRoute(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [data-slot="skeleton"]')).toHaveCount(0);
}
