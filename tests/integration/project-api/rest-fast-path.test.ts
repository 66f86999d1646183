import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projects } from '@server/db/tables/projects';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let cookie: string;
let port: number;
let project: { id: string; slug: string };
let anonKey: string;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request over TCP to the listening server, as a browser on the site's origin sends it. */
function call(
  path: string,
  headers: Record<string, string> = {},
  options: { method?: string; host?: string; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        // A connection each: the too-large request leaves its connection waiting for the body.
        agent: false,
        headers: { host: options.host ?? `${project.slug}.localhost:${port}`, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const withKey = (headers: Record<string, string> = {}) => ({
  apikey: anonKey,
  authorization: `Bearer ${anonKey}`,
  ...headers,
});

async function projectRow(id: string) {
  const [row] = await t.app.services.database.db.select().from(projects).where(eq(projects.id, id));
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
  ({ cookie } = await signUpUser(t));
  project = await createProject(t, cookie, { name: 'Fast path shop' });
  ({ anonKey } = (
    await t.request({ method: 'GET', url: `/api/projects/${project.id}/api`, cookie })
  ).json());
  const db = await t.app.services.workspace.database(await projectRow(project.id));
  await db.query(
    "create table public.items as select n as id, 'Item ' || n as name from generate_series(1, 100) n",
  );
  await db.query('grant select on public.items to anon');
});
afterAll(() => t?.close());

describe('the REST path answered before Fastify', () => {
  it('answers as the route inside Fastify does: same status, body and headers', async () => {
    const path = '/rest/v1/items?select=id,name&order=id&limit=3';
    const headers = withKey({ prefer: 'count=exact', 'accept-profile': 'public' });
    const fast = await call(path, headers);
    const inside = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { host: `${project.slug}.localhost:${port}`, ...headers },
    });
    // Part of the 100 rows, counted: PostgREST's 206.
    expect(fast.status).toBe(206);
    expect(JSON.parse(fast.body.toString())).toEqual([
      { id: 1, name: 'Item 1' },
      { id: 2, name: 'Item 2' },
      { id: 3, name: 'Item 3' },
    ]);
    expect(fast.body.toString()).toBe(inside.body);
    const names = (h: object) =>
      Object.keys(h)
        .filter((name) => !['date', 'connection', 'keep-alive'].includes(name))
        .sort();
    expect(names(fast.headers)).toEqual(names(inside.headers));
    expect(fast.headers).toMatchObject({
      'content-range': '0-2/100',
      'access-control-allow-origin': '*',
      'access-control-expose-headers': 'Content-Range, X-Total-Count, X-Supabase-Api-Version',
      'x-content-type-options': 'nosniff',
    });
    expect(fast.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('passes Range through and takes the key from the query, which PostgREST never sees', async () => {
    const answer = await call(`/rest/v1/items?select=id&order=id&apikey=${anonKey}`, {
      range: '5-6',
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual([{ id: 6 }, { id: 7 }]);
  });

  it("logs each request it answers, with the key in the URL redacted by the app's serializer", async () => {
    // In this order: setting pino's level replaces its level methods.
    t.app.log.level = 'info';
    const info = vi.spyOn(t.app.log, 'info').mockImplementation(() => undefined);
    let details: unknown;
    try {
      expect((await call(`/rest/v1/items?select=id&limit=1&apikey=${anonKey}`)).status).toBe(200);
      await vi.waitFor(() =>
        expect(info).toHaveBeenCalledWith(expect.anything(), 'request completed'),
      );
      [details] = info.mock.calls.find(([, message]) => message === 'request completed')!;
    } finally {
      info.mockRestore();
      t.app.log.level = 'silent';
    }
    const { req, res } = details as { req: object; res: object };
    const serializers = Object.getOwnPropertySymbols(t.app.log).find(
      (symbol) => symbol.description === 'pino.serializers',
    )!;
    const { req: serializeReq } = (
      t.app.log as never as Record<symbol, { req: (r: object) => object }>
    )[serializers]!;
    expect(serializeReq(req)).toMatchObject({
      method: 'GET',
      url: '/rest/v1/items?select=id&limit=1&apikey=[redacted]',
      host: `${project.slug}.localhost:${port}`,
    });
    expect(res).toEqual({ statusCode: 200 });
  });

  it('takes the first key in the query, as Fastify reads a query', async () => {
    const answer = await call(`/rest/v1/items?select=id&limit=1&apikey=${anonKey}&apikey=wrong`);
    expect(answer.status).toBe(200);
  });

  it('refuses a request without a key, or with another key, in the gateway words, with CORS', async () => {
    const none = await call('/rest/v1/items');
    expect(none.status).toBe(401);
    expect(JSON.parse(none.body.toString())).toEqual({ message: 'No API key found in request' });
    expect(none.headers['access-control-allow-origin']).toBe('*');
    const other = await call('/rest/v1/items', { apikey: `${anonKey}x` });
    expect(other.status).toBe(401);
    expect(JSON.parse(other.body.toString())).toEqual({ message: 'Invalid API key' });
  });

  it('passes a body on, answers 204 without a type or length, and HEAD with headers only', async () => {
    const { serviceRoleKey } = (
      await t.request({ method: 'GET', url: `/api/projects/${project.id}/api`, cookie })
    ).json();
    const asService = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` };
    const made = await call(
      '/rest/v1/items',
      { ...asService, 'content-type': 'application/json', prefer: 'return=representation' },
      { method: 'POST', body: JSON.stringify({ id: 1000, name: 'Extra' }) },
    );
    expect(made.status).toBe(201);
    expect(JSON.parse(made.body.toString())).toEqual([{ id: 1000, name: 'Extra' }]);
    const deleted = await call('/rest/v1/items?id=eq.1000', asService, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(deleted.headers['content-length']).toBeUndefined();
    expect(deleted.headers['content-type']).toBeUndefined();
    const head = await call('/rest/v1/items?select=id', withKey({ prefer: 'count=exact' }), {
      method: 'HEAD',
    });
    expect(head.status).toBe(200);
    expect(head.headers['content-range']).toBe('0-99/100');
    expect(head.body).toHaveLength(0);
  });

  it('refuses a rotated key on the very next request', async () => {
    expect((await call('/rest/v1/items?select=id&limit=1', withKey())).status).toBe(200);
    await t.app.services.workspace.rotateApiSecret(await projectRow(project.id));
    expect((await call('/rest/v1/items?select=id&limit=1', withKey())).status).toBe(401);
    const rotated = (
      await t.request({ method: 'GET', url: `/api/projects/${project.id}/api`, cookie })
    ).json().anonKey as string;
    expect(rotated).not.toBe(anonKey);
    anonKey = rotated;
    expect((await call('/rest/v1/items?select=id&limit=1', withKey())).status).toBe(200);
  });

  it('compresses answers as the rest of the app does', async () => {
    const path = '/rest/v1/items?select=*&order=id';
    const br = await call(path, withKey({ 'accept-encoding': 'gzip, deflate, br' }));
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toHaveLength(100);
    const gz = await call(path, withKey({ 'accept-encoding': 'br;q=0.5, gzip' }));
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toHaveLength(100);
    const plain = await call(path, withKey({ 'accept-encoding': 'br', 'x-no-compression': '1' }));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toHaveLength(100);
    // Under 1 KB is not worth compressing.
    const small = await call(`${path}&limit=1`, withKey({ 'accept-encoding': 'br' }));
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('refuses unstorable text in the URL with 400, as every request', async () => {
    const answer = await call('/rest/v1/items?name=eq.a%00b', withKey());
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ error: { code: 'invalid_text' } });
  });

  it("answers a host with no site in PostgREST's shape, and a too-large body with 413", async () => {
    const unknown = await call('/rest/v1/items', withKey(), { host: `nosuch.localhost:${port}` });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString())).toMatchObject({ code: 'PGRST125' });
    const large = await call(
      '/rest/v1/items',
      withKey({ 'content-length': String(9 * 1024 * 1024) }),
      {
        method: 'POST',
      },
    );
    expect(large.status).toBe(413);
    expect(JSON.parse(large.body.toString())).toMatchObject({ code: 'PGRST000' });
  });

  it("answers 503 with the reason for a project whose database is on the founder's own server", async () => {
    const other = await createProject(t, cookie, { name: 'Own server shop' });
    const keys = await t.app.services.keys.keysFor(other.id);
    await t.app.services.database.db
      .update(projects)
      .set({ databaseUrlSealed: 'sealed' })
      .where(eq(projects.id, other.id));
    const answer = await call(
      '/rest/v1/items',
      { apikey: keys!.anonKey },
      { host: `${other.slug}.localhost:${port}` },
    );
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body.toString()).message).toContain('on your own server');
  });
});
