import { expect, test, type Page } from '@playwright/test';
import { signUp } from '../support/accounts';
import { holdClock } from '../support/clock';

const label = (page: Page) => page.getByRole('banner').getByTestId('connection-label');
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

test('the connection label goes offline with the browser and recovers when it is back', async ({
  page,
  context,
}) => {
  await page.goto('/pricing');
  await expect(label(page)).toHaveText('Bridge Ready');
  await context.setOffline(true);
  await expect(label(page)).toHaveText('Bridge Offline');
  await context.setOffline(false);
  await expect(label(page)).toHaveText('Bridge Ready');
});

test('a query that cannot reach the server is retried with notices, then says System Recovered', async ({
  page,
}) => {
  let failures = 2;
  await page.route('**/api/billing/config', (route) =>
    failures-- > 0 ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.clock.install();
  await page.goto('/pricing');
  await expect(toast(page, 'Retrying Operation (1/3)')).toBeVisible();
  await expect(toast(page, 'Connection Issue')).toContainText(
    'Connection issue detected. Retrying automatically...',
  );
  await expect(label(page)).toHaveText('Bridge Offline');
  // Time keeps flowing (sonner shows a new toast on a timer); each jump skips one retry's wait.
  await page.clock.fastForward(1_000);
  await expect(toast(page, 'Retrying Operation (2/3)')).toBeVisible();
  await page.clock.fastForward(2_000);
  await expect(toast(page, 'System Recovered')).toBeVisible();
  expect(failures).toBeLessThan(0);
  await expect(label(page)).toHaveText('Bridge Ready');
});

test('after three retries a query that keeps failing says Retry Failed', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/billing/config', (route) => {
    calls += 1;
    return route.abort('internetdisconnected');
  });
  await page.clock.install();
  await page.goto('/pricing');
  await expect(toast(page, 'Retrying Operation (1/3)')).toBeVisible();
  await page.clock.fastForward(1_000);
  await expect(toast(page, 'Retrying Operation (2/3)')).toBeVisible();
  await page.clock.fastForward(2_000);
  await expect(toast(page, 'Retrying Operation (3/3)')).toBeVisible();
  await page.clock.fastForward(4_000);
  await expect(toast(page, 'Retry Failed')).toContainText(
    'Maximum retry attempts reached for the operation. Please try again later.',
  );
  expect(calls).toBe(4);
});

test('a page whose code fails to download shows System Recovery Mode, and Retry Recovery loads it', async ({
  page,
}) => {
  const chunk = '**/assets/about-page-*.js';
  await page.route(chunk, (route) => route.abort('failed'));
  await page.clock.install();
  await page.goto('/about');
  const recovery = page.getByTestId('system-recovery');
  await expect(recovery.getByRole('heading', { name: 'System Recovery Mode' })).toBeVisible();
  await expect(recovery).toContainText('has been logged');
  await expect(recovery).toContainText(/attempt 1 of 3/);
  await expect(recovery.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);

  // Still failing: three reloads by themselves, 2 s apart, then it stops instead of looping.
  // 2 s and a little more: the page schedules its retry from an effect, which runs after a frame.
  for (const attempt of [2, 3]) {
    await holdClock(page);
    await page.clock.runFor(2_500);
    await expect(recovery).toContainText(`attempt ${attempt} of 3`);
  }
  await holdClock(page);
  await page.clock.runFor(2_500);
  await expect(recovery.getByRole('heading', { name: 'System Recovery Mode' })).toBeVisible();
  await expect(recovery).not.toContainText('Trying again automatically');
  await holdClock(page);
  await page.clock.runFor(10_000);
  await expect(recovery).not.toContainText('Trying again automatically');

  // The new build's code is there again: Retry Recovery reloads and the page shows.
  await page.unroute(chunk);
  await recovery.getByRole('button', { name: 'Retry Recovery' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('System Recovery Mode');
  await expect(page.getByTestId('system-recovery')).toHaveCount(0);
});

test('a tab holds one event stream, through sign-up and page changes', async ({ page }) => {
  await page.addInitScript(() => {
    const Native = window.EventSource;
    const counts = { open: 0, max: 0 };
    (window as unknown as { __streams: typeof counts }).__streams = counts;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        counts.open += 1;
        counts.max = Math.max(counts.max, counts.open);
      }
      override close() {
        if (this.readyState !== Native.CLOSED) counts.open -= 1;
        super.close();
      }
    };
  });
  const streams = () =>
    page.evaluate(
      () => (window as unknown as { __streams: { open: number; max: number } }).__streams,
    );

  await signUp(page);
  await expect(label(page)).toHaveText('Bridge Ready');
  for (const link of ['AI Agent', 'Dashboard']) {
    await page.getByRole('banner').getByTestId('nav-menu').click();
    await page.getByRole('menuitem', { name: link }).click();
    await expect(label(page)).toHaveText('Bridge Ready');
  }
  const counted = await streams();
  expect(counted.open).toBe(1);
  expect(counted.max).toBe(1);
});
