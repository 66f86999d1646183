import fs from 'node:fs';
import {
  Errors,
  currentBranch,
  expandOid,
  readCommit,
  resolveRef,
  writeCommit,
  writeRef,
} from 'isomorphic-git';
import { GitServiceError } from './git-error';
import { branchRef } from './names';

/** Who a commit is by: the signed-in user, passed in by the caller. */
export interface GitAuthor {
  name: string;
  email: string;
}

export interface NewCommit {
  tree: string;
  parents: string[];
  message: string;
  author: GitAuthor & { timestamp?: number; timezoneOffset?: number };
  committer?: GitAuthor;
  now?: Date;
}

/** Writes a commit object (without moving any branch) and returns its id. */
export async function createCommit(gitdir: string, input: NewCommit): Promise<string> {
  const timestamp = Math.floor((input.now ?? new Date()).getTime() / 1000);
  const committer = input.committer ?? input.author;
  return writeCommit({
    fs,
    gitdir,
    commit: {
      message: input.message.endsWith('\n') ? input.message : `${input.message}\n`,
      tree: input.tree,
      parent: input.parents,
      author: {
        name: input.author.name,
        email: input.author.email,
        timestamp: input.author.timestamp ?? timestamp,
        timezoneOffset: input.author.timezoneOffset ?? 0,
      },
      committer: { name: committer.name, email: committer.email, timestamp, timezoneOffset: 0 },
    },
  });
}

/** The commit a branch points at; a plain 404 when the branch does not exist. */
export async function branchHead(gitdir: string, branch: string): Promise<string> {
  const sha = await findBranchHead(gitdir, branch);
  if (!sha)
    throw new GitServiceError('branch_not_found', `There is no branch called "${branch}".`, 404);
  return sha;
}

export async function findBranchHead(gitdir: string, branch: string): Promise<string | null> {
  try {
    return await resolveRef({ fs, gitdir, ref: branchRef(branch) });
  } catch (error) {
    if (error instanceof Errors.NotFoundError) return null;
    throw error;
  }
}

export async function moveBranch(gitdir: string, branch: string, sha: string): Promise<void> {
  await writeRef({ fs, gitdir, ref: branchRef(branch), value: sha, force: true });
}

/** Turns a branch name, HEAD, FIRST, a full or short commit id, or any of them with ~N or ^, into a commit id that exists. */
export async function resolveCommitish(
  gitdir: string,
  ref: string,
  head?: string,
): Promise<string> {
  const missing = new GitServiceError(
    'commit_not_found',
    `We could not find a saved version called "${ref}".`,
    404,
  );
  // `main~2`, `HEAD^`: walk back along first parents, as git does.
  const ancestry = /^(.+?)((?:[~^]\d*)+)$/.exec(ref);
  if (ancestry) {
    let sha = await resolveCommitish(gitdir, ancestry[1] as string, head);
    for (const [, op, digits] of (ancestry[2] as string).matchAll(/([~^])(\d*)/g)) {
      const steps = op === '~' ? Number(digits || 1) : 1;
      for (let i = 0; i < steps; i++) {
        const parent = (await readCommit({ fs, gitdir, oid: sha })).commit.parent[0];
        if (!parent) throw missing;
        sha = parent;
      }
    }
    return sha;
  }
  // `FIRST`: the branch's very first commit, where following first parents ends.
  if (ref === 'FIRST') {
    let sha = await resolveCommitish(gitdir, 'HEAD', head);
    for (;;) {
      const parent = (await readCommit({ fs, gitdir, oid: sha })).commit.parent[0];
      if (!parent) return sha;
      sha = parent;
    }
  }
  const name = ref === 'HEAD' ? (head ?? ((await currentBranch({ fs, gitdir })) || 'main')) : ref;
  const fromBranch = await findBranchHead(gitdir, name).catch(() => null);
  if (fromBranch) return fromBranch;
  if (!/^[0-9a-f]{4,40}$/i.test(ref)) throw missing;
  try {
    const oid = await expandOid({ fs, gitdir, oid: ref.toLowerCase() });
    await readCommit({ fs, gitdir, oid });
    return oid;
  } catch {
    throw missing;
  }
}
