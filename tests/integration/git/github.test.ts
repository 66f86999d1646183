import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GitHubConnection } from '@server/services/git/github-connection';
import { openProjectGit, type ProjectGit } from '@server/services/git/project-git';
import { createRepository } from '@server/services/git/repository';
import { startGitHubFake, type GitHubFake } from '../../fakes/github/github-fake';

const exec = promisify(execFile);
const author = { name: 'Ada Founder', email: 'ada@example.com' };
const PAGE = '<h1>Welcome</h1>\n<p>Hello</p>\n<footer>2024</footer>\n';

let root: string;
let fake: GitHubFake;
let dir: string;
let repoCount = 0;
let connection: GitHubConnection;
let project: ProjectGit;

const local = async (...args: string[]) =>
  (await exec('git', ['--git-dir', dir, ...args])).stdout.trim();
const remote = (...args: string[]) => fake.git('ada', `shop${repoCount}`, args);
const remoteHead = (branch: string) =>
  remote('rev-parse', '--verify', '--quiet', `refs/heads/${branch}`).catch(() => null);
const connect = (token: string) =>
  new GitHubConnection({
    owner: 'ada',
    repo: `shop${repoCount}`,
    token,
    apiBaseUrl: fake.apiUrl,
    gitBaseUrl: fake.gitUrl,
  });

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'bridge-github-'));
  fake = await startGitHubFake({
    root: join(root, 'github'),
    tokens: { ghp_good: 'ada', ghp_bob: 'bob' },
    users: ['carol'],
    publicEmails: { 'dana@example.com': 'dana' },
  });
});

afterAll(async () => {
  await fake.close();
  await rm(root, { recursive: true, force: true });
});

beforeEach(async () => {
  repoCount++;
  await fake.createRepository('ada', `shop${repoCount}`);
  dir = join(root, `local-${repoCount}`);
  await createRepository(dir, { files: [{ path: 'index.html', content: PAGE }], author });
  connection = connect('ghp_good');
  project = openProjectGit(dir, { github: connection });
  await project.pushBranch('main');
});

describe('GitHub connection', () => {
  it('checks the token and repository, with plain messages for a bad token or a missing repository', async () => {
    expect(await connection.verify()).toEqual({ defaultBranch: 'main', private: true });
    await expect(connect('ghp_wrong').verify()).rejects.toMatchObject({
      code: 'github_bad_credentials',
      statusCode: 422,
      message: expect.stringContaining('did not accept the saved access token (bad credentials)'),
    });
    const missing = new GitHubConnection({
      owner: 'ada',
      repo: 'nope',
      token: 'ghp_good',
      apiBaseUrl: fake.apiUrl,
    });
    await expect(missing.verify()).rejects.toMatchObject({ code: 'github_not_found' });
  });

  it('pushes over smart HTTP into the hosted repository', async () => {
    expect(await remoteHead('main')).toBe(await local('rev-parse', 'main'));
    expect(fake.requests).toContain(`POST /ada/shop${repoCount}.git/git-receive-pack`);
    await remote('fsck', '--strict');
  });

  it('refuses a push with a bad token and puts the local branch back', async () => {
    const before = await local('rev-parse', 'main');
    const broken = openProjectGit(dir, { github: connect('ghp_wrong') });
    await expect(
      broken.commitFiles({
        branch: 'main',
        files: [{ path: 'a.txt', content: 'a\n' }],
        message: 'A',
        author,
      }),
    ).rejects.toMatchObject({ code: 'github_bad_credentials' });
    expect(await local('rev-parse', 'main')).toBe(before);
    expect(await remoteHead('main')).toBe(before);
  });

  it('creates branches through the API, pushing first when GitHub lacks the commit', async () => {
    const created = await project.createBranch({ name: 'feature', from: 'main' });
    expect(fake.requests).toContain(`POST /repos/ada/shop${repoCount}/git/refs`);
    expect(await remoteHead('feature')).toBe(created.sha);

    // Commits made before the project was connected are not on GitHub yet.
    await openProjectGit(dir).commitFiles({
      branch: 'main',
      files: [{ path: 'b.txt', content: 'b\n' }],
      message: 'B',
      author,
    });
    const second = await project.createBranch({ name: 'later', from: 'main' });
    expect(await remoteHead('later')).toBe(second.sha);
  });

  it('mirrors commits, resets and deletions', async () => {
    await project.createBranch({ name: 'feature', from: 'main' });
    const commit = await project.commitFiles({
      branch: 'feature',
      files: [{ path: 'about.html', content: '<h1>About</h1>\n' }],
      message: 'About page',
      author,
    });
    expect(await remoteHead('feature')).toBe(commit.sha);
    await project.resetBranch({ branch: 'feature', ref: commit.previous as string });
    expect(await remoteHead('feature')).toBe(commit.previous);
    await project.deleteBranch('feature');
    expect(await remoteHead('feature')).toBeNull();
    expect(await local('branch', '--format=%(refname:short)')).toBe('main');
  });

  it('fast-forwards locally and on GitHub', async () => {
    await project.createBranch({ name: 'feature', from: 'main' });
    const { sha } = await project.commitFiles({
      branch: 'feature',
      files: [{ path: 'c.txt', content: 'c\n' }],
      message: 'C',
      author,
    });
    expect(await project.merge({ source: 'feature', target: 'main', author })).toMatchObject({
      kind: 'fast-forward',
      sha,
    });
    expect(await remoteHead('main')).toBe(sha);
    expect(fake.requests).not.toContain(`POST /repos/ada/shop${repoCount}/merges`);
  });

  it('makes merge commits through the merges API and fetches the very same commit back', async () => {
    await project.createBranch({ name: 'feature', from: 'main' });
    await project.commitFiles({
      branch: 'feature',
      files: [{ path: 'index.html', content: PAGE.replace('Welcome', 'Hi') }],
      message: 'Hi',
      author,
    });
    await project.commitFiles({
      branch: 'main',
      files: [{ path: 'index.html', content: PAGE.replace('2024', '2025') }],
      message: 'Year',
      author,
    });
    const merged = await project.merge({ source: 'feature', target: 'main', author });
    expect(merged.kind).toBe('merge-commit');
    expect(fake.requests).toContain(`POST /repos/ada/shop${repoCount}/merges`);
    expect(await remoteHead('main')).toBe(merged.sha);
    expect(await local('rev-parse', 'main')).toBe(merged.sha);
    expect((await local('log', '-1', '--format=%P', 'main')).split(' ')).toHaveLength(2);
    expect(await local('show', 'main:index.html')).toBe(
      '<h1>Hi</h1>\n<p>Hello</p>\n<footer>2025</footer>',
    );
    expect((await project.listBranches()).branches.find((b) => b.name === 'main')?.sha).toBe(
      merged.sha,
    );
    await local('fsck', '--strict');
  });

  it('reports a conflict found locally without touching GitHub', async () => {
    await project.createBranch({ name: 'feature', from: 'main' });
    await project.commitFiles({
      branch: 'feature',
      files: [{ path: 'index.html', content: 'feature\n' }],
      message: 'F',
      author,
    });
    await project.commitFiles({
      branch: 'main',
      files: [{ path: 'index.html', content: 'main\n' }],
      message: 'M',
      author,
    });
    const before = await remoteHead('main');
    await expect(
      project.merge({ source: 'feature', target: 'main', author }),
    ).rejects.toMatchObject({
      code: 'merge_conflict',
      message: expect.stringContaining('Both branches changed line 1 of index.html'),
    });
    expect(fake.requests).not.toContain(`POST /repos/ada/shop${repoCount}/merges`);
    expect(await remoteHead('main')).toBe(before);
  });

  it("answers GitHub's 409 merge conflict with a plain message and changes nothing", async () => {
    const offline = openProjectGit(dir);
    await offline.createBranch({ name: 'feature', from: 'main' });
    await offline.commitFiles({
      branch: 'feature',
      files: [{ path: 'index.html', content: 'feature\n' }],
      message: 'F',
      author,
    });
    await offline.commitFiles({
      branch: 'main',
      files: [{ path: 'index.html', content: 'main\n' }],
      message: 'M',
      author,
    });
    await connection.push(dir, 'feature');
    await connection.push(dir, 'main');
    const before = await remoteHead('main');
    await expect(connection.merge({ base: 'main', head: 'feature' })).rejects.toMatchObject({
      code: 'github_conflict',
      statusCode: 409,
      message:
        'GitHub could not merge "feature" into "main" because of a conflict (Merge conflict). Nothing was changed.',
    });
    expect(await remoteHead('main')).toBe(before);
    expect(await connection.merge({ base: 'feature', head: 'feature' })).toEqual({ merged: false });
  });

  it('opens pull requests and adds collaborators', async () => {
    await project.createBranch({ name: 'feature', from: 'main' });
    await project.commitFiles({
      branch: 'feature',
      files: [{ path: 'd.txt', content: 'd\n' }],
      message: 'D',
      author,
    });
    const pull = await project.createPullRequest({
      source: 'feature',
      target: 'main',
      title: 'Add D',
    });
    expect(pull).toEqual({
      number: expect.any(Number),
      url: expect.stringMatching(/\/pull\/\d+$/),
    });
    await expect(
      project.createPullRequest({ source: 'feature', target: 'main', title: 'Again' }),
    ).rejects.toMatchObject({
      code: 'github_rejected',
      message: expect.stringContaining('A pull request already exists'),
    });

    expect(await project.addCollaborator('carol')).toEqual({ invited: true, login: 'carol' });
    expect(await project.addCollaborator('carol')).toEqual({ invited: false, login: 'carol' });
    await expect(project.addCollaborator('nobody-here')).rejects.toMatchObject({
      code: 'github_not_found',
    });
    // GitHub invites by user name: a public e-mail is looked up first, an unknown one refused.
    expect(await project.addCollaborator('Dana@Example.com', 'pull')).toEqual({
      invited: true,
      login: 'dana',
    });
    expect(fake.repository('ada', `shop${repoCount}`)?.collaborators.get('dana')).toBe('pull');
    await expect(project.addCollaborator('hidden@example.com')).rejects.toMatchObject({
      code: 'github_not_found',
      message: expect.stringContaining(
        'No GitHub account shows the e-mail hidden@example.com publicly',
      ),
    });
  });

  it('needs a connection for pull requests', async () => {
    await expect(openProjectGit(dir).addCollaborator('carol')).rejects.toMatchObject({
      code: 'github_not_connected',
      message:
        'Connect a GitHub repository to this project first; we need it to add a collaborator.',
    });
  });
});
