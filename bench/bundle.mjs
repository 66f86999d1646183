// Prints the JavaScript a cold load of each signed-in route really downloads, counted in Chromium:
// every script the page fetched until the network went quiet, as sent (the server's Brotli, what
// the budget of 100 KB is held to) and as gzip (level 9, for a server that only gzips), and the
// libraries' own floor under it.
// Needs `npm run build` first. --files lists each route's files.
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { startAppServer } from '../scripts/spawn-server.mjs';
import { signedInState, CHROMIUM } from './support/browser.mjs';

const { values } = parseArgs({ options: { files: { type: 'boolean', default: false } } });
const BUDGET_KB = 100;
const ROUTES = [
  '/dashboard',
  '/agent',
  '/data',
  '/auth-users',
  '/overview',
  '/settings',
  '/settings/advanced',
  '/settings/database',
  '/settings/notifications',
  '/settings/messages',
  '/settings/appearance',
];

if (!existsSync('dist/client/index.html') || !existsSync('dist/server/main.js')) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
const gzipBytes = (path) => gzipSync(readFileSync(`dist/client${path}`), { level: 9 }).length;

const server = await startAppServer({ RATE_LIMIT_AUTH_MAX: '10000' });
const browser = await chromium.launch(CHROMIUM);
let over = false;
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
      scripts.push(request.sizes().then((sizes) => ({ path, sent: sizes.responseBodySize })));
    });
    await page.goto(`${server.url}${route}`);
    // The page's heading is on screen, then whatever it loads after its first render.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    if (new URL(page.url()).pathname !== route) throw new Error(`${route} ended on ${page.url()}`);
    const files = await Promise.all(scripts);
    await context.close();
    const sent = files.reduce((sum, f) => sum + f.sent, 0);
    const gzip = files.reduce((sum, f) => sum + gzipBytes(f.path), 0);
    over ||= sent / 1024 > BUDGET_KB;
    console.log(
      `${route.padEnd(26)} ${kb(sent)} KB as sent, ${kb(gzip)} KB gzip, ${files.length} files (budget ${BUDGET_KB} KB as sent)`,
    );
    if (values.files) {
      for (const f of files)
        console.log(`    ${f.path.padEnd(50)} ${kb(gzipBytes(f.path))} KB gzip`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

// The floor under every signed-in page: the libraries each one renders with (Preact in place of
// React DOM, as vite.config.ts builds it), minified and gzipped.
const floor = await build({
  stdin: {
    contents: `import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
export { createRoot, createBrowserRouter, RouterProvider, QueryClient, QueryClientProvider, useQuery };`,
    resolveDir: process.cwd(),
  },
  bundle: true,
  minify: true,
  write: false,
  format: 'esm',
  define: { 'process.env.NODE_ENV': '"production"' },
  alias: {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
  },
});
console.log(
  `Preact with React's API, React Router and TanStack Query alone: ${kb(gzipSync(floor.outputFiles[0].contents, { level: 9 }).length).trim()} KB gzip`,
);
console.log(over ? 'Over budget.' : `Every route is within ${BUDGET_KB} KB as sent.`);
