// Starts the built server for the browser tests on a fresh data directory, with a local fake
// PayPal beside it so checkout runs end to end without leaving the machine.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPayPalFake } from '../../fakes/paypal/paypal-fake';
import { dataDirNote } from './data-dir';
import { outboxPath } from './outbox';
import { E2E_OPERATOR_EMAIL } from './operator';
import { E2E_PAYPAL } from './paypal';

const port = process.env.PORT ?? '3210';
const paypal = await startPayPalFake(E2E_PAYPAL);
const dataDir = mkdtempSync(join(tmpdir(), 'bridge-e2e-'));
writeFileSync(dataDirNote(port), dataDir);
const outbox = outboxPath(port);
writeFileSync(outbox, '');
const child = spawn(process.execPath, ['dist/server/main.js'], {
  // stdout is read below: mails go to the outbox file, warnings and errors to the console.
  stdio: ['inherit', 'pipe', 'inherit'],
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'info',
    // Every test signs up from the same address; the limits themselves are proven in integration tests.
    RATE_LIMIT_AUTH_MAX: '10000',
    RATE_LIMIT_MAIL_MAX: '10000',
    OPERATOR_EMAIL: E2E_OPERATOR_EMAIL,
    // The second server of the run shows a self-hosted studio that takes no payments.
    ...(process.env.E2E_WITHOUT_PAYMENTS
      ? {}
      : {
          PAYPAL_CLIENT_ID: E2E_PAYPAL.clientId,
          PAYPAL_CLIENT_SECRET: E2E_PAYPAL.clientSecret,
          PAYPAL_WEBHOOK_ID: E2E_PAYPAL.webhookId,
          PAYPAL_API_BASE: paypal.url,
        }),
  },
});
const WARN = 40;
createInterface({ input: child.stdout! }).on('line', (line) => {
  try {
    const entry = JSON.parse(line) as {
      level?: number;
      msg?: string;
      to?: string;
      subject?: string;
      text?: string;
    };
    if (entry.msg === 'mail written to the outbox') {
      appendFileSync(
        outbox,
        `${JSON.stringify({ to: entry.to, subject: entry.subject, text: entry.text })}\n`,
      );
    } else if ((entry.level ?? WARN) >= WARN) {
      process.stdout.write(`${line}\n`);
    }
  } catch {
    process.stdout.write(`${line}\n`);
  }
});
const stop = (signal: NodeJS.Signals) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  void paypal.close().finally(() => process.exit(code ?? 0));
});
