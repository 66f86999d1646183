// The operator's cap on projects per account (MAX_PROJECTS_PER_ACCOUNT) holds without payments,
// and parallel creates cannot slip past it: each project holds database connections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  // No PayPal settings: every plan's features are available, so only the operator's cap applies.
  t = await createTestApp({ MAX_PROJECTS_PER_ACCOUNT: '2' });
});
afterAll(async () => t.close());

const create = (cookie: string, name: string) =>
  t.request({ method: 'POST', url: '/api/projects', cookie, payload: { name } });

describe('MAX_PROJECTS_PER_ACCOUNT', () => {
  it('refuses a third project with a clear message, and another account is unaffected', async () => {
    const { cookie } = await signUpUser(t);
    await createProject(t, cookie, { name: 'One' });
    await createProject(t, cookie, { name: 'Two' });
    const third = await create(cookie, 'Three');
    expect(third.statusCode).toBe(403);
    expect(third.json().error).toMatchObject({ code: 'project_limit_reached' });
    expect(third.json().error.message).toMatch(/allows 2 projects per account/);
    const list = await t.request({ method: 'GET', url: '/api/projects', cookie });
    expect(list.json().projects).toHaveLength(2);

    const other = await signUpUser(t);
    expect((await create(other.cookie, 'Theirs')).statusCode).toBe(201);
  });

  it('lets exactly two of four parallel creates through', async () => {
    const { cookie } = await signUpUser(t);
    const answers = await Promise.all(['A', 'B', 'C', 'D'].map((name) => create(cookie, name)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 403, 403]);
    const list = await t.request({ method: 'GET', url: '/api/projects', cookie });
    expect(list.json().projects).toHaveLength(2);
  });
});
