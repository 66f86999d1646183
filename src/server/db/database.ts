import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { fromRoot } from '../lib/paths';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface AppDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers when the database can serve a query against the profiles table. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fromRoot('src', 'server', 'db', 'migrations');

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Directory for the embedded database; omitted means in memory (tests). */
  dataDir?: string | undefined;
}

/** Opens the app's own database (PGlite by default, Postgres with a URL) and runs migrations. */
export async function openAppDatabase(options: DatabaseOptions): Promise<AppDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<AppDatabase> {
  let client: PGlite;
  if (dataDir) {
    const dir = join(dataDir, 'app-db');
    await mkdir(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select count(*) from profiles limit 1`);
    },
    close: async () => {
      if (client.closed) return;
      // A checkpoint first so the next start does not replay the write-ahead log.
      await client.query('CHECKPOINT');
      await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<AppDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection closed by the server (a restart, an administrator) must not crash ours;
  // the pool drops it and the next query opens a new one.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select count(*) from profiles limit 1`);
    },
    close: () => pool.end(),
  };
}
