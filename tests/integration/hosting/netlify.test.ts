import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openProjectGit } from '@server/services/git/project-git';
import { createRepository } from '@server/services/git/repository';
import { templateFiles } from '@server/services/git/template-files';
import { NetlifyConnection } from '@server/services/hosting/netlify-connection';
import type { DeployProgress } from '@server/services/hosting/site-deploys';
import { StaticHost } from '@server/services/hosting/static-host';
import { startNetlifyFake, type NetlifyFake } from '../../fakes/netlify/netlify-fake';
import { TEST_SITES } from './site-server';

const author = { name: 'Ada Founder', email: 'ada@example.com' };
const TOKEN = 'nfp_good_token';
const SITE = 'site-123';

let root: string;
let repoDir: string;
let fake: NetlifyFake;
const apiSettings = { SUPABASE_URL: 'http://notes.localhost:3000', SUPABASE_ANON_KEY: 'anon-key' };
let host: StaticHost;
let netlify: NetlifyConnection;

const connect = (token: string) =>
  new NetlifyConnection({
    token,
    siteId: SITE,
    apiUrl: fake.apiUrl,
    pollIntervalMs: 1000,
    sleep: async () => {},
  });
const uploads = () => fake.requests.filter((r) => r.startsWith('PUT /api/v1/deploys/'));

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'bridge-netlify-'));
  fake = await startNetlifyFake({ token: TOKEN, siteId: SITE, siteName: 'tidy-tasks' });
  repoDir = join(root, 'repo');
  await createRepository(repoDir, {
    files: await templateFiles('blog-platform', { projectName: 'Notes' }),
    author,
  });
  host = await StaticHost.open({ root: join(root, 'host'), sites: TEST_SITES });
  await host.createSite({ id: 'project-1', slug: 'notes' });
  netlify = connect(TOKEN);
});

afterAll(async () => {
  await fake.close();
  await rm(root, { recursive: true, force: true });
});

describe('Netlify connection', () => {
  let first: { id: string; remoteId: string };

  it('checks the token and the site', async () => {
    expect(await netlify.verify()).toEqual({
      name: 'tidy-tasks',
      url: 'https://tidy-tasks.netlify.app',
    });
    await expect(connect('nfp_wrong').verify()).rejects.toMatchObject({
      code: 'netlify_bad_credentials',
      statusCode: 422,
      message: expect.stringContaining('Netlify did not accept the saved access token'),
    });
  });

  it('deploys with the digest flow: announces every file, uploads only the required ones, polls until ready', async () => {
    const seen: DeployProgress[] = [];
    const deploy = await host.deploy({
      siteId: 'project-1',
      repoDir,
      branch: 'main',
      context: 'production',
      netlify,
      apiSettings,
      onProgress: (p) => seen.push(p),
    });
    expect(deploy.state).toBe('ready');
    const record = await host.store.getDeploy(deploy.id);
    const remote = fake.deploys.get(record?.remoteId ?? '');
    expect(remote).toBeDefined();
    expect(deploy.url).toBe(`https://${record?.remoteId}--tidy-tasks.netlify.app`);
    expect(Object.keys(remote?.files ?? {}).sort()).toEqual(
      Object.keys(record?.files ?? {})
        .map((p) => `/${p}`)
        .sort(),
    );
    expect(remote?.files['/lib/backend.js']).toBe(record?.files['lib/backend.js']);
    // No origin of ours answers /env.json on Netlify: the deploy carries it as a file.
    const envJson = fake.files.get(remote?.files['/env.json'] ?? '');
    expect(JSON.parse(envJson?.toString() ?? '{}')).toEqual({
      SUPABASE_URL: 'http://notes.localhost:3000',
      SUPABASE_ANON_KEY: 'anon-key',
    });
    expect(uploads()).toContain(`PUT /api/v1/deploys/${record?.remoteId}/files/lib/backend.js`);
    expect(uploads()).toHaveLength(new Set(Object.values(record?.files ?? {})).size);
    expect(fake.publishedDeployId()).toBe(record?.remoteId);
    expect(await host.liveDeployId('project-1')).toBe(deploy.id);
    expect(seen.map((p) => p.state)).toEqual(
      expect.arrayContaining(['preparing', 'uploading', 'ready']),
    );
    expect(seen.at(-1)?.state).toBe('ready');
    expect(seen.some((p) => p.message === 'Netlify is processing the deploy')).toBe(true);
    first = { id: deploy.id, remoteId: record?.remoteId as string };
  });

  it('uploads only what changed on the next deploy', async () => {
    await openProjectGit(repoDir).commitFiles({
      branch: 'main',
      files: [{ path: 'index.html', content: '<h1>New home</h1>\n' }],
      message: 'New home',
      author,
    });
    const before = uploads().length;
    const deploy = await host.deploy({
      siteId: 'project-1',
      repoDir,
      branch: 'main',
      context: 'production',
      netlify,
      apiSettings,
    });
    expect(deploy.state).toBe('ready');
    const remoteId = (await host.store.getDeploy(deploy.id))?.remoteId;
    expect(uploads().slice(before)).toEqual([`PUT /api/v1/deploys/${remoteId}/files/index.html`]);
    expect(fake.publishedDeployId()).toBe(remoteId);
  });

  it('rolls back by restoring the earlier Netlify deploy', async () => {
    const result = await host.rollback({ siteId: 'project-1', netlify });
    expect(result.liveDeployId).toBe(first.id);
    expect(fake.requests).toContain(`POST /api/v1/sites/${SITE}/deploys/${first.remoteId}/restore`);
    expect(fake.publishedDeployId()).toBe(first.remoteId);
    await expect(
      host.rollback({ siteId: 'project-1', deployId: first.id, netlify }),
    ).resolves.toMatchObject({ liveDeployId: first.id });
    await expect(
      host.rollback({ siteId: 'project-1', deployId: first.id, netlify: null }),
    ).rejects.toMatchObject({
      code: 'netlify_not_connected',
    });
  });

  it('records a deploy that Netlify ends in error, and leaves the live deploy alone', async () => {
    const live = await host.liveDeployId('project-1');
    fake.failNextDeploy('Post-processing failed: the redirects file could not be read');
    const deploy = await host.deploy({
      siteId: 'project-1',
      repoDir,
      branch: 'main',
      context: 'production',
      netlify,
    });
    expect(deploy).toMatchObject({
      state: 'error',
      live: false,
      error:
        'Netlify could not finish the deploy: Post-processing failed: the redirects file could not be read.',
    });
    expect(await host.liveDeployId('project-1')).toBe(live);

    const remoteId =
      (await host.store.getDeploy(deploy.id))?.remoteId ?? [...fake.deploys.keys()].at(-1);
    await expect(netlify.restore(remoteId as string)).rejects.toMatchObject({
      code: 'netlify_rejected',
      statusCode: 422,
      message:
        'Netlify refused to publish the earlier deploy: Only a ready deploy can be published.',
    });
  });

  it('records a deploy refused for a bad token as an error with a plain message', async () => {
    const deploy = await host.deploy({
      siteId: 'project-1',
      repoDir,
      branch: 'main',
      context: 'production',
      netlify: connect('nfp_wrong'),
    });
    expect(deploy.state).toBe('error');
    expect(deploy.error).toContain('Netlify did not accept the saved access token');
  });

  it('keeps preview deploys as drafts that are not published', async () => {
    const live = fake.publishedDeployId();
    const preview = await host.deploy({
      siteId: 'project-1',
      repoDir,
      branch: 'main',
      context: 'deploy-preview',
      netlify,
    });
    expect(preview).toMatchObject({ state: 'ready', live: false });
    const remote = fake.deploys.get((await host.store.getDeploy(preview.id))?.remoteId ?? '');
    expect(remote).toMatchObject({ draft: true, state: 'ready' });
    expect(fake.publishedDeployId()).toBe(live);
  });

  it('sets and removes environment variables through the account env API', async () => {
    await host.setEnv({
      siteId: 'project-1',
      key: 'API_URL',
      value: 'https://api.example.com',
      context: 'production',
      netlify,
    });
    await host.setEnv({
      siteId: 'project-1',
      key: 'API_URL',
      value: 'https://preview.example.com',
      context: 'deploy-preview',
      netlify,
    });
    await host.setEnv({
      siteId: 'project-1',
      key: 'API_URL',
      value: 'https://api.example.org',
      context: 'production',
      netlify,
    });
    expect(fake.requests).toContain('POST /api/v1/accounts/account-1/env');
    expect(fake.requests).toContain('PATCH /api/v1/accounts/account-1/env/API_URL');
    expect((await netlify.listEnv()).sort((a, b) => a.context.localeCompare(b.context))).toEqual([
      { key: 'API_URL', value: 'https://preview.example.com', context: 'deploy-preview' },
      { key: 'API_URL', value: 'https://api.example.org', context: 'production' },
    ]);

    await host.unsetEnv({
      siteId: 'project-1',
      key: 'API_URL',
      context: 'deploy-preview',
      netlify,
    });
    expect(await netlify.listEnv()).toEqual([
      { key: 'API_URL', value: 'https://api.example.org', context: 'production' },
    ]);
    await host.unsetEnv({ siteId: 'project-1', key: 'API_URL', context: 'all', netlify });
    expect(await netlify.listEnv()).toEqual([]);
    expect(fake.env.size).toBe(0);
    expect(await host.listEnv('project-1')).toEqual([]);
  });

  it('leaves our env vars unchanged when Netlify refuses the change', async () => {
    await expect(
      host.setEnv({
        siteId: 'project-1',
        key: 'SITE_NAME',
        value: 'Notes',
        context: 'all',
        netlify: connect('nfp_wrong'),
      }),
    ).rejects.toMatchObject({ code: 'netlify_bad_credentials' });
    expect(await host.listEnv('project-1')).toEqual([]);
  });
});
