import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDatabase, ProjectDatabases } from '@server/services/project-db';
import { createTestPool } from './support';

const LIMIT_MS = 1_000;

/** Records the longest gap between ticks of a 10 ms interval: how long the event loop was blocked. */
function watchEventLoop() {
  let last = performance.now();
  let longestGap = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 10);
  return {
    stop: () => {
      clearInterval(timer);
      return longestGap;
    },
  };
}

describe('statement limit on an embedded database', () => {
  let pool: ProjectDatabases;
  let dispose: () => Promise<void>;
  let db: ProjectDatabase;

  beforeAll(async () => {
    ({ pool, dispose } = await createTestPool({ statementTimeoutMs: LIMIT_MS }));
    db = await pool.open('sleepy');
    // Opened before the timed tests, so they measure the statement and not PGlite starting.
    await db.query('select 1');
  });

  afterAll(() => dispose());

  it('stops pg_sleep(60) at the limit while the event loop keeps running, and changes nothing', async () => {
    const loop = watchEventLoop();
    const started = performance.now();
    const result = await db.execute('create table half_done (id int); select pg_sleep(60)');
    const elapsed = performance.now() - started;
    const longestGap = loop.stop();

    expect(result).toEqual({
      ok: false,
      code: 'timeout',
      message: 'This change took longer than 1 second and was stopped. Nothing was changed.',
      error: 'This change took longer than 1 second and was stopped. Nothing was changed.',
    });
    expect(elapsed).toBeGreaterThanOrEqual(LIMIT_MS - 20);
    expect(elapsed).toBeLessThan(LIMIT_MS + 1_000);
    expect(longestGap).toBeLessThan(100);

    // The worker was ended; the next call reopens the database, where the half-done change is absent.
    const table = await db.query<{ t: string | null }>(
      "select to_regclass('public.half_done')::text as t",
    );
    expect(table.rows).toEqual([{ t: null }]);
  });

  it('keeps an HTTP server on the same process answering within 100 ms during a runaway statement', async () => {
    const server = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      let settled = false;
      const running = db.execute('select pg_sleep(60)').finally(() => {
        settled = true;
      });
      const latencies: number[] = [];
      while (!settled) {
        const started = performance.now();
        const response = await fetch(`http://127.0.0.1:${port}/health`);
        expect(await response.text()).toBe('ok');
        latencies.push(performance.now() - started);
      }
      expect(await running).toMatchObject({ ok: false, code: 'timeout' });
      expect(latencies.length).toBeGreaterThan(3);
      expect(Math.max(...latencies)).toBeLessThan(100);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
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

  it('serves calls queued behind a stopped statement on the reopened database', async () => {
    const slow = db.dryRun('select pg_sleep(60)');
    const queued = db.query<{ two: number }>('select 2 as two');
    expect(await slow).toMatchObject({ ok: false, code: 'timeout' });
    expect((await queued).rows).toEqual([{ two: 2 }]);
  });
});
