import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localhostFetch } from '../../support/localhost-fetch';
import { projectClient } from '../../support/project-client';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';
import { studioRequests } from '../../support/operations';

let t: TestApp;
let cookie: string;
let project: { id: string; slug: string };
const requests = studioRequests(() => ({ t, cookie, projectId: project.id }));
let api: { url: string; anonKey: string; serviceRoleKey: string };

const client = (key = api.anonKey) => projectClient(api.url, key);

async function signedUp(email: string) {
  const supabase = client();
  const { data, error } = await supabase.auth.signUp({ email, password: 'a long enough password' });
  expect(error).toBeNull();
  expect(data.session).not.toBeNull();
  return { supabase, userId: data.user!.id };
}

async function rest(path: string, headers: Record<string, string>) {
  return localhostFetch(`${api.url}/rest/v1${path}`, { headers });
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  ({ cookie } = await signUpUser(t));
  project = await createProject(t, cookie, { name: 'Notes app' });
  const answer = await t.request({ method: 'GET', url: `/api/projects/${project.id}/api`, cookie });
  expect(answer.statusCode).toBe(200);
  const { port } = t.app.server.address() as { port: number };
  // The URL names the sites domain's default port; this server listens on its own.
  api = { ...answer.json(), url: `http://${project.slug}.localhost:${port}` };
  // A public table large enough that its answer streams through the proxy.
  const db = await t.app.services.workspace.database({ id: project.id } as never);
  for (const sql of [
    "create table public.words as select n, repeat('word ', 20) as text from generate_series(1, 2000) n",
    // Policies written the way Supabase's documentation writes them, with auth.jwt() and auth.role().
    'create table public.messages (id serial primary key, recipient text not null, body text not null)',
    'alter table public.messages enable row level security',
    `create policy "Read messages sent to me" on public.messages for select to authenticated using ((auth.jwt() ->> 'email') = recipient)`,
    `create policy "Signed-in people send messages" on public.messages for insert with check (auth.role() = 'authenticated')`,
  ])
    await db.query(sql);
});
afterAll(() => t?.close());

describe("a founder's app on its project's API, with the official supabase-js", () => {
  it('serves a table made by an executed plan, and each end user sees only their own rows', async () => {
    // The API is running before the table exists: it must learn of the new table.
    expect((await client().from('profiles').select('id')).error).toBeNull();
    const made = await requests.plan(
      'create a table called notes with a title, each user sees only their own rows',
    );
    expect(made.statusCode).toBe(201);
    const ran = await requests.execute(made.json().plan.id);
    expect(ran.json()).toMatchObject({ ok: true });

    const a = await signedUp(`a-${Date.now()}@example.com`);
    const b = await signedUp(`b-${Date.now()}@example.com`);
    // No user id sent: the column's default, auth.uid(), fills it in.
    for (const [who, title] of [
      [a, 'Buy flour'],
      [a, 'Call the bank'],
      [b, 'Water the plants'],
    ] as const) {
      const { error } = await who.supabase.from('notes').insert({ title });
      expect(error).toBeNull();
    }
    const seenByA = await a.supabase.from('notes').select('title, user_id').order('title');
    expect(seenByA.data).toEqual([
      { title: 'Buy flour', user_id: a.userId },
      { title: 'Call the bank', user_id: a.userId },
    ]);
    const seenByB = await b.supabase.from('notes').select('title');
    expect(seenByB.data).toEqual([{ title: 'Water the plants' }]);
    // Anyone with only the anon key (every visitor of the site) reads nothing from it.
    expect((await client().from('notes').select('title')).data).toEqual([]);
    // The service-role key bypasses row-level security: the founder's own servers see all.
    expect((await client(api.serviceRoleKey).from('notes').select('title')).data).toHaveLength(3);
  });

  it('passes Prefer and Range through and answers with PostgREST headers', async () => {
    const res = await rest('/profiles?select=id', {
      apikey: api.anonKey,
      prefer: 'count=exact',
      range: '0-9',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('*/0');
  });

  it("runs policies that read auth.jwt() and auth.role(), as Supabase's documentation writes them", async () => {
    const bEmail = `jwt-b-${Date.now()}@example.com`;
    const a = await signedUp(`jwt-a-${Date.now()}@example.com`);
    const b = await signedUp(bEmail);
    const sent = await a.supabase.from('messages').insert({ recipient: bEmail, body: 'Hello B' });
    expect(sent.error).toBeNull();
    const anonymous = await client().from('messages').insert({ recipient: bEmail, body: 'Spam' });
    expect(anonymous.error?.code).toBe('42501');
    expect((await b.supabase.from('messages').select('body')).data).toEqual([{ body: 'Hello B' }]);
    expect((await a.supabase.from('messages').select('body')).data).toEqual([]);
  });

  it('streams a large answer through whole', async () => {
    const { data, count } = await client()
      .from('words')
      .select('n, text', { count: 'exact' })
      .order('n');
    expect(count).toBe(2000);
    expect(data).toHaveLength(1000); // PostgREST's max rows per answer, as on Supabase
    expect(data!.at(-1)).toEqual({ n: 1000, text: 'word '.repeat(20) });
  });

  it('refuses tokens signed with another secret, with alg none, or expired, with 401', async () => {
    const claims = { role: 'authenticated', sub: crypto.randomUUID(), aud: 'authenticated' };
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a secret that is not the project secret'));
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    const a = await signedUp(`expired-${Date.now()}@example.com`);
    const { data } = await a.supabase.auth.getSession();
    const secretSigned = data.session!.access_token;
    const [header, payload] = secretSigned.split('.');
    const expiredPayload = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), exp: 1 };
    // Re-signing needs the secret: an expired token is made by the studio's own key store.
    const { jwtSecret } = (await t.app.services.keys.keysFor(project.id))!;
    const expired = await new SignJWT(expiredPayload)
      .setProtectedHeader(JSON.parse(Buffer.from(header!, 'base64url').toString()))
      .sign(new TextEncoder().encode(jwtSecret));
    for (const token of [foreign, none, expired]) {
      const res = await rest('/notes?select=title', {
        apikey: api.anonKey,
        authorization: `Bearer ${token}`,
      });
      expect(res.status).toBe(401);
    }
  });

  it('answers 401 without an API key, as Supabase does', async () => {
    const res = await rest('/notes', {});
    expect(res.status).toBe(401);
  });

  it('rotating the secret is a high-risk operation that changes the keys and signs everyone out', async () => {
    const a = await signedUp(`rotate-${Date.now()}@example.com`);
    const before = (await a.supabase.auth.getSession()).data.session!;
    const made = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/plans`,
      cookie,
      payload: { instruction: 'rotate the API keys' },
    });
    const plan = made.json().plan;
    expect(plan).toMatchObject({ risk: 'high', undo: { available: false } });
    const ran = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/operations/${plan.id}/execute`,
      cookie,
      payload: { confirm: true },
    });
    expect(ran.json()).toMatchObject({ ok: true });

    const after = (
      await t.request({ method: 'GET', url: `/api/projects/${project.id}/api`, cookie })
    ).json();
    expect(after.anonKey).not.toBe(api.anonKey);
    const old = await rest('/notes?select=title', {
      apikey: api.anonKey,
      authorization: `Bearer ${api.anonKey}`,
    });
    expect(old.status).toBe(401);
    const fresh = await rest('/notes?select=title', {
      apikey: after.anonKey,
      authorization: `Bearer ${after.anonKey}`,
    });
    expect(fresh.status).toBe(200);
    const refreshed = await client(after.anonKey).auth.refreshSession({
      refresh_token: before.refresh_token,
    });
    expect(refreshed.error).not.toBeNull();
    api = { ...api, ...after, url: api.url };
  });
});
