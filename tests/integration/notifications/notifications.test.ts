import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app';
import { createProject, signUpUser } from '../../support/projects';
import { draft, runDraft } from '../../support/operations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/notifications', cookie })).json();

describe('notifications', () => {
  it('stores an executed operation per user, marks one read, and clears them all', async () => {
    const { cookie } = await signUpUser(t);
    const other = await signUpUser(t);
    const project = await createProject(t, cookie);
    const ran = await runDraft(
      t,
      cookie,
      project.id,
      draft({
        service: 'backend',
        type: 'schema',
        steps: [
          {
            kind: 'sql',
            sql: 'create table public.things (id bigint primary key); alter table public.things enable row level security',
          },
        ],
      }),
    );
    expect(ran.json().ok).toBe(true);

    const mine = await list(cookie);
    expect(mine.unread).toBe(1);
    expect(mine.notifications[0]).toMatchObject({
      title: 'Operation executed',
      type: 'success',
      read: false,
    });
    expect((await list(other.cookie)).notifications).toEqual([]);

    const id = mine.notifications[0].id as string;
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/notifications/${id}/read`,
          cookie: other.cookie,
        })
      ).statusCode,
    ).toBe(404);
    const read = await t.request({ method: 'POST', url: `/api/notifications/${id}/read`, cookie });
    expect(read.json().notification).toMatchObject({ id, read: true });
    expect((await list(cookie)).unread).toBe(0);

    expect(
      (await t.request({ method: 'DELETE', url: '/api/notifications', cookie })).statusCode,
    ).toBe(204);
    expect((await list(cookie)).notifications).toEqual([]);
  });

  it('refuses bad ids and anonymous callers with clear messages', async () => {
    const { cookie } = await signUpUser(t);
    const bad = await t.request({ method: 'POST', url: '/api/notifications/nope/read', cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/not a notification id/);
    expect((await t.request({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});
