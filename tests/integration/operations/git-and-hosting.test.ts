import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app';
import { createProject, signUpUser } from '../../support/projects';
import { draft, runDraft, studioRequests } from '../../support/operations';

let t: TestApp;
let cookie: string;
let project: { id: string; slug: string; siteUrl: string };

const get = (url: string) => t.request({ method: 'GET', url, cookie });
const { plan, execute } = studioRequests(() => ({ t, cookie, projectId: project.id }));
const undo = (opId: string) =>
  t.request({ method: 'POST', url: `/api/projects/${project.id}/operations/${opId}/undo`, cookie });
const commit = (branch: string, path: string, content: string) =>
  runDraft(
    t,
    cookie,
    project.id,
    draft({
      service: 'git',
      type: 'repository',
      steps: [
        { kind: 'git.commitFiles', branch, message: `Edit ${path}`, files: [{ path, content }] },
      ],
    }),
  );

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUpUser(t));
  project = await createProject(t, cookie, { name: 'Shop', template: 'portfolio-site' });
});
afterAll(() => t.close());

describe('git operations through the API', () => {
  it('branches from a plain-English plan, commits, merges, and reports a conflict that changes nothing', async () => {
    const branch = (await plan('create a branch called feature/login from main')).json().plan;
    expect(branch).toMatchObject({ service: 'git', type: 'branch' });
    expect((await execute(branch.id)).json().ok).toBe(true);
    expect(
      (await get(`/api/projects/${project.id}/git/branches`))
        .json()
        .branches.map((b: { name: string }) => b.name),
    ).toContain('feature/login');

    expect((await commit('feature/login', 'login.html', '<h1>Sign in</h1>\n')).json().ok).toBe(
      true,
    );
    const merge = (await plan('merge feature/login into main')).json().plan;
    expect(merge.branchInfo).toMatchObject({ ahead: 1 });
    expect((await execute(merge.id, merge.risk === 'high')).json().ok).toBe(true);
    const log = (await get(`/api/projects/${project.id}/git/log?branch=main`)).json().commits;
    expect(log[0].message).toContain('login.html');

    // Both branches change the same line: the merge is refused and nothing moves.
    await runDraft(
      t,
      cookie,
      project.id,
      draft({
        service: 'git',
        type: 'branch',
        steps: [{ kind: 'git.createBranch', name: 'left', from: 'main' }],
      }),
    );
    await commit('left', 'login.html', '<h1>Left</h1>\n');
    await commit('main', 'login.html', '<h1>Right</h1>\n');
    const before = (await get(`/api/projects/${project.id}/git/branches`)).json();
    const conflict = await runDraft(
      t,
      cookie,
      project.id,
      draft({
        service: 'git',
        type: 'merge',
        risk: 'medium',
        steps: [{ kind: 'git.merge', source: 'left', target: 'main' }],
      }),
    );
    expect(conflict.json().ok).toBe(false);
    expect(conflict.json().result.error).toMatch(/cannot be merged .* automatically/);
    expect((await get(`/api/projects/${project.id}/git/branches`)).json()).toEqual(before);
  });

  it('undoes a merge by moving the branch back', async () => {
    await runDraft(
      t,
      cookie,
      project.id,
      draft({
        service: 'git',
        type: 'branch',
        steps: [{ kind: 'git.createBranch', name: 'feature/about', from: 'main' }],
      }),
    );
    await commit('feature/about', 'about.txt', 'About us\n');
    const head = (await get(`/api/projects/${project.id}/git/branches`))
      .json()
      .branches.find((b: { name: string }) => b.name === 'main').sha;
    const merge = (await plan('merge feature/about into main')).json().plan;
    expect((await execute(merge.id, merge.risk === 'high')).json().ok).toBe(true);
    expect((await undo(merge.id)).json().operation.status).toBe('undone');
    expect(
      (await get(`/api/projects/${project.id}/git/branches`))
        .json()
        .branches.find((b: { name: string }) => b.name === 'main').sha,
    ).toBe(head);
  });

  it('keeps a repository that the real git client reads and agrees with', async () => {
    const dir = t.app.services.workspace.repoDir(project.id);
    execFileSync('git', ['--git-dir', dir, 'fsck', '--strict'], { stdio: 'pipe' });
    const branches = execFileSync(
      'git',
      ['--git-dir', dir, 'for-each-ref', '--format=%(refname:short) %(objectname)', 'refs/heads'],
      { encoding: 'utf8' },
    )
      .trim()
      .split('\n')
      .map((line) => {
        const [name, sha] = line.split(' ');
        return { name, sha };
      });
    const api = (await get(`/api/projects/${project.id}/git/branches`)).json().branches;
    expect(branches.sort((a, b) => a.name!.localeCompare(b.name!))).toEqual(
      [...api].sort((a, b) => a.name.localeCompare(b.name)),
    );
    const gitLog = execFileSync('git', ['--git-dir', dir, 'log', '--format=%H', 'main'], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n');
    const apiLog = (await get(`/api/projects/${project.id}/git/log?branch=main&limit=200`))
      .json()
      .commits.map((c: { sha: string }) => c.sha);
    expect(apiLog).toEqual(gitLog);
  });

  it('lets members download a branch as a zip', async () => {
    const res = await get(`/api/projects/${project.id}/git/zip?branch=main`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('hosting operations through the API', () => {
  it('deploys, serves the new content, rolls back to the old content, and shows PUBLIC_ env vars in /env.json', async () => {
    const visit = (origin: string, url = '/') =>
      t.request({ method: 'GET', url, headers: { host: new URL(origin).host } });
    const site = () => visit(project.siteUrl);
    // A project made from a template is live from the moment it is created.
    expect((await site()).statusCode).toBe(200);
    const firstDeploy = (await plan('deploy main to production')).json().plan;
    expect((await execute(firstDeploy.id, firstDeploy.risk === 'high')).json().ok).toBe(true);
    const first = (await site()).body;

    await commit('main', 'index.html', '<!doctype html><title>v2</title><h1>Version two</h1>\n');
    const env = (
      await plan('set the environment variable PUBLIC_API_URL to https://api.example.com')
    ).json().plan;
    expect((await execute(env.id, env.risk === 'high')).json().ok).toBe(true);

    const deploy = (await plan('deploy main to production')).json().plan;
    expect(deploy).toMatchObject({ service: 'hosting', type: 'deploy' });
    expect(deploy.undo.available).toBe(true);
    const deployed = await execute(deploy.id, deploy.risk === 'high');
    expect(deployed.json().ok).toBe(true);
    expect((await site()).body).toContain('Version two');
    const envJson = await visit(project.siteUrl, '/env.json');
    expect(envJson.json()).toMatchObject({ PUBLIC_API_URL: 'https://api.example.com' });

    const deploys = (await get(`/api/projects/${project.id}/deploys`)).json().deploys;
    expect(deploys.length).toBeGreaterThanOrEqual(2);
    expect(deploys[0]).toMatchObject({ live: true, state: 'ready' });

    const rollback = (await plan('roll back to the previous deploy')).json().plan;
    expect((await execute(rollback.id, rollback.risk === 'high')).json().ok).toBe(true);
    expect((await site()).body).toBe(first);
    // Every deploy keeps its own address.
    const own = await visit(deploys[0].url);
    expect(own.body).toContain('Version two');
  });
});
