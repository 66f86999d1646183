import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import hostile from '../../fixtures/sql/hostile.json';
import legitimate from '../../fixtures/sql/legitimate.json';
import type { ProjectDatabase } from '@server/services/project-db';
import { PostgresEngine } from '@server/services/project-db/postgres-engine';
import { projectDatabaseOn } from '@server/services/project-db/project-database';
import type { Batch, SqlEngine } from '@server/services/project-db/sql-engine';
import { USER_A, createTestPool } from './support';

/**
 * Everything a hostile statement could have changed, read as the owner. Roles are cluster-wide, so
 * those that other test files make meanwhile ($1 is the run's name prefix) are left out unless
 * privileged.
 */
const STATE_SQL = `
  select
    (select string_agg(rolname || ':' || rolsuper || rolcanlogin || rolbypassrls, ',' order by rolname) from pg_roles
      where left(rolname, length($1)) <> $1 or rolsuper or rolbypassrls or rolcreaterole) as roles,
    (select string_agg(nspname, ',' order by nspname) from pg_namespace) as schemas,
    (select string_agg(extname, ',' order by extname) from pg_extension) as extensions,
    (select string_agg(proname || ':' || prosrc, ',' order by proname) from pg_proc where pronamespace = 'auth'::regnamespace) as auth_functions,
    (select count(*)::int from auth.users) as users,
    (select string_agg(relname || ':' || relrowsecurity, ',' order by relname) from pg_class where relnamespace in ('auth'::regnamespace, 'storage'::regnamespace) and relkind = 'r') as reserved_tables,
    (select string_agg(coalesce(array_to_string(relacl, ';'), ''), ',' order by relname) from pg_class where relnamespace = 'auth'::regnamespace) as auth_grants`;

const runPrefix = inject('projectsServer').namePrefix;

describe('hostile SQL', () => {
  let dispose: () => Promise<void>;
  let engine: PostgresEngine;
  let db: ProjectDatabase;
  const batches: Batch[] = [];

  beforeAll(async () => {
    const test = await createTestPool();
    dispose = test.dispose;
    await test.pool.create('hostile');
    engine = new PostgresEngine({
      kind: 'embedded',
      connectionString: await test.server.studioUri('hostile'),
      statementTimeoutMs: 5_000,
      lockTimeoutMs: 3_000,
    });
    // Counts every batch that reaches the database, to prove refusals happen before anything runs.
    const counting: SqlEngine = {
      kind: engine.kind,
      run: (batch) => {
        batches.push(batch);
        return engine.run(batch);
      },
      close: () => engine.close(),
    };
    db = projectDatabaseOn(counting);
    await db.query("insert into auth.users (id, email) values ($1, 'a@example.com')", [USER_A]);
    await db.execute('create table canary (id int)');
  });

  afterAll(async () => {
    await engine.close();
    await dispose();
  });

  it('refuses every hostile statement before anything reaches the database, which stays unchanged', async () => {
    expect(hostile.length).toBeGreaterThanOrEqual(40);
    const before = {
      state: (await db.query(STATE_SQL, [runPrefix])).rows[0],
      fingerprint: await db.fingerprint(),
    };
    const batchesBefore = batches.length;

    for (const { name, sql, expect: expected } of hostile) {
      const result = await db.execute(sql);
      expect(result.ok, name).toBe(false);
      if (result.ok) continue;
      expect(result.code, name).toBe('refused');
      expect(result.message, name).toContain(expected);
      const dry = await db.dryRun(sql);
      expect(dry.ok ? 'ran' : dry.code, name).toBe('refused');
    }

    expect(batches.length).toBe(batchesBefore);
    expect((await db.query(STATE_SQL, [runPrefix])).rows[0]).toEqual(before.state);
    expect(await db.fingerprint()).toBe(before.fingerprint);
  });

  it('lets legitimate statements through, and they run', async () => {
    for (const sql of legitimate) {
      const dry = await db.dryRun(sql);
      expect(dry.ok ? 'ok' : dry.message, sql).toBe('ok');
      const result = await db.execute(sql);
      expect(result.ok ? 'ok' : result.message, sql).toBe('ok');
    }
    const tables = (await db.introspect()).tables.map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(['projects', 'tasks', 'contacts', 'notes']));
  });

  it('would still stop a file read the guard missed: plan statements run without superuser rights', async () => {
    const direct = engine.run({
      steps: [{ sql: "select pg_read_file('/etc/passwd')" }],
      finish: 'rollback',
      purpose: 'change',
    });
    await expect(direct).rejects.toMatchObject({
      code: 'sql_error',
      failure: { postgres: { code: '42501' } },
    });
  });
});
