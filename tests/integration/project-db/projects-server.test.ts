// Each project's database lives on a real PostgreSQL server: made from the baseline template,
// owned by the project's own role (which two logins act as), closed to every other project,
// bounded and dropped.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ProjectDatabases, type ProjectDatabase } from '@server/services/project-db';
import { ProjectsServer } from '@server/services/project-db/projects-server';
import { passwordsInMemory } from './support';

const { adminUrl, namePrefix } = inject('projectsServer');

async function connectAs(uri: string, database?: string) {
  const url = new URL(uri);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}

async function adminQuery(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

describe('project databases on the projects server', () => {
  let pool: ProjectDatabases;
  let server: ProjectsServer;
  const alpha = randomUUID();
  const beta = randomUUID();
  let db: ProjectDatabase;

  beforeAll(async () => {
    server = new ProjectsServer({
      adminUrl,
      namePrefix,
      ownsServer: false,
      passwords: passwordsInMemory(),
    });
    pool = new ProjectDatabases({ server, maxPools: 2, statementTimeoutMs: 400 });
    await pool.ensureTemplate();
    db = await pool.open(alpha);
  });

  afterAll(async () => {
    await pool.closeAll();
  });

  it('makes a database and a role named after the project, once, with logins that act as it', async () => {
    expect(await pool.create(alpha)).toMatchObject({ created: false });
    expect(await pool.create(beta)).toMatchObject({ created: true });
    expect(await pool.create(beta)).toMatchObject({ created: false });
    const name = server.nameOf(beta);
    expect(name).toBe(`${namePrefix}${beta.replaceAll('-', '')}`);
    const [found] = await adminQuery(
      `select d.datname, r.rolname as owner, r.rolsuper, r.rolcreatedb, r.rolcreaterole, r.rolcanlogin,
              has_database_privilege('public', d.datname, 'connect') as public_connect
       from pg_database d join pg_roles r on r.oid = d.datdba where d.datname = $1`,
      [name],
    );
    expect(found).toEqual({
      datname: name,
      owner: name,
      rolsuper: false,
      rolcreatedb: false,
      rolcreaterole: false,
      rolcanlogin: false,
      public_connect: false,
    });
    const logins = await adminQuery(
      `select r.rolname, r.rolcanlogin, r.rolconfig, pg_has_role(r.rolname, $1, 'member') as acts_as_owner
       from pg_roles r where r.rolname in ($2, $3) order by 1`,
      [name, `${name}_login`, `${name}_studio`],
    );
    expect(logins).toEqual(
      [`${name}_login`, `${name}_studio`].map((rolname) => ({
        rolname,
        rolcanlogin: true,
        rolconfig: [`role=${name}`],
        acts_as_owner: true,
      })),
    );
    expect(db.kind).toBe('embedded');
  });

  it("starts as the baseline, with every object owned by the project's role", async () => {
    const owners = await db.query<{ object: string; owner: string }>(
      `select n.nspname || '.' || c.relname as object, pg_get_userbyid(c.relowner) as owner
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('public', 'auth', 'storage') and c.relkind = 'r' order by 1`,
    );
    expect(owners.rows.map((r) => r.object)).toEqual([
      'auth.bridge_settings',
      'auth.identities',
      'auth.mfa_amr_claims',
      'auth.refresh_tokens',
      'auth.sessions',
      'auth.users',
      'public.profiles',
      'storage.buckets',
      'storage.objects',
    ]);
    expect(new Set(owners.rows.map((r) => r.owner))).toEqual(new Set([server.nameOf(alpha)]));
  });

  it("opens with the project's own connection string, and never another project's database", async () => {
    expect(
      (await db.execute("create table notes (body text); insert into notes values ('hi')")).ok,
    ).toBe(true);
    const alphaUri = await pool.founderUri(alpha);
    const own = await connectAs(alphaUri);
    try {
      const [row] = (await own.query('select count(*)::int as n from notes')).rows;
      expect(row).toEqual({ n: 1 });
    } finally {
      await own.end();
    }
    await expect(connectAs(alphaUri, server.nameOf(beta))).rejects.toMatchObject({
      code: '42501',
    });
  });

  it('lists other projects only by opaque names, which open nothing (what Postgres keeps public)', async () => {
    // pg_database and pg_roles stay readable by every role: PostgREST reads pg_roles to load its
    // schema cache, and database tools read pg_database on connecting (docs/security.md).
    const alphaUri = await pool.founderUri(alpha);
    const own = await connectAs(alphaUri);
    try {
      // Other test files share the prefix, so only beta's own names are looked at.
      const betaName = server.nameOf(beta);
      const listed = async (sql: string) =>
        (await own.query<{ name: string }>(sql)).rows
          .map((r) => r.name)
          .filter((name) => name.startsWith(betaName))
          .sort();
      expect(await listed('select datname as name from pg_database')).toEqual([betaName]);
      expect(await listed('select rolname as name from pg_roles')).toEqual([
        betaName,
        `${betaName}_login`,
        `${betaName}_studio`,
      ]);
      expect(betaName).toMatch(new RegExp(`^${namePrefix}[0-9a-f]{32}$`));
      // Password hashes and other logins' settings beyond their names are not readable.
      await expect(own.query('select rolpassword from pg_authid')).rejects.toMatchObject({
        code: '42501',
      });
      const [masked] = (
        await own.query('select rolpassword from pg_roles where rolname = $1', [
          `${server.nameOf(beta)}_login`,
        ])
      ).rows;
      expect(masked).toEqual({ rolpassword: '********' });
    } finally {
      await own.end();
    }
    // A listed name opens nothing: neither the other project's database nor its role.
    await expect(connectAs(alphaUri, server.nameOf(beta))).rejects.toMatchObject({ code: '42501' });
    const again = await connectAs(alphaUri);
    try {
      await expect(again.query(`set role ${server.nameOf(beta)}`)).rejects.toMatchObject({
        code: '42501',
      });
    } finally {
      await again.end();
    }
  });

  it('stops a runaway statement with statement_timeout and changes nothing', async () => {
    const result = await db.execute('create table slow_probe (n int); select pg_sleep(5)');
    expect(result).toMatchObject({ ok: false, code: 'timeout' });
    const probe = await db.query("select to_regclass('public.slow_probe') as found");
    expect(probe.rows).toEqual([{ found: null }]);
  });

  it('keeps at most maxPools connection pools open, closing the least recently used', async () => {
    const gamma = randomUUID();
    await (await pool.open(beta)).query('select 1');
    await (await pool.open(gamma)).query('select 1');
    expect(pool.openProjects()).toEqual([beta, gamma]);
  });

  it('drops the database and the roles with the project', async () => {
    await pool.remove(beta);
    const name = server.nameOf(beta);
    expect(await adminQuery('select 1 from pg_database where datname = $1', [name])).toEqual([]);
    expect(
      await adminQuery('select rolname from pg_roles where rolname in ($1, $2, $3)', [
        name,
        `${name}_login`,
        `${name}_studio`,
      ]),
    ).toEqual([]);
  });
});
