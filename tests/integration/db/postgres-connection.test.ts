import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openAppDatabase, type AppDatabase } from '@server/db/database';
import { createTestPostgresDatabase } from '../../support/test-database';

describe.skipIf(!process.env.TEST_DATABASE_URL)('the app database on an external Postgres', () => {
  let postgres: Awaited<ReturnType<typeof createTestPostgresDatabase>>;
  let database: AppDatabase;

  beforeAll(async () => {
    postgres = await createTestPostgresDatabase();
    database = await openAppDatabase({ databaseUrl: postgres!.url });
  });
  afterAll(async () => {
    await database?.close();
    await postgres?.drop();
  });

  it('survives the server closing its idle connections, and serves the next query', async () => {
    await database.ping();
    const admin = new pg.Client({ connectionString: postgres!.url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid, 5000) as ended from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.ended)).toBe(true);
    } finally {
      await admin.end();
    }
    // The closed connection's error reaches the pool when its socket is read; the process stays up.
    await expect
      .poll(() =>
        database.ping().then(
          () => 'served',
          () => 'failed',
        ),
      )
      .toBe('served');
  });
});
