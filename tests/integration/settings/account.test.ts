import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { projects, users } from '@server/db/schema';
import { createProject } from '../../support/projects';
import { sessionCookie, type TestApp } from '../../support/test-app';
import { signUp, startSettingsApp } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await startSettingsApp();
});
afterAll(() => t.close());

const signIn = async (email: string, password: string, userAgent = 'second-browser') => {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
  });
  return res.statusCode === 200 ? sessionCookie(res) : null;
};
const whoIs = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/auth/session', cookie })).json().user?.id ?? null;
const sessions = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/account/sessions', cookie })).json().sessions;

describe('sessions', () => {
  it('lists the user’s own sessions, marks the current one, and revoking one signs that browser out', async () => {
    const ada = await signUp(t, 'first-browser');
    const second = (await signIn(ada.email, ada.password))!;
    const other = await signUp(t);

    const list = await sessions(ada.cookie);
    expect(list).toHaveLength(2);
    expect(list.find((s: { current: boolean }) => s.current).userAgent).toBe('first-browser');
    const target = list.find((s: { current: boolean }) => !s.current);
    expect(target.userAgent).toBe('second-browser');

    // Someone else cannot end it.
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/account/sessions/${target.id}`,
          cookie: other.cookie,
        })
      ).statusCode,
    ).toBe(404);
    expect(await whoIs(second)).toBe(ada.id);

    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/account/sessions/${target.id}`,
          cookie: ada.cookie,
        })
      ).statusCode,
    ).toBe(204);
    expect(await whoIs(second)).toBeNull();
    expect(await whoIs(ada.cookie)).toBe(ada.id);
    expect(await sessions(ada.cookie)).toHaveLength(1);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/account/sessions/${target.id}`,
          cookie: ada.cookie,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: '/api/account/sessions/not-a-uuid',
          cookie: ada.cookie,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await t.request({ method: 'GET', url: '/api/account/sessions' })).statusCode).toBe(401);
  });
});

describe('change password', () => {
  const change = (cookie: string, payload: object) =>
    t.request({ method: 'POST', url: '/api/account/password', cookie, payload });

  it('needs the current password, and changes nothing without it', async () => {
    const ada = await signUp(t);
    const wrong = await change(ada.cookie, {
      currentPassword: 'not my password',
      newPassword: 'a brand new password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('That is not your current password.');
    const short = await change(ada.cookie, { currentPassword: ada.password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    const common = await change(ada.cookie, {
      currentPassword: ada.password,
      newPassword: 'password123',
    });
    expect([common.statusCode, common.json().error.code]).toEqual([400, 'weak_password']);
    const blank = await change(ada.cookie, {
      currentPassword: ada.password,
      newPassword: ' '.repeat(12),
    });
    expect(blank.json().error.message).toMatch(/only spaces/);
    const same = await change(ada.cookie, {
      currentPassword: ada.password,
      newPassword: ada.password,
    });
    expect(same.statusCode).toBe(400);
    expect(await signIn(ada.email, ada.password)).not.toBeNull();
  });

  it('changes the password and ends every other session', async () => {
    const ada = await signUp(t);
    const second = (await signIn(ada.email, ada.password))!;
    const res = await change(ada.cookie, {
      currentPassword: ada.password,
      newPassword: 'a brand new password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, endedSessions: 1 });
    expect(await whoIs(second)).toBeNull();
    expect(await whoIs(ada.cookie)).toBe(ada.id);
    expect(await signIn(ada.email, ada.password)).toBeNull();
    expect(await signIn(ada.email, 'a brand new password')).not.toBeNull();
  });
});

describe('delete account', () => {
  const remove = (cookie: string, payload: object) =>
    t.request({ method: 'DELETE', url: '/api/account', cookie, payload });

  it('needs the password and the typed confirmation', async () => {
    const ada = await signUp(t);
    expect(
      (await remove(ada.cookie, { password: ada.password, confirm: 'delete' })).statusCode,
    ).toBe(400);
    expect(
      (await remove(ada.cookie, { password: 'wrong password', confirm: 'DELETE' })).statusCode,
    ).toBe(401);
    expect(await whoIs(ada.cookie)).toBe(ada.id);
  });

  it('removes the user, their sessions, their projects and the projects’ files', async () => {
    const ada = await signUp(t);
    const project = await createProject(t, ada.cookie, { name: 'Doomed' });
    const workspace = join(t.config.dataDir, 'projects', project.id);
    expect(existsSync(workspace)).toBe(true);

    const res = await remove(ada.cookie, { password: ada.password, confirm: 'DELETE' });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'bridge_session')?.value).toBe('');
    const db = t.app.services.database.db;
    expect(await db.select().from(users).where(eq(users.id, ada.id))).toEqual([]);
    expect(await db.select().from(projects).where(eq(projects.id, project.id))).toEqual([]);
    expect(existsSync(workspace)).toBe(false);
    expect(await whoIs(ada.cookie)).toBeNull();
    expect(await signIn(ada.email, ada.password)).toBeNull();
  });
});
