import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openExternalDatabase,
  type ProjectDatabase,
  type ProjectDatabases,
} from '@server/services/project-db';
import { AddressGuard } from '@server/services/net/address-guard';
import { createTestPostgresDatabase } from '../../support/test-database';
import { THREE_TABLE_SCHEMA, USER_A, USER_B, createTestPool } from './support';

const LIMIT_MS = 1_000;
// The test server is on this machine, which the operator setting allows.
const localGuard = new AddressGuard({ allowPrivateNetwork: true, internalEndpoints: [] });

describe.skipIf(!process.env.TEST_DATABASE_URL)('external Postgres project database', () => {
  let postgres: Awaited<ReturnType<typeof createTestPostgresDatabase>>;
  let pool: ProjectDatabases;
  let dispose: () => Promise<void>;
  let db: ProjectDatabase;
  let embedded: ProjectDatabase;

  beforeAll(async () => {
    postgres = await createTestPostgresDatabase();
    const url = postgres?.url;
    ({ pool, dispose } = await createTestPool({
      statementTimeoutMs: LIMIT_MS,
      lockTimeoutMs: 300,
      external: { connectionString: (id) => (id === 'external' ? url : null), guard: localGuard },
    }));
    db = await pool.open('external');
    embedded = await pool.open('embedded');
  });

  afterAll(async () => {
    await dispose?.();
    await postgres?.drop();
  });

  it('installs the baseline where it is missing, and installing it again changes nothing', async () => {
    expect(db.kind).toBe('external');
    await db.ensureBaseline();
    const first = await db.fingerprint();
    await db.ensureBaseline();
    expect(await db.fingerprint()).toBe(first);

    const roles = await db.query<{ rolname: string }>(
      "select rolname from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname",
    );
    expect(roles.rows.map((r) => r.rolname)).toEqual(['anon', 'authenticated', 'service_role']);
    const uid = await db.queryAs<{ uid: string }>(
      { role: 'authenticated', userId: USER_A },
      'select auth.uid() as uid',
    );
    expect(uid.rows).toEqual([{ uid: USER_A }]);
    const schema = await db.introspect({ includeStorage: true });
    expect(schema.tables.map((t) => `${t.schema}.${t.name}`)).toEqual([
      'public.profiles',
      'storage.buckets',
    ]);
  });

  it('describes the same schema exactly as the embedded database does', async () => {
    for (const target of [db, embedded]) {
      const result = await target.execute(THREE_TABLE_SCHEMA);
      expect(result.ok ? 'ok' : result.message).toBe('ok');
    }
    expect(await db.introspect()).toEqual(await embedded.introspect());
    expect(await db.fingerprint()).toBe(await embedded.fingerprint());
  });

  it('proves row-level security on the external database too', async () => {
    await db.query(
      "insert into auth.users (id, email) values ($1, 'a@example.com'), ($2, 'b@example.com')",
      [USER_A, USER_B],
    );
    await db.runInTransaction([
      {
        sql: "insert into customers (name) values ('A')",
        as: { role: 'authenticated', userId: USER_A },
      },
      {
        sql: "insert into customers (name) values ('B')",
        as: { role: 'authenticated', userId: USER_B },
      },
    ]);
    const [asA, asB] = await db.runInTransaction(
      [
        { sql: 'select name from customers', as: { role: 'authenticated', userId: USER_A } },
        { sql: 'select name from customers', as: { role: 'authenticated', userId: USER_B } },
      ],
      { finish: 'rollback' },
    );
    expect(asA?.rows).toEqual([{ name: 'A' }]);
    expect(asB?.rows).toEqual([{ name: 'B' }]);
  });

  it('dry runs and explains failures in the same plain words', async () => {
    expect(await db.dryRun('create table customers (id int)')).toMatchObject({
      ok: false,
      message: 'Statement 1 (CREATE TABLE) would fail: A table named customers already exists.',
    });
    expect(await db.dryRun('alter table customers add column nickname text')).toMatchObject({
      ok: true,
    });
    expect(
      (await db.introspect()).tables
        .find((t) => t.name === 'customers')
        ?.columns.map((c) => c.name),
    ).not.toContain('nickname');
  });

  it('never quotes row data back in an error, as a way to read another database (security issue, item 1)', async () => {
    await db.query("insert into customers (name, user_id) values ('zq-secret-row', $1)", [USER_A]);
    const cast = await db.dryRun("select name::int from customers where name like 'zq%'");
    const check = await db.dryRun(
      'alter table customers add constraint short_names check (length(name) < 3)',
    );
    expect(cast).toMatchObject({ ok: false, code: 'sql_error' });
    expect(check).toMatchObject({ ok: false, code: 'sql_error' });
    await db.query("delete from customers where name = 'zq-secret-row'");
    for (const result of [cast, check])
      expect(JSON.stringify(result)).not.toContain('zq-secret-row');
  });

  it('refuses hostile SQL before it reaches the server', async () => {
    expect(await db.execute("copy customers to program 'id'")).toMatchObject({
      ok: false,
      code: 'refused',
      message: 'Statement 1 (COPY) reads or writes files on the server, which projects may not do.',
    });
  });

  it('stops a statement at the limit with statement_timeout, inside a transaction that changes nothing', async () => {
    const started = performance.now();
    const result = await db.execute('create table half_done (id int); select pg_sleep(60)');
    expect(performance.now() - started).toBeLessThan(LIMIT_MS + 1_000);
    expect(result).toMatchObject({
      ok: false,
      code: 'timeout',
      message: 'This change took longer than 1 second and was stopped. Nothing was changed.',
    });
    const table = await db.query<{ t: string | null }>(
      "select to_regclass('public.half_done')::text as t",
    );
    expect(table.rows).toEqual([{ t: null }]);
  });

  it('gives up waiting for a lock after lock_timeout', async () => {
    const holder = new pg.Client({ connectionString: postgres?.url });
    await holder.connect();
    try {
      await holder.query('begin; lock table customers in access exclusive mode');
      const result = await db.execute('alter table customers add column blocked text');
      expect(result).toMatchObject({
        ok: false,
        code: 'sql_error',
        error: 'Another change was holding the same table; try again in a moment.',
      });
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
  });

  it('checks a connection string outside the pool, and says plainly when it cannot connect', async () => {
    const direct = openExternalDatabase(postgres?.url ?? '', { guard: localGuard });
    expect((await direct.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await direct.close();
    const nowhere = openExternalDatabase('postgres://nobody@127.0.0.1:1/none', {
      guard: localGuard,
    });
    await expect(nowhere.query('select 1')).rejects.toMatchObject({
      code: 'unavailable',
      message: expect.stringMatching(
        /^The project's database could not be reached with this connection string\./,
      ),
    });
    await nowhere.close();
  });

  it('reports usage from the external database', async () => {
    const usage = await db.usage();
    expect(usage.tables.find((t) => t.name === 'customers')).toMatchObject({ rows: 2 });
    expect(usage.databaseBytes).toBeGreaterThan(0);
  });
});
