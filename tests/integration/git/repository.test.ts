import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { GitServiceError } from '@server/services/git/git-error';
import { openProjectGit, type ProjectGit } from '@server/services/git/project-git';
import { createRepository } from '@server/services/git/repository';

const exec = promisify(execFile);
const author = { name: 'Ada Founder', email: 'ada@example.com' };
const roots: string[] = [];

/** The real git client, run inside the repository. */
async function git(dir: string, ...args: string[]): Promise<string> {
  const { stdout } = await exec('git', ['--git-dir', dir, ...args]);
  return stdout.trim();
}

/** Every file of the repository directory with a digest of its content: objects, refs, config, all. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (at: string) => {
    for (const entry of await readdir(at, { withFileTypes: true })) {
      const full = join(at, entry.name);
      if (entry.isDirectory()) await walk(full);
      else
        out[relative(dir, full)] = createHash('sha1')
          .update(await readFile(full))
          .digest('hex');
    }
  };
  await walk(dir);
  return out;
}

const page = (lines: string[]) => `${lines.join('\n')}\n`;
const BASE_PAGE = page([
  '<!doctype html>',
  '<title>Shop</title>',
  '<h1>Welcome</h1>',
  '<p>Hello</p>',
  '<footer>2024</footer>',
]);

let dir: string;
let repo: ProjectGit;

beforeEach(async () => {
  const root = await mkdtemp(join(tmpdir(), 'bridge-git-'));
  roots.push(root);
  dir = join(root, 'repo');
  await createRepository(dir, {
    files: [
      { path: 'index.html', content: BASE_PAGE },
      { path: 'css/styles.css', content: 'body { margin: 0; }\n' },
    ],
    author,
    now: new Date('2025-01-02T03:04:05Z'),
  });
  repo = openProjectGit(dir);
});

afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

describe('project repository', () => {
  it('starts main with the given files in one commit that the git client reads', async () => {
    const { current, branches } = await repo.listBranches();
    expect(current).toBe('main');
    expect(branches).toHaveLength(1);
    const { commits } = await repo.log('main');
    expect(commits).toEqual([
      expect.objectContaining({
        message: 'Start the project',
        author: 'Ada Founder',
        date: '2025-01-02T03:04:05.000Z',
      }),
    ]);
    expect(await git(dir, 'rev-parse', 'refs/heads/main')).toBe(branches[0]?.sha);
    expect(await git(dir, 'log', '--format=%H %an <%ae> %s', 'main')).toBe(
      `${commits[0]?.sha} Ada Founder <ada@example.com> Start the project`,
    );
    expect(await git(dir, 'ls-tree', '-r', '--name-only', 'main')).toBe(
      'css/styles.css\nindex.html',
    );
    expect(await git(dir, 'show', 'main:index.html')).toBe(BASE_PAGE.trimEnd());
    await git(dir, 'fsck', '--strict', '--no-dangling');
  });

  it('refuses to create a repository twice', async () => {
    await expect(createRepository(dir, { files: [], author })).rejects.toMatchObject({
      code: 'repository_exists',
    });
  });

  it('creates, commits to, lists and deletes branches as git sees them', async () => {
    const created = await repo.createBranch({ name: 'feature/login', from: 'main' });
    const commit = await repo.commitFiles({
      branch: 'feature/login',
      files: [{ path: 'login.html', content: '<h1>Sign in</h1>\n' }],
      message: 'Add the sign-in page',
      author,
    });
    expect(commit).toMatchObject({ created: true, previous: created.sha });

    const listed = await repo.listBranches();
    expect(listed.branches.map((b) => b.name)).toEqual(['feature/login', 'main']);
    expect(await git(dir, 'branch', '--format=%(refname:short) %(objectname)')).toBe(
      listed.branches.map((b) => `${b.name} ${b.sha}`).join('\n'),
    );
    expect(await repo.aheadBehind('feature/login', 'main')).toEqual({ ahead: 1, behind: 0 });
    expect(await git(dir, 'rev-list', '--left-right', '--count', 'feature/login...main')).toBe(
      '1\t0',
    );

    const { commits } = await repo.log('feature/login');
    expect(commits.map((c) => c.sha)).toEqual(
      (await git(dir, 'log', '--format=%H', 'feature/login')).split('\n'),
    );
    expect(commits[0]).toMatchObject({ message: 'Add the sign-in page', author: 'Ada Founder' });

    await expect(repo.createBranch({ name: 'feature/login', from: 'main' })).rejects.toMatchObject({
      code: 'branch_exists',
      statusCode: 409,
    });
    await expect(repo.createBranch({ name: 'bad name', from: 'main' })).rejects.toMatchObject({
      code: 'invalid_name',
    });
    await expect(repo.createBranch({ name: 'x', from: 'nope' })).rejects.toThrow(
      'There is no branch called "nope".',
    );

    await repo.deleteBranch('feature/login');
    expect(await git(dir, 'branch', '--format=%(refname:short)')).toBe('main');
    await git(dir, 'fsck', '--strict');
  });

  it('refuses to delete the main branch with a plain message', async () => {
    await expect(repo.deleteBranch('main')).rejects.toThrow(
      `"main" is the project's main branch, so it cannot be deleted.`,
    );
    expect(await git(dir, 'branch', '--format=%(refname:short)')).toBe('main');
  });

  it('does not make a commit when the files are already the same', async () => {
    const result = await repo.commitFiles({
      branch: 'main',
      files: [{ path: 'index.html', content: BASE_PAGE }],
      message: 'Same again',
      author,
    });
    expect(result.created).toBe(false);
    expect(await git(dir, 'rev-list', '--count', 'main')).toBe('1');
  });

  it('refuses paths outside the project', async () => {
    for (const path of ['../escape.txt', '/abs.txt', 'a/../../b', '.git/config', 'a//b']) {
      await expect(
        repo.commitFiles({
          branch: 'main',
          files: [{ path, content: 'x' }],
          message: 'bad',
          author,
        }),
      ).rejects.toMatchObject({ code: 'invalid_path', statusCode: 400 });
    }
    await expect(
      repo.commitFiles({
        branch: 'main',
        files: [{ path: 'index.html/inner.txt', content: 'x' }],
        message: 'bad',
        author,
      }),
    ).rejects.toThrow('"index.html" is a file on main');
  });

  it('fast-forwards when main has not moved', async () => {
    await repo.createBranch({ name: 'feature', from: 'main' });
    const { sha } = await repo.commitFiles({
      branch: 'feature',
      files: [{ path: 'about.html', content: '<h1>About</h1>\n' }],
      message: 'Add about page',
      author,
    });
    expect(await repo.previewMerge('feature', 'main')).toMatchObject({ kind: 'fast-forward' });
    const merged = await repo.merge({ source: 'feature', target: 'main', author });
    expect(merged).toMatchObject({ kind: 'fast-forward', sha });
    expect(await git(dir, 'rev-parse', 'main')).toBe(sha);
    expect(await repo.merge({ source: 'feature', target: 'main', author })).toMatchObject({
      kind: 'up-to-date',
    });
  });

  it('makes a merge commit when both branches moved without touching the same lines', async () => {
    await repo.createBranch({ name: 'feature', from: 'main' });
    await repo.commitFiles({
      branch: 'feature',
      files: [
        {
          path: 'index.html',
          content: BASE_PAGE.replace('<h1>Welcome</h1>', '<h1>Welcome to the shop</h1>'),
        },
      ],
      message: 'Friendlier heading',
      author,
    });
    await repo.commitFiles({
      branch: 'main',
      files: [
        {
          path: 'index.html',
          content: BASE_PAGE.replace('<footer>2024</footer>', '<footer>2025</footer>'),
        },
      ],
      message: 'Update the year',
      author,
    });
    const merged = await repo.merge({ source: 'feature', target: 'main', author });
    expect(merged.kind).toBe('merge-commit');
    expect((await git(dir, 'log', '-1', '--format=%P', 'main')).split(' ')).toHaveLength(2);
    expect(await git(dir, 'log', '-1', '--format=%s', 'main')).toBe(
      "Merge branch 'feature' into main",
    );
    const content = await git(dir, 'show', 'main:index.html');
    expect(content).toContain('<h1>Welcome to the shop</h1>');
    expect(content).toContain('<footer>2025</footer>');
    expect(await repo.aheadBehind('feature', 'main')).toEqual({ ahead: 0, behind: 2 });
    await git(dir, 'fsck', '--strict', '--no-dangling');
  });

  it('reports a conflicting merge plainly and changes nothing at all', async () => {
    await repo.createBranch({ name: 'feature', from: 'main' });
    await repo.commitFiles({
      branch: 'feature',
      files: [
        {
          path: 'index.html',
          content: BASE_PAGE.replace('<h1>Welcome</h1>', '<h1>Hello there</h1>'),
        },
        { path: 'css/styles.css', content: 'body { margin: 1rem; }\n' },
      ],
      message: 'Feature heading',
      author,
    });
    await repo.commitFiles({
      branch: 'main',
      files: [
        {
          path: 'index.html',
          content: BASE_PAGE.replace('<h1>Welcome</h1>', '<h1>Good morning</h1>'),
        },
        { path: 'css/styles.css', content: 'body { margin: 2rem; }\n' },
      ],
      message: 'Main heading',
      author,
    });
    const before = await snapshot(dir);
    const error = await repo
      .merge({ source: 'feature', target: 'main', author })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitServiceError);
    const failure = error as GitServiceError;
    expect(failure).toMatchObject({ code: 'merge_conflict', statusCode: 409 });
    expect(failure.message).toContain('Both branches changed line 3 of index.html');
    expect(failure.message).toContain('Conflicting files: css/styles.css, index.html.');
    expect(failure.message).toContain('Nothing was changed.');
    expect(failure.conflicts).toEqual([
      { path: 'css/styles.css', lines: [1], reason: 'both-changed' },
      { path: 'index.html', lines: [3], reason: 'both-changed' },
    ]);
    expect(await snapshot(dir)).toEqual(before);
    await expect(repo.previewMerge('feature', 'main')).rejects.toMatchObject({
      code: 'merge_conflict',
    });
    expect(await snapshot(dir)).toEqual(before);
  });

  it('resets a branch to an earlier commit, and back', async () => {
    const first = await git(dir, 'rev-parse', 'main');
    const second = await repo.commitFiles({
      branch: 'main',
      files: [{ path: 'a.txt', content: 'a\n' }],
      message: 'Add a',
      author,
    });
    const reset = await repo.resetBranch({ branch: 'main', ref: first.slice(0, 7) });
    expect(reset).toEqual({ branch: 'main', previous: second.sha, sha: first });
    expect(await git(dir, 'rev-parse', 'main')).toBe(first);
    expect((await repo.log('main')).commits).toHaveLength(1);
    await repo.resetBranch({ branch: 'main', ref: second.sha });
    expect(await git(dir, 'rev-parse', 'main')).toBe(second.sha);
    await expect(repo.resetBranch({ branch: 'main', ref: 'deadbeef' })).rejects.toMatchObject({
      code: 'commit_not_found',
    });
  });

  it('resets a branch to its very first commit, however many came after', async () => {
    const root = (await git(dir, 'rev-list', '--max-parents=0', 'main')).trim();
    for (const name of ['a', 'b', 'c'])
      await repo.commitFiles({
        branch: 'main',
        files: [{ path: `${name}.txt`, content: `${name}\n` }],
        message: `Add ${name}`,
        author,
      });
    const reset = await repo.resetBranch({ branch: 'main', ref: 'FIRST' });
    expect(reset.sha).toBe(root);
    expect(await git(dir, 'rev-parse', 'main')).toBe(root);
  });

  it('rebases a branch onto main when its commits apply cleanly, keeping their authors', async () => {
    await repo.createBranch({ name: 'feature', from: 'main' });
    const other = { name: 'Grace Maker', email: 'grace@example.com' };
    await repo.commitFiles({
      branch: 'feature',
      files: [{ path: 'one.txt', content: '1\n' }],
      message: 'One',
      author: other,
    });
    await repo.commitFiles({
      branch: 'feature',
      files: [{ path: 'two.txt', content: '2\n' }],
      message: 'Two',
      author: other,
    });
    await repo.commitFiles({
      branch: 'main',
      files: [{ path: 'main.txt', content: 'm\n' }],
      message: 'Main moves',
      author,
    });

    const result = await repo.rebase({ branch: 'feature', onto: 'main', author });
    expect(result).toMatchObject({ kind: 'rebased', replayed: 2 });
    await git(dir, 'merge-base', '--is-ancestor', 'main', 'feature');
    expect(await git(dir, 'log', '--format=%s|%an|%cn', 'main..feature')).toBe(
      'Two|Grace Maker|Ada Founder\nOne|Grace Maker|Ada Founder',
    );
    expect(await git(dir, 'ls-tree', '-r', '--name-only', 'feature')).toContain('main.txt');
    expect(await repo.merge({ source: 'feature', target: 'main', author })).toMatchObject({
      kind: 'fast-forward',
    });
    await git(dir, 'fsck', '--strict', '--no-dangling');
  });

  it('refuses a rebase that would conflict, and rebasing main, changing nothing', async () => {
    await repo.createBranch({ name: 'feature', from: 'main' });
    await repo.commitFiles({
      branch: 'feature',
      files: [{ path: 'index.html', content: 'feature\n' }],
      message: 'F',
      author,
    });
    await repo.commitFiles({
      branch: 'main',
      files: [{ path: 'index.html', content: 'main\n' }],
      message: 'M',
      author,
    });
    const before = await snapshot(dir);
    await expect(repo.rebase({ branch: 'feature', onto: 'main', author })).rejects.toMatchObject({
      code: 'rebase_refused',
      message: expect.stringContaining('index.html'),
    });
    await expect(repo.rebase({ branch: 'main', onto: 'feature', author })).rejects.toMatchObject({
      code: 'protected_branch',
    });
    expect(await snapshot(dir)).toEqual(before);
  });

  it('zips a branch so members can take their code with them', async () => {
    const { fileName, data, sha } = await repo.zip('main', 'My Shop');
    expect(fileName).toBe('My-Shop.zip');
    expect(sha).toBe(await git(dir, 'rev-parse', 'main'));
    const files = unzipSync(data);
    expect(Object.keys(files).sort()).toEqual(['My-Shop/css/styles.css', 'My-Shop/index.html']);
    expect(new TextDecoder().decode(files['My-Shop/index.html'])).toBe(BASE_PAGE);
    expect((await repo.zip('main', 'My Shop')).data).toEqual(data);
  });

  it('serializes concurrent requests on one repository so no commit is lost', async () => {
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        repo.commitFiles({
          branch: 'main',
          files: [{ path: `notes/${i}.txt`, content: `${i}\n` }],
          message: `Note ${i}`,
          author,
        }),
      ),
    );
    expect(await git(dir, 'rev-list', '--count', 'main')).toBe('9');
    const names = (await git(dir, 'ls-tree', '-r', '--name-only', 'main')).split('\n');
    for (let i = 0; i < 8; i++) expect(names).toContain(`notes/${i}.txt`);
    await git(dir, 'fsck', '--strict', '--no-dangling');
  });

  it('records the branch head as the fingerprint that changes when the branch moves', async () => {
    const before = await repo.fingerprint('main');
    expect(before).toBe(await git(dir, 'rev-parse', 'main'));
    await repo.commitFiles({
      branch: 'main',
      files: [{ path: 'b.txt', content: 'b\n' }],
      message: 'B',
      author,
    });
    expect(await repo.fingerprint('main')).not.toBe(before);
    expect(await repo.fingerprint('missing')).toBeNull();
  });
});
