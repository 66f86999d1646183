// Starts the built server for the browser tests on a fresh data directory, with a local fake
// PayPal beside it so checkout runs end to end without leaving the machine.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPayPalFake } from '../../fakes/paypal/paypal-fake';
import { E2E_PAYPAL } from './paypal';

const port = process.env.PORT ?? '3210';
const paypal = await startPayPalFake(E2E_PAYPAL);
const dataDir = mkdtempSync(join(tmpdir(), 'bridge-e2e-'));
const child = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    // Every test signs up from the same address; the limits themselves are proven in integration tests.
    RATE_LIMIT_AUTH_MAX: '10000',
    RATE_LIMIT_MAIL_MAX: '10000',
    PAYPAL_CLIENT_ID: E2E_PAYPAL.clientId,
    PAYPAL_CLIENT_SECRET: E2E_PAYPAL.clientSecret,
    PAYPAL_WEBHOOK_ID: E2E_PAYPAL.webhookId,
    PAYPAL_API_BASE: paypal.url,
  },
});
const stop = (signal: NodeJS.Signals) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  void paypal.close().finally(() => process.exit(code ?? 0));
});
