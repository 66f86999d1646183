import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app';
import { signUp, startSettingsApp } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await startSettingsApp();
});
afterAll(() => t.close());

const DEFAULTS = {
  operation_succeeded: true,
  operation_failed: true,
  deploy_finished: true,
  monitor_issue: true,
  team_activity: true,
  product_news: false,
};
const read = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/notification-settings', cookie })).json().settings;
const save = (cookie: string, payload: object) =>
  t.request({ method: 'PUT', url: '/api/notification-settings', cookie, payload });

describe('notification settings', () => {
  it('start at the defaults and are saved per user', async () => {
    const ada = await signUp(t);
    const grace = await signUp(t);
    expect(await read(ada.cookie)).toEqual(DEFAULTS);
    const changed = { ...DEFAULTS, operation_succeeded: false, product_news: true };
    const res = await save(ada.cookie, changed);
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toEqual(changed);
    expect(await read(ada.cookie)).toEqual(changed);
    expect(await t.app.services.notificationSettings.wants(ada.id, 'operation_succeeded')).toBe(
      false,
    );
    expect(await read(grace.cookie)).toEqual(DEFAULTS);
  });

  it.each([
    ['an unknown event', { ...DEFAULTS, lottery_win: true }],
    ['a missing event', { operation_failed: false }],
    ['a value that is not on or off', { ...DEFAULTS, monitor_issue: 'yes' }],
  ])('refuse %s and change nothing', async (_name, payload) => {
    const { cookie } = await signUp(t);
    const res = await save(cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(await read(cookie)).toEqual(DEFAULTS);
  });

  it('decide which notifications are sent: a switched-off event sends none', async () => {
    const notified = async (cookie: string) => {
      const projectRes = await t.request({
        method: 'POST',
        url: '/api/projects',
        cookie,
        payload: { name: 'Quiet app' },
      });
      const projectId = projectRes.json().project.id as string;
      const planned = await t.request({
        method: 'POST',
        url: `/api/projects/${projectId}/plans`,
        cookie,
        payload: { instruction: 'create a table called notes with a title' },
      });
      const ran = await t.request({
        method: 'POST',
        url: `/api/projects/${projectId}/operations/${planned.json().plan.id}/execute`,
        cookie,
        payload: {},
      });
      expect(ran.statusCode).toBe(200);
      const list = (await t.request({ method: 'GET', url: '/api/notifications', cookie })).json()
        .notifications as { title: string }[];
      return list.map((n) => n.title);
    };
    const quiet = await signUp(t);
    await save(quiet.cookie, { ...DEFAULTS, operation_succeeded: false });
    const loud = await signUp(t);
    expect(await notified(quiet.cookie)).not.toContain('Operation executed');
    expect(await notified(loud.cookie)).toContain('Operation executed');
  });

  it('need a signed-in user', async () => {
    expect((await t.request({ method: 'GET', url: '/api/notification-settings' })).statusCode).toBe(
      401,
    );
  });
});
