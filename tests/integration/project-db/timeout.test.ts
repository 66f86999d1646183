import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDatabase, ProjectDatabases } from '@server/services/project-db';
import { createTestPool } from './support';

const LIMIT_MS = 1_000;

describe("the statement limit on a project's database", () => {
  let pool: ProjectDatabases;
  let dispose: () => Promise<void>;
  let db: ProjectDatabase;

  beforeAll(async () => {
    ({ pool, dispose } = await createTestPool({ statementTimeoutMs: LIMIT_MS }));
    db = await pool.open('sleepy');
    await db.query('select 1');
  });

  afterAll(() => dispose());

  it('stops pg_sleep(60) at the limit with statement_timeout, and changes nothing', async () => {
    const result = await db.execute('create table half_done (id int); select pg_sleep(60)');

    expect(result).toEqual({
      ok: false,
      code: 'timeout',
      message: 'This change took longer than 1 second and was stopped. Nothing was changed.',
      error: 'This change took longer than 1 second and was stopped. Nothing was changed.',
    });
    // The transaction was rolled back: the half-done change is absent.
    const table = await db.query<{ t: string | null }>(
      "select to_regclass('public.half_done')::text as t",
    );
    expect(table.rows).toEqual([{ t: null }]);
  });

  it('counts the limit per statement, not per change', async () => {
    const result = await db.execute('select pg_sleep(0.6); select pg_sleep(0.6)');
    expect(result.ok).toBe(true);
  });

  it('stops a slow trusted query too, with a query-worded message', async () => {
    await expect(db.query('select pg_sleep(60)')).rejects.toMatchObject({
      code: 'timeout',
      message: 'This query took longer than 1 second and was stopped.',
    });
    expect((await db.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('serves calls made while a statement is being stopped', async () => {
    const slow = db.dryRun('select pg_sleep(60)');
    const queued = db.query<{ two: number }>('select 2 as two');
    expect(await slow).toMatchObject({ ok: false, code: 'timeout' });
    expect((await queued).rows).toEqual([{ two: 2 }]);
  });
});
