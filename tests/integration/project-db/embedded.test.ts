import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TARGET_CHANGED_MESSAGE,
  type ProjectDatabase,
  type ProjectDatabases,
} from '@server/services/project-db';
import type { ProjectsServer } from '@server/services/project-db/projects-server';
import { THREE_TABLE_SCHEMA, USER_A, USER_B, createTestPool } from './support';

describe("a project's database on the projects server", () => {
  let pool: ProjectDatabases;
  let dispose: () => Promise<void>;
  let db: ProjectDatabase;

  let server: ProjectsServer;
  let firstCreate: { created: boolean };

  beforeAll(async () => {
    ({ pool, server, dispose } = await createTestPool());
    firstCreate = await pool.create('alpha');
    db = await pool.open('alpha');
  });

  afterAll(() => dispose());

  it('is created from the template database, and only once', async () => {
    expect(firstCreate.created).toBe(true);
    expect(db.kind).toBe('embedded');
    await pool.closeProject('alpha');
    const again = await pool.create('alpha');
    expect(again.created).toBe(false);
  });

  it('starts as the Supabase look-alike baseline', async () => {
    const roles = await db.query<{ rolname: string; rolcanlogin: boolean }>(
      "select rolname, rolcanlogin from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname",
    );
    expect(roles.rows).toEqual([
      { rolname: 'anon', rolcanlogin: false },
      { rolname: 'authenticated', rolcanlogin: false },
      { rolname: 'service_role', rolcanlogin: false },
    ]);
    const columns = await db.query<{ table: string; column: string }>(
      `select table_schema || '.' || table_name as table, column_name as column from information_schema.columns
       where (table_schema, table_name) in (('auth', 'users'), ('storage', 'buckets'), ('storage', 'objects'))
       order by table_schema, table_name, ordinal_position`,
    );
    const byTable = (t: string) => columns.rows.filter((r) => r.table === t).map((r) => r.column);
    expect(byTable('auth.users')).toEqual(expect.arrayContaining(['id', 'email', 'created_at']));
    expect(byTable('storage.buckets')).toEqual(
      expect.arrayContaining(['id', 'name', 'public', 'created_at']),
    );
    expect(byTable('storage.objects')).toEqual(
      expect.arrayContaining(['id', 'bucket_id', 'name', 'owner', 'metadata', 'created_at']),
    );
    const rls = await db.query(
      "select relname, relrowsecurity from pg_class where oid in ('storage.objects'::regclass, 'public.profiles'::regclass) order by relname",
    );
    expect(rls.rows).toEqual([
      { relname: 'objects', relrowsecurity: true },
      { relname: 'profiles', relrowsecurity: true },
    ]);

    const [uid, role] = await db.runInTransaction(
      [
        { sql: 'select auth.uid() as uid', as: { role: 'authenticated', userId: USER_A } },
        { sql: 'select auth.role() as role, current_user as "user"', as: { role: 'anon' } },
      ],
      { finish: 'rollback' },
    );
    expect(uid?.rows).toEqual([{ uid: USER_A }]);
    expect(role?.rows).toEqual([{ role: 'anon', user: 'anon' }]);

    const schema = await db.introspect();
    const profiles = schema.tables.find((t) => t.name === 'profiles');
    expect(profiles).toMatchObject({ schema: 'public', rls: true });
    expect(profiles?.columns.slice(0, 4)).toEqual([
      { name: 'id', type: 'uuid', nullable: false, default: null },
      { name: 'updated_at', type: 'timestamp with time zone', nullable: true, default: null },
      { name: 'username', type: 'text', nullable: true, default: null },
      { name: 'first_name', type: 'text', nullable: true, default: null },
    ]);
    expect(profiles?.policies.map((p) => [p.command, p.roles, p.using, p.withCheck])).toEqual([
      ['SELECT', ['authenticated'], '(auth.uid() = id)', null],
      ['INSERT', ['authenticated'], null, '(auth.uid() = id)'],
      ['UPDATE', ['authenticated'], '(auth.uid() = id)', '(auth.uid() = id)'],
    ]);
    expect(profiles?.foreignKeys).toEqual([
      { columns: ['id'], references: { schema: 'auth', table: 'users', columns: ['id'] } },
    ]);
    expect(
      (await db.introspect({ includeStorage: true })).tables.map((t) => `${t.schema}.${t.name}`),
    ).toEqual(['public.profiles', 'storage.buckets']);
  });

  it('applies a three-table schema and describes it with Postgres type names', async () => {
    const result = await db.execute(THREE_TABLE_SCHEMA);
    expect(result).toMatchObject({
      ok: true,
      message: expect.stringMatching(/^Applied 6 statements in \d+ ms\.$/),
    });
    if (!result.ok) return;
    expect(result.statements.map((s) => s.label)).toEqual([
      'CREATE TABLE',
      'CREATE TABLE',
      'CREATE TABLE',
      'CREATE INDEX',
      'ALTER TABLE',
      'CREATE POLICY',
    ]);

    const tables = (await db.introspect()).tables;
    expect(tables.map((t) => t.name)).toEqual(['customers', 'order_items', 'orders', 'profiles']);
    const customers = tables.find((t) => t.name === 'customers');
    expect(customers?.columns).toEqual([
      { name: 'id', type: 'uuid', nullable: false, default: 'gen_random_uuid()' },
      { name: 'user_id', type: 'uuid', nullable: false, default: 'auth.uid()' },
      { name: 'name', type: 'character varying(80)', nullable: false, default: null },
      { name: 'email', type: 'text', nullable: true, default: null },
      { name: 'tags', type: 'text[]', nullable: false, default: "'{}'::text[]" },
      { name: 'signed_up_at', type: 'timestamp with time zone', nullable: false, default: 'now()' },
    ]);
    expect(customers?.policies).toEqual([
      {
        name: 'Owners manage their customers',
        command: 'ALL',
        roles: ['authenticated'],
        using: '(auth.uid() = user_id)',
        withCheck: '(auth.uid() = user_id)',
      },
    ]);
    const orders = tables.find((t) => t.name === 'orders');
    expect(orders?.columns.find((c) => c.name === 'total')?.type).toBe('numeric(10,2)');
    expect(orders?.indexes).toEqual([
      { name: 'orders_customer_idx', columns: ['customer_id'], unique: false },
      { name: 'orders_pkey', columns: ['id'], unique: true },
    ]);
    expect(orders?.foreignKeys).toEqual([
      {
        columns: ['customer_id'],
        references: { schema: 'public', table: 'customers', columns: ['id'] },
      },
    ]);
    expect(tables.find((t) => t.name === 'order_items')?.indexes).toEqual([
      { name: 'order_items_pkey', columns: ['order_id', 'line'], unique: true },
    ]);
  });

  it('dry runs inside a rolled-back transaction and explains failures in plain words', async () => {
    const before = await db.fingerprint();
    const clean = await db.dryRun(
      'create table invoices (id int primary key); alter table invoices enable row level security',
    );
    expect(clean).toMatchObject({ ok: true, message: 'All 2 statements apply cleanly.' });
    expect(await db.fingerprint()).toBe(before);

    expect(
      await db.dryRun('create table notes (id int); create table customers (id int)'),
    ).toMatchObject({
      ok: false,
      code: 'sql_error',
      statement: 2,
      message: 'Statement 2 (CREATE TABLE) would fail: A table named customers already exists.',
      error: 'A table named customers already exists.',
      postgres: { code: '42P07' },
    });
    expect(await db.dryRun('select nickname from customers')).toMatchObject({
      ok: false,
      error: 'There is no column named nickname.',
    });
    expect(await db.dryRun('alter table customers add column name text')).toMatchObject({
      ok: false,
      error: 'The table customers already has a column named name.',
    });
    expect(await db.dryRun('select 1;\ncreate table x (id int,, name text)')).toMatchObject({
      ok: false,
      code: 'refused',
      message: 'The SQL could not be read: syntax error at or near "," (line 2, character 24).',
    });
    expect(await db.fingerprint()).toBe(before);
  });

  it('proves row-level security: user A cannot see user B’s rows', async () => {
    await db.query(
      "insert into auth.users (id, email) values ($1, 'a@example.com'), ($2, 'b@example.com')",
      [USER_A, USER_B],
    );
    await db.runInTransaction([
      {
        sql: "insert into customers (name) values ('Ada’s customer')",
        as: { role: 'authenticated', userId: USER_A },
      },
      {
        sql: "insert into customers (name) values ('Bo’s customer')",
        as: { role: 'authenticated', userId: USER_B },
      },
    ]);

    const [asA, asB, asAnon, asOwner] = await db.runInTransaction(
      [
        {
          sql: 'select name from customers order by name',
          as: { role: 'authenticated', userId: USER_A },
        },
        {
          sql: 'select name from customers order by name',
          as: { role: 'authenticated', userId: USER_B },
        },
        { sql: 'select name from customers order by name', as: { role: 'anon' } },
        { sql: 'select name from customers order by name' },
      ],
      { finish: 'rollback' },
    );
    expect(asA?.rows).toEqual([{ name: 'Ada’s customer' }]);
    expect(asB?.rows).toEqual([{ name: 'Bo’s customer' }]);
    expect(asAnon?.rows).toEqual([]);
    expect(asOwner?.rows).toHaveLength(2);

    const aUpdatesB = await db.queryAs(
      { role: 'authenticated', userId: USER_A },
      "update customers set name = 'taken' where user_id = $1",
      [USER_B],
    );
    expect(aUpdatesB.rowCount).toBe(0);
    await expect(
      db.queryAs(
        { role: 'authenticated', userId: USER_A },
        "insert into customers (user_id, name) values ($1, 'forged')",
        [USER_B],
      ),
    ).rejects.toMatchObject({ code: 'sql_error', failure: { postgres: { code: '42501' } } });
  });

  it('runs plan statements as a role that is no superuser', async () => {
    const result = await db.execute(
      'create table probe (who text default current_user); insert into probe default values',
    );
    expect(result.ok).toBe(true);
    const probe = await db.query<{ who: string; superuser: boolean }>(
      'select who, (select rolsuper from pg_roles where rolname = who) as superuser from probe',
    );
    expect(probe.rows).toEqual([{ who: server.nameOf('alpha'), superuser: false }]);
  });

  it('changes the fingerprint when the schema changes, and only then', async () => {
    const before = await db.fingerprint();
    expect(await db.fingerprint()).toBe(before);
    await db.execute(
      "insert into order_items (order_id, line, product) select id, 1, 'x' from orders",
    );
    expect(await db.fingerprint()).toBe(before);
    await db.execute('alter table orders add column note text');
    expect(await db.fingerprint()).not.toBe(before);
    await db.execute("insert into storage.buckets (id, name) values ('avatars', 'avatars')");
    const schema = await db.introspect({ includeStorage: true });
    expect(schema.tables.some((t) => t.schema === 'storage' && t.name === 'buckets')).toBe(true);
  });

  it('refuses to execute a plan whose target changed since it was planned', async () => {
    const planned = await db.fingerprint();
    expect((await db.execute('create table sneaky (id int)')).ok).toBe(true);
    const stale = await db.execute('create table planned (id int)', {
      expectedFingerprint: planned,
    });
    expect(stale).toEqual({
      ok: false,
      code: 'target_changed',
      message: TARGET_CHANGED_MESSAGE,
      error: TARGET_CHANGED_MESSAGE,
    });
    expect((await db.introspect()).tables.map((t) => t.name)).not.toContain('planned');
    const fresh = await db.execute('create table planned (id int)', {
      expectedFingerprint: await db.fingerprint(),
    });
    expect(fresh.ok).toBe(true);
  });

  it('reports row counts and sizes for usage impact', async () => {
    const usage = await db.usage();
    expect(usage.databaseBytes).toBeGreaterThan(1_000_000);
    expect(usage.tables.find((t) => t.name === 'customers')).toMatchObject({
      schema: 'public',
      rows: 2,
    });
    expect(usage.tables.find((t) => t.name === 'buckets')).toMatchObject({
      schema: 'storage',
      rows: 1,
    });
    expect(usage.tables.find((t) => t.name === 'customers')?.bytes).toBeGreaterThan(0);
    expect(usage.tables.find((t) => t.name === 'sneaky')).toMatchObject({ rows: 0, bytes: 0 });
  });

  it('keeps committed data when the database is closed and opened again', async () => {
    await pool.closeProject('alpha');
    expect(pool.isOpen('alpha')).toBe(false);
    const count = await db.query<{ n: number }>('select count(*)::int as n from customers');
    expect(count.rows).toEqual([{ n: 2 }]);
    expect(pool.isOpen('alpha')).toBe(true);
  });

  it('answers engine errors for trusted queries with the cause in words', async () => {
    await expect(db.query('select * from missing_table')).rejects.toMatchObject({
      code: 'sql_error',
      message: 'There is no table named missing_table.',
    });
    await expect(
      db.queryAs({ role: 'authenticated', userId: 'not-a-uuid' }, 'select 1'),
    ).rejects.toMatchObject({
      message: 'not-a-uuid is not a user id.',
    });
  });
});
