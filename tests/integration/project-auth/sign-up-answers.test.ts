import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localhostFetch } from '../../support/localhost-fetch';
import { projectClient } from '../../support/project-client';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let cookie: string;
let project: { id: string; slug: string };
let api: { url: string; anonKey: string };
let run = 0;
const mails: { to: string }[] = [];
const PASSWORD = 'the first password';
const OTHER_PASSWORD = 'a different password';
const email = (who: string) => `${who}-${Date.now()}-${run++}@example.com`;

/** A raw `POST /auth/v1/signup`, answered as status, content type and body. */
async function signUp(address: string, password: string, headers: Record<string, string> = {}) {
  const res = await localhostFetch(`${api.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: api.anonKey, ...headers },
    body: JSON.stringify({ email: address, password, data: { plan: 'free' } }),
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    body: (await res.json()) as Record<string, unknown> & { user?: Record<string, unknown> },
  };
}

/** What an answer looks like without its values: keys, nesting and value types. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shape(v)]),
    );
  return value === null ? 'null' : typeof value;
}

/** The values an onlooker could compare beyond the shape. */
const telling = (user: Record<string, unknown>) => ({
  aud: user.aud,
  role: user.role,
  providers: (user.identities as { provider: string }[]).map((i) => i.provider),
  user_metadata: user.user_metadata,
  app_metadata: user.app_metadata,
});

async function setConfirmEmail(confirmEmail: boolean) {
  const res = await t.request({
    method: 'PUT',
    url: `/api/projects/${project.id}/auth/settings`,
    cookie,
    payload: { confirmEmail },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const signsIn = async (address: string, password: string) =>
  (await projectClient(api.url, api.anonKey).auth.signInWithPassword({ email: address, password }))
    .error === null;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      mailer: {
        delivers: false,
        send: async (mail: { to: string }) => {
          mails.push(mail);
        },
      },
    },
  );
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  ({ cookie } = await signUpUser(t));
  project = await createProject(t, cookie, { name: 'Sign-up answers' });
  const answer = await t.request({ method: 'GET', url: `/api/projects/${project.id}/api`, cookie });
  const { port } = t.app.server.address() as { port: number };
  api = { ...answer.json(), url: `http://${project.slug}.localhost:${port}` };
});
afterAll(() => t?.close());

describe('POST /auth/v1/signup tells no one whether an address is taken', () => {
  it('answers a taken address like a new one with confirmation off, a session that changes nothing', async () => {
    const taken = email('taken');
    expect((await signUp(taken, PASSWORD)).status).toBe(200);

    const fresh = await signUp(email('fresh'), PASSWORD);
    const again = await signUp(taken.toUpperCase(), OTHER_PASSWORD);
    expect([again.status, again.type]).toEqual([fresh.status, fresh.type]);
    expect(shape(again.body)).toEqual(shape(fresh.body));
    expect(telling(again.body.user!)).toEqual(telling(fresh.body.user!));
    expect(again.body.user).toMatchObject({ role: 'authenticated', email: taken });
    // Nothing changed: the owner's password still works and the one given does not.
    expect(await signsIn(taken, PASSWORD)).toBe(true);
    expect(await signsIn(taken, OTHER_PASSWORD)).toBe(false);
  });

  it('answers a taken address like a new one with confirmation on, and mails no one', async () => {
    const taken = email('taken');
    expect((await signUp(taken, PASSWORD)).status).toBe(200);
    await setConfirmEmail(true);
    try {
      const fresh = await signUp(email('fresh'), PASSWORD);
      const mailsBefore = mails.length;
      const again = await signUp(taken, OTHER_PASSWORD);
      expect([again.status, again.type]).toEqual([fresh.status, fresh.type]);
      expect(shape(again.body)).toEqual(shape(fresh.body));
      expect(telling(again.body)).toEqual(telling(fresh.body));
      expect(again.body).toMatchObject({ role: 'authenticated', email: taken });
      expect(mails.length).toBe(mailsBefore);
      expect(await signsIn(taken, PASSWORD)).toBe(true);
    } finally {
      await setConfirmEmail(false);
    }
  });

  it('ignores an X-JWT-AUD the project does not allow, in sign-up and sign-in alike', async () => {
    const taken = email('taken');
    expect((await signUp(taken, PASSWORD)).status).toBe(200);
    const header = { 'x-jwt-aud': 'somewhere-else' };
    for (const confirm of [false, true]) {
      await setConfirmEmail(confirm);
      try {
        const fresh = await signUp(email('fresh'), PASSWORD, header);
        const again = await signUp(taken, OTHER_PASSWORD, header);
        expect([again.status, again.type]).toEqual([fresh.status, fresh.type]);
        expect(shape(again.body)).toEqual(shape(fresh.body));
        const user = (confirm ? fresh.body : fresh.body.user) as Record<string, unknown>;
        expect(user.aud).toBe('authenticated');
      } finally {
        await setConfirmEmail(false);
      }
    }
    const signIn = await localhostFetch(`${api.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: api.anonKey, ...header },
      body: JSON.stringify({ email: taken, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    expect(((await signIn.json()) as { user: { aud: string } }).user.aud).toBe('authenticated');
  });
});
