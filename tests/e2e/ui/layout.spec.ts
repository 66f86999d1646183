import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { APP_ROUTES, openRoute } from '../support/routes';
import { askAgent, signUpWithProject } from '../studio/studio-helpers';

const SIZES = [
  { width: 375, height: 700 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;
const SCREENSHOT_WIDTHS: readonly number[] = [375, 768, 1280];

// Below a page's last line there are only paddings: main's (room for the footer button), the
// page's and a card's, 240 px at most (the home page). More than this is height nothing fills.
const MAX_SPACE_BELOW_CONTENT = 256;

/** Under the run's output folder, which Playwright empties when a run starts, not after it. */
const screenshotPath = (testInfo: TestInfo, name: string) =>
  join(testInfo.project.outputDir, 'screenshots', `${name}.png`);

/** Heights on the page as it is now: the document, <main>, and the last thing it shows. */
function measure(page: Page) {
  return page.evaluate(() => {
    const main = document.getElementById('main-content')!;
    // What a box clips away is not content the page shows, wherever it would lie unclipped.
    const clippedBottom = (element: Element, bottom: number) => {
      for (let box = element.parentElement; box && box !== main; box = box.parentElement) {
        if (getComputedStyle(box).overflowY !== 'visible')
          bottom = Math.min(bottom, box.getBoundingClientRect().bottom);
      }
      return bottom;
    };
    let contentBottom = 0;
    const tallBoxes: string[] = [];
    for (const element of main.querySelectorAll('*')) {
      const minHeight = parseFloat(getComputedStyle(element).minHeight);
      if (minHeight >= innerHeight) tallBoxes.push(`${element.tagName} ${element.className}`);
      if (element.children.length > 0) continue;
      const rect = element.getBoundingClientRect();
      // Visually hidden labels are 1 px boxes; they are not content.
      if (rect.width <= 1 || rect.height <= 1) continue;
      contentBottom = Math.max(contentBottom, clippedBottom(element, rect.bottom) + scrollY);
    }
    return {
      documentHeight: document.documentElement.scrollHeight,
      documentWidth: document.documentElement.scrollWidth,
      mainBottom: main.getBoundingClientRect().bottom + scrollY,
      contentBottom,
      tallBoxes,
      viewportHeight: innerHeight,
      viewportWidth: innerWidth,
    };
  });
}

test('the studio fills the window at every size: the conversation scrolls in its box and the input stays in view', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signUpWithProject(page);
  // Four plan cards are taller than the conversation's box even on a 1920 x 1080 screen.
  for (const table of ['tasks', 'notes', 'tags', 'people']) {
    await askAgent(page, `create a table called ${table} with a title`);
  }
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await openRoute(page, '/agent');
    const where = `${size.width}x${size.height}`;
    const input = page.getByLabel('Your instruction');
    await expect(input, where).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Send' }), where).toBeInViewport({ ratio: 1 });

    const sizes = await measure(page);
    expect(sizes.documentHeight, `document height at ${where}`).toBe(size.height);
    expect(sizes.documentWidth, `document width at ${where}`).toBe(size.width);

    const log = page.getByRole('log');
    const box = await log.evaluate((element) => ({
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
      bottom: element.getBoundingClientRect().bottom,
    }));
    expect(box.scrollHeight, `the conversation overflows its box at ${where}`).toBeGreaterThan(
      box.clientHeight,
    );
    expect(box.clientHeight, `the conversation keeps room to read at ${where}`).toBeGreaterThan(
      150,
    );
    const inputTop = (await input.boundingBox())!.y;
    expect(box.bottom, `the conversation ends above the input at ${where}`).toBeLessThanOrEqual(
      inputTop,
    );

    // The studio as it opens, before the wheel moves the conversation.
    if (SCREENSHOT_WIDTHS.includes(size.width)) {
      await page.screenshot({ path: screenshotPath(testInfo, `agent-${size.width}`) });
    }

    // The wheel over the conversation scrolls the conversation, never the page.
    await log.evaluate((element) => element.scrollTo({ top: 0 }));
    await log.hover();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => log.evaluate((element) => element.scrollTop), where).toBeGreaterThan(0);
    expect(await page.evaluate(() => scrollY), where).toBe(0);

    if (SCREENSHOT_WIDTHS.includes(size.width)) {
      await openRoute(page, '/overview');
      // The window as the user sees it: a full-page capture misdraws the fixed background and button.
      await page.screenshot({ path: screenshotPath(testInfo, `overview-${size.width}`) });
    }
  }
});

test('on a narrow screen project health opens over the studio and closes back to the chat', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await signUpWithProject(page);
  await expect(page.getByRole('complementary', { name: 'Project health' })).toHaveCount(0);
  const open = page.getByRole('button', { name: 'Project health' });
  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Project health' });
  await expect(sheet.getByText('System Health')).toBeVisible();
  await expect(sheet.getByTestId('monitor-card')).toBeVisible();
  // Only the sheet: the sign-up's toasts may still be fading out behind it.
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="project-health-sheet"]')
    .analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, 'project health sheet').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(open).toBeFocused();

  // Wide again, the health column sits beside the chat and the button goes away.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('complementary', { name: 'Project health' })).toBeVisible();
  await expect(open).toHaveCount(0);
});

// Every route at the narrowest and the widest size; the studio test above covers all four.
for (const size of [SIZES[0], SIZES[3]]) {
  test(`no page is taller than its content at ${size.width}x${size.height}`, async ({ page }) => {
    test.setTimeout(150_000);
    await signUpWithProject(page);
    await askAgent(page, 'create a table called tasks with a title');
    await page.setViewportSize(size);
    for (const path of APP_ROUTES) {
      await openRoute(page, path);
      const sizes = await measure(page);
      expect(sizes.tallBoxes, `${path}: boxes as tall as the window inside the page`).toEqual([]);
      // Nothing lies outside <main>: hidden labels escaping a scroll box made /agent 12,800 px tall.
      expect(sizes.documentHeight, `${path}: document against <main>`).toBeLessThanOrEqual(
        Math.ceil(sizes.mainBottom),
      );
      expect(sizes.documentHeight, `${path}: document against its content`).toBeLessThanOrEqual(
        Math.max(sizes.viewportHeight, Math.ceil(sizes.contentBottom) + MAX_SPACE_BELOW_CONTENT),
      );
      expect(sizes.documentWidth, `${path}: no sideways scrolling`).toBeLessThanOrEqual(
        sizes.viewportWidth,
      );
    }
  });
}
