import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectRepository } from '@server/modules/projects/repository';
import { localhostFetch } from '../../support/localhost-fetch';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let owner: string;
const cookies: Record<'editor' | 'viewer' | 'stranger', string> = {
  editor: '',
  viewer: '',
  stranger: '',
};
let projectId: string;
let api: { url: string; anonKey: string };
const PASSWORD = 'a long enough password';

const users = (query = '', cookie = owner) =>
  t.request({ method: 'GET', url: `/api/projects/${projectId}/auth/users${query}`, cookie });
const remove = (userId: string, cookie = owner) =>
  t.request({ method: 'DELETE', url: `/api/projects/${projectId}/auth/users/${userId}`, cookie });

/** A call to the project's own `/auth/v1`, as the founder's app makes it. */
const authV1 = (path: string, body: unknown) =>
  localhostFetch(`${api.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: api.anonKey },
    body: JSON.stringify(body),
  });
const signIn = (email: string) =>
  authV1('/token?grant_type=password', { email, password: PASSWORD });

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  ({ cookie: owner } = await signUpUser(t));
  const project = await createProject(t, owner, { name: 'Users app' });
  projectId = project.id;
  const repo = createProjectRepository(t.app.services.database.db);
  for (const role of ['editor', 'viewer', 'stranger'] as const) {
    const member = await signUpUser(t);
    cookies[role] = member.cookie;
    if (role !== 'stranger') await repo.addMember(projectId, member.user.id, role);
  }
  const answer = await t.request({
    method: 'GET',
    url: `/api/projects/${projectId}/api`,
    cookie: owner,
  });
  const { port } = t.app.server.address() as { port: number };
  api = { ...answer.json(), url: `http://${project.slug}.localhost:${port}` };
}, 60_000);
afterAll(() => t?.close());

describe('the project end users', () => {
  it('lists them newest first with their total, and the last sign-in once they sign in', async () => {
    // One made by plain SQL long ago (never signed in), then two through /auth/v1.
    const db = await t.app.services.workspace.database({ id: projectId } as never);
    const old = randomUUID();
    await db.query(
      "insert into auth.users (id, email, created_at) values ($1, 'old@example.com', now() - interval '1 day')",
      [old],
    );
    for (const email of ['first@example.com', 'second@example.com'])
      expect((await authV1('/signup', { email, password: PASSWORD })).status).toBe(200);

    const listed = await users();
    expect(listed.statusCode).toBe(200);
    const body = listed.json();
    expect(body.total).toBe(3);
    expect(body.users.map((u: { email: string }) => u.email)).toEqual([
      'second@example.com',
      'first@example.com',
      'old@example.com',
    ]);
    expect(body.users[2]).toEqual({
      id: old,
      email: 'old@example.com',
      createdAt: expect.stringMatching(/Z$/),
      lastSignInAt: null,
    });

    const before = body.users[1].lastSignInAt as string | null;
    expect((await signIn('first@example.com')).status).toBe(200);
    const after = (await users()).json().users[1];
    expect(after.email).toBe('first@example.com');
    expect(after.lastSignInAt).not.toBeNull();
    expect(Date.parse(after.lastSignInAt)).toBeGreaterThanOrEqual(Date.parse(before ?? '1970'));

    const page = (await users('?limit=1&offset=1')).json();
    expect(page).toMatchObject({ total: 3, users: [{ email: 'first@example.com' }] });
    expect((await users('?limit=0')).statusCode).toBe(400);
  });

  it("brings an earlier release's auth schema up to date before reading it", async () => {
    const older = await createProject(t, owner, { name: 'Older app' });
    const db = await t.app.services.workspace.database({ id: older.id } as never);
    await db.query('alter table auth.users drop column last_sign_in_at');
    const res = await t.request({
      method: 'GET',
      url: `/api/projects/${older.id}/auth/users`,
      cookie: owner,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ users: [], total: 0 });
  });

  it('lets a viewer read the list and hides it from a stranger', async () => {
    expect((await users('', cookies.viewer)).statusCode).toBe(200);
    const hidden = await users('', cookies.stranger);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.code).toBe('project_not_found');
  });

  it('deletes a user with their sessions for owners only; they cannot sign in again', async () => {
    const email = 'leaving@example.com';
    const signedUp = await authV1('/signup', { email, password: PASSWORD });
    const { user, refresh_token: refreshToken } = (await signedUp.json()) as {
      user: { id: string };
      refresh_token: string;
    };

    for (const role of ['editor', 'viewer'] as const) {
      const refused = await remove(user.id, cookies[role]);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().error.code).toBe('role_forbidden');
    }
    expect((await signIn(email)).status).toBe(200);

    expect((await remove(user.id)).statusCode).toBe(204);
    expect((await signIn(email)).status).toBe(400);
    expect(
      (await authV1('/token?grant_type=refresh_token', { refresh_token: refreshToken })).status,
    ).toBe(400);
    const db = await t.app.services.workspace.database({ id: projectId } as never);
    const left = await db.query(
      `select (select count(*) from auth.sessions where user_id = $1)::int as sessions,
              (select count(*) from auth.identities where user_id = $1)::int as identities,
              (select count(*) from auth.refresh_tokens where user_id = $1::text)::int as tokens`,
      [user.id],
    );
    expect(left.rows[0]).toEqual({ sessions: 0, identities: 0, tokens: 0 });
    expect((await users()).json().users.map((u: { id: string }) => u.id)).not.toContain(user.id);

    const again = await remove(user.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toMatch(/no user/);
    expect((await remove('not-a-uuid')).statusCode).toBe(400);
  });
});
