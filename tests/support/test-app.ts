import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDeps } from '@server/app';
import { loadConfig, type Config } from '@server/config/config';
import { createTestPostgresDatabase, projectsServer } from './test-database';
import { txtRecords } from './txt-records';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** inject() with the header a non-browser client must send (the CSRF proof). */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A real server over real databases on the run's PostgreSQL server: a fresh database for the
 * app's data, and the projects' databases made from the template.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: AppDeps = {},
  configure: (config: Config) => Config = (c) => c,
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bridge-test-'));
  const postgres = await createTestPostgresDatabase();
  const config = configure({
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      ...env,
    }),
    databaseUrl: postgres.url,
    clientDir: null,
  });
  const server = projectsServer();
  config.projectsDatabaseUrl ??= server.adminUrl;
  config.projectDb.namePrefix ??= server.namePrefix;
  // No test asks a real DNS server for custom-domain proofs.
  const app = await buildApp(config, { resolveTxt: txtRecords(), ...deps });
  return {
    app,
    config,
    request: ({ cookie, headers, ...options }) =>
      app.inject({
        ...options,
        headers: { 'x-bridge-client': 'test', ...(cookie ? { cookie } : {}), ...headers },
      }),
    close: async () => {
      await app.close();
      await postgres.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The session cookie from a sign-in or sign-up answer, ready for a Cookie header. */
export function sessionCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'bridge_session');
  if (!cookie) throw new Error('The response set no session cookie.');
  return `bridge_session=${cookie.value}`;
}

let counter = 0;
export const newUser = (
  overrides: Partial<Record<'email' | 'password' | 'firstName' | 'lastName', string>> = {},
) => ({
  email: `user${Date.now()}${counter++}@example.com`,
  password: 'correct horse battery',
  firstName: 'Ada',
  lastName: 'Lovelace',
  ...overrides,
});
