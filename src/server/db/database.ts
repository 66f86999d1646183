import { join } from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { fromRoot } from '../lib/paths';
import type { EmbeddedCluster } from '../services/embedded-postgres/cluster';
import { importFromPglite } from './import-from-pglite';

/** Connections the app's own data may hold (counted in the projects server's budget when it shares it). */
export const APP_POOL_SIZE = 10;

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface AppDatabase {
  db: Db;
  /** False when no other server can use it (the embedded cluster). */
  shared: boolean;
  /** Its connection string, so users' connections can be kept away from it. */
  url?: string;
  /** Answers when the database can serve a query against the profiles table. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fromRoot('src', 'server', 'db', 'migrations');

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** The embedded cluster the data lives on, and DATA_DIR, where a previous release's data may wait. */
  embedded?: { cluster: EmbeddedCluster; dataDir: string } | undefined;
  log?: { info(message: string): void; warn(message: string): void };
}

/** The app's database on the embedded cluster. */
export const APP_DATABASE = 'bridge';

/**
 * Opens the app's own database and runs migrations: `DATABASE_URL` when set, else a database on
 * the embedded PostgreSQL cluster (copying a previous release's PGlite data into it once).
 */
export async function openAppDatabase(options: DatabaseOptions): Promise<AppDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, { shared: true });
  if (!options.embedded)
    throw new Error('The app database needs DATABASE_URL or the embedded server.');
  return openEmbedded(options.embedded, options.log ?? console);
}

async function openEmbedded(
  { cluster, dataDir }: NonNullable<DatabaseOptions['embedded']>,
  log: NonNullable<DatabaseOptions['log']>,
): Promise<AppDatabase> {
  const admin = new pg.Client(cluster.url());
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [APP_DATABASE]);
    if (!found.rowCount) await admin.query(`create database ${APP_DATABASE}`);
    // Projects' roles live on the same cluster: none of them may open the studio's own data.
    await admin.query(`revoke connect, temporary on database ${APP_DATABASE} from public`);
  } finally {
    await admin.end();
  }
  const opened = await openPostgres(cluster.url(APP_DATABASE), { shared: false });
  try {
    await importFromPglite(opened.pool, {
      oldDir: join(dataDir, 'app-db'),
      keptDir: join(dataDir, 'app-db.before-postgres'),
      migrationsFolder,
      log,
    });
  } catch (error) {
    await opened.close();
    throw error;
  }
  return opened;
}

async function openPostgres(
  url: string,
  { shared }: { shared: boolean },
): Promise<AppDatabase & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: url, max: APP_POOL_SIZE });
  // An idle connection closed by the server (a restart, an administrator) must not crash ours;
  // the pool drops it and the next query opens a new one.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    shared,
    url,
    pool,
    ping: async () => {
      await db.execute(sql`select count(*) from profiles limit 1`);
    },
    close: () => pool.end(),
  };
}
