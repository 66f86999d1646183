// Every project endpoint against every role: the expected answer of each cell is generated from
// PERMISSIONS (the table the advanced page explains), and each cell is asserted on the server.
// A state-changing project route the table does not list fails the coverage test below.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ROLES, type Permission, type Role } from '@shared/constants/roles';
import { planById } from '@shared/constants/plans';
import { createProjectRepository } from '@server/modules/projects/repository';
import { createMonitorRepository } from '@server/modules/monitor/repository';
import { registeredRoutes } from '../../support/routes';
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
  issueId: string;
  domain: string;
  /** An end user in the project's own auth.users. */
  endUserId: string;
  /** The actor's own chat session in the project (chat is per user). */
  chatSessionId: string;
}
interface Endpoint {
  /** The route as Fastify registered it, e.g. `POST /api/projects/:id/plans`. */
  name: string;
  permission: Permission;
  request: (f: Fixture) => {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: object;
  };
}

const p = (f: Fixture) => `/api/projects/${f.projectId}`;
// Order matters: the destructive endpoints run last, so the earlier cells still have a project.
const ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/projects/:id',
    permission: 'read',
    request: (f) => ({ method: 'GET', url: p(f) }),
  },
  {
    name: 'GET /api/projects/:id/members',
    permission: 'read',
    request: (f) => ({ method: 'GET', url: `${p(f)}/members` }),
  },
  {
    name: 'GET /api/projects/:id/team',
    permission: 'read',
    request: (f) => ({ method: 'GET', url: `${p(f)}/team` }),
  },
  {
    name: 'GET /api/projects/:id/database/schema',
    permission: 'read',
    request: (f) => ({ method: 'GET', url: `${p(f)}/database/schema` }),
  },
  {
    name: 'GET /api/projects/:id/git/branches',
    permission: 'read',
    request: (f) => ({ method: 'GET', url: `${p(f)}/git/branches` }),
  },
  {
    name: 'GET /api/projects/:id/git/log',
    permission: 'read',
    request: (f) => ({ method: 'GET', url: `${p(f)}/git/log` }),
  },
  {
    name: 'GET /api/projects/:id/git/zip',
    permission: 'read',
    request: (f) => ({ method: 'GET', url: `${p(f)}/git/zip` }),
  },
  {
    name: 'GET /api/projects/:id/deploys',
    permission: 'read',
    request: (f) => ({ method: 'GET', url: `${p(f)}/deploys` }),
  },
  {
    name: 'GET /api/projects/:id/site',
    permission: 'read',
    request: (f) => ({ method: 'GET', url: `${p(f)}/site` }),
  },
  {
    name: 'GET /api/projects/:id/operations',
    permission: 'read',
    request: (f) => ({ method: 'GET', url: `${p(f)}/operations` }),
  },
  {
    name: 'GET /api/projects/:id/connections',
    permission: 'read',
    request: (f) => ({ method: 'GET', url: `${p(f)}/connections` }),
  },
  {
    name: 'GET /api/projects/:id/activity',
    permission: 'read',
    request: (f) => ({ method: 'GET', url: `${p(f)}/activity` }),
  },
  {
    name: 'GET /api/projects/:id/database/facts',
    permission: 'read',
    request: (f) => ({ method: 'GET', url: `${p(f)}/database/facts` }),
  },
  {
    name: 'GET /api/projects/:id/database/tables/:table/rows',
    permission: 'read',
    request: (f) => ({ method: 'GET', url: `${p(f)}/database/tables/notes/rows` }),
  },
  {
    name: 'GET /api/projects/:id/storage/buckets',
    permission: 'read',
    request: (f) => ({ method: 'GET', url: `${p(f)}/storage/buckets` }),
  },
  {
    name: 'GET /api/projects/:id/auth/users',
    permission: 'read',
    request: (f) => ({ method: 'GET', url: `${p(f)}/auth/users` }),
  },
  {
    name: 'POST /api/projects/:id/plans',
    permission: 'plan',
    request: (f) => ({
      method: 'POST',
      url: `${p(f)}/plans`,
      payload: { instruction: 'create a table called tasks with a title' },
    }),
  },
  {
    name: 'POST /api/projects/:id/database/tables/:table/row-changes',
    permission: 'plan',
    request: (f) => ({
      method: 'POST',
      url: `${p(f)}/database/tables/notes/row-changes`,
      payload: { insert: { values: { body: 'A note' } } },
    }),
  },
  {
    name: 'POST /api/projects/:id/chat/sessions',
    permission: 'read',
    request: (f) => ({
      method: 'POST',
      url: `${p(f)}/chat/sessions`,
      payload: { title: 'Matrix' },
    }),
  },
  {
    name: 'POST /api/projects/:id/chat/sessions/:sid/messages',
    permission: 'read',
    request: (f) => ({
      method: 'POST',
      url: `${p(f)}/chat/sessions/${f.chatSessionId}/messages`,
      payload: { type: 'user', content: 'add a notes column' },
    }),
  },
  {
    name: 'DELETE /api/projects/:id/chat/sessions/:sid',
    permission: 'read',
    request: (f) => ({ method: 'DELETE', url: `${p(f)}/chat/sessions/${f.chatSessionId}` }),
  },
  {
    name: 'POST /api/projects/:id/operations/:opId/execute (high risk)',
    permission: 'executeHigh',
    request: (f) => ({
      method: 'POST',
      url: `${p(f)}/operations/${f.highOp}/execute`,
      payload: { confirm: true },
    }),
  },
  {
    name: 'POST /api/projects/:id/operations/:opId/execute',
    permission: 'executeLowMedium',
    request: (f) => ({ method: 'POST', url: `${p(f)}/operations/${f.lowOp}/execute`, payload: {} }),
  },
  {
    name: 'POST /api/projects/:id/operations/:opId/undo',
    permission: 'executeLowMedium',
    request: (f) => ({ method: 'POST', url: `${p(f)}/operations/${f.lowOp}/undo`, payload: {} }),
  },
  {
    name: 'PUT /api/projects/:id/auth/settings',
    permission: 'manageSettings',
    request: (f) => ({
      method: 'PUT',
      url: `${p(f)}/auth/settings`,
      payload: { confirmEmail: false },
    }),
  },
  {
    name: 'POST /api/projects/:id/auth/users/:userId/password-reset',
    permission: 'manageSettings',
    request: (f) => ({
      method: 'POST',
      url: `${p(f)}/auth/users/${f.endUserId}/password-reset`,
    }),
  },
  {
    name: 'DELETE /api/projects/:id/auth/users/:userId',
    permission: 'manageSettings',
    request: (f) => ({ method: 'DELETE', url: `${p(f)}/auth/users/${f.endUserId}` }),
  },
  {
    name: 'PUT /api/projects/:id/connections/github',
    permission: 'manageSettings',
    request: (f) => ({
      method: 'PUT',
      url: `${p(f)}/connections/github`,
      payload: { owner: 'someone', repo: 'app', token: 'ghp_not-a-real-token' },
    }),
  },
  {
    name: 'PUT /api/projects/:id/connections/netlify',
    permission: 'manageSettings',
    request: (f) => ({
      method: 'PUT',
      url: `${p(f)}/connections/netlify`,
      payload: { siteId: 'site-1', token: 'not-a-real-token' },
    }),
  },
  {
    name: 'POST /api/projects/:id/monitor/start',
    permission: 'controlMonitor',
    request: (f) => ({ method: 'POST', url: `${p(f)}/monitor/start` }),
  },
  {
    name: 'POST /api/projects/:id/monitor/check',
    permission: 'controlMonitor',
    request: (f) => ({ method: 'POST', url: `${p(f)}/monitor/check` }),
  },
  {
    name: 'POST /api/projects/:id/monitor/pause',
    permission: 'controlMonitor',
    request: (f) => ({ method: 'POST', url: `${p(f)}/monitor/pause` }),
  },
  {
    name: 'POST /api/projects/:id/monitor/issues/:issueId/fix',
    permission: 'controlMonitor',
    request: (f) => ({
      method: 'POST',
      url: `${p(f)}/monitor/issues/${f.issueId}/fix`,
      payload: {},
    }),
  },
  {
    name: 'POST /api/projects/:id/monitor/issues/:issueId/dismiss',
    permission: 'controlMonitor',
    request: (f) => ({ method: 'POST', url: `${p(f)}/monitor/issues/${f.issueId}/dismiss` }),
  },
  {
    name: 'POST /api/projects/:id/site/domains/:domain/verify',
    permission: 'executeLowMedium',
    request: (f) => ({ method: 'POST', url: `${p(f)}/site/domains/${f.domain}/verify` }),
  },
  {
    name: 'PATCH /api/projects/:id',
    permission: 'manageSettings',
    request: (f) => ({ method: 'PATCH', url: p(f), payload: { name: 'Renamed' } }),
  },
  {
    name: 'PUT /api/projects/:id/connections/database',
    permission: 'manageSettings',
    request: (f) => ({
      method: 'PUT',
      url: `${p(f)}/connections/database`,
      payload: { url: 'postgres://user:secret@127.0.0.1:9/app' },
    }),
  },
  {
    name: 'POST /api/projects/:id/connections/:kind/test',
    permission: 'manageSettings',
    request: (f) => ({ method: 'POST', url: `${p(f)}/connections/database/test` }),
  },
  {
    name: 'DELETE /api/projects/:id/connections/:kind',
    permission: 'manageSettings',
    request: (f) => ({ method: 'DELETE', url: `${p(f)}/connections/github` }),
  },
  {
    name: 'POST /api/projects/:id/invitations',
    permission: 'manageMembers',
    request: (f) => ({
      method: 'POST',
      url: `${p(f)}/invitations`,
      payload: { email: `new-${f.projectId}@example.com`, role: 'viewer' },
    }),
  },
  {
    name: 'DELETE /api/projects/:id/invitations/:invitationId',
    permission: 'manageMembers',
    request: (f) => ({ method: 'DELETE', url: `${p(f)}/invitations/${f.invitationId}` }),
  },
  {
    name: 'POST /api/projects/:id/access-requests/:userId/approve',
    permission: 'manageMembers',
    request: (f) => ({
      method: 'POST',
      url: `${p(f)}/access-requests/${f.requesterId}/approve`,
      payload: { role: 'viewer' },
    }),
  },
  {
    name: 'DELETE /api/projects/:id/access-requests/:userId',
    permission: 'manageMembers',
    request: (f) => ({ method: 'DELETE', url: `${p(f)}/access-requests/${f.declinedId}` }),
  },
  {
    name: 'PATCH /api/projects/:id/members/:userId',
    permission: 'manageMembers',
    request: (f) => ({
      method: 'PATCH',
      url: `${p(f)}/members/${f.targetId}`,
      payload: { role: 'editor' },
    }),
  },
  {
    name: 'DELETE /api/projects/:id/members/:userId',
    permission: 'manageMembers',
    request: (f) => ({ method: 'DELETE', url: `${p(f)}/members/${f.targetId}` }),
  },
  {
    name: 'DELETE /api/projects/:id',
    permission: 'deleteProject',
    request: (f) => ({ method: 'DELETE', url: p(f) }),
  },
];

/** State-changing project routes outside the role table, and why. */
const NOT_ROLE_BASED: Record<string, string> = {
  'POST /api/projects/:id/access-requests': 'asked by someone who is not a member yet',
};

const ACTORS: Actor[] = [...ROLES, 'stranger'];
/** What each cell must answer: allowed, refused for the role (403), or hidden (404). */
const expected = (actor: Actor, permission: Permission) =>
  actor === 'stranger' ? 'hidden' : can(actor, permission) ? 'allowed' : 'refused';

let t: TestApp;
const cookies = new Map<Actor, string>();
const fixtures = new Map<Actor, Fixture>();

beforeAll(async () => {
  // Every owner on the paid plan, so that the team endpoints are open; GitHub calls go nowhere.
  t = await createTestApp(
    {
      GITHUB_API_URL: 'http://127.0.0.1:9',
      NETLIFY_API_URL: 'http://127.0.0.1:9',
      RATE_LIMIT_MAIL_MAX: '1000',
    },
    { entitlements: { planFor: async () => planById('pro') } },
  );
  const repo = createProjectRepository(t.app.services.database.db);
  const monitorRepo = createMonitorRepository(t.app.services.database.db);
  const boss = await signUpUser(t);
  const target = await signUpUser(t);
  const requester = await signUpUser(t);
  const declined = await signUpUser(t);
  for (const actor of ACTORS) cookies.set(actor, (await signUpUser(t)).cookie);

  const op = async (cookie: string, projectId: string, instruction: string) => {
    const res = await t.request({
      method: 'POST',
      url: `/api/projects/${projectId}/plans`,
      cookie,
      payload: { instruction },
    });
    return res.json().plan.id as string;
  };
  for (const role of ROLES) {
    // The owner row acts on its own project; every other role joins the boss's project.
    const ownerCookie = role === 'owner' ? cookies.get('owner')! : boss.cookie;
    const project = await createProject(t, ownerCookie, { name: `Matrix ${role}` });
    if (role !== 'owner') {
      const actorId = (
        await t.request({ method: 'GET', url: '/api/auth/session', cookie: cookies.get(role)! })
      ).json().user.id;
      await repo.addMember(project.id, actorId, role);
    }
    await repo.addMember(project.id, target.user.id, 'viewer');
    const notes = await op(ownerCookie, project.id, 'create a table called notes with a body');
    await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/operations/${notes}/execute`,
      cookie: ownerCookie,
      payload: {},
    });
    const highOp = await op(ownerCookie, project.id, 'drop the notes table');
    const lowOp = await op(ownerCookie, project.id, 'create a table called ideas with a title');
    const invited = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/invitations`,
      cookie: ownerCookie,
      payload: { email: `pending-${role}@example.com`, role: 'editor' },
    });
    const issue = await monitorRepo.insertIssue({
      projectId: project.id,
      key: `matrix:${role}`,
      code: 'rls_disabled_in_public',
      type: 'error',
      severity: 'high',
      description: 'A table is open to everyone.',
      impact: 'Anyone can read it.',
      remedy: 'Turn on row-level security.',
      source: 'advisor',
    });
    const domain = `${role}.matrix.example.com`;
    const endUserId = randomUUID();
    await (
      await t.app.services.workspace.database(project as never)
    ).query('insert into auth.users (id, email) values ($1, $2)', [
      endUserId,
      `end-user-${role}@example.com`,
    ]);
    await t.app.services.workspace.host.addDomain(project.id, domain);
    for (const asker of [requester, declined])
      await t.request({
        method: 'POST',
        url: `/api/projects/${project.id}/access-requests`,
        cookie: asker.cookie,
      });
    const chatSession = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/chat/sessions`,
      cookie: cookies.get(role)!,
      payload: {},
    });
    fixtures.set(role, {
      chatSessionId: chatSession.json().session.id,
      projectId: project.id,
      lowOp,
      highOp,
      targetId: target.user.id,
      invitationId: invited.json().invitation.id,
      requesterId: requester.user.id,
      declinedId: declined.user.id,
      issueId: issue!.id,
      domain,
      endUserId,
    });
  }
  // A stranger knocks on the viewer's project.
  fixtures.set('stranger', fixtures.get('viewer')!);
}, 120_000);
afterAll(() => t.close());

it('covers every state-changing project route', () => {
  const listed = new Set(ENDPOINTS.map((endpoint) => endpoint.name.replace(/ \(.*\)$/, '')));
  const missing = registeredRoutes(t.app)
    .filter((route) => route.method !== 'GET' && route.url.startsWith('/api/projects/:id'))
    .map((route) => `${route.method} ${route.url}`)
    .filter((route) => !listed.has(route) && !(route in NOT_ROLE_BASED));
  expect(missing).toEqual([]);
});

describe.each(ACTORS)('as %s', (actor) => {
  it.each(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s',
    async (_name, endpoint) => {
      const { payload, ...request } = endpoint.request(fixtures.get(actor)!);
      const res = await t.request({
        ...request,
        cookie: cookies.get(actor)!,
        ...(payload ? { payload } : {}),
      });
      const code =
        res.statusCode >= 400 ? (res.json() as { error: { code: string } }).error.code : null;
      const outcome = expected(actor, endpoint.permission);
      if (outcome === 'hidden') {
        expect([res.statusCode, code]).toEqual([404, 'project_not_found']);
      } else if (outcome === 'refused') {
        expect([res.statusCode, code]).toEqual([403, 'role_forbidden']);
      } else {
        // Allowed: the role check let it through; what follows (a stale plan, an unreachable host) is not a refusal.
        expect([401, 403, 404], `${res.statusCode} ${res.body.slice(0, 200)}`).not.toContain(
          res.statusCode,
        );
        expect(['role_forbidden', 'project_not_found']).not.toContain(code);
      }
    },
  );
});
