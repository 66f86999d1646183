import fs from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  currentBranch,
  getConfig,
  init,
  listBranches as gitListBranches,
  log,
  readCommit,
} from 'isomorphic-git';
import { branchHead, createCommit, findBranchHead, moveBranch, type GitAuthor } from './commits';
import { GitServiceError } from './git-error';
import { repositoryLock } from './keyed-lock';
import { assertFilePath, DEFAULT_BRANCH } from './names';
import {
  readCommitFiles,
  writeFileBlob,
  writeFlatTree,
  type FileContent,
  type FlatTree,
} from './tree-files';

export interface NewFile {
  path: string;
  content: string | Uint8Array;
}

export interface BranchList {
  current: string;
  branches: Array<{ name: string; sha: string }>;
}

export interface CommitSummary {
  sha: string;
  message: string;
  author: string;
  email: string;
  date: string;
  parents: string[];
}

/** Every repository call holds the per-directory lock, so two requests never interleave. */
export const locked = <T>(dir: string, task: () => Promise<T>) =>
  repositoryLock.run(resolve(dir), task);

const isRepository = (dir: string) =>
  fs.existsSync(join(dir, 'HEAD')) && fs.existsSync(join(dir, 'objects'));

export function assertRepository(dir: string): void {
  if (!isRepository(dir)) {
    throw new GitServiceError('repository_missing', 'This project has no repository yet.', 404);
  }
}

/**
 * Creates a bare repository (the form a git server keeps: no checked-out copy to keep in
 * step) whose `main` holds `files` in one first commit.
 */
export function createRepository(
  dir: string,
  input: { files: NewFile[]; author: GitAuthor; message?: string; now?: Date },
): Promise<{ sha: string; branch: string }> {
  return locked(dir, async () => {
    if (isRepository(dir)) {
      throw new GitServiceError('repository_exists', 'This project already has a repository.', 409);
    }
    for (const file of input.files) assertFilePath(file.path);
    await mkdir(dir, { recursive: true });
    await init({ fs, dir, bare: true, defaultBranch: DEFAULT_BRANCH });
    const flat: FlatTree = new Map();
    for (const file of input.files) flat.set(file.path, await writeFileBlob(dir, file.content));
    const sha = await createCommit(dir, {
      tree: await writeFlatTree(dir, flat),
      parents: [],
      message: input.message ?? 'Start the project',
      author: input.author,
      now: input.now,
    });
    await moveBranch(dir, DEFAULT_BRANCH, sha);
    return { sha, branch: DEFAULT_BRANCH };
  });
}

/** The branch HEAD names: the project's default branch. */
export async function defaultBranch(dir: string): Promise<string> {
  return (await currentBranch({ fs, gitdir: dir })) || DEFAULT_BRANCH;
}

/** Where the working branch is kept: the repository is bare, so there is no checkout to move. */
export const WORKING_BRANCH_KEY = 'bridge.workingBranch';

/** The branch changes that name none go to; a working branch that was deleted falls back to main. */
export async function workingBranch(dir: string): Promise<string> {
  const saved: unknown = await getConfig({ fs, gitdir: dir, path: WORKING_BRANCH_KEY });
  if (typeof saved === 'string' && (await findBranchHead(dir, saved))) return saved;
  return defaultBranch(dir);
}

export function listBranches(dir: string): Promise<BranchList> {
  return locked(dir, async () => {
    assertRepository(dir);
    const names = (await gitListBranches({ fs, gitdir: dir })).sort();
    const branches = await Promise.all(
      names.map(async (name) => ({ name, sha: await branchHead(dir, name) })),
    );
    return { current: await workingBranch(dir), branches };
  });
}

export function readLog(
  dir: string,
  branch: string,
  limit = 100,
): Promise<{ commits: CommitSummary[] }> {
  return locked(dir, async () => {
    assertRepository(dir);
    await branchHead(dir, branch);
    const entries = await log({ fs, gitdir: dir, ref: `refs/heads/${branch}`, depth: limit });
    return {
      commits: entries.map(({ oid, commit }) => ({
        sha: oid,
        message: commit.message.trim(),
        author: commit.author.name,
        email: commit.author.email,
        date: new Date(commit.author.timestamp * 1000).toISOString(),
        parents: commit.parent,
      })),
    };
  });
}

/** The head commit of a branch: the fingerprint an operation records to detect "changed since planning". */
export function branchFingerprint(dir: string, branch: string): Promise<string | null> {
  return locked(dir, async () => (isRepository(dir) ? findBranchHead(dir, branch) : null));
}

/** Every commit reachable from `sha`. */
export async function ancestors(dir: string, sha: string): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [sha];
  while (queue.length > 0) {
    const oid = queue.pop() as string;
    if (seen.has(oid)) continue;
    seen.add(oid);
    const { commit } = await readCommit({ fs, gitdir: dir, oid });
    queue.push(...commit.parent);
  }
  return seen;
}

/** How many commits `branch` has that `base` lacks (ahead), and the reverse (behind). */
export function aheadBehind(
  dir: string,
  branch: string,
  base: string,
): Promise<{ ahead: number; behind: number }> {
  return locked(dir, async () => {
    assertRepository(dir);
    const [mine, theirs] = await Promise.all([
      branchHead(dir, branch).then((sha) => ancestors(dir, sha)),
      branchHead(dir, base).then((sha) => ancestors(dir, sha)),
    ]);
    const count = (a: Set<string>, b: Set<string>) => [...a].filter((oid) => !b.has(oid)).length;
    return { ahead: count(mine, theirs), behind: count(theirs, mine) };
  });
}

/** The files at a branch's head (for deploys and downloads), optionally only under one folder. */
export function readBranchFiles(
  dir: string,
  branch: string,
  under = '',
): Promise<{ sha: string; date: Date; files: FileContent[] }> {
  return locked(dir, async () => {
    assertRepository(dir);
    const sha = await branchHead(dir, branch);
    const { commit } = await readCommit({ fs, gitdir: dir, oid: sha });
    const files = await readCommitFiles(dir, sha, under);
    return { sha, date: new Date(commit.committer.timestamp * 1000), files };
  });
}
