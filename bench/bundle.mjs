// Prints the JavaScript a cold load of each signed-in route really downloads, counted in Chromium:
// every script the page fetched until the network went quiet, as sent (the server's Brotli, what
// the budgets are held to) and as gzip (level 9, for a server that only gzips). Three figures
// (decision 041): the vendor chunk (React, React DOM, React Router, TanStack Query), cached for a
// year and loaded once by every page; each route's own code, everything else it loads (at most
// 60 KB); and the whole cold load, vendor chunk included (at most 160 KB).
// Needs `npm run build` first. --files lists each route's files.
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startAppServer } from '../scripts/spawn-server.mjs';
import { signedInState, CHROMIUM } from './support/browser.mjs';
import { SIGNED_IN_ROUTES } from './support/signed-in-routes.mjs';

const { values } = parseArgs({ options: { files: { type: 'boolean', default: false } } });
const ROUTE_BUDGET_KB = 60;
const COLD_BUDGET_KB = 160;
// vite.config.ts names the vendor chunk.
const isVendor = (path) => /^\/assets\/vendor-[\w-]+\.js$/.test(path);
const ROUTES = SIGNED_IN_ROUTES;

if (!existsSync('dist/client/index.html') || !existsSync('dist/server/main.js')) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
const gzipBytes = (path) => gzipSync(readFileSync(`dist/client${path}`), { level: 9 }).length;
const sum = (files, key) => files.reduce((total, f) => total + f[key], 0);
const verdict = (ok) => (ok ? 'met' : 'NOT MET');

const server = await startAppServer({ RATE_LIMIT_AUTH_MAX: '10000' });
const browser = await chromium.launch(CHROMIUM);
const problems = [];
const vendors = new Map();
try {
  const state = await signedInState(browser, server.url);
  for (const route of ROUTES) {
    // A new context has an empty HTTP cache: this is a first visit, signed in.
    const context = await browser.newContext({ storageState: state });
    const page = await context.newPage();
    const scripts = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      const path = new URL(request.url()).pathname;
      scripts.push(
        Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
          path,
          sent: sizes.responseBodySize,
          gzip: gzipBytes(path),
          cache: response?.headers()['cache-control'] ?? '',
        })),
      );
    });
    await page.goto(`${server.url}${route}`);
    // The page's heading is on screen, then whatever it loads after its first render.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    if (new URL(page.url()).pathname !== route) throw new Error(`${route} ended on ${page.url()}`);
    const files = await Promise.all(scripts);
    await context.close();
    const vendor = files.filter((f) => isVendor(f.path));
    const own = files.filter((f) => !isVendor(f.path));
    const ownKb = sum(own, 'sent') / 1024;
    const coldKb = sum(files, 'sent') / 1024;
    if (vendor.length !== 1) problems.push(`${route} loaded ${vendor.length} vendor chunks`);
    for (const f of vendor) vendors.set(f.path, f);
    if (ownKb > ROUTE_BUDGET_KB)
      problems.push(`${route}: its own code is over ${ROUTE_BUDGET_KB} KB`);
    if (coldKb > COLD_BUDGET_KB)
      problems.push(`${route}: the cold load is over ${COLD_BUDGET_KB} KB`);
    console.log(
      `${route.padEnd(24)} own code ${kb(sum(own, 'sent'))} KB as sent (${kb(sum(own, 'gzip')).trim()} gzip, ${own.length} files);` +
        ` cold load ${kb(sum(files, 'sent'))} KB as sent (${kb(sum(files, 'gzip')).trim()} gzip)`,
    );
    if (values.files) {
      for (const f of files) console.log(`    ${f.path.padEnd(50)} ${kb(f.sent)} KB as sent`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

if (vendors.size !== 1) problems.push(`the routes loaded ${vendors.size} different vendor chunks`);
for (const v of vendors.values()) {
  const cached = /immutable/.test(v.cache) && /max-age=31536000/.test(v.cache);
  if (!cached) problems.push(`${v.path} is not cached for a year (${v.cache})`);
  console.log(
    `Vendor chunk ${v.path}: ${kb(v.sent).trim()} KB as sent (${kb(v.gzip).trim()} gzip), loaded once by every route, ` +
      `${cached ? 'cached for a year' : `cache-control ${v.cache}`}: ${verdict(cached && vendors.size === 1)}`,
  );
}
const ownOk = !problems.some((p) => p.includes('own code'));
const coldOk = !problems.some((p) => p.includes('cold load'));
console.log(`Each route's own code at most ${ROUTE_BUDGET_KB} KB as sent: ${verdict(ownOk)}`);
console.log(
  `Whole cold load (vendor and route) at most ${COLD_BUDGET_KB} KB as sent: ${verdict(coldOk)}`,
);
for (const problem of problems) console.log(`  ${problem}`);
console.log(problems.length > 0 ? 'Over budget.' : 'Every budget is met.');
