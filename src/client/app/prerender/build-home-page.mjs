// Prerenders `/` to dist/client/home.html after `vite build`: the real shell and home page as
// static HTML, a tiny script for the interactive bits, and the full app loaded only when needed.
// Usage: node src/client/app/prerender/build-home-page.mjs [client dir, default dist/client] (after vite build).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const clientDir = process.argv[2] ?? join(root, 'dist', 'client');
const here = fileURLToPath(new URL('.', import.meta.url));

/** The built app's entry script, stylesheet and preloaded chunks, read from Vite's index.html. */
function appAssets(indexHtml) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(indexHtml)?.[1];
  const styles = [...indexHtml.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1],
  );
  const preloads = [
    ...indexHtml.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
  ].map((m) => m[1]);
  if (!entry || styles.length === 0)
    throw new Error(
      'dist/client/index.html has no entry script or stylesheet: run vite build first',
    );
  return { entry, styles, preloads };
}

async function renderWithVite() {
  // Inside the repository, so the render module finds react and the other packages in node_modules.
  const outDir = join(root, 'node_modules', '.cache', 'bridge-prerender');
  await mkdir(outDir, { recursive: true });
  try {
    await viteBuild({
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: {
        ssr: join(here, 'render-home.tsx'),
        outDir,
        emptyOutDir: true,
        rollupOptions: { output: { entryFileNames: 'render-home.mjs' } },
      },
    });
    // Under Node there is no browser: the theme code reads and writes these stand-ins (a visitor's first load).
    const memory = new Map();
    const storage = {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => memory.set(k, v),
      removeItem: (k) => memory.delete(k),
    };
    globalThis.window ??= { localStorage: storage, sessionStorage: storage };
    globalThis.document ??= { documentElement: { classList: { add() {}, remove() {} } } };
    const { renderHome } = await import(pathToFileURL(join(outDir, 'render-home.mjs')).href);
    return await renderHome('http://localhost');
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

async function buildBootScript() {
  const result = await esbuild({
    entryPoints: [join(here, 'home-boot.ts')],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].contents;
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const name = `assets/home-boot-${hash}.js`;
  await writeFile(join(clientDir, name), code);
  return { path: `/${name}`, file: join(clientDir, name) };
}

const escapeAttr = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const template = (id, html) => `<template id="${id}">${html}</template>`;

function page(indexHtml, rendered, assets, boot) {
  const { fragments } = rendered;
  const templates = [
    template('home-theme-toggle-dark', fragments.themeToggle.dark),
    template('home-theme-toggle-light', fragments.themeToggle.light),
    template('home-footer-icon-closed', fragments.footerIcon.closed),
    template('home-footer-icon-open', fragments.footerIcon.open),
    ...Object.entries(fragments.connectionDot).map(([state, html]) =>
      template(`home-connection-dot-${state}`, html),
    ),
  ].join('');
  const app = escapeAttr(
    JSON.stringify({
      entry: assets.entry,
      preloads: assets.preloads,
      labels: fragments.connectionLabel,
    }),
  );
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${rendered.title}</title>`)
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace('</head>', `  <script type="module" src="${boot.path}"></script>\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered data-app="${app}">${rendered.html}</div>${templates}`,
    );
}

async function precompress(file) {
  const body = await readFile(file);
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  await writeFile(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

const indexHtml = await readFile(join(clientDir, 'index.html'), 'utf8');
const assets = appAssets(indexHtml);
const rendered = await renderWithVite();
const boot = await buildBootScript();
const homeFile = join(clientDir, 'home.html');
await writeFile(homeFile, page(indexHtml, rendered, assets, boot));
await precompress(homeFile);
await precompress(boot.file);
console.log(`prerendered / to ${homeFile} with ${boot.path}`);
