import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * With TEST_DATABASE_URL, each caller gets a fresh Postgres database on that server (dropped
 * afterwards); without it, undefined, and the caller uses an in-memory PGlite.
 */
export async function createTestPostgresDatabase(): Promise<
  { url: string; drop: () => Promise<void> } | undefined
> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const name = `bridge_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
