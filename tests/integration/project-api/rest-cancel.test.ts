import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { projects } from '@server/db/tables/projects';
import type { ProjectDatabase } from '@server/services/project-db/project-database';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let port: number;
let project: { id: string; slug: string };
let keys: { anonKey: string; serviceRoleKey: string };
let db: ProjectDatabase;
let admin: pg.Client;
let database: string;

/** A request to the project's API over TCP, as a browser on the site's origin sends it. */
function open(path: string, key: string, method = 'GET') {
  return request({
    host: '127.0.0.1',
    port,
    path,
    method,
    agent: false,
    headers: {
      host: `${project.slug}.localhost:${port}`,
      apikey: key,
      authorization: `Bearer ${key}`,
    },
  });
}

/** Backends of the project's database running the nap function, as the server's admin sees them. */
const napping = async () =>
  (
    await admin.query(
      `select pid from pg_stat_activity
        where datname = $1 and state = 'active' and query like '%"nap"%'`,
      [database],
    )
  ).rowCount;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
  const { cookie } = await signUpUser(t);
  project = await createProject(t, cookie, { name: 'Cancel shop' });
  keys = (
    await t.request({ method: 'GET', url: `/api/projects/${project.id}/api`, cookie })
  ).json();
  const [row] = await t.app.services.database.db
    .select()
    .from(projects)
    .where(eq(projects.id, project.id));
  db = await t.app.services.workspace.database(row!);
  database = (await db.query<{ name: string }>('select current_database() as name')).rows[0]!.name;
  admin = new pg.Client({ connectionString: inject('projectsServer').adminUrl });
  await admin.connect();
  // A database an earlier release made has no pre-request function.
  await db.query('drop function auth.bridge_tag_request()');
  await db.query('create function public.one() returns int language sql as $$ select 1 $$');
  await db.query(
    'create function public.nap() returns int language sql as $$ select 1 from pg_sleep(60) $$',
  );
});
afterAll(async () => {
  await admin?.end();
  await t?.close();
});

describe('REST queries and visitors who go away', () => {
  it('work on a database an earlier release made: the pre-request function is added before PostgREST starts', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = open('/rest/v1/rpc/one', keys.anonKey);
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer).toEqual({ status: 200, body: '1' });
  });

  it('are cancelled once the visitor has gone, even as service_role, which has no statement timeout', async () => {
    const req = open('/rest/v1/rpc/nap', keys.serviceRoleKey);
    req.on('error', () => undefined);
    req.end();
    await expect.poll(napping, { timeout: 15_000 }).toBe(1);
    req.destroy();
    await expect.poll(napping, { timeout: 15_000 }).toBe(0);
  });
});
