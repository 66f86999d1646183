// Runs Lighthouse 12 with Debian's Chromium against the production build and prints the
// performance, accessibility, best-practices and SEO scores of /, /welcome, /pricing and
// /help-library, on mobile and desktop, plus the JavaScript each page loaded.
// Needs `npm run build` first. Options: --runs N (median of N runs, default 1), --pages /a,/b.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startAppServer } from '../scripts/spawn-server.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    pages: { type: 'string', default: '/,/welcome,/pricing,/help-library' },
  },
});
const RUNS = Math.max(1, Number(values.runs));
const PAGES = values.pages.split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

if (!existsSync('dist/client/index.html') || !existsSync('dist/server/main.js')) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** Bytes of JavaScript the page transferred (compressed, as sent), from Lighthouse's network records. */
function scriptBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

async function audit(port, url, formFactor) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  const lhr = result.lhr;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  );
  return {
    ...scores,
    js: scriptBytes(lhr),
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

const server = await startAppServer({ LOG_LEVEL: 'silent' });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const rows = [];
try {
  for (const formFactor of ['mobile', 'desktop']) {
    for (const path of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1)
        runs.push(await audit(chrome.port, `${server.url}${path}`, formFactor));
      const row = { formFactor, path };
      for (const key of [...CATEGORIES, 'js', 'fcp', 'lcp', 'tbt', 'cls'])
        row[key] = median(runs.map((r) => r[key]));
      row.failing = [...new Set(runs.flatMap((r) => r.failing))];
      rows.push(row);
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const pad = (value, width) => String(value).padStart(width);
console.log(
  `Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}against the production build, Chromium at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`,
);
console.log(
  'device   page           perf  a11y  best   seo   JS (KB, as sent)   FCP ms   LCP ms   TBT ms    CLS',
);
for (const r of rows) {
  console.log(
    `${r.formFactor.padEnd(8)} ${r.path.padEnd(14)} ${pad(r.performance, 4)}  ${pad(r.accessibility, 4)}  ${pad(r['best-practices'], 4)}  ${pad(r.seo, 4)}  ${pad((r.js / 1024).toFixed(1), 17)}  ${pad(Math.round(r.fcp), 7)}  ${pad(Math.round(r.lcp), 7)}  ${pad(Math.round(r.tbt), 7)}  ${pad(r.cls.toFixed(3), 5)}`,
  );
}
const failing = rows.filter((r) => r.failing.length > 0);
if (failing.length > 0) {
  console.log('\nAudits not passed (pass/fail audits only):');
  for (const r of failing) console.log(`  ${r.formFactor} ${r.path}: ${r.failing.join(', ')}`);
}
