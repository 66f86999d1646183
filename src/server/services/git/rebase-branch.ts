import fs from 'node:fs';
import { findMergeBase, readCommit, type CommitObject } from 'isomorphic-git';
import { assertNotDefault } from './branches';
import { branchHead, createCommit, moveBranch, type GitAuthor } from './commits';
import { GitServiceError } from './git-error';
import { describeConflict, mergeFlatTrees, writeMergedTree, type TreeMerge } from './merge-trees';
import { assertRepository, locked } from './repository';
import { readFlatTree, type FlatTree } from './tree-files';

export interface RebaseResult {
  kind: 'up-to-date' | 'fast-forward' | 'rebased';
  branch: string;
  previous: string;
  sha: string;
  /** How many commits were replayed onto the new base. */
  replayed: number;
}

const sameTree = (a: FlatTree, b: FlatTree) =>
  a.size === b.size &&
  [...a].every(
    ([path, entry]) => b.get(path)?.oid === entry.oid && b.get(path)?.mode === entry.mode,
  );

const refuse = (message: string) => new GitServiceError('rebase_refused', message, 409);

/**
 * isomorphic-git has no rebase, so this is a simple one: the branch's own commits are replayed,
 * in order, on top of `onto`. It runs entirely in memory first; if any commit does not apply
 * cleanly (or the branch contains merge commits) it refuses and nothing changes.
 */
export function rebaseBranch(
  dir: string,
  input: { branch: string; onto: string; author: GitAuthor; now?: Date },
): Promise<RebaseResult> {
  return locked(dir, async () => {
    assertRepository(dir);
    const { branch, onto } = input;
    const [branchSha, ontoSha] = await Promise.all([
      branchHead(dir, branch),
      branchHead(dir, onto),
    ]);
    await assertNotDefault(dir, branch, 'rebased (that would rewrite its history)');
    const result = { branch, previous: branchSha };
    const bases = await findMergeBase({ fs, gitdir: dir, oids: [branchSha, ontoSha] });
    if (bases.length !== 1)
      throw refuse(`"${branch}" and "${onto}" have no single common ancestor to rebase from.`);
    const base = bases[0] as string;
    if (base === ontoSha) return { ...result, kind: 'up-to-date', sha: branchSha, replayed: 0 };
    if (base === branchSha) {
      await moveBranch(dir, branch, ontoSha);
      return { ...result, kind: 'fast-forward', sha: ontoSha, replayed: 0 };
    }

    // The branch's own commits, oldest first, following first parents back to the common ancestor.
    const own: Array<{ oid: string; commit: CommitObject }> = [];
    for (let oid = branchSha; oid !== base;) {
      const { commit } = await readCommit({ fs, gitdir: dir, oid });
      if (commit.parent.length !== 1) {
        throw refuse(
          `"${branch}" contains merge commits, which this rebase does not replay. Merge "${onto}" into it instead.`,
        );
      }
      own.unshift({ oid, commit });
      oid = commit.parent[0] as string;
    }

    const trees = new Map<string, FlatTree>();
    const treeOf = async (treeOid: string) => {
      let flat = trees.get(treeOid);
      if (!flat) trees.set(treeOid, (flat = await readFlatTree(dir, treeOid)));
      return flat;
    };
    let tip = await treeOf((await readCommit({ fs, gitdir: dir, oid: ontoSha })).commit.tree);
    const steps: Array<{ commit: CommitObject; merged: Extract<TreeMerge, { clean: true }> }> = [];
    for (const { oid, commit } of own) {
      const parentTree = (await readCommit({ fs, gitdir: dir, oid: commit.parent[0] as string }))
        .commit.tree;
      const merged = await mergeFlatTrees(
        dir,
        await treeOf(parentTree),
        tip,
        await treeOf(commit.tree),
      );
      if (!merged.clean) {
        const title = commit.message.split('\n')[0];
        throw refuse(
          `"${branch}" cannot be replayed onto "${onto}": ${describeConflict(merged.conflicts[0]!)} ` +
            `(in the change "${title}", ${oid.slice(0, 7)}). Nothing was changed; merge "${onto}" into "${branch}" instead.`,
        );
      }
      // Like git, a commit whose changes are already on the new base is dropped rather than replayed empty.
      if (!sameTree(merged.tree, tip)) steps.push({ commit, merged });
      tip = merged.tree;
    }

    let sha = ontoSha;
    for (const { commit, merged } of steps) {
      sha = await createCommit(dir, {
        tree: await writeMergedTree(dir, merged),
        parents: [sha],
        message: commit.message,
        author: commit.author,
        committer: input.author,
        now: input.now,
      });
    }
    await moveBranch(dir, branch, sha);
    return { ...result, kind: 'rebased', sha, replayed: steps.length };
  });
}
