// Hostile and malformed input across every route: answers may refuse, never fail (security issue, item 4).
import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '@server/db/tables/projects';
import { hasUnstorableText } from '@server/plugins/input-hygiene';
import { createProject, signUpUser } from '../../support/projects';
import { registeredRoutes, type RouteEntry } from '../../support/routes';
import { createTestApp, type TestApp } from '../../support/test-app';

const REQUESTS = 5_000;
const SITE_REQUESTS = 2_000;

/** mulberry32: the same sequence on every run, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE_TEXT = [
  '',
  ' ',
  'a',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00y',
  '\ud83d',
  '😀',
  '\u202e\u0645\u0631',
  'e\u0301',
  '\ufeff',
  '\u2028',
  "'; drop table users; --",
  '" or 1=1 --',
  '$$; select pg_sleep(10); $$',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '%2e%2e%2f',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
  'postgres://postgres@127.0.0.1:5432/postgres',
  'javascript:alert(1)',
  'x'.repeat(10_000),
  'ä'.repeat(3_000),
  '\n'.repeat(500),
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'toString',
  'main',
  'feature-login',
  'create a table called tasks with a title',
  'drop table profiles',
  'deploy to production',
  'owner',
  'viewer',
  'pro',
  'backend',
  'user@example.com',
  'a@b',
  '@',
  'correct horse battery',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
];
const FIELDS = [
  'name',
  'description',
  'requirements',
  'template',
  'email',
  'password',
  'newPassword',
  'currentPassword',
  'firstName',
  'lastName',
  'instruction',
  'service',
  'confirm',
  'url',
  'owner',
  'repo',
  'token',
  'siteId',
  'role',
  'planId',
  'title',
  'content',
  'message',
  'modelId',
  'temperature',
  'maxTokens',
  'streamResponses',
  'contextAwareness',
  'enabled',
  'theme',
  'id',
  'code',
  'files',
  'event',
  'templates',
  'subject',
  'domain',
  'key',
  'value',
  '__proto__',
  'constructor',
  'prototype',
];

function generator(random: () => number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const value = (depth: number): unknown => {
    const roll = random();
    if (roll < 0.45) return pick(HOSTILE_TEXT);
    if (roll < 0.6)
      return pick([
        0,
        -1,
        1.5,
        2 ** 53,
        -(2 ** 63),
        1e308,
        Number.MAX_SAFE_INTEGER + 2,
        true,
        false,
        null,
      ]);
    if (roll < 0.75 && depth < 3)
      return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
    if (depth < 3) return object(depth + 1);
    return pick(HOSTILE_TEXT);
  };
  const object = (depth: number): Record<string, unknown> =>
    Object.fromEntries(
      Array.from({ length: 1 + Math.floor(random() * 5) }, () => [pick(FIELDS), value(depth)]),
    );
  const rawBody = (): string =>
    pick([
      '{',
      '{"name":',
      '{"a":"\\u0000"}',
      '{"name":"\\ud800"}',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"admin":true}}}',
      '[1,2,3]',
      '"just a string"',
      '123',
      'null',
      `{"deep":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
      `{"n":${'9'.repeat(400)}}`,
      'not json at all',
      '\u0000\u0000',
    ]);
  return { pick, value, object, rawBody };
}

/** Percent-encodes like a browser; a lone surrogate becomes the invalid UTF-8 a hostile client would send. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

let t: TestApp;
let fixtures: Record<string, string>;
let cookie: string;
let routes: RouteEntry[];
let site: { host: string; anonKey: string; serviceRoleKey: string };
let sitePort: number;

beforeAll(async () => {
  t = await createTestApp({
    GITHUB_API_URL: 'http://127.0.0.1:9',
    NETLIFY_API_URL: 'http://127.0.0.1:9',
    RATE_LIMIT_AUTH_MAX: '100000',
  });
  const owner = await signUpUser(t);
  cookie = owner.cookie;
  const project = await createProject(t, cookie);
  const plan = await t.request({
    method: 'POST',
    url: `/api/projects/${project.id}/plans`,
    cookie,
    payload: { instruction: 'create a table called notes with a body' },
  });
  fixtures = { id: project.id, opId: plan.json().plan.id, userId: owner.user.id, kind: 'database' };
  // The event stream never ends, and signing out or deleting would end the session the fuzzer needs.
  const skipped = new Set([
    'GET /api/events',
    'POST /api/auth/signout',
    'DELETE /api/projects/:id',
    'DELETE /api/account/',
  ]);
  routes = registeredRoutes(t.app).filter(
    (r) => !skipped.has(`${r.method} ${r.url}`) && r.url.startsWith('/api/'),
  );

  // The site's API, with a table and a bucket for requests to reach past their lookups.
  const api = (
    await t.request({ method: 'GET', url: `/api/projects/${project.id}/api`, cookie })
  ).json();
  site = { host: new URL(api.url).host, anonKey: api.anonKey, serviceRoleKey: api.serviceRoleKey };
  const [row] = await t.app.services.database.db
    .select()
    .from(projects)
    .where(eq(projects.id, project.id));
  const db = await t.app.services.workspace.database(row!);
  await db.query('create table public.notes (id serial primary key, body text)');
  await db.query('grant all on public.notes to anon');
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  sitePort = (t.app.server.address() as { port: number }).port;
  await t.app.inject({
    method: 'POST',
    url: '/storage/v1/bucket',
    headers: {
      host: site.host,
      apikey: site.serviceRoleKey,
      authorization: `Bearer ${site.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    payload: { id: 'avatars', public: true },
  });
}, 120_000);
afterAll(() => t.close());

describe('fuzzing every API route', () => {
  it('finds the routes to fuzz', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/projects/:id/plans' });
  });

  it(`answers ${REQUESTS} hostile requests without a server error`, async () => {
    const random = seeded(0x5eed);
    const { pick, value, object, rawBody } = generator(random);
    const failures: string[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const route = pick(routes);
      const url = route.url.replace(/:(\w+)/g, (_m, name: string) =>
        random() < 0.7 && fixtures[name]
          ? fixtures[name]!
          : encode(String(pick(HOSTILE_TEXT))) || 'x',
      );
      const query =
        random() < 0.3
          ? `?${pick(FIELDS)}=${encode(String(pick(HOSTILE_TEXT)))}&limit=${pick(['-1', '1e9', 'x', '10'])}`
          : '';
      const raw = random() < 0.25;
      const payload =
        route.method === 'GET' || route.method === 'DELETE'
          ? undefined
          : raw
            ? rawBody()
            : random() < 0.1
              ? value(0)
              : object(0);
      const res = await t.request({
        method: route.method as 'GET',
        url: `${url}${query}`,
        ...(random() < 0.85 ? { cookie } : {}),
        ...(payload !== undefined
          ? {
              payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
              headers: { 'content-type': 'application/json' },
            }
          : {}),
      });
      if (res.statusCode >= 500)
        failures.push(
          `#${i} ${route.method} ${url}${query} ${String(typeof payload === 'string' ? payload : JSON.stringify(payload)).slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

const SITE_FIELDS = [
  'email',
  'password',
  'refresh_token',
  'token',
  'token_hash',
  'type',
  'data',
  'prefix',
  'prefixes',
  'search',
  'limit',
  'offset',
  'sortBy',
  'id',
  'name',
  'public',
  'body',
  'select',
  'grant_type',
  'redirect_to',
];

/** The site's API as supabase-js calls it (Fastify's route listing leaves out its wildcard routes). */
const SITE_ROUTES: RouteEntry[] = [
  ...['settings', 'health', 'user', 'verify'].map((path) => ({
    method: 'GET',
    url: `/auth/v1/${path}`,
  })),
  ...[
    'signup',
    'token?grant_type=password',
    'token?grant_type=refresh_token',
    'recover',
    'verify',
    'logout',
  ].map((path) => ({ method: 'POST', url: `/auth/v1/${path}` })),
  { method: 'PUT', url: '/auth/v1/user' },
  ...['GET', 'POST', 'PATCH', 'DELETE'].map((method) => ({ method, url: '/rest/v1/*' })),
  ...['POST', 'PUT', 'GET'].map((method) => ({ method, url: '/storage/v1/object/*' })),
  { method: 'GET', url: '/storage/v1/object/public/*' },
  { method: 'GET', url: '/storage/v1/object/authenticated/*' },
  { method: 'POST', url: '/storage/v1/object/list/:bucket' },
  { method: 'DELETE', url: '/storage/v1/object/:bucket' },
  { method: 'GET', url: '/storage/v1/bucket' },
  { method: 'POST', url: '/storage/v1/bucket' },
  { method: 'GET', url: '/storage/v1/bucket/:id' },
];

/** Whether a JSON body (or what is not JSON) holds a NUL or half a surrogate pair. */
function unstorableBody(payload: string): boolean {
  try {
    return hasUnstorableText(JSON.parse(payload));
  } catch {
    return payload.includes('\u0000');
  }
}

/** One request over TCP, as a site's visitor sends it: REST then takes the path in front of Fastify. */
function siteCall(method: string, path: string, key: string, payload: string | undefined) {
  return new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
    let answered = 0;
    const req = request(
      {
        host: '127.0.0.1',
        port: sitePort,
        method,
        path,
        // A connection each: a refused upload's connection is closed once answered.
        agent: false,
        headers: {
          host: site.host,
          apikey: key,
          authorization: `Bearer ${key}`,
          ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body }));
      },
    );
    // A refusal before the body is read closes the connection under the client still sending it.
    req.on('response', (res) => (answered = res.statusCode ?? 0));
    req.on('error', (error) =>
      answered ? resolve({ statusCode: answered, body: error.message }) : reject(error),
    );
    req.end(payload);
  });
}

describe("fuzzing every path of a site's API", () => {
  it(`answers ${SITE_REQUESTS} hostile requests without a server error, and NUL or half an emoji with 400`, async () => {
    const random = seeded(0x517e);
    const { pick, value, object, rawBody } = generator(random);
    const hostile = () => String(pick(HOSTILE_TEXT));
    const failures: string[] = [];
    for (let i = 0; i < SITE_REQUESTS; i++) {
      const route = pick(SITE_ROUTES);
      const filled = route.url
        .replace(/:(\w+)/g, () => (random() < 0.5 ? 'avatars' : encode(hostile()) || 'x'))
        .replace('*', () =>
          pick([
            'notes',
            `avatars/${encode(hostile())}`,
            encode(hostile()) || 'x',
            `notes?body=eq.${encode(hostile())}`,
          ]),
        );
      const query =
        random() < 0.3
          ? `${filled.includes('?') ? '&' : '?'}${pick(SITE_FIELDS)}=${encode(hostile())}`
          : '';
      const raw = random() < 0.25;
      const payload =
        route.method === 'GET' || (route.method === 'DELETE' && random() < 0.5)
          ? undefined
          : raw
            ? rawBody()
            : JSON.stringify(random() < 0.1 ? value(0) : object(0));
      const key = random() < 0.5 ? site.anonKey : site.serviceRoleKey;
      const res = await siteCall(route.method, `${filled}${query}`, key, payload).catch(
        (error: Error) => ({ statusCode: 0, body: error.message }),
      );
      const url = `${filled}${query}`;
      // Files are opaque bytes, and REST bodies go to PostgREST unread (the next test shows nothing is stored).
      const bodyIsText =
        payload !== undefined &&
        !route.url.startsWith('/rest/') &&
        !(route.url === '/storage/v1/object/*' && route.method !== 'GET');
      const unstorable = /%00|%ED%[AB]/i.test(url) || (bodyIsText && unstorableBody(payload));
      // Too large a request is refused before anything reads it.
      const refusedFirst = res.statusCode === 413 || res.statusCode === 431;
      if (
        res.statusCode >= 500 ||
        res.statusCode === 0 ||
        (unstorable && res.statusCode !== 400 && !refusedFirst)
      )
        failures.push(
          `#${i} ${route.method} ${url} ${String(payload).slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('never stores them through /rest/v1, whose bodies PostgREST reads: Postgres refuses them with 400', async () => {
    for (const body of ['a\u0000b', '\ud800', 'x\udc00y']) {
      const res = await siteCall('POST', '/rest/v1/notes', site.anonKey, JSON.stringify({ body }));
      expect([body, res.statusCode]).toEqual([body, 400]);
    }
  });
});
