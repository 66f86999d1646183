// The app's own data lives on the embedded PostgreSQL cluster in DATA_DIR; a previous release's
// PGlite app database is copied into it once, and a broken one fails loudly and changes nothing.
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { count, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { openAppDatabase } from '@server/db/database';
import * as schema from '@server/db/schema';
import { EmbeddedCluster } from '@server/services/embedded-postgres/cluster';
import { fromRoot } from '@server/lib/paths';
import { fingerprint } from '../../support/file-fingerprint';

const log = { info: () => undefined, warn: () => undefined };
let dataDir: string | undefined;
afterEach(() => (dataDir ? rm(dataDir, { recursive: true, force: true }) : undefined));

/** A PGlite app database as the previous release left it, with a user, a session and a project. */
async function previousRelease(dir: string) {
  const old = await PGlite.create(join(dir, 'app-db'));
  const db = drizzle(old, { schema });
  await migrate(db, { migrationsFolder: fromRoot('src', 'server', 'db', 'migrations') });
  const [user] = await db
    .insert(schema.users)
    .values({
      email: 'ada@example.com',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    })
    .returning();
  await db.insert(schema.profiles).values({ id: user!.id, firstName: 'Ada', lastName: 'Lovelace' });
  await db.insert(schema.sessions).values({
    userId: user!.id,
    tokenHash: 'a'.repeat(64),
    expiresAt: new Date('2030-01-01T00:00:00.123Z'),
  });
  await db.insert(schema.projects).values({ name: 'Bakery', slug: 'bakery', ownerId: user!.id });
  await old.query('CHECKPOINT');
  await old.close();
  return user!.id;
}

/** Opens the app database on the data folder's embedded cluster; closing stops the cluster too. */
async function openOnCluster(dir: string) {
  const cluster = await EmbeddedCluster.inDataDir(dir, log);
  try {
    const database = await openAppDatabase({ embedded: { cluster, dataDir: dir }, log });
    return {
      ...database,
      close: async () => {
        await database.close();
        await cluster.stop();
      },
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

describe.skipIf(process.env.TEST_DATABASE_URL)('the app database on the embedded cluster', () => {
  it("copies a previous release's PGlite data once, keeps the old folder renamed, and keeps it across restarts", async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'bridge-appdata-'));
    const userId = await previousRelease(dataDir);

    const first = await openOnCluster(dataDir);
    try {
      const [user] = await first.db.select().from(schema.users).where(eq(schema.users.id, userId));
      expect(user).toMatchObject({ email: 'ada@example.com' });
      const [session] = await first.db
        .select()
        .from(schema.sessions)
        .where(eq(schema.sessions.userId, userId));
      expect(session!.expiresAt.toISOString()).toBe('2030-01-01T00:00:00.123Z');
      expect(await first.db.select({ n: count() }).from(schema.projects)).toEqual([{ n: 1 }]);
      expect(first.shared).toBe(false);
    } finally {
      await first.close();
    }
    await expect(stat(join(dataDir, 'app-db'))).rejects.toThrow();
    expect((await stat(join(dataDir, 'app-db.before-postgres'))).isDirectory()).toBe(true);

    const second = await openOnCluster(dataDir);
    try {
      expect(await second.db.select({ n: count() }).from(schema.users)).toEqual([{ n: 1 }]);
    } finally {
      await second.close();
    }
  }, 90_000);

  it('fails loudly on a broken old database and leaves its files exactly as they were', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'bridge-appdata-'));
    await previousRelease(dataDir);
    await writeFile(join(dataDir, 'app-db', 'global', 'pg_control'), Buffer.alloc(8192, 7));
    const before = await fingerprint(join(dataDir, 'app-db'));

    await expect(openOnCluster(dataDir)).rejects.toThrow(
      /Could not copy the app's data from .*app-db.*Nothing was changed/,
    );
    expect(await fingerprint(join(dataDir, 'app-db'))).toEqual(before);
    await expect(stat(join(dataDir, 'app-db.reading'))).rejects.toThrow();
  }, 90_000);
});
