import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app';
import { createProject, signUpUser } from '../../support/projects';

let t: TestApp;
let cookie: string;
let project: { id: string; slug: string };

const plan = async (instruction: string) =>
  (
    await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/plans`,
      cookie,
      payload: { instruction },
    })
  ).json();
const execute = (opId: string) =>
  t.request({
    method: 'POST',
    url: `/api/projects/${project.id}/operations/${opId}/execute`,
    cookie,
    payload: { confirm: true },
  });
const undo = (opId: string) =>
  t.request({ method: 'POST', url: `/api/projects/${project.id}/operations/${opId}/undo`, cookie });
const git = () => t.app.services.workspace.git({ id: project.id } as never);
const files = async () => (await git().readFiles('main')).files.map((f) => f.path);

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUpUser(t));
  project = await createProject(t, cookie, { name: 'Shop' });
});
afterAll(() => t.close());

describe('git words from plain English through the API', () => {
  it('adds a README to a named branch as a commit, never as an environment variable', async () => {
    expect((await execute((await plan('create a branch called docs')).plan.id)).json().ok).toBe(
      true,
    );
    const readme = (await plan('add a README to the docs branch')).plan;
    expect(readme.steps).toEqual([
      expect.objectContaining({ kind: 'git.commitFiles', branch: 'docs' }),
    ]);
    expect((await execute(readme.id)).json().ok).toBe(true);
    const site = (
      await t.request({ method: 'GET', url: `/api/projects/${project.id}/site`, cookie })
    ).json();
    expect(site.env ?? []).toEqual([]);
  });

  it('reverts the last commit, and undo brings the file back', async () => {
    expect(
      (await execute((await plan('add notes.md to main with "draft"')).plan.id)).json().ok,
    ).toBe(true);
    const revert = (await plan('revert the last commit')).plan;
    expect(revert).toMatchObject({ risk: 'medium', undo: { available: true } });
    expect((await execute(revert.id)).json().ok).toBe(true);
    expect(await files()).not.toContain('notes.md');
    expect((await undo(revert.id)).json().operation.status).toBe('undone');
    expect(await files()).toContain('notes.md');
  });

  it('tags a release, and undo removes the tag', async () => {
    const tag = (await plan('tag main as v1.0')).plan;
    expect((await execute(tag.id)).json().ok).toBe(true);
    expect((await git().listTags()).map((x) => x.name)).toEqual(['v1.0']);
    expect((await undo(tag.id)).json().operation.status).toBe('undone');
    expect(await git().listTags()).toEqual([]);
  });

  it('switches the working branch: a later site change goes there, and undo switches back', async () => {
    expect((await execute((await plan('create a branch called redesign')).plan.id)).json().ok).toBe(
      true,
    );
    const change = (await plan('switch over to the redesign branch')).plan;
    expect(change.steps).toEqual([{ kind: 'git.switchBranch', name: 'redesign' }]);
    expect((await execute(change.id)).json().ok).toBe(true);
    expect((await git().listBranches()).current).toBe('redesign');
    const headline = (await plan('change the headline to "Spring sale"')).plan;
    expect(headline.steps[0]).toMatchObject({ kind: 'content.publish', branch: 'redesign' });
    expect((await undo(change.id)).json().operation.status).toBe('undone');
    expect((await git().listBranches()).current).toBe('main');
  });

  it('renames a branch, keeps it the working branch, and undo gives the old name back', async () => {
    expect((await execute((await plan('create a branch called wip')).plan.id)).json().ok).toBe(
      true,
    );
    expect((await execute((await plan('switch to wip')).plan.id)).json().ok).toBe(true);
    const sha = (await git().listBranches()).branches.find((b) => b.name === 'wip')?.sha;
    const rename = (await plan('can we call the wip branch checkout-flow instead')).plan;
    expect(rename.steps).toEqual([{ kind: 'git.renameBranch', from: 'wip', to: 'checkout-flow' }]);
    expect((await execute(rename.id)).json().ok).toBe(true);
    const after = await git().listBranches();
    expect(after.branches.map((b) => b.name)).not.toContain('wip');
    expect(after.branches.find((b) => b.name === 'checkout-flow')?.sha).toBe(sha);
    expect(after.current).toBe('checkout-flow');
    expect((await undo(rename.id)).json().operation.status).toBe('undone');
    expect((await git().listBranches()).branches.map((b) => b.name)).toContain('wip');
  });

  it('falls back to main when the working branch is deleted', async () => {
    expect((await execute((await plan('create a branch called spike')).plan.id)).json().ok).toBe(
      true,
    );
    expect((await execute((await plan('switch to spike')).plan.id)).json().ok).toBe(true);
    await git().deleteBranch('spike');
    expect((await git().listBranches()).current).toBe('main');
  });

  it('plans a force push as high risk without undo, and stops cleanly without GitHub', async () => {
    const push = (await plan('force push main')).plan;
    expect(push).toMatchObject({ risk: 'high', undo: { available: false } });
    const ran = (await execute(push.id)).json();
    expect(ran.ok).toBe(false);
    expect(JSON.stringify(ran.result)).toMatch(/Connect a GitHub repository/);
  });
});
