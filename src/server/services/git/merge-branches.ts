import fs from 'node:fs';
import { findMergeBase, readCommit } from 'isomorphic-git';
import { branchHead, createCommit, moveBranch, type GitAuthor } from './commits';
import { GitServiceError } from './git-error';
import { describeConflicts, mergeFlatTrees, writeMergedTree, type TreeMerge } from './merge-trees';
import { assertRepository, locked } from './repository';
import { readFlatTree } from './tree-files';

export type MergeKind = 'up-to-date' | 'fast-forward' | 'merge-commit';

export interface MergePlan {
  kind: MergeKind;
  source: string;
  target: string;
  sourceSha: string;
  targetSha: string;
  /** The merged tree, present when a merge commit is needed. */
  merged?: Extract<TreeMerge, { clean: true }>;
}

export interface MergeResult {
  kind: MergeKind;
  branch: string;
  previous: string;
  sha: string;
}

async function treeOf(dir: string, commit: string) {
  const { commit: c } = await readCommit({ fs, gitdir: dir, oid: commit });
  return readFlatTree(dir, c.tree);
}

/**
 * Works out what merging `source` into `target` would do, writing nothing. A conflict is
 * thrown as a plain message naming the files and lines.
 */
export function planMerge(dir: string, source: string, target: string): Promise<MergePlan> {
  return locked(dir, async () => {
    assertRepository(dir);
    const [sourceSha, targetSha] = await Promise.all([
      branchHead(dir, source),
      branchHead(dir, target),
    ]);
    const plan = { source, target, sourceSha, targetSha };
    if (sourceSha === targetSha) return { ...plan, kind: 'up-to-date' };
    const bases = await findMergeBase({ fs, gitdir: dir, oids: [targetSha, sourceSha] });
    if (bases.length !== 1) {
      throw new GitServiceError(
        'merge_not_supported',
        bases.length === 0
          ? `"${source}" and "${target}" share no history, so they cannot be merged.`
          : `"${source}" and "${target}" have been merged into each other in both directions; merge them with a git client instead.`,
        409,
      );
    }
    const base = bases[0] as string;
    if (base === sourceSha) return { ...plan, kind: 'up-to-date' };
    if (base === targetSha) return { ...plan, kind: 'fast-forward' };

    const [baseTree, targetTree, sourceTree] = await Promise.all([
      treeOf(dir, base),
      treeOf(dir, targetSha),
      treeOf(dir, sourceSha),
    ]);
    const merged = await mergeFlatTrees(dir, baseTree, targetTree, sourceTree);
    if (!merged.clean) {
      const files = [...new Set(merged.conflicts.map((c) => c.path))];
      throw new GitServiceError(
        'merge_conflict',
        `"${source}" cannot be merged into "${target}" automatically. ${describeConflicts(merged.conflicts)} ` +
          `Conflicting ${files.length === 1 ? 'file' : 'files'}: ${files.join(', ')}. ` +
          'Nothing was changed. Edit one branch so both agree on these lines, then merge again.',
        409,
        merged.conflicts,
      );
    }
    return { ...plan, kind: 'merge-commit', merged };
  });
}

/** Merges `source` into `target`: a fast-forward when possible, else a merge commit. */
export function mergeBranches(
  dir: string,
  input: { source: string; target: string; author: GitAuthor; message?: string; now?: Date },
): Promise<MergeResult> {
  return locked(dir, async () => {
    const plan = await planMerge(dir, input.source, input.target);
    const result = { kind: plan.kind, branch: input.target, previous: plan.targetSha };
    if (plan.kind === 'up-to-date') return { ...result, sha: plan.targetSha };
    if (plan.kind === 'fast-forward') {
      await moveBranch(dir, input.target, plan.sourceSha);
      return { ...result, sha: plan.sourceSha };
    }
    const sha = await createCommit(dir, {
      tree: await writeMergedTree(dir, plan.merged!),
      parents: [plan.targetSha, plan.sourceSha],
      message: input.message ?? `Merge branch '${input.source}' into ${input.target}`,
      author: input.author,
      now: input.now,
    });
    await moveBranch(dir, input.target, sha);
    return { ...result, sha };
  });
}
