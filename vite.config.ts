import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/vite-precompress';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const alias = {
  '@shared': fromRoot('./src/shared'),
  '@server': fromRoot('./src/server'),
  '@client': fromRoot('./src/client'),
  '@content': fromRoot('./content'),
};

// The browser build runs on Preact's React layer: a quarter of react-dom's size (decision 036). The
// dev server, the tests and the home page's prerender keep React.
const preactInPlaceOfReact = [
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  root: fromRoot('./src/client'),
  publicDir: fromRoot('./src/client/public'),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
      ...(command === 'build' && !isSsrBuild ? preactInPlaceOfReact : []),
    ],
    // One Preact for every package that asks for React, found from the project's root.
    dedupe: ['preact'],
  },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/sites': 'http://localhost:3000' },
  },
}));
