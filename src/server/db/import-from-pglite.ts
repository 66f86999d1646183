import { cp, rename, rm, stat } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** Rows copied per round trip: small enough for any row size we store, large enough to be quick. */
const BATCH = 500;
/** Written in the same transaction as the rows, so a copy is never made twice. */
const MARKER = 'pglite_import';

export interface ImportOptions {
  /** The previous release's app database folder (`DATA_DIR/app-db`). */
  oldDir: string;
  /** Where the old folder goes once its data is copied: kept for the operator to remove. */
  keptDir: string;
  migrationsFolder: string;
  log: { info(message: string): void };
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Copies every row of a previous release's PGlite app database into the new PostgreSQL one, in
 * one transaction, then renames the old folder. The old files are never opened in place: a copy
 * is, so a failure leaves them byte for byte as they were, and the target as it was.
 */
export async function importFromPglite(
  target: pg.Pool,
  options: ImportOptions,
): Promise<Record<string, number> | null> {
  if (!(await exists(options.oldDir))) return null;
  const done = await target.query(
    `select 1 from pg_tables where schemaname = 'public' and tablename = '${MARKER}'`,
  );
  if (done.rowCount) {
    await rename(options.oldDir, options.keptDir);
    return null;
  }
  options.log.info(`Copying the app's data from ${options.oldDir} into PostgreSQL.`);
  const scratch = `${options.oldDir}.reading`;
  await rm(scratch, { recursive: true, force: true });
  await cp(options.oldDir, scratch, { recursive: true });
  let old: PGlite | undefined;
  try {
    // Loaded only when there is an old database to copy: loading PGlite would slow every start.
    const [pglite, { drizzle }, { migrate }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    old = await pglite.PGlite.create(scratch);
    // The copy is brought to the same migrations as the target, so both have the same columns.
    await migrate(drizzle(old), { migrationsFolder: options.migrationsFolder });
    const counts = await copyTables(old, target, options.log);
    await rename(options.oldDir, options.keptDir);
    options.log.info(`Copied the app's data; the old folder is kept as ${options.keptDir}.`);
    return counts;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Could not copy the app's data from ${options.oldDir} into PostgreSQL: ${reason}. Nothing was changed: that folder is as it was and the new database holds none of it. Fix the cause and start again, or move the folder out of DATA_DIR to start with no data.`,
      { cause: error },
    );
  } finally {
    await old?.close().catch(() => undefined);
    await rm(scratch, { recursive: true, force: true });
  }
}

async function copyTables(old: PGlite, target: pg.Pool, log: ImportOptions['log']) {
  const tables = (
    await old.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).rows.map((row) => row.name);
  const client = await target.connect();
  const counts: Record<string, number> = {};
  try {
    await client.query('begin');
    // Rows arrive table by table; foreign keys are checked by the counts below, not row by row.
    await client.query('set local session_replication_role = replica');
    for (const table of tables) {
      let copied = 0;
      for (;;) {
        const batch = await old.query<{ rows: unknown[] | null }>(
          `select json_agg(t) as rows from (select * from public.${quote(table)} order by ctid limit ${BATCH} offset ${copied}) t`,
        );
        const rows = batch.rows[0]?.rows ?? [];
        if (rows.length === 0) break;
        await client.query(
          `insert into public.${quote(table)} select * from json_populate_recordset(null::public.${quote(table)}, $1::json)`,
          [JSON.stringify(rows)],
        );
        copied += rows.length;
      }
      const [{ n }] = (
        await client.query<{ n: number }>(`select count(*)::int as n from public.${quote(table)}`)
      ).rows as [{ n: number }];
      if (n !== copied) throw new Error(`Copying ${table} gave ${n} rows instead of ${copied}.`);
      counts[table] = copied;
      if (copied > 0) log.info(`Copied ${copied} rows of ${table}.`);
    }
    await client.query(
      `create table public.${MARKER} (finished_at timestamptz not null default now())`,
    );
    await client.query(`insert into public.${MARKER} default values`);
    await client.query('commit');
    return counts;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
