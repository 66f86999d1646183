import type { Page } from '@playwright/test';

/**
 * Stops the page's installed fake clock where it is: after clock.install() real time still flows,
 * so without this a slow machine moves timers on between a test's runFor steps.
 */
export async function holdClock(page: Page): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    // A little ahead of the page's time, which moves on while this call travels.
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 50);
      return;
    } catch (error) {
      if (attempt >= 4) throw error;
    }
  }
}
