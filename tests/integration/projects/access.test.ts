import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectRepository } from '@server/modules/projects/repository';
import { createTestApp, type TestApp } from '../../support/test-app';
import { createProject, signUpUser } from '../../support/projects';

let t: TestApp;
let owner: { cookie: string };
let stranger: { cookie: string };
let viewer: { cookie: string; user: { id: string } };
let editor: { cookie: string; user: { id: string } };
let project: { id: string; slug: string };
let lowOp: string;
let highOp: string;

const plan = (cookie: string, instruction: string) =>
  t.request({
    method: 'POST',
    url: `/api/projects/${project.id}/plans`,
    cookie,
    payload: { instruction },
  });

beforeAll(async () => {
  t = await createTestApp();
  [owner, stranger, viewer, editor] = await Promise.all([
    signUpUser(t),
    signUpUser(t),
    signUpUser(t),
    signUpUser(t),
  ]);
  project = await createProject(t, owner.cookie);
  const repo = createProjectRepository(t.app.services.database.db);
  await repo.addMember(project.id, viewer.user.id, 'viewer');
  await repo.addMember(project.id, editor.user.id, 'editor');
  lowOp = (await plan(owner.cookie, 'create a table called notes with a body')).json().plan.id;
  await t.request({
    method: 'POST',
    url: `/api/projects/${project.id}/operations/${lowOp}/execute`,
    cookie: owner.cookie,
    payload: {},
  });
  lowOp = (await plan(owner.cookie, 'create a table called ideas with a title')).json().plan.id;
  highOp = (await plan(owner.cookie, 'drop the notes table')).json().plan.id;
});
afterAll(() => t.close());

describe('who may do what on a project', () => {
  it('hides everything from a stranger', async () => {
    const calls: [string, string, object?][] = [
      ['GET', `/api/projects/${project.id}/database/schema`],
      ['GET', `/api/projects/${project.id}/git/branches`],
      ['GET', `/api/projects/${project.id}/git/log`],
      ['GET', `/api/projects/${project.id}/git/zip`],
      ['GET', `/api/projects/${project.id}/deploys`],
      ['GET', `/api/projects/${project.id}/site`],
      ['GET', `/api/projects/${project.id}/operations`],
      ['POST', `/api/projects/${project.id}/plans`, { instruction: 'deploy main to production' }],
      ['POST', `/api/projects/${project.id}/operations/${lowOp}/execute`, {}],
      ['POST', `/api/projects/${project.id}/operations/${lowOp}/undo`, {}],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.request({
        method: method as 'GET',
        url,
        cookie: stranger.cookie,
        ...(payload ? { payload } : {}),
      });
      expect([403, 404], `${method} ${url}`).toContain(res.statusCode);
    }
  });

  it('lets a viewer read but not plan or execute', async () => {
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/projects/${project.id}/database/schema`,
          cookie: viewer.cookie,
        })
      ).statusCode,
    ).toBe(200);
    expect((await plan(viewer.cookie, 'create a table called spies with a name')).statusCode).toBe(
      403,
    );
    const run = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/operations/${lowOp}/execute`,
      cookie: viewer.cookie,
      payload: {},
    });
    expect(run.statusCode).toBe(403);
    expect(run.json().error.message).toMatch(/viewer/);
  });

  it('lets an editor run low-risk changes but not high-risk ones', async () => {
    const high = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/operations/${highOp}/execute`,
      cookie: editor.cookie,
      payload: { confirm: true },
    });
    expect(high.statusCode).toBe(403);
    const low = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/operations/${lowOp}/execute`,
      cookie: editor.cookie,
      payload: {},
    });
    expect(low.json().ok).toBe(true);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/projects/${project.id}`,
          cookie: editor.cookie,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('answers 404 for an operation of another project', async () => {
    const other = await createProject(t, stranger.cookie);
    const res = await t.request({
      method: 'POST',
      url: `/api/projects/${other.id}/operations/${lowOp}/execute`,
      cookie: stranger.cookie,
      payload: {},
    });
    expect(res.statusCode).toBe(404);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/projects/${project.id}/operations/${randomUUID()}/execute`,
          cookie: owner.cookie,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
  });
});
