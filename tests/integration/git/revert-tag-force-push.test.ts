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
let count = 0;
let project: ProjectGit;

const local = async (...args: string[]) =>
  (await exec('git', ['--git-dir', dir, ...args])).stdout.trim();
const remoteHead = (branch: string) =>
  fake.git('ada', `shop${count}`, ['rev-parse', `refs/heads/${branch}`]);
const files = async (branch: string) =>
  (await project.readFiles(branch)).files.map((f) => f.path).sort();
const commit = (path: string, content: string) =>
  project.commitFiles({
    branch: 'main',
    files: [{ path, content }],
    message: `Edit ${path}`,
    author,
  });

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'bridge-revert-'));
  fake = await startGitHubFake({ root: join(root, 'github'), tokens: { ghp_good: 'ada' } });
});
afterAll(async () => {
  await fake.close();
  await rm(root, { recursive: true, force: true });
});
beforeEach(async () => {
  count++;
  await fake.createRepository('ada', `shop${count}`);
  dir = join(root, `local-${count}`);
  await createRepository(dir, { files: [{ path: 'index.html', content: PAGE }], author });
  const github = new GitHubConnection({
    owner: 'ada',
    repo: `shop${count}`,
    token: 'ghp_good',
    apiBaseUrl: fake.apiUrl,
    gitBaseUrl: fake.gitUrl,
  });
  project = openProjectGit(dir, { github });
  await project.pushBranch('main');
});

describe('revert', () => {
  it('undoes the last commit with a new commit, keeps history, and GitHub follows', async () => {
    await commit('notes.md', 'draft\n');
    const change = await project.revert({ branch: 'main', ref: 'HEAD', author });
    expect(await files('main')).toEqual(['index.html']);
    expect(await local('rev-list', '--count', 'main')).toBe('3');
    expect(await local('log', '-1', '--format=%s', 'main')).toBe('Revert "Edit notes.md"');
    expect(await remoteHead('main')).toBe(change.sha);
  });

  it('undoes an older commit and keeps the later ones', async () => {
    await commit('a.md', 'a\n');
    await commit('b.md', 'b\n');
    await project.revert({ branch: 'main', ref: 'HEAD~1', author });
    expect(await files('main')).toEqual(['b.md', 'index.html']);
  });

  it('changes nothing when a later commit changed the same lines', async () => {
    await commit('index.html', PAGE.replace('Hello', 'Hi'));
    await commit('index.html', PAGE.replace('Hello', 'Hey'));
    const before = await local('rev-parse', 'main');
    await expect(project.revert({ branch: 'main', ref: 'HEAD~1', author })).rejects.toMatchObject({
      code: 'merge_conflict',
    });
    expect(await local('rev-parse', 'main')).toBe(before);
  });

  it('refuses the first commit of the project', async () =>
    expect(project.revert({ branch: 'main', ref: 'HEAD', author })).rejects.toMatchObject({
      code: 'revert_refused',
    }));
});

describe('tags', () => {
  it('names a commit that git itself lists, refuses a second tag of the same name, and removes it', async () => {
    const { sha } = await project.tag({ name: 'v1.0', ref: 'main', branch: 'main' });
    expect(await local('rev-parse', 'v1.0')).toBe(sha);
    expect(await project.listTags()).toEqual([{ name: 'v1.0', sha }]);
    await expect(project.tag({ name: 'v1.0', ref: 'main' })).rejects.toMatchObject({
      code: 'tag_exists',
    });
    await expect(project.tag({ name: 'bad name', ref: 'main' })).rejects.toMatchObject({
      code: 'invalid_name',
    });
    await project.deleteTag('v1.0');
    expect(await local('tag', '--list')).toBe('');
  });
});

describe('force push', () => {
  it("replaces GitHub's branch with the project's", async () => {
    const { sha: first } = await commit('a.md', 'a\n');
    await commit('b.md', 'b\n');
    // The project goes back one commit without telling GitHub, as if GitHub had moved on.
    await exec('git', ['--git-dir', dir, 'update-ref', 'refs/heads/main', first]);
    expect(await remoteHead('main')).not.toBe(first);
    await project.forcePush('main');
    expect(await remoteHead('main')).toBe(first);
  });

  it('needs a connected GitHub repository and an existing branch', async () => {
    await expect(openProjectGit(dir).forcePush('main')).rejects.toMatchObject({
      code: 'github_not_connected',
    });
    await expect(project.forcePush('ghost')).rejects.toMatchObject({ code: 'branch_not_found' });
  });
});
