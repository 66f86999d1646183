// A project's database password is random, kept sealed, and replaced when someone who saw it
// leaves or the keys are rotated, ending the sessions opened with it; and whatever the founder's
// login does to its own password, the studio and the project's API keep their own way in.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectRepository } from '@server/modules/projects/repository';
import { createProject, signUpUser } from '../../support/projects';
import { draft, runDraft } from '../../support/operations';
import { roleHasPassword } from '../../support/role-password';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const repo = () => createProjectRepository(t.app.services.database.db);

async function uriOf(cookie: string, projectId: string): Promise<string> {
  const res = await t.request({
    method: 'GET',
    url: `/api/projects/${projectId}/database/connection`,
    cookie,
  });
  expect(res.statusCode).toBe(200);
  return res.json().uri as string;
}

async function connect(uri: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: uri });
  // A session ended by the server reports on the client; the query that follows rejects.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** Whether the server holds this URI's password for its login (asked as the admin). */
function passwordHeld(uri: string): Promise<boolean> {
  const { username, password } = new URL(uri);
  return roleHasPassword(t.config.projectsDatabaseUrl!, username, decodeURIComponent(password));
}

/** An owner's project with an admin, who has opened a session with the password they were shown. */
async function projectWithConnectedAdmin() {
  const owner = await signUpUser(t);
  const admin = await signUpUser(t);
  const project = await createProject(t, owner.cookie, { name: 'Bakery' });
  await repo().addMember(project.id, admin.user.id, 'admin');
  const uri = await uriOf(admin.cookie, project.id);
  const session = await connect(uri);
  expect((await session.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  return { owner, admin, project, uri, session };
}

/** The session opened with the old password has ended, the server holds only the new one, and it works. */
async function expectReplaced(
  cookie: string,
  projectId: string,
  old: { uri: string; session: pg.Client },
) {
  await expect(old.session.query('select 1')).rejects.toThrow();
  await old.session.end().catch(() => undefined);
  expect(await passwordHeld(old.uri)).toBe(false);
  const uri = await uriOf(cookie, projectId);
  expect(uri).not.toBe(old.uri);
  expect(await passwordHeld(uri)).toBe(true);
  await (await connect(uri)).end();
}

describe("a project's database password", () => {
  it('is random and kept sealed, never derived from the project', async () => {
    const owner = await signUpUser(t);
    const first = await createProject(t, owner.cookie, { name: 'First' });
    const second = await createProject(t, owner.cookie, { name: 'Second' });
    const password = new URL(await uriOf(owner.cookie, first.id)).password;
    expect(password).not.toBe(t.app.services.secrets.derive(`project-database:${first.id}`));
    expect(new URL(await uriOf(owner.cookie, second.id)).password).not.toBe(password);
    const sealed = (await repo().findById(first.id))?.databasePasswordsSealed ?? '';
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(password);
  });

  it('changes when an admin is removed, ending the sessions they opened', async () => {
    const { owner, admin, project, uri, session } = await projectWithConnectedAdmin();
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/projects/${project.id}/members/${admin.user.id}`,
      cookie: owner.cookie,
    });
    expect(removed.statusCode).toBe(204);
    await expectReplaced(owner.cookie, project.id, { uri, session });
  });

  it('changes when an admin becomes an editor, and stays when an editor leaves', async () => {
    const { owner, admin, project, uri, session } = await projectWithConnectedAdmin();
    const demoted = await t.request({
      method: 'PATCH',
      url: `/api/projects/${project.id}/members/${admin.user.id}`,
      cookie: owner.cookie,
      payload: { role: 'editor' },
    });
    expect(demoted.statusCode).toBe(204);
    await expectReplaced(owner.cookie, project.id, { uri, session });

    const kept = await uriOf(owner.cookie, project.id);
    const left = await t.request({
      method: 'DELETE',
      url: `/api/projects/${project.id}/members/${admin.user.id}`,
      cookie: admin.cookie,
    });
    expect(left.statusCode).toBe(204);
    expect(await uriOf(owner.cookie, project.id)).toBe(kept);
  });

  it('changes when the API keys are rotated', async () => {
    const { owner, project, uri, session } = await projectWithConnectedAdmin();
    const rotated = await runDraft(
      t,
      owner.cookie,
      project.id,
      draft({
        service: 'backend',
        type: 'auth',
        risk: 'high',
        steps: [{ kind: 'backend.rotateApiSecret' }],
      }),
      true,
    );
    expect(rotated.statusCode).toBe(200);
    await expectReplaced(owner.cookie, project.id, { uri, session });
  });

  it("changed by the founder's own login, locks neither the studio nor the project's API out", async () => {
    const owner = await signUpUser(t);
    const project = await createProject(t, owner.cookie, { name: 'Locked' });
    const founder = await connect(await uriOf(owner.cookie, project.id));
    const role = (await founder.query<{ role: string }>('select current_user as role')).rows[0]!
      .role;
    const studio = pg.escapeIdentifier(`${role}_studio`);
    try {
      await founder.query("alter role current_user password 'chosen by the founder'");
      // Acting as the owner changes nothing the studio needs; the studio's login is out of reach.
      await founder.query(`alter role ${pg.escapeIdentifier(role)} password 'x'`);
      await expect(
        founder.query(`revoke ${pg.escapeIdentifier(role)} from ${studio}`),
      ).rejects.toThrow();
      await expect(founder.query(`alter role ${studio} password 'x'`)).rejects.toThrow();
    } finally {
      await founder.end();
    }
    const sealed = (await repo().findById(project.id))!.databasePasswordsSealed!;
    const kept = JSON.parse(t.app.services.secrets.decrypt(sealed)) as { studio: string };
    expect(
      await roleHasPassword(t.config.projectsDatabaseUrl!, `${role}_studio`, kept.studio),
    ).toBe(true);
    // New connections from the studio's pool and a fresh PostgREST.
    await t.app.services.workspace.reopenDatabase(project.id);
    const facts = await t.request({
      method: 'GET',
      url: `/api/projects/${project.id}/database/facts`,
      cookie: owner.cookie,
    });
    expect(facts.statusCode).toBe(200);
    const { anonKey } = (
      await t.request({
        method: 'GET',
        url: `/api/projects/${project.id}/api`,
        cookie: owner.cookie,
      })
    ).json() as { anonKey: string };
    const rest = await t.app.inject({
      method: 'GET',
      url: '/rest/v1/profiles?select=id',
      headers: { host: `${project.slug}.localhost:${t.config.port}`, apikey: anonKey },
    });
    expect(rest.statusCode).toBe(200);
  });
});
