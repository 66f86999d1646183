// Text Postgres cannot store is refused up front with a clear 400 (security issue, item 4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let cookie: string;
let projectId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUpUser(t));
  projectId = (await createProject(t, cookie)).id;
});
afterAll(() => t.close());

const UNSTORABLE = ['a\\u0000b', '\\ud800', 'x\\udc00y', 'emoji \\ud83d cut in half'];

describe('unstorable text', () => {
  it.each(UNSTORABLE)(
    'in a JSON string (%s) gets 400 invalid_text and changes nothing',
    async (escaped) => {
      const before = (await t.request({ method: 'GET', url: '/api/profile', cookie })).json();
      const profile = await t.request({
        method: 'PATCH',
        url: '/api/profile',
        cookie,
        headers: { 'content-type': 'application/json' },
        payload: `{"firstName":"${escaped}"}`,
      });
      expect(profile.statusCode).toBe(400);
      expect(profile.json().error).toEqual({
        code: 'invalid_text',
        message: expect.stringContaining('cannot be saved'),
      });
      expect((await t.request({ method: 'GET', url: '/api/profile', cookie })).json()).toEqual(
        before,
      );

      const project = await t.request({
        method: 'POST',
        url: '/api/projects',
        cookie,
        headers: { 'content-type': 'application/json' },
        payload: `{"name":"Shop","description":"${escaped}"}`,
      });
      expect([project.statusCode, project.json().error.code]).toEqual([400, 'invalid_text']);
    },
  );

  it('in a key, deep inside, in a query string or in a path gets 400 too', async () => {
    const deep = await t.request({
      method: 'POST',
      url: `/api/projects/${projectId}/plans`,
      cookie,
      headers: { 'content-type': 'application/json' },
      payload: '{"instruction":"create a table","extra":[[{"k\\u0000":1}]]}',
    });
    expect(deep.json().error.code).toBe('invalid_text');
    const query = await t.request({
      method: 'GET',
      url: `/api/projects/${projectId}/git/log?branch=ma%00in`,
      cookie,
    });
    expect(query.json().error.code).toBe('invalid_text');
    const path = await t.request({ method: 'GET', url: `/api/invitations/abc%00def`, cookie });
    expect(path.json().error.code).toBe('invalid_text');
  });

  it('leaves ordinary text alone, emoji and accents included', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: '/api/profile',
      cookie,
      payload: { firstName: 'Zoë 😀' },
    });
    expect(res.statusCode).toBe(200);
  });
});
