import { expect, test } from '@playwright/test';
import { overflowsIn, pageOverflow } from '../support/overflow';
import { openRoute } from '../support/routes';
import { LONG_WORD, signUpWithWideReplies } from './wide-replies';

const SIZES = [
  { width: 375, height: 700 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

test('wide replies wrap or scroll inside their own box at every width', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpWithWideReplies(page);
  for (const size of SIZES) {
    const where = `${size.width}x${size.height}`;
    await page.setViewportSize(size);
    await openRoute(page, '/agent');
    const log = page.getByRole('log');
    await expect(log.getByRole('region', { name: 'Answer to "show me all wide"' })).toBeVisible();
    await expect(log.getByText(LONG_WORD).first()).toBeVisible();

    expect.soft(await overflowsIn(log), `inside the conversation at ${where}`).toEqual([]);
    expect.soft(await pageOverflow(page), `the page scrolls sideways at ${where}`).toBe(0);

    // What is wider than a bubble scrolls in its own box: the SQL listing and the 22-column table.
    const scrollers = [
      log.getByLabel('SQL', { exact: true }).filter({ hasText: 'information_schema' }),
      log.getByRole('region', { name: 'Answer to "show me all wide"' }),
    ];
    for (const scroller of scrollers) {
      const box = await scroller.evaluate((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
      }));
      expect
        .soft(box.scroll, `${where}: the box scrolls what is wider than it`)
        .toBeGreaterThan(box.client);
    }
  }
});
