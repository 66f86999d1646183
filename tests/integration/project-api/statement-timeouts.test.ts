import { randomBytes, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { SignJWT } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findPostgrest } from '@server/services/project-api/postgrest-binary';
import { PostgrestProcesses } from '@server/services/project-api/postgrest-processes';
import { ProjectsServer } from '@server/services/project-db/projects-server';
import { createTestPool, passwordsInMemory } from '../project-db/support';

const secret = 'statement-timeouts-secret-0123456789abcdef';

function rpc(socketPath: string, name: string, token?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        socketPath,
        path: `/rpc/${name}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const signedIn = () =>
  new SignJWT({ role: 'authenticated', sub: randomUUID() })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));

/** The cluster-wide statement_timeout a role has been given, as the admin sees it. */
async function roleTimeouts(admin: pg.Client) {
  const { rows } = await admin.query<{ rolname: string; timeout: string | null }>(
    `select r.rolname, (select split_part(c, '=', 2) from unnest(s.setconfig) c where c like 'statement_timeout=%') as timeout
       from pg_roles r left join pg_db_role_setting s on s.setrole = r.oid and s.setdatabase = 0
      where r.rolname in ('anon', 'authenticated') order by r.rolname`,
  );
  return Object.fromEntries(rows.map((row) => [row.rolname, row.timeout]));
}

describe('statement timeouts of the API roles', () => {
  let testPool: Awaited<ReturnType<typeof createTestPool>>;
  let processes: PostgrestProcesses;
  let admin: pg.Client;
  const project = randomUUID();
  const call = (name: string, token?: string) =>
    processes.use(project, (socket) => rpc(socket, name, token));

  beforeAll(async () => {
    testPool = await createTestPool();
    await testPool.pool.create(project);
    const db = await testPool.pool.open(project);
    await db.query(
      `create function public.own_statement_timeout() returns text language sql as $$ select current_setting('statement_timeout') $$`,
    );
    await db.query(
      `create function public.nap() returns void language sql as $$ select pg_sleep(60) $$`,
    );
    processes = new PostgrestProcesses({
      binary: findPostgrest(undefined).then((found) => found.path),
      databaseUri: (id) => testPool.server.studioUri(id),
      jwtSecret: async () => secret,
      log: { warn: () => undefined },
    });
    admin = new pg.Client({ connectionString: inject('projectsServer').adminUrl });
    await admin.connect();
  });

  afterAll(async () => {
    await processes?.closeAll();
    await testPool?.dispose();
    await admin?.end();
  });

  it('are 3 s for anon and 8 s for authenticated, as Supabase sets them, inside PostgREST requests', async () => {
    expect(await call('own_statement_timeout')).toEqual({ status: 200, body: '"3s"' });
    expect(await call('own_statement_timeout', await signedIn())).toEqual({
      status: 200,
      body: '"8s"',
    });
  });

  it("cancel an anonymous query at the limit instead of letting it hold the project's connection", async () => {
    const answer = await call('nap');
    expect(answer.status).toBeGreaterThanOrEqual(500);
    expect(JSON.parse(answer.body)).toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
  });

  it("reach an existing project's database when an upgraded server builds its template, keeping a value someone chose", async () => {
    await admin.query('alter role anon reset statement_timeout');
    await admin.query(`alter role authenticated set statement_timeout = '20s'`);
    try {
      // A server of this release starting over roles an earlier one made.
      const upgraded = new ProjectsServer({
        adminUrl: inject('projectsServer').adminUrl,
        namePrefix: `${inject('projectsServer').namePrefix}${randomBytes(3).toString('hex')}_`,
        ownsServer: false,
        passwords: passwordsInMemory(),
      });
      await upgraded.ensureTemplate();
      await upgraded.close();
      expect(await roleTimeouts(admin)).toEqual({ anon: '3s', authenticated: '20s' });
      // PostgREST reads role settings when it starts.
      processes.reloadSchema(project);
      expect((await call('own_statement_timeout')).body).toBe('"3s"');
    } finally {
      await admin.query(`alter role anon set statement_timeout = '3s'`);
      await admin.query(`alter role authenticated set statement_timeout = '8s'`);
    }
  });
});
