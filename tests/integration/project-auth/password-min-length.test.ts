import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draft, runDraft, studioRequests } from '../../support/operations';
import { projectClient } from '../../support/project-client';
import { createProject, projectWithMembers, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let cookie: string;
let project: { id: string; slug: string };
let api: { url: string; anonKey: string };
let run = 0;
const email = (who: string) => `${who}-${Date.now()}-${run++}@example.com`;
const studio = studioRequests(() => ({ t, cookie, projectId: project.id }));
const settingsUrl = () => `/api/projects/${project.id}/auth/settings`;
const client = () => projectClient(api.url, api.anonKey);
const settings = async () =>
  (await t.request({ method: 'GET', url: settingsUrl(), cookie })).json();
const setLength = (passwordMinLength: number) =>
  t.request({ method: 'PUT', url: settingsUrl(), cookie, payload: { passwordMinLength } });

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  ({ cookie } = await signUpUser(t));
  project = await createProject(t, cookie, { name: 'Password length app' });
  const answer = await t.request({ method: 'GET', url: `/api/projects/${project.id}/api`, cookie });
  const { port } = t.app.server.address() as { port: number };
  api = { ...answer.json(), url: `http://${project.slug}.localhost:${port}` };
});
afterAll(() => t?.close());

describe("the minimum password length of a project's app, enforced by its /auth/v1", () => {
  it("starts at GoTrue's default of 6: a 6-character password signs up, a 5-character one is weak", async () => {
    expect((await settings()).passwordMinLength).toBe(6);
    const ok = await client().auth.signUp({ email: email('six'), password: 'abcdef' });
    expect(ok.error).toBeNull();
    const weak = await client().auth.signUp({ email: email('five'), password: 'abcde' });
    expect(weak.error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    });
  });

  it('after PUT passwordMinLength 10, sign-up and password changes need 10 characters', async () => {
    const member = email('member');
    const signedUp = await client().auth.signUp({ email: member, password: 'eight888' });
    expect(signedUp.error).toBeNull();

    const put = await setLength(10);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ passwordMinLength: 10, emailPassword: true });

    const weak = await client().auth.signUp({ email: email('short'), password: 'eight888' });
    expect(weak.error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 10 characters.',
    });
    expect(weak.data.user).toBeNull();
    const ok = await client().auth.signUp({ email: email('long'), password: 'tenchars10' });
    expect(ok.error).toBeNull();
    expect(ok.data.user).not.toBeNull();

    // A member whose password is now too short still signs in, and must pick a long one to change it.
    const member8 = client();
    const signedIn = await member8.auth.signInWithPassword({ email: member, password: 'eight888' });
    expect(signedIn.error).toBeNull();
    const change = await member8.auth.updateUser({ password: 'nine99999' });
    expect(change.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect((await member8.auth.updateUser({ password: 'a new ten chars' })).error).toBeNull();

    const back = await setLength(6);
    expect(back.json().passwordMinLength).toBe(6);
  });

  it('refuses a length outside 6 to 72 with the allowed range, and changes nothing', async () => {
    for (const length of [5, 73, 8.5]) {
      const answer = await setLength(length);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toMatch(/6 to 72|whole number/);
    }
    expect((await settings()).passwordMinLength).toBe(6);
  });

  it('"passwords need to be at least 10 characters long" planned in chat changes it, and undo puts 6 back', async () => {
    const planned = await studio.plan('passwords need to be at least 10 characters long');
    expect(planned.statusCode, planned.body).toBe(201);
    const plan = planned.json().plan;
    expect(plan).toMatchObject({
      type: 'auth',
      steps: [{ kind: 'auth.setPasswordMinLength', length: 10 }],
    });
    const ran = await studio.execute(plan.id, true);
    expect(ran.statusCode, ran.body).toBe(200);
    expect(ran.json().ok, ran.body).toBe(true);
    expect((await settings()).passwordMinLength).toBe(10);
    const weak = await client().auth.signUp({ email: email('chat'), password: 'eight888' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });

    const undone = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/operations/${plan.id}/undo`,
      cookie,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await settings()).passwordMinLength).toBe(6);
  });
});

describe("the minimum password length in plans needs the settings page's permission", () => {
  it("refuses an editor's step as PUT /auth/settings refuses them, and lets the owner run it", async () => {
    const team = await projectWithMembers(t, ['editor']);
    const editor = team.members.editor as string;
    const url = `/api/projects/${team.projectId}/auth/settings`;
    const put = await t.request({
      method: 'PUT',
      url,
      cookie: editor,
      payload: { passwordMinLength: 12 },
    });
    expect(put.statusCode).toBe(403);
    const written = draft({
      service: 'backend',
      type: 'auth',
      risk: 'low',
      steps: [{ kind: 'auth.setPasswordMinLength', length: 12 }],
    });
    const byEditor = await runDraft(t, editor, team.projectId, written);
    expect(byEditor.statusCode, byEditor.body).toBe(403);
    expect(byEditor.json().error.message).toMatch(/cannot change sign-in settings/);
    expect((await t.request({ method: 'GET', url, cookie: editor })).json()).toMatchObject({
      passwordMinLength: 6,
    });
    const byOwner = await runDraft(t, team.owner, team.projectId, written);
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect((await t.request({ method: 'GET', url, cookie: editor })).json()).toMatchObject({
      passwordMinLength: 12,
    });
  });
});
