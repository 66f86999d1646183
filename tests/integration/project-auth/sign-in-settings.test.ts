import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localhostFetch } from '../../support/localhost-fetch';
import { draft, runDraft, studioRequests } from '../../support/operations';
import { projectClient } from '../../support/project-client';
import { createProject, projectWithMembers, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let cookie: string;
let project: { id: string; slug: string };
let api: { url: string; anonKey: string };
let run = 0;
const PASSWORD = 'a long enough password';
const email = (who: string) => `${who}-${Date.now()}-${run++}@example.com`;
const studio = studioRequests(() => ({ t, cookie, projectId: project.id }));
const settingsUrl = () => `/api/projects/${project.id}/auth/settings`;

const client = () => projectClient(api.url, api.anonKey);
const goTrueSettings = async () =>
  (await (
    await localhostFetch(`${api.url}/auth/v1/settings`, { headers: { apikey: api.anonKey } })
  ).json()) as { disable_signup: boolean; external: Record<string, boolean> };

/** Plans the instruction in chat's words and runs it (confirmed, as the studio does for risky plans). */
async function planAndRun(instruction: string) {
  const planned = await studio.plan(instruction);
  expect(planned.statusCode, planned.body).toBe(201);
  const plan = planned.json().plan;
  const ran = await studio.execute(plan.id, true);
  expect(ran.statusCode, ran.body).toBe(200);
  expect(ran.json().ok, ran.body).toBe(true);
  return plan as { id: string; type: string; risk: string; warnings: string[]; steps: unknown[] };
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  ({ cookie } = await signUpUser(t));
  project = await createProject(t, cookie, { name: 'Sign in app' });
  const answer = await t.request({ method: 'GET', url: `/api/projects/${project.id}/api`, cookie });
  const { port } = t.app.server.address() as { port: number };
  api = { ...answer.json(), url: `http://${project.slug}.localhost:${port}` };
});
afterAll(() => t?.close());

describe('sign-in switches of a project, planned in chat and enforced by its /auth/v1', () => {
  it('starts with what every project had before the switches: e-mail sign-in, open sign-ups', async () => {
    const answer = await t.request({ method: 'GET', url: settingsUrl(), cookie });
    expect(answer.json()).toEqual({
      emailPassword: true,
      signups: true,
      confirmEmail: false,
      passwordMinLength: 6,
    });
    expect(await goTrueSettings()).toMatchObject({
      disable_signup: false,
      external: { email: true },
    });
  });

  it('"turn off sign ups" refuses new sign-ups as GoTrue does, keeps members in, and undo reopens them', async () => {
    const member = email('member');
    expect((await client().auth.signUp({ email: member, password: PASSWORD })).error).toBeNull();

    const plan = await planAndRun('turn off sign ups');
    expect(plan).toMatchObject({
      type: 'auth',
      risk: 'medium',
      steps: [{ kind: 'auth.setSignInMethod', method: 'signups', enabled: false }],
    });
    const refused = await client().auth.signUp({ email: email('new'), password: PASSWORD });
    expect(refused.error).toMatchObject({
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    });
    expect(refused.data.user).toBeNull();
    const signedIn = await client().auth.signInWithPassword({ email: member, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    expect((await goTrueSettings()).disable_signup).toBe(true);
    expect((await t.request({ method: 'GET', url: settingsUrl(), cookie })).json()).toMatchObject({
      signups: false,
      emailPassword: true,
    });

    const undone = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/operations/${plan.id}/undo`,
      cookie,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    const again = await client().auth.signUp({ email: email('again'), password: PASSWORD });
    expect(again.error).toBeNull();
    expect(again.data.session).not.toBeNull();
    expect((await goTrueSettings()).disable_signup).toBe(false);
  });

  it('"turn off email login" is high risk with a warning, locks e-mail sign-in, and turning it on works', async () => {
    const member = email('member');
    expect((await client().auth.signUp({ email: member, password: PASSWORD })).error).toBeNull();

    const plan = await planAndRun('turn off email login');
    expect(plan.risk).toBe('high');
    expect(plan.warnings.join(' ')).toMatch(/only way to sign in/);
    const login = await client().auth.signInWithPassword({ email: member, password: PASSWORD });
    expect(login.error).toMatchObject({
      status: 422,
      code: 'email_provider_disabled',
      message: 'Email logins are disabled',
    });
    const signUp = await client().auth.signUp({ email: email('new'), password: PASSWORD });
    expect(signUp.error).toMatchObject({ status: 400, code: 'email_provider_disabled' });
    expect((await goTrueSettings()).external.email).toBe(false);

    await planAndRun('turn on email login');
    const back = await client().auth.signInWithPassword({ email: member, password: PASSWORD });
    expect(back.error).toBeNull();
    expect((await goTrueSettings()).external.email).toBe(true);
  });

  it('answers a sign-in method it does not have with the ones it has, and changes nothing', async () => {
    const before = (await t.request({ method: 'GET', url: settingsUrl(), cookie })).json();
    const answer = await studio.plan('turn on google login');
    expect(answer.statusCode).toBe(200);
    const { clarification } = answer.json();
    expect(clarification.question).toMatch(/no google option/);
    expect(clarification.question).toMatch(/It has e-mail and password sign-in/);
    expect(clarification.choices).toEqual(
      expect.arrayContaining([{ label: 'Turn off sign-ups', instruction: 'turn off sign ups' }]),
    );
    expect((await t.request({ method: 'GET', url: settingsUrl(), cookie })).json()).toEqual(before);
  });

  it('changes only the switch a PUT names, and refuses a PUT that names none', async () => {
    const changed = await t.request({
      method: 'PUT',
      url: settingsUrl(),
      cookie,
      payload: { confirmEmail: true },
    });
    expect(changed.json()).toEqual({
      emailPassword: true,
      signups: true,
      confirmEmail: true,
      passwordMinLength: 6,
    });
    const empty = await t.request({ method: 'PUT', url: settingsUrl(), cookie, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toMatch(/Say which sign-in setting to change/);
    const back = await t.request({
      method: 'PUT',
      url: settingsUrl(),
      cookie,
      payload: { confirmEmail: false },
    });
    expect(back.json()).toEqual({
      emailPassword: true,
      signups: true,
      confirmEmail: false,
      passwordMinLength: 6,
    });
  });
});

describe("sign-in switches in plans need the settings page's permission", () => {
  it("refuses an editor's plan that changes a switch as PUT /auth/settings refuses them, and its undo", async () => {
    const team = await projectWithMembers(t, ['editor']);
    const editor = team.members.editor as string;
    const url = `/api/projects/${team.projectId}/auth/settings`;
    const before = (await t.request({ method: 'GET', url, cookie: editor })).json();
    const put = await t.request({
      method: 'PUT',
      url,
      cookie: editor,
      payload: { signups: false },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().error.code).toBe('role_forbidden');

    // Medium risk, which editors may otherwise run: the built-in planner's plan and a hand-written one.
    const asEditor = studioRequests(() => ({ t, cookie: editor, projectId: team.projectId }));
    const planned = await asEditor.plan('turn off sign ups');
    expect(planned.statusCode, planned.body).toBe(201);
    expect(planned.json().plan.risk).toBe('medium');
    const ran = await asEditor.execute(planned.json().plan.id, true);
    expect(ran.statusCode, ran.body).toBe(403);
    expect(ran.json().error.code).toBe('role_forbidden');
    expect(ran.json().error.message).toMatch(/cannot change sign-in settings/);
    const step = { kind: 'auth.setSignInMethod' as const, method: 'confirmEmail' as const };
    const written = draft({
      service: 'backend',
      type: 'auth',
      risk: 'low',
      steps: [{ ...step, enabled: true }],
    });
    const direct = await runDraft(t, editor, team.projectId, written);
    expect(direct.statusCode, direct.body).toBe(403);
    expect(direct.json().error.code).toBe('role_forbidden');
    expect((await t.request({ method: 'GET', url, cookie: editor })).json()).toEqual(before);

    // The owner may; the editor may not take it back either.
    const byOwner = await runDraft(t, team.owner, team.projectId, written);
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect((await t.request({ method: 'GET', url, cookie: editor })).json()).toMatchObject({
      confirmEmail: true,
    });
    const undo = await t.request({
      method: 'POST',
      url: `/api/projects/${team.projectId}/operations/${byOwner.json().operation.id}/undo`,
      cookie: editor,
    });
    expect(undo.statusCode, undo.body).toBe(403);
    expect(undo.json().error.code).toBe('role_forbidden');
    expect((await t.request({ method: 'GET', url, cookie: editor })).json()).toMatchObject({
      confirmEmail: true,
    });
  });
});
