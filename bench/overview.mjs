// Prints how long each signed-in route takes on a cold load until its first paint with its data:
// the page's heading is on screen and nothing in the page still shows a skeleton or a spinner
// (/overview: its four figures). The median and spread of several runs in Chromium, each with an
// empty cache, against 1 s (decision 041). Needs `npm run build`.
// --route /overview measures one route; --requests prints each run's requests with their times.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startAppServer } from '../scripts/spawn-server.mjs';
import { median } from './support/http-client.mjs';
import { signedInState, CHROMIUM } from './support/browser.mjs';
import { SIGNED_IN_ROUTES } from './support/signed-in-routes.mjs';

const { values } = parseArgs({
  options: {
    requests: { type: 'boolean', default: false },
    route: { type: 'string', multiple: true },
  },
});
const RUNS = Number(process.env.RUNS ?? 7);
const BUDGET_MS = 1000;
const ROUTES = values.route ?? SIGNED_IN_ROUTES;

if (!existsSync('dist/client/index.html') || !existsSync('dist/server/main.js')) {
  console.error('Build first: npm run build');
  process.exit(1);
}

/** In the page: the time from navigation start once the route shows its data, else false. */
function shownWithData(path) {
  if (location.pathname !== path) return false;
  const main = document.querySelector('main');
  if (!main?.querySelector('h1')) return false;
  if (main.querySelector('[data-slot="skeleton"], [data-slot="spinner"], [aria-busy="true"]'))
    return false;
  if (path === '/overview' && !main.querySelector('ul[aria-label="Overview"]')) return false;
  return performance.now();
}

const server = await startAppServer({ RATE_LIMIT_AUTH_MAX: '10000' });
const browser = await chromium.launch(CHROMIUM);
const results = [];
try {
  const state = await signedInState(browser, server.url);
  for (const route of ROUTES) {
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ storageState: state });
      const page = await context.newPage();
      const start = Date.now();
      if (values.requests) {
        page.on('requestfinished', (r) => {
          const t = r.timing();
          console.log(
            `  ${Math.round(t.startTime - start)}..${Math.round(t.startTime - start + t.responseEnd)} ms ${r.url().replace(server.url, '')}`,
          );
        });
      }
      await page.goto(`${server.url}${route}`, { waitUntil: 'commit' });
      // The time is the browser's own, from navigation start, checked every frame.
      const shown = await page.waitForFunction(shownWithData, route, { polling: 'raf' });
      times.push(await shown.jsonValue());
      await context.close();
    }
    const sorted = [...times].sort((a, b) => a - b);
    results.push({ route, median: median(times) });
    console.log(
      `${route.padEnd(24)} first paint with data, cold cache: median ${ms(median(times))} (fastest ${ms(sorted[0])}, slowest ${ms(sorted.at(-1))}, ${RUNS} runs)`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}

function ms(n) {
  return `${Math.round(n)} ms`.padStart(7);
}
const over = results.filter((r) => r.median > BUDGET_MS);
console.log(
  over.length === 0
    ? `Every route's median is within ${BUDGET_MS} ms: met.`
    : `Over budget (${BUDGET_MS} ms): ${over.map((r) => r.route).join(', ')}.`,
);
