import { afterEach, describe, expect, it } from 'vitest';
import { ProjectDbError } from '@server/services/project-db';
import { createTestPool, databaseOnServer } from './support';
import { ManualClock } from '../../support/manual-clock';

describe('ProjectDatabases pool', () => {
  let dispose: (() => Promise<void>) | undefined;

  afterEach(async () => {
    await dispose?.();
    dispose = undefined;
  });

  it('keeps at most maxPools pools open and closes the least recently used', async () => {
    const timers = new ManualClock(0);
    const test = await createTestPool({ maxPools: 2, timers });
    dispose = test.dispose;
    const { pool } = test;
    const [a, b, c] = await Promise.all(['a', 'b', 'c'].map((id) => pool.open(id)));

    await a!.execute('create table marks (id int); insert into marks values (1)');
    await b!.query('select 1');
    expect(pool.openProjects()).toEqual(['a', 'b']);
    await c!.query('select 1');
    expect(pool.openProjects()).toEqual(['b', 'c']);

    // a reopens on the server, with its data, and b (now least recently used) closes.
    expect((await a!.query('select count(*)::int as n from marks')).rows).toEqual([{ n: 1 }]);
    expect(pool.openProjects()).toEqual(['c', 'a']);
  });

  it('does not close a pool that is busy to make room; the newcomer closes once its work ends', async () => {
    const timers = new ManualClock(0);
    const test = await createTestPool({ maxPools: 1, timers, statementTimeoutMs: 500 });
    dispose = test.dispose;
    const { pool } = test;
    const busy = await pool.open('busy');
    await busy.query('select 1');
    const sleeping = busy.query('select pg_sleep(60)');
    sleeping.catch(() => undefined);
    const other = await pool.open('other');
    expect((await other.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    expect(pool.openProjects()).toEqual(['busy']);

    // Only the server's statement_timeout ends the sleep: busy was never closed under it.
    await expect(sleeping).rejects.toMatchObject({ code: 'timeout' });
    expect(pool.openProjects()).toEqual(['busy']);
  });

  it('closes a pool left idle, and reopens it on the next use', async () => {
    const timers = new ManualClock(0);
    const test = await createTestPool({ idleTimeoutMs: 60_000, timers });
    dispose = test.dispose;
    const { pool } = test;
    const db = await pool.open('idle');
    await db.execute('create table kept (id int); insert into kept values (7)');

    timers.advance(59_999);
    expect(pool.isOpen('idle')).toBe(true);
    timers.advance(1);
    expect(pool.isOpen('idle')).toBe(false);

    expect((await db.query('select id from kept')).rows).toEqual([{ id: 7 }]);
    expect(pool.isOpen('idle')).toBe(true);
    // Each use restarts the idle clock.
    timers.advance(30_000);
    await db.query('select 1');
    timers.advance(30_000);
    expect(pool.isOpen('idle')).toBe(true);
  });

  it('opens one pool for many calls at once on a new project', async () => {
    const test = await createTestPool({ timers: new ManualClock(0) });
    dispose = test.dispose;
    const { pool } = test;
    const db = await pool.open('burst');
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => db.query<{ i: number }>('select $1::int as i', [i])),
    );
    expect(results.map((r) => r.rows[0]?.i)).toEqual([0, 1, 2, 3, 4]);
    expect(pool.openProjects()).toEqual(['burst']);
    expect(await databaseOnServer(test.server.nameOf('burst'))).toBe(true);
  });

  it('deletes a project database and refuses ids that are not plain names', async () => {
    const test = await createTestPool({ timers: new ManualClock(0) });
    dispose = test.dispose;
    const { pool } = test;
    await pool.create('doomed');
    const name = test.server.nameOf('doomed');
    expect(await databaseOnServer(name)).toBe(true);
    await pool.remove('doomed');
    expect(await databaseOnServer(name)).toBe(false);
    expect(pool.isOpen('doomed')).toBe(false);

    await expect(pool.open('../escape')).rejects.toBeInstanceOf(ProjectDbError);
    await expect(pool.open('../escape')).rejects.toMatchObject({ code: 'invalid_project' });
  });

  it('closes everything on shut-down and refuses later calls', async () => {
    const test = await createTestPool({ timers: new ManualClock(0) });
    dispose = test.dispose;
    const { pool } = test;
    const one = await pool.open('one');
    const two = await pool.open('two');
    await Promise.all([one.query('select 1'), two.query('select 1')]);
    await pool.closeAll();
    expect(pool.openProjects()).toEqual([]);
    await expect(one.query('select 1')).rejects.toMatchObject({ code: 'closed' });
  });
});
