import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT as PORT, NO_PAYMENTS_PORT } from './tests/e2e/support/ports';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node --import tsx tests/e2e/support/start-server.ts',
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // PostgreSQL runs in its own process group (cluster.ts): the server must stop it, not be killed.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: { PORT: String(PORT) },
    },
    {
      command: 'node --import tsx tests/e2e/support/start-server.ts',
      url: `http://127.0.0.1:${NO_PAYMENTS_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // PostgreSQL runs in its own process group (cluster.ts): the server must stop it, not be killed.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: { PORT: String(NO_PAYMENTS_PORT), E2E_WITHOUT_PAYMENTS: '1' },
    },
  ],
});
