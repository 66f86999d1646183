import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('database facts and connection tests', () => {
  it('describe the embedded database and say that it answers', async () => {
    const owner = await signUpUser(t);
    const project = await createProject(t, owner.cookie);
    const facts = await t.request({
      method: 'GET',
      url: `/api/projects/${project.id}/database/facts`,
      cookie: owner.cookie,
    });
    expect(facts.statusCode).toBe(200);
    const body = facts.json();
    expect(body).toMatchObject({ kind: 'embedded', hint: null });
    expect(body.serverVersion).toMatch(/^\d+/);
    expect(body.databaseBytes).toBeGreaterThan(0);
    expect(
      body.tables.map((table: { schema: string; name: string }) => `${table.schema}.${table.name}`),
    ).toContain('public.profiles');

    const test = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/connections/database/test`,
      cookie: owner.cookie,
    });
    expect(test.json()).toEqual({ ok: true, message: 'The built-in database answered.' });
    const github = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/connections/github/test`,
      cookie: owner.cookie,
    });
    expect(github.json()).toEqual({
      ok: false,
      message: 'GitHub is not connected to this project.',
    });
  });
});
