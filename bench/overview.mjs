// Prints how long /overview takes on a cold load, signed in, until its figures are on screen:
// the median and spread of several runs in Chromium, each with an empty cache. Needs `npm run build`.
// --requests prints each run's requests with their start and end.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startAppServer } from '../scripts/spawn-server.mjs';
import { median } from './support/http-client.mjs';
import { signedInState, CHROMIUM } from './support/browser.mjs';

const { values } = parseArgs({ options: { requests: { type: 'boolean', default: false } } });
const RUNS = Number(process.env.RUNS ?? 7);
const BUDGET_MS = 1000;

if (!existsSync('dist/client/index.html') || !existsSync('dist/server/main.js')) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const server = await startAppServer({ RATE_LIMIT_AUTH_MAX: '10000' });
const browser = await chromium.launch(CHROMIUM);
const times = [];
try {
  const state = await signedInState(browser, server.url);
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ storageState: state });
    const page = await context.newPage();
    if (values.requests) {
      page.on('requestfinished', (r) => {
        const t = r.timing();
        console.log(
          `  ${Math.round(t.startTime - start)}..${Math.round(t.startTime - start + t.responseEnd)} ms ${r.url().replace(server.url, '')}`,
        );
      });
    }
    const start = Date.now();
    await page.goto(`${server.url}/overview`, { waitUntil: 'commit' });
    // The four tiles are the page's content; the time is the browser's own, from navigation start.
    const shown = await page.waitForFunction(
      () => document.querySelector('ul[aria-label="Overview"]') && performance.now(),
      null,
      { polling: 'raf' },
    );
    times.push(await shown.jsonValue());
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
const ms = (n) => `${Math.round(n)} ms`;
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `/overview until its figures show, cold cache: median ${ms(median(times))} (fastest ${ms(sorted[0])}, slowest ${ms(sorted.at(-1))}, ${RUNS} runs, budget ${BUDGET_MS} ms)`,
);
if (median(times) > BUDGET_MS) console.log('Over budget.');
