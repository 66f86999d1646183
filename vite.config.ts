import { defineConfig, type Rollup } from 'vite';
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

// The libraries every page renders with, in one file of their own (decision 041): its name changes
// only when they are upgraded, so a browser keeps it across our releases and pages do not repeat it.
const VENDOR_CHUNK = 'vendor';
const VENDOR_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core))[\\/]/;

// A package's comment that Rollup cannot place (zod's `@__PURE__` notes) is dropped and changes
// nothing built; its warning would make every build's log read as a problem. Ours still warn.
const quietPackageAnnotations = (
  warning: Rollup.RollupLog,
  warn: (warning: Rollup.RollupLog) => void,
) => {
  if (warning.code === 'INVALID_ANNOTATION' && /[\\/]node_modules[\\/]/.test(warning.id ?? ''))
    return;
  warn(warning);
};

export default defineConfig(({ isSsrBuild }) => ({
  root: fromRoot('./src/client'),
  publicDir: fromRoot('./src/client/public'),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
  },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rollupOptions: {
      onwarn: quietPackageAnnotations,
      ...(isSsrBuild
        ? {}
        : {
            output: {
              manualChunks: (id: string) => (VENDOR_PACKAGES.test(id) ? VENDOR_CHUNK : undefined),
            },
          }),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/sites': 'http://localhost:3000' },
  },
}));
