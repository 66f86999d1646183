import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openProjectGit } from '@server/services/git/project-git';
import { createRepository } from '@server/services/git/repository';
import { templateFiles } from '@server/services/git/template-files';
import type { DeployProgress } from '@server/services/hosting/site-deploys';
import { StaticHost } from '@server/services/hosting/static-host';
import { txtRecords } from '../../support/txt-records';
import { get, startSiteServer, TEST_SITES } from './site-server';

const author = { name: 'Ada Founder', email: 'ada@example.com' };
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

let root: string;
let repoDir: string;
let host: StaticHost;
let port: number;
let server: Server;
const dns = txtRecords();

async function countBlobs(): Promise<number> {
  const dir = join(root, 'host', 'blobs');
  let count = 0;
  for (const prefix of await readdir(dir)) count += (await readdir(join(dir, prefix))).length;
  return count;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'bridge-host-'));
  repoDir = join(root, 'repo');
  await createRepository(repoDir, {
    files: await templateFiles('todo-app', { projectName: 'Tidy Tasks' }),
    author,
  });
  host = await StaticHost.open({
    root: join(root, 'host'),
    sites: TEST_SITES,
    reservedDomains: ['studio.example.com'],
    resolveTxt: dns,
  });
  await host.createSite({ id: 'project-1', slug: 'tidy-tasks' });
  ({ port, server } = await startSiteServer(host));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

describe('static host', () => {
  const repo = () => openProjectGit(repoDir);
  let first: string;
  let second: string;

  it('deploys a branch through preparing, uploading and ready, and serves it live', async () => {
    const seen: DeployProgress[] = [];
    const events: DeployProgress[] = [];
    host.events.on('deploy', (e) => events.push(e));
    const deploy = await host.deploy({
      siteId: 'project-1',
      repoDir,
      branch: 'main',
      context: 'production',
      onProgress: (p) => seen.push(p),
    });
    first = deploy.id;
    expect(seen.map((p) => p.state)).toEqual(['preparing', 'uploading', 'ready']);
    expect(events.map((p) => p.state)).toEqual(['preparing', 'uploading', 'ready']);
    expect(deploy).toMatchObject({
      state: 'ready',
      live: true,
      branch: 'main',
      context: 'production',
      url: `http://${deploy.id}--tidy-tasks.sites.test/`,
    });
    expect(deploy.commitSha).toBe((await repo().listBranches()).branches[0]?.sha);
    expect(await host.liveDeployId('project-1')).toBe(deploy.id);

    const page = await get(port, 'tidy-tasks', '/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>Tidy Tasks</title>');
    expect(page.headers.etag).toBe(`"${sha1(page.body)}"`);
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');

    const css = await get(port, 'tidy-tasks', '/styles.css');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await get(port, 'tidy-tasks', '/app.js')).headers['content-type']).toBe(
      'text/javascript; charset=utf-8',
    );
    expect(
      (
        await get(port, 'tidy-tasks', '/styles.css', {
          'if-none-match': css.headers.etag as string,
        })
      ).status,
    ).toBe(304);
  });

  it('keeps every deploy at its own address, and stores a file only once', async () => {
    const blobsBefore = await countBlobs();
    const cssDigest = sha1((await get(port, 'tidy-tasks', '/styles.css')).body);
    const cssPath = join(root, 'host', 'blobs', cssDigest.slice(0, 2), cssDigest.slice(2));
    const cssWritten = (await stat(cssPath)).mtimeMs;

    const index = (await get(port, 'tidy-tasks', '/')).body;
    await repo().commitFiles({
      branch: 'main',
      files: [
        {
          path: 'index.html',
          content: index.replace('Write it down, tick it off.', 'Second version.'),
        },
      ],
      message: 'New tagline',
      author,
    });
    const deploy = await host.deploy({
      siteId: 'project-1',
      repoDir,
      branch: 'main',
      context: 'production',
    });
    second = deploy.id;
    expect(deploy.live).toBe(true);

    const record = await host.store.getDeploy(second);
    expect(record).toMatchObject({
      stored: 1,
      reused: Object.keys(record?.files ?? {}).length - 1,
    });
    expect(await countBlobs()).toBe(blobsBefore + 1);
    expect((await stat(cssPath)).mtimeMs).toBe(cssWritten);

    expect((await get(port, 'tidy-tasks', '/')).body).toContain('Second version.');
    const old = await get(port, `${first}--tidy-tasks`, '/');
    expect(old.body).toContain('Write it down, tick it off.');
    expect(old.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await host.listDeploys('project-1')).map((d) => [d.id, d.live])).toEqual([
      [second, true],
      [first, false],
    ]);
  });

  it('rolls back to the earlier deploy and forward again', async () => {
    expect(await host.rollback({ siteId: 'project-1' })).toEqual({
      liveDeployId: first,
      previousDeployId: second,
    });
    expect((await get(port, 'tidy-tasks', '/')).body).toContain('Write it down, tick it off.');
    await expect(host.rollback({ siteId: 'project-1' })).rejects.toMatchObject({
      code: 'no_earlier_deploy',
      statusCode: 409,
    });
    await host.rollback({ siteId: 'project-1', deployId: second });
    expect((await get(port, 'tidy-tasks', '/')).body).toContain('Second version.');
  });

  it('keeps env vars per context, and lets pages read only the PUBLIC_ ones', async () => {
    await host.setEnv({
      siteId: 'project-1',
      key: 'PUBLIC_APP_NAME',
      value: 'Tidy',
      context: 'all',
    });
    await host.setEnv({
      siteId: 'project-1',
      key: 'PUBLIC_API_URL',
      value: 'https://api.example.com',
      context: 'production',
    });
    await host.setEnv({ siteId: 'project-1', key: 'STRIPE_KEY', value: 'sk_x', context: 'all' });
    const replaced = await host.setEnv({
      siteId: 'project-1',
      key: 'PUBLIC_API_URL',
      value: 'https://api.example.org',
      context: 'production',
    });
    expect(replaced.previous).toEqual({
      key: 'PUBLIC_API_URL',
      value: 'https://api.example.com',
      context: 'production',
    });
    await host.setEnv({
      siteId: 'project-1',
      key: 'PUBLIC_API_URL',
      value: 'https://preview.example.com',
      context: 'deploy-preview',
    });
    await expect(
      host.setEnv({ siteId: 'project-1', key: 'bad key', value: 'x', context: 'all' }),
    ).rejects.toMatchObject({
      code: 'invalid_env',
    });

    const production = await host.deploy({
      siteId: 'project-1',
      repoDir,
      branch: 'main',
      context: 'production',
    });
    expect(await host.publicEnv('project-1', null)).toEqual({
      PUBLIC_API_URL: 'https://api.example.org',
      PUBLIC_APP_NAME: 'Tidy',
    });

    const preview = await host.deploy({
      siteId: 'project-1',
      repoDir,
      branch: 'main',
      context: 'deploy-preview',
    });
    expect(preview).toMatchObject({ state: 'ready', live: false });
    // A preview was never the live site, so it cannot be rolled back to.
    await expect(
      host.rollback({ siteId: 'project-1', deployId: preview.id }),
    ).rejects.toMatchObject({ code: 'deploy_is_preview', statusCode: 409 });
    expect(await host.liveDeployId('project-1')).toBe(production.id);
    expect(await host.publicEnv('project-1', preview.id)).toEqual({
      PUBLIC_API_URL: 'https://preview.example.com',
      PUBLIC_APP_NAME: 'Tidy',
    });
    expect(await host.publicEnv('project-1', '0'.repeat(24))).toBeNull();

    expect(
      (await host.unsetEnv({ siteId: 'project-1', key: 'PUBLIC_API_URL', context: 'all' })).removed,
    ).toHaveLength(2);
    await host.unsetEnv({ siteId: 'project-1', key: 'STRIPE_KEY', context: 'all' });
    expect(await host.listEnv('project-1')).toEqual([
      { key: 'PUBLIC_APP_NAME', value: 'Tidy', context: 'all' },
    ]);
  });

  it("answers unknown pages with the site's own 404 page, and refuses paths that leave the site", async () => {
    const missing = await get(port, 'tidy-tasks', '/nowhere.html');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain(
      'This page does not exist. Check the address, or open the home page of Tidy Tasks',
    );

    for (const path of [
      '/../tidy-tasks/index.html',
      '/%2e%2e/secret',
      '/a%2f..%2fb',
      '/%E0%A4%A',
    ]) {
      expect((await get(port, 'tidy-tasks', path)).status, path).toBe(400);
    }
    expect(await get(port, 'no-such-site', '/')).toMatchObject({
      status: 404,
      body: expect.stringContaining('No site here'),
    });
    expect((await get(port, `${'0'.repeat(24)}--tidy-tasks`, '/')).status).toBe(404);
  });

  it('publishes the dist folder when the branch has one, with folders and pretty URLs', async () => {
    await repo().createBranch({ name: 'built', from: 'main' });
    await repo().commitFiles({
      branch: 'built',
      files: [
        { path: 'dist/index.html', content: '<h1>Built site</h1>\n' },
        { path: 'dist/about.html', content: '<h1>About</h1>\n' },
        { path: 'dist/blog/index.html', content: '<h1>Blog</h1>\n' },
        // The origin answers /env.json itself; a committed one is left out.
        { path: 'dist/env.json', content: '{"SECRET":"x"}\n' },
      ],
      message: 'Build output',
      author,
    });
    await host.createSite({ id: 'project-2', slug: 'built-site' });
    const deploy = await host.deploy({
      siteId: 'project-2',
      repoDir,
      branch: 'built',
      context: 'production',
    });
    expect(Object.keys((await host.store.getDeploy(deploy.id))?.files ?? {}).sort()).toEqual([
      'about.html',
      'blog/index.html',
      'index.html',
    ]);
    expect((await get(port, 'built-site', '/')).body).toBe('<h1>Built site</h1>\n');
    expect((await get(port, 'built-site', '/about')).body).toBe('<h1>About</h1>\n');
    expect(await get(port, 'built-site', '/blog')).toMatchObject({
      status: 301,
      headers: { location: 'blog/' },
    });
    expect((await get(port, 'built-site', '/blog/')).body).toBe('<h1>Blog</h1>\n');
    const missing = await get(port, 'built-site', '/styles.css');
    expect(missing).toMatchObject({
      status: 404,
      body: expect.stringContaining('There is nothing at this address'),
    });
  });

  it('serves a custom domain only once its TXT record proves ownership, and keeps it unique', async () => {
    const added = await host.addDomain('project-1', ' Shop.Example.COM. ');
    expect(added.domains).toEqual(['shop.example.com']);
    const [pending] = (await host.describeSite('project-1')).customDomains;
    expect(pending).toMatchObject({
      domain: 'shop.example.com',
      status: 'pending',
      record: {
        type: 'TXT',
        name: '_bridge-challenge.shop.example.com',
        value: expect.stringMatching(/^bridge-verification=[0-9a-f]{32}$/),
      },
    });
    // Not proven yet: the domain is not served.
    expect((await get(port, '', '/', { host: 'shop.example.com' })).status).toBe(404);

    // Another site may ask for it too; a record with someone else's token proves nothing.
    await host.addDomain('project-2', 'shop.example.com');
    dns.records['_bridge-challenge.shop.example.com'] = [
      'bridge-verification=0123456789abcdef0123456789abcdef',
    ];
    expect((await host.verifyDomain('project-1', 'shop.example.com')).status).toBe('pending');

    dns.records['_bridge-challenge.shop.example.com'] = ['some-other=thing', pending!.record.value];
    expect((await host.verifyDomain('project-1', 'shop.example.com')).status).toBe('verified');
    const page = await get(port, '', '/', { host: 'shop.example.com:8080' });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Tidy Tasks</title>');
    // Proven by project-1, so project-2 can no longer take it.
    await expect(host.verifyDomain('project-2', 'shop.example.com')).rejects.toMatchObject({
      code: 'domain_taken',
      statusCode: 409,
    });
    await expect(host.addDomain('project-2', 'shop.example.com')).rejects.toMatchObject({
      code: 'domain_taken',
      statusCode: 409,
    });
    await host.removeDomain('project-2', 'shop.example.com');

    for (const bad of [
      'localhost',
      'http://shop.example.com',
      '192.168.1.1',
      'shop',
      'exa mple.com',
      '-bad.example.com',
      'studio.example.com',
    ]) {
      await expect(host.addDomain('project-1', bad), bad).rejects.toMatchObject({
        code: 'invalid_domain',
        statusCode: 400,
      });
    }

    await host.removeDomain('project-1', 'shop.example.com');
    expect((await get(port, '', '/', { host: 'shop.example.com' })).status).toBe(404);
    // Added back (an undo), the record already in DNS still proves it.
    expect(
      (await host.addDomain('project-1', 'shop.example.com')).domainClaims['shop.example.com']!
        .verifiedAt,
    ).not.toBeNull();
    expect((await get(port, '', '/', { host: 'shop.example.com' })).status).toBe(200);
    await host.removeDomain('project-1', 'shop.example.com');
  });

  it('makes domains stored before proofs existed wait for their record, with a token that lasts', async () => {
    const dir = join(root, 'old-host');
    const siteDir = join(dir, 'records', 'sites', 'old-project');
    await mkdir(siteDir, { recursive: true });
    const old = {
      id: 'old-project',
      slug: 'old-site',
      domains: ['old.example.org'],
      env: [],
      publishDir: null,
      createdAt: new Date().toISOString(),
    };
    await writeFile(join(siteDir, 'site.json'), JSON.stringify(old));
    const first = await StaticHost.open({ root: dir, sites: TEST_SITES, resolveTxt: dns });
    const [claim] = (await first.describeSite('old-project')).customDomains;
    expect(claim).toMatchObject({ domain: 'old.example.org', status: 'pending' });
    expect(await first.store.findSiteByDomain('old.example.org')).toBeNull();
    const again = await StaticHost.open({ root: dir, sites: TEST_SITES, resolveTxt: dns });
    expect((await again.describeSite('old-project')).customDomains[0]!.record.value).toBe(
      claim!.record.value,
    );
  });

  it('answers a missing branch plainly and records a deploy with nothing to publish as an error', async () => {
    await expect(
      host.deploy({ siteId: 'project-1', repoDir, branch: 'nope', context: 'production' }),
    ).rejects.toMatchObject({
      code: 'branch_not_found',
      statusCode: 404,
    });
    await host.createSite({ id: 'project-3', slug: 'empty-folder', publishDir: 'public' });
    const failed = await host.deploy({
      siteId: 'project-3',
      repoDir,
      branch: 'main',
      context: 'production',
    });
    expect(failed).toMatchObject({
      state: 'error',
      live: false,
      error: 'The folder "public" on main has no files to publish.',
    });
    expect(await host.liveDeployId('project-3')).toBeNull();
    expect((await get(port, 'empty-folder', '/')).body).toContain('Not published yet');
  });

  it('stores a file shared by two sites once', async () => {
    const before = await countBlobs();
    await host.createSite({ id: 'project-4', slug: 'twin' });
    const twin = await host.deploy({
      siteId: 'project-4',
      repoDir,
      branch: 'main',
      context: 'production',
    });
    const record = await host.store.getDeploy(twin.id);
    // Every file is the same as the first site's, so none is stored again.
    expect(record).toMatchObject({ stored: 0 });
    expect(await countBlobs()).toBe(before);
  });

  it('keeps sites, deploys and the live pointer across a restart', async () => {
    const reopened = await StaticHost.open({ root: join(root, 'host'), sites: TEST_SITES });
    expect(await reopened.liveDeployId('project-1')).toBe(await host.liveDeployId('project-1'));
    expect((await reopened.listDeploys('project-1')).map((d) => d.id)).toEqual(
      (await host.listDeploys('project-1')).map((d) => d.id),
    );
    const response = await reopened.resolveSiteRequest({ siteId: 'project-1', path: '/' });
    expect(response.status).toBe(200);
    expect(await reopened.describeSite('project-1')).toMatchObject({
      slug: 'tidy-tasks',
      url: 'http://tidy-tasks.sites.test/',
      domains: [],
      customDomains: [],
    });
  });
});
