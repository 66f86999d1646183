// Prints the bytes the home page loads (raw, gzip, brotli) and GET /api/health throughput beside
// a bare Node http server measured in the same run. Needs `npm run build` first.
import { readFileSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startAppServer, startBareServer } from '../scripts/spawn-server.mjs';

const CLIENT = 'dist/client';
if (!existsSync(join(CLIENT, 'index.html'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

// The server answers / with the prerendered home page when the build made one.
const HOME = existsSync(join(CLIENT, 'home.html')) ? 'home.html' : 'index.html';

function homeAssets() {
  const html = readFileSync(join(CLIENT, HOME), 'utf8');
  const refs = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+)"/g)].map(
    (m) => m[1],
  );
  return refs.filter((ref) => /\.(js|css)$/.test(ref));
}

const size = (file) => (existsSync(file) ? statSync(file).size : NaN);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function bundleReport() {
  const totals = { js: [0, 0, 0], css: [0, 0, 0] };
  console.log(`Home page (/) first load, from dist/client/${HOME}:`);
  for (const ref of homeAssets()) {
    const file = join(CLIENT, ref);
    const row = [size(file), size(`${file}.gz`), size(`${file}.br`)];
    const kind = ref.endsWith('.css') ? 'css' : 'js';
    row.forEach((v, i) => (totals[kind][i] += v));
    console.log(
      `  ${ref.padEnd(48)} raw ${kb(row[0]).padStart(9)}  gzip ${kb(row[1]).padStart(9)}  brotli ${kb(row[2]).padStart(9)}`,
    );
  }
  for (const kind of ['js', 'css']) {
    const [raw, gz, br] = totals[kind];
    console.log(
      `  total ${kind.toUpperCase().padEnd(4)} raw ${kb(raw)}, gzip ${kb(gz)}, brotli ${kb(br)}`,
    );
  }
  return totals;
}

async function throughput(url, label) {
  const result = await autocannon({ url, connections: 50, duration: 5, pipelining: 1 });
  console.log(
    `  ${label.padEnd(36)} ${Math.round(result.requests.average).toLocaleString('en')} req/s  (p99 latency ${result.latency.p99} ms, errors ${result.errors + result.non2xx})`,
  );
  return result.requests.average;
}

const totals = bundleReport();
console.log('\nGET /api/health throughput (50 connections, 5 s each):');
const app = await startAppServer();
const bare = await startBareServer();
try {
  await throughput(`${bare.url}/`, 'bare node:http (same JSON)');
  await throughput(`${app.url}/api/health`, 'Bridge Studio GET /api/health');
} finally {
  await app.stop();
  await bare.stop();
}
const budget = 100 * 1024;
console.log(
  `\nHome JS gzip ${kb(totals.js[1])} against a budget of ${kb(budget)}: ${totals.js[1] <= budget ? 'within' : 'OVER'}`,
);
