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

// Every icon ships in one file: split per page they became dozens of tiny files, each a round trip.
const manualChunks = (id: string) =>
  id.includes('/node_modules/lucide-react/') ? 'icons' : undefined;

export default defineConfig({
  root: fromRoot('./src/client'),
  publicDir: fromRoot('./src/client/public'),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rollupOptions: {
      output: {
        manualChunks,
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/sites': 'http://localhost:3000' },
  },
});
