import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostgrest } from '@server/services/project-api/postgrest-binary';
import { PostgrestProcesses } from '@server/services/project-api/postgrest-processes';
import { createTestPool } from '../project-db/support';
import { ManualClock } from '../../support/manual-clock';

/** One HTTP request over the PostgREST socket. */
function get(socketPath: string, path: string, token?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      { socketPath, path, headers: token ? { authorization: `Bearer ${token}` } : {} },
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

const sign = (secret: string, claims: Record<string, unknown>) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));

describe('one PostgREST per active project', () => {
  let testPool: Awaited<ReturnType<typeof createTestPool>>;
  const timers = new ManualClock(0);
  const secrets = new Map<string, string>();
  let processes: PostgrestProcesses;
  const project = randomUUID();
  const other = randomUUID();

  beforeAll(async () => {
    testPool = await createTestPool();
    for (const id of [project, other]) {
      await testPool.pool.create(id);
      secrets.set(id, `first-secret-for-${id}`);
    }
    const db = await testPool.pool.open(project);
    for (const sql of [
      'create table public.fruits (id serial primary key, name text not null)',
      "insert into public.fruits (name) values ('pear'), ('plum')",
      'alter table public.fruits enable row level security',
      'create policy "Signed-in people read fruit" on public.fruits for select to authenticated using (true)',
    ])
      await db.query(sql);
    processes = new PostgrestProcesses({
      binary: findPostgrest(undefined).then((found) => found.path),
      databaseUri: (id) => testPool.server.studioUri(id),
      jwtSecret: async (id) => secrets.get(id) as string,
      maxProcesses: 1,
      timers,
      log: { warn: () => undefined },
    });
  });

  afterAll(async () => {
    await processes?.closeAll();
    await testPool?.dispose();
  });

  it('starts on first use, runs as anon without a token and as the token role with one', async () => {
    const anon = await processes.use(project, (socket) => get(socket, '/fruits?select=name'));
    expect(anon).toEqual({ status: 200, body: '[]' });
    const token = await sign(secrets.get(project) as string, {
      role: 'authenticated',
      sub: randomUUID(),
    });
    const signedIn = await processes.use(project, (socket) =>
      get(socket, '/fruits?select=name&order=name', token),
    );
    expect(JSON.parse(signedIn.body)).toEqual([{ name: 'pear' }, { name: 'plum' }]);
    expect(processes.runningProjects()).toEqual([project]);
  });

  it('refuses tokens signed with another secret, unsigned ones and expired ones', async () => {
    const foreign = await sign('another-secret-entirely-0123456789', { role: 'authenticated' });
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"role":"authenticated"}').toString('base64url')}.`;
    const expired = await new SignJWT({ role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(secrets.get(project) as string));
    for (const token of [foreign, none, expired]) {
      const answer = await processes.use(project, (socket) => get(socket, '/fruits', token));
      expect(answer.status).toBe(401);
    }
  });

  it('answers with the new schema from the first request after reloadSchema, while a request already running finishes', async () => {
    const db = await testPool.pool.open(project);
    await db.query(
      'create function public.slow_count() returns int language sql as $$ select count(*)::int from pg_sleep(0.3) $$',
    );
    processes.reloadSchema(project);
    const pidBefore = processes.pidOf(project);
    const running = processes.use(project, (s) => get(s, '/rpc/slow_count'));
    await expect.poll(() => processes.pidOf(project)).not.toBe(pidBefore);
    await db.query('create table public.baskets (id serial primary key)');
    processes.reloadSchema(project);
    // No waiting: the table is there for the very next request.
    expect((await processes.use(project, (s) => get(s, '/baskets'))).status).toBe(200);
    expect(await running).toEqual({ status: 200, body: '1' });
  });

  it('restarts with the new secret after a rotation, so old tokens stop working', async () => {
    const old = await sign(secrets.get(project) as string, { role: 'authenticated' });
    const pidBefore = processes.pidOf(project);
    secrets.set(project, `second-secret-for-${project}`);
    expect((await processes.use(project, (s) => get(s, '/fruits', old))).status).toBe(401);
    expect(processes.pidOf(project)).not.toBe(pidBefore);
  });

  it('stops the least recently used one beyond the limit, and any one left idle', async () => {
    await processes.use(other, (socket) => get(socket, '/'));
    expect(processes.runningProjects()).toEqual([other]);
    timers.advance(5 * 60_000);
    await expect.poll(() => processes.runningProjects()).toEqual([]);
  });
});
