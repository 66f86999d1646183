import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config/config';
import { newUser } from '../../support/test-app';

const inject = (app: Awaited<ReturnType<typeof buildApp>>, url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, headers: { 'x-bridge-client': 'test' } });

describe.skipIf(process.env.TEST_DATABASE_URL)('the embedded database on disk', () => {
  it('keeps accounts across a clean shutdown and a second start', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'bridge-restart-'));
    const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), clientDir: null };
    const account = newUser();
    const first = await buildApp(config);
    expect((await inject(first, '/api/auth/signup', account)).statusCode).toBe(201);
    await first.close();

    const second = await buildApp(config);
    const signin = await inject(second, '/api/auth/signin', {
      email: account.email,
      password: account.password,
    });
    expect(signin.statusCode).toBe(200);
    await second.close();
    await rm(dataDir, { recursive: true, force: true });
  });
});
