import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { alias } from './vite.config';

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          // Files share one module cache per worker: docs/decisions/046-test-files-share-modules.md.
          isolate: false,
          include: [
            'src/shared/**/*.test.ts',
            'src/server/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/client.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          isolate: false,
          include: ['tests/integration/**/*.test.ts', 'tests/planner/**/*.test.ts'],
          globalSetup: ['tests/setup/projects-server.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
