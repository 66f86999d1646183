// Prints each studio route's own JavaScript (gzip): its route chunk plus every chunk it imports
// statically that the app's entry does not already load. Chunks loaded later with import()
// (the code highlighter, recharts) are listed apart. Needs `npm run build:client` first.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const ASSETS = 'dist/client/assets';
const BUDGET_KB = 150;
const ROUTES = ['agent-page', 'integrations-page', 'dashboard-page', 'overview-page'];

if (!existsSync(ASSETS)) {
  console.error('Build first: npm run build:client');
  process.exit(1);
}

const files = readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
const source = (file) => readFileSync(join(ASSETS, file), 'utf8');
const gzipKb = (file) => gzipSync(readFileSync(join(ASSETS, file)), { level: 9 }).length / 1024;
const STATIC = /import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g;
const DYNAMIC = /import\(\s*["']\.\/([^"']+\.js)["']\s*\)/g;

function closure(start) {
  const seen = new Set();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file) || !files.includes(file)) continue;
    seen.add(file);
    for (const [, dep] of source(file).matchAll(STATIC)) queue.push(dep);
  }
  return seen;
}

const html = readFileSync('dist/client/index.html', 'utf8');
const entry = html.match(/assets\/(index-[\w-]+\.js)/)?.[1];
const shared = entry ? closure(entry) : new Set();

let over = false;
for (const route of ROUTES) {
  const chunk = files.find((f) => f.startsWith(`${route}-`));
  if (!chunk) {
    console.log(`${route}: no chunk found`);
    continue;
  }
  const own = [...closure(chunk)].filter((f) => !shared.has(f));
  const total = own.reduce((sum, f) => sum + gzipKb(f), 0);
  const lazy = new Set(
    own
      .flatMap((f) => [...source(f).matchAll(DYNAMIC)].map((m) => m[1]))
      .filter((f) => !own.includes(f)),
  );
  over ||= total > BUDGET_KB;
  console.log(
    `/${route.replace('-page', '')}: ${total.toFixed(1)} KB gzip of its own JavaScript (budget ${BUDGET_KB} KB)`,
  );
  for (const f of own) console.log(`    ${f.padEnd(44)} ${gzipKb(f).toFixed(1).padStart(7)} KB`);
  if (lazy.size > 0) {
    console.log(
      `  loaded only when shown: ${[...lazy].map((f) => `${f} (${gzipKb(f).toFixed(1)} KB)`).join(', ')}`,
    );
  }
}
if (entry)
  console.log(
    `(shared app entry ${entry} and its imports, ${shared.size} chunks, are not counted)`,
  );
if (over) console.log('Over budget.');
