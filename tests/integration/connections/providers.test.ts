import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubFake, type GitHubFake } from '../../fakes/github/github-fake';
import { startNetlifyFake, type NetlifyFake } from '../../fakes/netlify/netlify-fake';
import { createTestApp, type TestApp } from '../../support/test-app';
import { createProject, signUpUser } from '../../support/projects';
import { studioRequests } from '../../support/operations';

const GITHUB_TOKEN = 'ghp_test_token_1234';
const NETLIFY_TOKEN = 'nfp_test_token_5678';

let t: TestApp;
let github: GitHubFake;
let netlify: NetlifyFake;
let fakeRoot: string;
let cookie: string;
let project: { id: string; slug: string };

const { plan, execute } = studioRequests(() => ({ t, cookie, projectId: project.id }));

beforeAll(async () => {
  fakeRoot = await mkdtemp(join(tmpdir(), 'bridge-fakes-'));
  github = await startGitHubFake({ root: fakeRoot, tokens: { [GITHUB_TOKEN]: 'ada' } });
  await github.createRepository('ada', 'shop');
  netlify = await startNetlifyFake({ token: NETLIFY_TOKEN, siteId: 'site-123' });
  t = await createTestApp({
    GITHUB_API_URL: github.apiUrl,
    GITHUB_GIT_URL: github.gitUrl,
    NETLIFY_API_URL: netlify.apiUrl,
  });
  ({ cookie } = await signUpUser(t));
  project = await createProject(t, cookie, { name: 'Shop', template: 'ecommerce-store' });
});
afterAll(async () => {
  await t.close();
  await github.close();
  await netlify.close();
  await rm(fakeRoot, { recursive: true, force: true });
});

describe('connecting GitHub', () => {
  it('refuses a bad token plainly and stores nothing', async () => {
    const res = await t.request({
      method: 'PUT',
      url: `/api/projects/${project.id}/connections/github`,
      cookie,
      payload: { owner: 'ada', repo: 'shop', token: 'ghp_wrong_token_0000' },
    });
    expect(res.statusCode).toBe(422);
    expect(
      (
        await t.request({ method: 'GET', url: `/api/projects/${project.id}/connections`, cookie })
      ).json().github,
    ).toBeNull();
  });

  it('stores the token sealed, never shows it, and mirrors branches to GitHub', async () => {
    const res = await t.request({
      method: 'PUT',
      url: `/api/projects/${project.id}/connections/github`,
      cookie,
      payload: { owner: 'ada', repo: 'shop', token: GITHUB_TOKEN },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().github).toEqual({ owner: 'ada', repo: 'shop', tokenHint: '••••1234' });
    expect(res.body).not.toContain(GITHUB_TOKEN);
    expect(await github.git('ada', 'shop', ['branch', '--list', 'main'])).toContain('main');

    const branch = (await plan('create a branch called feature/cart')).json().plan;
    expect((await execute(branch.id)).json().ok).toBe(true);
    expect(await github.git('ada', 'shop', ['branch', '--list'])).toContain('feature/cart');
    expect(
      (await t.request({ method: 'GET', url: `/api/projects/${project.id}`, cookie })).json()
        .project.connections.git,
    ).toBe('github');
  });
});

describe('connecting Netlify', () => {
  it('deploys through the digest flow, and a failed deploy is reported plainly', async () => {
    const res = await t.request({
      method: 'PUT',
      url: `/api/projects/${project.id}/connections/netlify`,
      cookie,
      payload: { siteId: 'site-123', token: NETLIFY_TOKEN },
    });
    expect(res.statusCode).toBe(200);
    const deploy = (await plan('deploy main to production')).json().plan;
    const ran = await execute(deploy.id, deploy.risk === 'high');
    expect(ran.json().ok).toBe(true);
    expect(netlify.publishedDeployId()).not.toBeNull();
    expect(netlify.files.size).toBeGreaterThan(0);

    netlify.failNextDeploy('Build script returned non-zero exit code: 2');
    const again = (await plan('deploy main to production')).json().plan;
    const failed = await execute(again.id, again.risk === 'high');
    expect(failed.json().ok).toBe(false);
    expect(failed.json().operation.status).toBe('failed');
  });

  it('disconnects and goes back to the built-in host', async () => {
    const res = await t.request({
      method: 'DELETE',
      url: `/api/projects/${project.id}/connections/netlify`,
      cookie,
    });
    expect(res.json().netlify).toBeNull();
  });
});
