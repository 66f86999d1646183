import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { defaultPrivilegesSql, type ProjectsServer } from './projects-server';

interface Log {
  info(message: string): void;
}

/** Every table whose rows a project owns: its own, and its app's users and files. */
const TABLES_SQL = `select format('%I.%I', schemaname, tablename) as name from pg_tables
  where schemaname = 'public' or (schemaname, tablename) in (('auth', 'users'), ('storage', 'buckets'), ('storage', 'objects'))
  order by 1`;

/** The previous release's role that owned projects' objects; on the server the project's own role does. */
const OLD_OWNER = /\bproject_owner\b/g;

/** Lines the server would refuse or does not need from the old database's dump. */
const SKIPPED = [
  // psql's own commands: the text goes through the simple protocol, not psql.
  /^\\/,
  // Unknown before PostgreSQL 17 (a PROJECTS_DATABASE_URL may be 15).
  /^SET transaction_timeout\b/,
  // The old superuser's defaults; the project role's own are set after the restore.
  /^ALTER DEFAULT PRIVILEGES FOR ROLE /,
];

/** pg_dump's statements that name roles (each on one line); rows, which may hold any text, never do. */
const NAMES_ROLES = /^(?:ALTER .+ OWNER TO |GRANT |REVOKE |CREATE POLICY |ALTER POLICY )/;

/** pg_dump's script as one simple-protocol text, with the old owner role renamed to the project's. */
export function restorable(dump: string, role: string): string {
  const owner = pg.escapeIdentifier(role);
  return dump
    .split('\n')
    .filter((line) => !SKIPPED.some((pattern) => pattern.test(line)))
    .map((line) => (NAMES_ROLES.test(line) ? line.replace(OLD_OWNER, owner) : line))
    .join('\n');
}

async function rowCounts(query: (sql: string) => Promise<{ rows: unknown[] }>) {
  const tables = (await query(TABLES_SQL)).rows as { name: string }[];
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = (await query(`select count(*)::int as n from ${name}`)).rows as { n: number }[];
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

class MoveError extends Error {}

/** Runs one step, naming it in the error so the operator knows where the move stopped. */
async function step<T>(projectId: string, what: string, job: () => Promise<T>): Promise<T> {
  try {
    return await job();
  } catch (error) {
    if (error instanceof MoveError) throw error;
    const cause = error instanceof Error ? error.message : String(error);
    throw new MoveError(
      `Could not move project ${projectId}'s database to the PostgreSQL server while ${what}: ${cause}. Its old files are unchanged and projects already moved stay moved. Fix the cause and start the server again.`,
    );
  }
}

/**
 * Moves each project's in-process PGlite database, made by a previous release in
 * `projects/<id>/db`, onto the projects server, once, at start-up. It reads a copy (the old files
 * stay byte for byte), restores schema and rows as the project's own role in a database made from
 * the template, checks every table's row count, and only then puts the database in place and
 * renames the old folder `db.before-postgres`.
 */
export async function moveProjectDatabases(options: {
  dataDir: string;
  server: ProjectsServer;
  log: Log;
}): Promise<number> {
  const root = join(options.dataDir, 'projects');
  const ids = (await readdir(root).catch(() => [] as string[])).filter((id) =>
    existsSync(join(root, id, 'db', 'PG_VERSION')),
  );
  if (ids.length === 0) return 0;
  options.log.info(`Moving ${ids.length} project databases to the PostgreSQL server.`);
  for (const [index, id] of ids.entries()) {
    await moveOne(id, join(root, id), options.server);
    options.log.info(`Moved project ${id}'s database (${index + 1} of ${ids.length}).`);
  }
  return ids.length;
}

async function moveOne(projectId: string, folder: string, server: ProjectsServer) {
  const old = join(folder, 'db');
  const reading = join(folder, 'db.reading');
  await rm(reading, { recursive: true, force: true });
  try {
    await step(projectId, 'copying its old files', () =>
      promisify(execFile)('cp', ['-R', old, reading]),
    );
    // Loaded only when a project has an old database to move: loading PGlite would slow every start.
    const [{ PGlite }, { pgDump }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite-tools/pg_dump'),
    ]);
    const source = await step(projectId, 'opening the copy', () => PGlite.create(reading));
    try {
      const role = server.nameOf(projectId);
      const { schema, users, counts } = await step(projectId, 'reading it', async () => ({
        // pg_dump's own output: functions, policies, triggers, sequences and grants as they were.
        schema: await (
          await pgDump({ pg: source, args: ['--schema=public', '--no-owner', '--column-inserts'] })
        ).text(),
        users: await (
          await pgDump({
            pg: source,
            args: [
              '--data-only',
              '--table=auth.users',
              '--table=storage.buckets',
              '--table=storage.objects',
              '--no-owner',
              '--column-inserts',
            ],
          })
        ).text(),
        counts: await rowCounts((sql) => source.query(sql)),
      }));
      await step(projectId, 'writing it to the server', () =>
        server.create(projectId, async (client: pg.Client) => {
          await client.query('begin');
          // The template's public schema gives way to the project's own, which the dump recreates.
          await client.query('drop schema public cascade');
          await client.query(restorable(users, role));
          await client.query(restorable(schema, role));
          await client.query(defaultPrivilegesSql(pg.escapeIdentifier(role)));
          const moved = await rowCounts((sql) => client.query(sql));
          if (JSON.stringify(moved) !== JSON.stringify(counts))
            throw new Error(
              `the rows did not all arrive (expected ${JSON.stringify(counts)}, found ${JSON.stringify(moved)})`,
            );
          await client.query('commit');
        }),
      );
    } finally {
      await source.close().catch(() => undefined);
    }
    await step(projectId, 'renaming its old folder', () =>
      rename(old, join(folder, 'db.before-postgres')),
    );
  } finally {
    await rm(reading, { recursive: true, force: true });
  }
}
