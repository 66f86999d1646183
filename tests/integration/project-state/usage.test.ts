import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app';
import { createProject, signUpUser } from '../../support/projects';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/projects/:id/database/usage', () => {
  it('answers the real size of the project database and hides it from strangers', async () => {
    const owner = await signUpUser(t);
    const stranger = await signUpUser(t);
    const project = await createProject(t, owner.cookie);
    const url = `/api/projects/${project.id}/database/usage`;

    const res = await t.request({ method: 'GET', url, cookie: owner.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      databaseBytes: number;
      tables: { name: string }[];
      users: unknown;
    };
    expect(body.databaseBytes).toBeGreaterThan(0);
    expect(body.users).toEqual({ total: 0, lastWeek: 0 });
    expect(body.tables.map((table) => table.name)).toContain('profiles');

    expect((await t.request({ method: 'GET', url, cookie: stranger.cookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
  });
});
