// Founders open their project's database with their own tools: owners and admins get a
// postgres:// URI that reaches their database and no other; everyone else is refused.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectRepository } from '@server/modules/projects/repository';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function connectionOf(cookie: string, projectId: string) {
  return t.request({
    method: 'GET',
    url: `/api/projects/${projectId}/database/connection`,
    cookie,
  });
}

async function withClient<T>(uri: string, job: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: uri });
  await client.connect();
  try {
    return await job(client);
  } finally {
    await client.end();
  }
}

describe('GET /api/projects/:id/database/connection', () => {
  it("gives owners and admins a URI to the project's own database, never cached", async () => {
    const owner = await signUpUser(t);
    const admin = await signUpUser(t);
    const project = await createProject(t, owner.cookie, { name: 'Bakery' });
    await createProjectRepository(t.app.services.database.db).addMember(
      project.id,
      admin.user.id,
      'admin',
    );
    const res = await connectionOf(owner.cookie, project.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { uri } = res.json() as { uri: string };
    expect(uri).toMatch(/^postgres(ql)?:\/\//);
    expect((await connectionOf(admin.cookie, project.id)).json()).toEqual({ uri });

    // What the founder's tool sees: the baseline, as the role that owns the project's objects.
    const seen = await withClient(uri, async (client) => {
      const { rows } = await client.query<{ who: string; owner: string; users: string | null }>(
        `select session_user as who, current_user as owner, to_regclass('auth.users')::text as users`,
      );
      return rows[0];
    });
    expect(seen).toEqual({
      who: new URL(uri).username,
      owner: new URL(uri).pathname.slice(1),
      users: 'auth.users',
    });
  });

  it("cannot open another project's database with one project's URI", async () => {
    const owner = await signUpUser(t);
    const first = await createProject(t, owner.cookie, { name: 'First' });
    const second = await createProject(t, owner.cookie, { name: 'Second' });
    const firstUri = (await connectionOf(owner.cookie, first.id)).json().uri as string;
    const secondUri = (await connectionOf(owner.cookie, second.id)).json().uri as string;
    const crossed = new URL(firstUri);
    crossed.pathname = new URL(secondUri).pathname;
    await expect(withClient(crossed.toString(), async () => undefined)).rejects.toMatchObject({
      code: '42501',
    });
  });

  it('refuses editors, viewers and strangers', async () => {
    const owner = await signUpUser(t);
    const project = await createProject(t, owner.cookie, { name: 'Private' });
    const repo = createProjectRepository(t.app.services.database.db);
    for (const role of ['editor', 'viewer'] as const) {
      const member = await signUpUser(t);
      await repo.addMember(project.id, member.user.id, role);
      const res = await connectionOf(member.cookie, project.id);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('postgres://');
    }
    const stranger = await signUpUser(t);
    expect((await connectionOf(stranger.cookie, project.id)).statusCode).toBe(404);
  });
});
