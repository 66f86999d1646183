import fs from 'node:fs';
import { deleteRef, setConfig } from 'isomorphic-git';
import {
  branchHead,
  createCommit,
  findBranchHead,
  moveBranch,
  resolveCommitish,
  type GitAuthor,
} from './commits';
import { GitServiceError } from './git-error';
import { assertBranchName, assertFilePath, branchRef } from './names';
import {
  assertRepository,
  defaultBranch,
  locked,
  workingBranch,
  WORKING_BRANCH_KEY,
  type NewFile,
} from './repository';
import { commitTreeOid, readFlatTree, writeFileBlob, writeFlatTree } from './tree-files';

/** Where a branch pointed before and after a change: enough to undo it. */
export interface RefChange {
  branch: string;
  previous: string | null;
  sha: string;
}

export function createBranch(
  dir: string,
  input: { name: string; from: string },
): Promise<RefChange> {
  return locked(dir, async () => {
    assertRepository(dir);
    assertBranchName(input.name);
    const sha = await branchHead(dir, input.from);
    if (await findBranchHead(dir, input.name)) {
      throw new GitServiceError(
        'branch_exists',
        `A branch called "${input.name}" already exists.`,
        409,
      );
    }
    await moveBranch(dir, input.name, sha);
    return { branch: input.name, previous: null, sha };
  });
}

/** Makes `name` the working branch; the result keeps the one before, so the switch can be undone. */
export function switchBranch(
  dir: string,
  name: string,
): Promise<{ branch: string; previous: string }> {
  return locked(dir, async () => {
    assertRepository(dir);
    await branchHead(dir, name);
    const previous = await workingBranch(dir);
    const main = await defaultBranch(dir);
    const value = name === main ? undefined : name;
    await setConfig({ fs, gitdir: dir, path: WORKING_BRANCH_KEY, value });
    return { branch: name, previous };
  });
}

export async function assertNotDefault(dir: string, branch: string, action: string): Promise<void> {
  const main = await defaultBranch(dir);
  if (branch === main) {
    throw new GitServiceError(
      'protected_branch',
      `"${branch}" is the project's main branch, so it cannot be ${action}.`,
      409,
    );
  }
}

/** Deletes a branch; the result keeps its last commit so the deletion can be undone. */
export function deleteBranch(dir: string, name: string): Promise<RefChange> {
  return locked(dir, async () => {
    assertRepository(dir);
    const sha = await branchHead(dir, name);
    await assertNotDefault(dir, name, 'deleted');
    await deleteRef({ fs, gitdir: dir, ref: branchRef(name) });
    return { branch: name, previous: sha, sha };
  });
}

/** Points a branch at an earlier (or any existing) commit, like `git reset --hard` on a server. */
export function resetBranch(
  dir: string,
  input: { branch: string; ref: string },
): Promise<RefChange> {
  return locked(dir, async () => {
    assertRepository(dir);
    const previous = await branchHead(dir, input.branch);
    const sha = await resolveCommitish(dir, input.ref, input.branch);
    if (sha !== previous) await moveBranch(dir, input.branch, sha);
    return { branch: input.branch, previous, sha };
  });
}

/** Adds or overwrites files on a branch in one commit; no commit when nothing changes. */
export function commitFiles(
  dir: string,
  input: { branch: string; files: NewFile[]; message: string; author: GitAuthor; now?: Date },
): Promise<RefChange & { created: boolean }> {
  return locked(dir, async () => {
    assertRepository(dir);
    for (const file of input.files) assertFilePath(file.path);
    const previous = await branchHead(dir, input.branch);
    const oldTree = await commitTreeOid(dir, previous);
    const flat = await readFlatTree(dir, oldTree);
    for (const file of input.files) {
      const parts = file.path.split('/');
      const fileAsFolder = parts
        .slice(0, -1)
        .map((_, i) => parts.slice(0, i + 1).join('/'))
        .find((p) => flat.has(p));
      const folderAsFile = [...flat.keys()].some((p) => p.startsWith(`${file.path}/`));
      if (fileAsFolder || folderAsFile) {
        const clash = fileAsFolder ?? file.path;
        throw new GitServiceError(
          'invalid_path',
          `"${clash}" is ${fileAsFolder ? 'a file' : 'a folder'} on ${input.branch}, so "${file.path}" cannot be saved there.`,
          400,
        );
      }
      flat.set(file.path, await writeFileBlob(dir, file.content));
    }
    const tree = await writeFlatTree(dir, flat);
    if (tree === oldTree) return { branch: input.branch, previous, sha: previous, created: false };
    const sha = await createCommit(dir, {
      tree,
      parents: [previous],
      message: input.message,
      author: input.author,
      now: input.now,
    });
    await moveBranch(dir, input.branch, sha);
    return { branch: input.branch, previous, sha, created: true };
  });
}
