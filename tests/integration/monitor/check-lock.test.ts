import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppDatabase, type AppDatabase } from '@server/db/database';
import { createCheckLock } from '@server/modules/monitor/check-lock';
import { createTestPostgresDatabase } from '../../support/test-database';

/** Two app servers on one Postgres: each holds its own pool, as separate processes would. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('monitor check lock on a shared Postgres', () => {
  let postgres: Awaited<ReturnType<typeof createTestPostgresDatabase>>;
  let first: AppDatabase;
  let second: AppDatabase;

  beforeAll(async () => {
    postgres = await createTestPostgresDatabase();
    first = await openAppDatabase({ databaseUrl: postgres!.url });
    second = await openAppDatabase({ databaseUrl: postgres!.url });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await postgres?.drop();
  });

  it('runs a project check on one server at a time, and frees the lock when the check ends', async () => {
    const [lockA, lockB] = [createCheckLock(first), createCheckLock(second)];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const running = lockA('project-1', async () => {
      entered();
      await held;
      return 'a';
    });
    await inside;
    expect(await lockB('project-1', async () => 'b')).toBeUndefined();
    expect(await lockB('project-2', async () => 'other project')).toBe('other project');
    release();
    expect(await running).toBe('a');
    expect(await lockB('project-1', async () => 'b')).toBe('b');
  });
});
