import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';
import { E2E_PAYPAL } from '../support/paypal';

const SECRETS = [
  E2E_PAYPAL.clientSecret,
  Buffer.from(`${E2E_PAYPAL.clientId}:${E2E_PAYPAL.clientSecret}`).toString('base64'),
];

test('neither the built client nor any answer the browser receives holds the PayPal secret', async ({
  page,
}) => {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().startsWith('http://127.0.0.1')) return;
    bodies.push(JSON.stringify(response.headers()), await response.text().catch(() => ''));
  });
  await signUp(page);
  for (const path of ['/pricing', '/checkout?plan=pro', '/settings', '/']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.evaluate(() => fetch('/api/billing/config').then((r) => r.text()));
  expect(bodies.length).toBeGreaterThan(10);
  for (const secret of SECRETS) expect(bodies.some((body) => body.includes(secret))).toBe(false);

  for (const entry of await readdir('dist/client', { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const text = (await readFile(join(entry.parentPath, entry.name))).toString('latin1');
    for (const secret of SECRETS) expect(text.includes(secret), entry.name).toBe(false);
  }
});
