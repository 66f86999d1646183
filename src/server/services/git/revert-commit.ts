import fs from 'node:fs';
import { readCommit } from 'isomorphic-git';
import type { RefChange } from './branches';
import { branchHead, createCommit, moveBranch, resolveCommitish, type GitAuthor } from './commits';
import { GitServiceError } from './git-error';
import { describeConflicts, mergeFlatTrees, writeMergedTree } from './merge-trees';
import { assertRepository, locked } from './repository';
import { commitTreeOid, readFlatTree } from './tree-files';

const treeOf = async (dir: string, commit: string) =>
  readFlatTree(dir, await commitTreeOid(dir, commit));

/**
 * Undoes one commit's changes with a new commit on the branch, as `git revert` does: a
 * three-way merge from the commit back to its parent, on top of the branch as it is now.
 * History stays; if later commits changed the same lines, nothing changes.
 */
export function revertCommit(
  dir: string,
  input: { branch: string; ref: string; author: GitAuthor; now?: Date },
): Promise<RefChange> {
  return locked(dir, async () => {
    assertRepository(dir);
    const previous = await branchHead(dir, input.branch);
    const target = await resolveCommitish(dir, input.ref, input.branch);
    const { commit } = await readCommit({ fs, gitdir: dir, oid: target });
    const parent = commit.parent[0];
    if (!parent)
      throw new GitServiceError(
        'revert_refused',
        'The very first commit of the project cannot be reverted; it holds the project itself.',
        409,
      );
    const [base, ours, theirs] = await Promise.all([
      treeOf(dir, target),
      treeOf(dir, previous),
      treeOf(dir, parent),
    ]);
    const merged = await mergeFlatTrees(dir, base, ours, theirs);
    if (!merged.clean)
      throw new GitServiceError(
        'merge_conflict',
        `Commit ${target.slice(0, 7)} cannot be reverted automatically: later commits changed the same lines. ${describeConflicts(merged.conflicts)} Nothing was changed.`,
        409,
        merged.conflicts,
      );
    const title = commit.message.split('\n')[0] ?? '';
    const sha = await createCommit(dir, {
      tree: await writeMergedTree(dir, merged),
      parents: [previous],
      message: `Revert "${title}"\n\nThis reverts commit ${target}.`,
      author: input.author,
      now: input.now,
    });
    await moveBranch(dir, input.branch, sha);
    return { branch: input.branch, previous, sha };
  });
}
