// Every project endpoint against every role: the expected answer of each cell is generated from
// PERMISSIONS (the table the advanced page explains), and each cell is asserted on the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ROLES, type Permission, type Role } from '@shared/constants/roles';
import { planById } from '@shared/constants/plans';
import { createProjectRepository } from '@server/modules/projects/repository';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

type Actor = Role | 'stranger';
interface Fixture {
  projectId: string;
  lowOp: string;
  highOp: string;
  targetId: string;
  invitationId: string;
  requesterId: string;
  declinedId: string;
}
interface Endpoint {
  name: string;
  permission: Permission;
  request: (f: Fixture) => { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };
}

const p = (f: Fixture) => `/api/projects/${f.projectId}`;
// Order matters: the destructive endpoints run last, so the earlier cells still have a project.
const ENDPOINTS: Endpoint[] = [
  { name: 'GET project', permission: 'read', request: (f) => ({ method: 'GET', url: p(f) }) },
  { name: 'GET members', permission: 'read', request: (f) => ({ method: 'GET', url: `${p(f)}/members` }) },
  { name: 'GET team', permission: 'read', request: (f) => ({ method: 'GET', url: `${p(f)}/team` }) },
  { name: 'GET database schema', permission: 'read', request: (f) => ({ method: 'GET', url: `${p(f)}/database/schema` }) },
  { name: 'GET git branches', permission: 'read', request: (f) => ({ method: 'GET', url: `${p(f)}/git/branches` }) },
  { name: 'GET git log', permission: 'read', request: (f) => ({ method: 'GET', url: `${p(f)}/git/log` }) },
  { name: 'GET git zip', permission: 'read', request: (f) => ({ method: 'GET', url: `${p(f)}/git/zip` }) },
  { name: 'GET deploys', permission: 'read', request: (f) => ({ method: 'GET', url: `${p(f)}/deploys` }) },
  { name: 'GET site', permission: 'read', request: (f) => ({ method: 'GET', url: `${p(f)}/site` }) },
  { name: 'GET operations', permission: 'read', request: (f) => ({ method: 'GET', url: `${p(f)}/operations` }) },
  { name: 'GET connections', permission: 'read', request: (f) => ({ method: 'GET', url: `${p(f)}/connections` }) },
  { name: 'GET activity', permission: 'read', request: (f) => ({ method: 'GET', url: `${p(f)}/activity` }) },
  { name: 'GET database facts', permission: 'read', request: (f) => ({ method: 'GET', url: `${p(f)}/database/facts` }) },
  { name: 'POST plans', permission: 'plan', request: (f) => ({ method: 'POST', url: `${p(f)}/plans`, payload: { instruction: 'create a table called tasks with a title' } }) },
  { name: 'POST execute (high risk)', permission: 'executeHigh', request: (f) => ({ method: 'POST', url: `${p(f)}/operations/${f.highOp}/execute`, payload: { confirm: true } }) },
  { name: 'POST execute (low risk)', permission: 'executeLowMedium', request: (f) => ({ method: 'POST', url: `${p(f)}/operations/${f.lowOp}/execute`, payload: {} }) },
  { name: 'POST undo (low risk)', permission: 'executeLowMedium', request: (f) => ({ method: 'POST', url: `${p(f)}/operations/${f.lowOp}/undo`, payload: {} }) },
  { name: 'PATCH project', permission: 'manageSettings', request: (f) => ({ method: 'PATCH', url: p(f), payload: { name: 'Renamed' } }) },
  { name: 'PUT database connection', permission: 'manageSettings', request: (f) => ({ method: 'PUT', url: `${p(f)}/connections/database`, payload: { url: 'postgres://user:secret@127.0.0.1:9/app' } }) },
  { name: 'POST test database connection', permission: 'manageSettings', request: (f) => ({ method: 'POST', url: `${p(f)}/connections/database/test` }) },
  { name: 'DELETE github connection', permission: 'manageSettings', request: (f) => ({ method: 'DELETE', url: `${p(f)}/connections/github` }) },
  { name: 'POST invitation', permission: 'manageMembers', request: (f) => ({ method: 'POST', url: `${p(f)}/invitations`, payload: { email: `new-${f.projectId}@example.com`, role: 'viewer' } }) },
  { name: 'DELETE invitation', permission: 'manageMembers', request: (f) => ({ method: 'DELETE', url: `${p(f)}/invitations/${f.invitationId}` }) },
  { name: 'POST approve access request', permission: 'manageMembers', request: (f) => ({ method: 'POST', url: `${p(f)}/access-requests/${f.requesterId}/approve`, payload: { role: 'viewer' } }) },
  { name: 'DELETE access request', permission: 'manageMembers', request: (f) => ({ method: 'DELETE', url: `${p(f)}/access-requests/${f.declinedId}` }) },
  { name: 'PATCH member role', permission: 'manageMembers', request: (f) => ({ method: 'PATCH', url: `${p(f)}/members/${f.targetId}`, payload: { role: 'editor' } }) },
  { name: 'DELETE member', permission: 'manageMembers', request: (f) => ({ method: 'DELETE', url: `${p(f)}/members/${f.targetId}` }) },
  { name: 'DELETE project', permission: 'deleteProject', request: (f) => ({ method: 'DELETE', url: p(f) }) },
];

const ACTORS: Actor[] = [...ROLES, 'stranger'];
/** What each cell must answer: allowed, refused for the role (403), or hidden (404). */
const expected = (actor: Actor, permission: Permission) => (actor === 'stranger' ? 'hidden' : can(actor, permission) ? 'allowed' : 'refused');

let t: TestApp;
const cookies = new Map<Actor, string>();
const fixtures = new Map<Actor, Fixture>();

beforeAll(async () => {
  // Every owner on the paid plan, so that the team endpoints are open; GitHub calls go nowhere.
  t = await createTestApp({ GITHUB_API_URL: 'http://127.0.0.1:9', NETLIFY_API_URL: 'http://127.0.0.1:9', RATE_LIMIT_MAIL_MAX: '1000' }, { entitlements: { planFor: async () => planById('pro') } });
  const repo = createProjectRepository(t.app.services.database.db);
  const boss = await signUpUser(t);
  const target = await signUpUser(t);
  const requester = await signUpUser(t);
  const declined = await signUpUser(t);
  for (const actor of ACTORS) cookies.set(actor, (await signUpUser(t)).cookie);

  const op = async (cookie: string, projectId: string, instruction: string) => {
    const res = await t.request({ method: 'POST', url: `/api/projects/${projectId}/plans`, cookie, payload: { instruction } });
    return res.json().plan.id as string;
  };
  for (const role of ROLES) {
    // The owner row acts on its own project; every other role joins the boss's project.
    const ownerCookie = role === 'owner' ? cookies.get('owner')! : boss.cookie;
    const project = await createProject(t, ownerCookie, { name: `Matrix ${role}` });
    if (role !== 'owner') {
      const actorId = (await t.request({ method: 'GET', url: '/api/auth/session', cookie: cookies.get(role)! })).json().user.id;
      await repo.addMember(project.id, actorId, role);
    }
    await repo.addMember(project.id, target.user.id, 'viewer');
    const notes = await op(ownerCookie, project.id, 'create a table called notes with a body');
    await t.request({ method: 'POST', url: `/api/projects/${project.id}/operations/${notes}/execute`, cookie: ownerCookie, payload: {} });
    const highOp = await op(ownerCookie, project.id, 'drop the notes table');
    const lowOp = await op(ownerCookie, project.id, 'create a table called ideas with a title');
    const invited = await t.request({ method: 'POST', url: `/api/projects/${project.id}/invitations`, cookie: ownerCookie, payload: { email: `pending-${role}@example.com`, role: 'editor' } });
    for (const asker of [requester, declined]) await t.request({ method: 'POST', url: `/api/projects/${project.id}/access-requests`, cookie: asker.cookie });
    fixtures.set(role, { projectId: project.id, lowOp, highOp, targetId: target.user.id, invitationId: invited.json().invitation.id, requesterId: requester.user.id, declinedId: declined.user.id });
  }
  // A stranger knocks on the viewer's project.
  fixtures.set('stranger', fixtures.get('viewer')!);
}, 120_000);
afterAll(() => t.close());

describe.each(ACTORS)('as %s', (actor) => {
  it.each(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))('%s', async (_name, endpoint) => {
    const { payload, ...request } = endpoint.request(fixtures.get(actor)!);
    const res = await t.request({ ...request, cookie: cookies.get(actor)!, ...(payload ? { payload } : {}) });
    const code = res.statusCode >= 400 ? (res.json() as { error: { code: string } }).error.code : null;
    const outcome = expected(actor, endpoint.permission);
    if (outcome === 'hidden') {
      expect([res.statusCode, code]).toEqual([404, 'project_not_found']);
    } else if (outcome === 'refused') {
      expect([res.statusCode, code]).toEqual([403, 'role_forbidden']);
    } else {
      // Allowed: the role check let it through; what follows (a stale plan, an unreachable host) is not a refusal.
      expect([401, 403, 404], `${res.statusCode} ${res.body.slice(0, 200)}`).not.toContain(res.statusCode);
      expect(['role_forbidden', 'project_not_found']).not.toContain(code);
    }
  });
});
