// The studio shows each project's Supabase-compatible API: every member gets its URL and anon
// key; only owners and admins get the service-role key, which bypasses row-level security.
import { decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectRepository } from '@server/modules/projects/repository';
import { projectJwtSecret } from '@server/services/project-api/api-keys';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const apiOf = (cookie: string, projectId: string) =>
  t.request({ method: 'GET', url: `/api/projects/${projectId}/api`, cookie });

/** The HS256 secret the project's PostgREST and auth endpoints check tokens with. */
async function secretOf(projectId: string) {
  const row = await createProjectRepository(t.app.services.database.db).findById(projectId);
  if (!row) throw new Error('no such project');
  return new TextEncoder().encode(projectJwtSecret(t.app.services.secrets, row));
}

describe('GET /api/projects/:id/api', () => {
  it("gives the owner the site's origin, the anon key and the service-role key, never cached", async () => {
    const owner = await signUpUser(t);
    const project = await createProject(t, owner.cookie, { name: 'Bakery' });
    const res = await apiOf(owner.cookie, project.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as { url: string; anonKey: string; serviceRoleKey?: string };
    expect(body.url).toBe(`http://${project.slug}.localhost:${t.config.port}`);
    // The same API on the studio's own address, for scripts that cannot resolve *.localhost.
    expect(res.json().serverUrl).toBe(`${t.config.publicUrl}/p/${project.slug}`);
    expect(Object.keys(body).sort()).toEqual(['anonKey', 'serverUrl', 'serviceRoleKey', 'url']);

    const secret = await secretOf(project.id);
    const anon = await jwtVerify(body.anonKey, secret, { algorithms: ['HS256'] });
    expect(anon.payload).toMatchObject({ role: 'anon', ref: project.slug });
    const service = await jwtVerify(body.serviceRoleKey!, secret, { algorithms: ['HS256'] });
    expect(service.payload).toMatchObject({ role: 'service_role', ref: project.slug });

    // The same keys on every call: founders paste them once.
    expect((await apiOf(owner.cookie, project.id)).json()).toEqual(body);
  });

  it("signs each project's keys with its own secret", async () => {
    const owner = await signUpUser(t);
    const first = await createProject(t, owner.cookie, { name: 'First' });
    const second = await createProject(t, owner.cookie, { name: 'Second' });
    const firstKey = (await apiOf(owner.cookie, first.id)).json().anonKey as string;
    await expect(jwtVerify(firstKey, await secretOf(second.id))).rejects.toThrow();
  });

  it('gives admins the service-role key, editors and viewers only the URL and anon key', async () => {
    const owner = await signUpUser(t);
    const project = await createProject(t, owner.cookie, { name: 'Team' });
    const owned = (await apiOf(owner.cookie, project.id)).json() as Record<string, string>;
    const repo = createProjectRepository(t.app.services.database.db);

    const admin = await signUpUser(t);
    await repo.addMember(project.id, admin.user.id, 'admin');
    expect((await apiOf(admin.cookie, project.id)).json()).toEqual(owned);

    for (const role of ['editor', 'viewer'] as const) {
      const member = await signUpUser(t);
      await repo.addMember(project.id, member.user.id, role);
      const res = await apiOf(member.cookie, project.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        url: owned.url,
        serverUrl: owned.serverUrl,
        anonKey: owned.anonKey,
      });
      expect(res.body).not.toContain(owned.serviceRoleKey);
      expect(decodeJwt(res.json().anonKey as string).role).toBe('anon');
    }
  });

  it('answers 404 to strangers and 401 to visitors who are not signed in', async () => {
    const owner = await signUpUser(t);
    const project = await createProject(t, owner.cookie, { name: 'Private' });
    const stranger = await signUpUser(t);
    const res = await apiOf(stranger.cookie, project.id);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toMatch(/eyJ/);
    const anonymous = await t.request({ method: 'GET', url: `/api/projects/${project.id}/api` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toMatch(/eyJ/);
  });
});
