// SSRF: a user's database connection may not lead inside the studio's network (security issue, item 1).
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resolver } from '@server/services/net/address-guard';
import { createProjectRepository } from '@server/modules/projects/repository';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

// Names resolve from this table, never from DNS; nothing here is ever connected to.
const resolve: Resolver = async (hostname) => {
  const table: Record<string, string[]> = {
    'db.attacker.example': ['10.0.0.8'],
    'metadata.google.internal': ['169.254.169.254'],
    'app-db-alias.example': ['127.0.0.1'],
    localhost: ['127.0.0.1'],
    '2130706433': ['127.0.0.1'], // what getaddrinfo makes of an address written as one number
  };
  const answers = table[hostname];
  if (!answers) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  return answers.map((address) => ({ address, family: 4 as const }));
};

async function owner(t: TestApp) {
  const { cookie } = await signUpUser(t);
  const project = await createProject(t, cookie);
  const connect = (url: string) =>
    t.request({
      method: 'PUT',
      url: `/api/projects/${project.id}/connections/database`,
      cookie,
      payload: { url },
    });
  const connections = async () =>
    (
      await t.request({ method: 'GET', url: `/api/projects/${project.id}/connections`, cookie })
    ).json();
  return { cookie, project, connect, connections };
}

describe('by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { resolve });
  });
  afterAll(() => t.close());

  it.each([
    'postgres://postgres@127.0.0.1:5432/postgres',
    'postgres://postgres@localhost/postgres',
    'postgresql://u:p@[::1]:5432/db',
    'postgres://u:p@[::ffff:127.0.0.1]:5432/db',
    'postgres://u:p@2130706433:5432/db',
    'postgres://u:p@10.1.2.3:5432/db',
    'postgres://u:p@192.168.0.4/db',
    'postgres://u:p@db.attacker.example/db',
    'postgres://u:p@metadata.google.internal:80/db',
    'postgres://u:p@169.254.169.254:80/db',
    'postgres://u:p@0.0.0.0:5432/db',
    'postgres:///postgres?host=/var/run/postgresql',
  ])('refuses %s with 400 address_not_allowed and keeps the built-in database', async (url) => {
    const { connect, connections } = await owner(t);
    const res = await connect(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('address_not_allowed');
    expect(res.json().error.message).toMatch(/^Bridge Studio does not connect to /);
    expect((await connections()).database).toEqual({ kind: 'embedded', hint: null });
  });

  it('refuses a connection saved before the guard existed, when it is tested or used', async () => {
    const { cookie, project } = await owner(t);
    const repo = createProjectRepository(t.app.services.database.db);
    await repo.update(project.id, {
      databaseUrlSealed: t.app.services.secrets.encrypt(
        'postgres://postgres@127.0.0.1:5432/postgres',
      ),
    });
    await t.app.services.workspace.reopenDatabase(project.id);
    const test = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/connections/database/test`,
      cookie,
    });
    expect(test.json()).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Bridge Studio does not connect to 127\.0\.0\.1/),
    });
    const plan = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/plans`,
      cookie,
      payload: { instruction: 'create a table called notes with a body' },
    });
    expect(JSON.stringify(plan.json())).not.toMatch(/row|password_hash/i);
    expect(plan.statusCode).toBeLessThan(500);
  });
});

describe('with ALLOW_PRIVATE_NETWORK_CONNECTIONS=true', () => {
  let t: TestApp;
  const servers: Server[] = [];
  const listen = async (onConnection: (socket: import('node:net').Socket) => void) => {
    const server = createServer(onConnection);
    servers.push(server);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    return (server.address() as { port: number }).port;
  };
  beforeAll(async () => {
    t = await createTestApp({ ALLOW_PRIVATE_NETWORK_CONNECTIONS: 'true' }, { resolve });
  });
  afterAll(async () => {
    await t.close();
    for (const server of servers) server.close();
  });

  it('still refuses cloud metadata addresses', async () => {
    const { connect } = await owner(t);
    for (const url of [
      'postgres://u:p@169.254.169.254:80/db',
      'postgres://u:p@metadata.google.internal/db',
    ]) {
      expect((await connect(url)).json().error.code).toBe('address_not_allowed');
    }
  });

  it('answers the same whether the port is closed, open and silent, or open and speaking another protocol', async () => {
    const { connect } = await owner(t);
    const hangsUp = await listen((socket) => socket.destroy());
    const talksNonsense = await listen((socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
    const closed = await listen(() => undefined);
    servers.at(-1)!.close();
    const answers = [];
    for (const port of [closed, hangsUp, talksNonsense]) {
      const res = await connect(`postgres://u:p@127.0.0.1:${port}/db`);
      answers.push({ status: res.statusCode, body: res.json() });
    }
    expect(answers[0]).toMatchObject({
      status: 422,
      body: { error: { code: 'connection_failed' } },
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect((answers[0]!.body as { error: { message: string } }).error.message).not.toMatch(
      /ECONN|port \d|:\d{2,5}|terminated|timeout|127\.0\.0\.1/i,
    );
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("the studio's own database server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ALLOW_PRIVATE_NETWORK_CONNECTIONS: 'true' }, { resolve });
  });
  afterAll(() => t.close());

  it('is refused even when private networks are allowed, by any name or loopback address', async () => {
    const { connect, connections } = await owner(t);
    const port = new URL(process.env.TEST_DATABASE_URL!).port || '5432';
    for (const host of ['127.0.0.1', 'localhost', '127.0.0.2', 'app-db-alias.example', '[::1]']) {
      const res = await connect(`postgres://postgres@${host}:${port}/postgres`);
      expect([res.statusCode, res.json().error.code], host).toEqual([400, 'address_not_allowed']);
      expect(res.json().error.message).toContain("studio's own database");
    }
    expect((await connections()).database.kind).toBe('embedded');
  });
});
