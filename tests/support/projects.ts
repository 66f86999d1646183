import type { Role } from '@shared/constants/roles';
import { createProjectRepository } from '@server/modules/projects/repository';
import type { TestApp } from './test-app';
import { newUser, sessionCookie } from './test-app';

/** Signs a new user up and answers their cookie and id. */
export async function signUpUser(t: TestApp, overrides: Parameters<typeof newUser>[0] = {}) {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/signup',
    payload: newUser(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  return { cookie: sessionCookie(res), user: res.json().user as { id: string; email: string } };
}

export async function createProject(
  t: TestApp,
  cookie: string,
  body: Record<string, unknown> = { name: 'My app' },
) {
  const res = await t.request({ method: 'POST', url: '/api/projects', cookie, payload: body });
  if (res.statusCode !== 201) throw new Error(`project creation failed: ${res.body}`);
  return res.json().project as { id: string; slug: string; name: string; siteUrl: string };
}

/** An owner's new project with one member for each role asked for, and a stranger outside it. */
export async function projectWithMembers(t: TestApp, roles: readonly Exclude<Role, 'owner'>[]) {
  const owner = await signUpUser(t);
  const project = await createProject(t, owner.cookie);
  const repo = createProjectRepository(t.app.services.database.db);
  const members: Partial<Record<Role, string>> = {};
  for (const role of roles) {
    const member = await signUpUser(t);
    await repo.addMember(project.id, member.user.id, role);
    members[role] = member.cookie;
  }
  const stranger = await signUpUser(t);
  return { owner: owner.cookie, projectId: project.id, members, stranger: stranger.cookie };
}
