import type { Browser } from '@playwright/test';

/**
 * An end user's own browser on a site's origin, noting every console error, failed request and
 * error answer, so a test can require that the app loaded cleanly.
 */
export async function siteVisitor(browser: Browser, siteUrl: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('requestfailed', (request) => problems.push(`${request.url()} failed`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.url()} answered ${response.status()}`);
  });
  await page.goto(siteUrl);
  return { page, problems, close: () => context.close() };
}
