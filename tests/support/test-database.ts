import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * A fresh, empty Postgres database for one test's app data, on the run's server (the machine's
 * with TEST_DATABASE_URL, else the run's embedded cluster); `drop` removes it, and the run's
 * teardown drops any a failed test left.
 */
export async function createTestPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const { adminUrl, namePrefix } = inject('projectsServer');
  const name = `${namePrefix}app_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
