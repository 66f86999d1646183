import fs from 'node:fs';
import { deleteRef } from 'isomorphic-git';
import { zipBranch } from './branch-zip';
import {
  assertNotDefault,
  commitFiles,
  createBranch,
  deleteBranch,
  resetBranch,
  switchBranch,
  type RefChange,
} from './branches';
import { findBranchHead, moveBranch, resolveCommitish, type GitAuthor } from './commits';
import { GitServiceError } from './git-error';
import type { GitHubConnection } from './github-connection';
import { mergeBranches, planMerge, type MergeResult } from './merge-branches';
import { assertBranchName, branchRef } from './names';
import { rebaseBranch, type RebaseResult } from './rebase-branch';
import { revertCommit } from './revert-commit';
import { createTag, deleteTag, listTags } from './tags';
import {
  aheadBehind,
  assertRepository,
  branchFingerprint,
  listBranches,
  locked,
  readBranchFiles,
  readLog,
  type NewFile,
} from './repository';

/**
 * One project's repository. Every change happens on the repository on disk first; when a
 * GitHub repository is connected the change is mirrored there too, and if GitHub refuses,
 * the local change is put back so both sides stay the same.
 */
export class ProjectGit {
  constructor(
    readonly dir: string,
    private readonly github: GitHubConnection | null = null,
  ) {}

  listBranches() {
    return listBranches(this.dir);
  }

  log(branch: string, limit?: number) {
    return readLog(this.dir, branch, limit);
  }

  aheadBehind(branch: string, base: string) {
    return aheadBehind(this.dir, branch, base);
  }

  /** A branch's head commit (null when it does not exist), recorded with a plan and checked before running it. */
  fingerprint(branch: string) {
    return branchFingerprint(this.dir, branch);
  }

  readFiles(branch: string, under?: string) {
    return readBranchFiles(this.dir, branch, under);
  }

  zip(branch: string, folder: string) {
    return zipBranch(this.dir, branch, folder);
  }

  /** A dry run of a merge: what it would do, or the conflict, without changing anything. */
  async previewMerge(source: string, target: string) {
    const { kind, sourceSha, targetSha } = await planMerge(this.dir, source, target);
    return { kind, sourceSha, targetSha };
  }

  createBranch(input: { name: string; from: string }): Promise<RefChange> {
    return locked(this.dir, async () => {
      const change = await createBranch(this.dir, input);
      await this.mirror(change.branch, null, async (github) => {
        if (!(await github.createBranch(change.branch, change.sha)))
          await github.push(this.dir, change.branch);
      });
      return change;
    });
  }

  /** Changes that name no branch go to `name` from now on; GitHub has no such setting to mirror. */
  switchBranch(name: string) {
    return switchBranch(this.dir, name);
  }

  /** The branch under a new name: the same commits, the old name gone; the working branch follows. */
  renameBranch(input: { from: string; to: string }) {
    return locked(this.dir, async () => {
      await assertNotDefault(this.dir, input.from, 'renamed');
      const working = (await listBranches(this.dir)).current === input.from;
      const created = await this.createBranch({ name: input.to, from: input.from });
      await this.deleteBranch(input.from);
      if (working) await switchBranch(this.dir, input.to);
      return { from: input.from, to: input.to, sha: created.sha };
    });
  }

  /** Puts a deleted branch back at the commit it had (the undo of a deletion). */
  restoreBranch(input: { name: string; sha: string }): Promise<RefChange> {
    return locked(this.dir, async () => {
      assertRepository(this.dir);
      assertBranchName(input.name);
      if (await findBranchHead(this.dir, input.name)) {
        throw new GitServiceError(
          'branch_exists',
          `A branch called "${input.name}" already exists.`,
          409,
        );
      }
      const sha = await resolveCommitish(this.dir, input.sha);
      await moveBranch(this.dir, input.name, sha);
      const change = { branch: input.name, previous: null, sha };
      await this.mirror(input.name, null, (github) => github.push(this.dir, input.name));
      return change;
    });
  }

  deleteBranch(name: string): Promise<RefChange> {
    return locked(this.dir, async () => {
      const change = await deleteBranch(this.dir, name);
      await this.mirror(name, change.sha, (github) => github.deleteBranch(name));
      return change;
    });
  }

  commitFiles(input: {
    branch: string;
    files: NewFile[];
    message: string;
    author: GitAuthor;
    now?: Date;
  }) {
    return locked(this.dir, async () => {
      const change = await commitFiles(this.dir, input);
      if (change.created)
        await this.mirror(input.branch, change.previous, (github) =>
          github.push(this.dir, input.branch),
        );
      return change;
    });
  }

  resetBranch(input: { branch: string; ref: string }): Promise<RefChange> {
    return locked(this.dir, async () => {
      const change = await resetBranch(this.dir, input);
      if (change.sha !== change.previous) {
        await this.mirror(input.branch, change.previous, (github) =>
          github.push(this.dir, input.branch, { force: true }),
        );
      }
      return change;
    });
  }

  rebase(input: {
    branch: string;
    onto: string;
    author: GitAuthor;
    now?: Date;
  }): Promise<RebaseResult> {
    return locked(this.dir, async () => {
      const result = await rebaseBranch(this.dir, input);
      if (result.kind !== 'up-to-date') {
        await this.mirror(input.branch, result.previous, (github) =>
          github.push(this.dir, input.branch, { force: true }),
        );
      }
      return result;
    });
  }

  /** Undoes a commit's changes with a new commit on the branch; history is kept. */
  revert(input: {
    branch: string;
    ref: string;
    author: GitAuthor;
    now?: Date;
  }): Promise<RefChange> {
    return locked(this.dir, async () => {
      const change = await revertCommit(this.dir, input);
      await this.mirror(input.branch, change.previous, (github) =>
        github.push(this.dir, input.branch),
      );
      return change;
    });
  }

  /** Names a commit ("v1.0") in the project's repository. */
  tag(input: { name: string; ref: string; branch?: string }) {
    return createTag(this.dir, input);
  }

  deleteTag(name: string) {
    return deleteTag(this.dir, name);
  }

  listTags() {
    return listTags(this.dir);
  }

  /** Makes GitHub's copy of a branch match this one, replacing whatever GitHub had there. */
  forcePush(branch: string) {
    return locked(this.dir, async () => {
      const github = this.requireGitHub('force push');
      const sha = await findBranchHead(this.dir, branch);
      if (!sha)
        throw new GitServiceError(
          'branch_not_found',
          `There is no branch called "${branch}".`,
          404,
        );
      await github.push(this.dir, branch, { force: true });
      return { branch, sha };
    });
  }

  /**
   * Merges `source` into `target`. Conflicts are found locally first (with line numbers). When
   * GitHub is connected, a merge that needs a merge commit is made by GitHub's merge API and
   * fetched back, so both repositories hold the very same commit.
   */
  merge(input: {
    source: string;
    target: string;
    author: GitAuthor;
    message?: string;
    now?: Date;
  }): Promise<MergeResult> {
    return locked(this.dir, async () => {
      const github = this.github;
      if (!github) return mergeBranches(this.dir, input);
      const plan = await planMerge(this.dir, input.source, input.target);
      const result = { kind: plan.kind, branch: input.target, previous: plan.targetSha };
      if (plan.kind === 'up-to-date') return { ...result, sha: plan.targetSha };
      if (plan.kind === 'fast-forward') {
        await moveBranch(this.dir, input.target, plan.sourceSha);
        await this.mirror(input.target, plan.targetSha, () => github.push(this.dir, input.target));
        return { ...result, sha: plan.sourceSha };
      }
      await github.push(this.dir, input.source);
      await github.push(this.dir, input.target);
      await github.merge({
        base: input.target,
        head: input.source,
        message: input.message ?? `Merge branch '${input.source}' into ${input.target}`,
      });
      const sha = await github.fetchBranch(this.dir, input.target);
      await moveBranch(this.dir, input.target, sha);
      return { ...result, sha };
    });
  }

  createPullRequest(input: { source: string; target: string; title: string; body?: string }) {
    return locked(this.dir, async () => {
      const github = this.requireGitHub('open a pull request');
      await github.push(this.dir, input.source);
      return github.createPullRequest(input);
    });
  }

  async addCollaborator(username: string, permission: 'pull' | 'push' | 'admin' = 'push') {
    return this.requireGitHub('add a collaborator').addCollaborator(username, permission);
  }

  /** Sends a branch to GitHub as it is now (for a project that connects after it started). */
  pushBranch(branch: string) {
    return locked(this.dir, () => this.requireGitHub('push').push(this.dir, branch));
  }

  private requireGitHub(action: string): GitHubConnection {
    if (!this.github) {
      throw new GitServiceError(
        'github_not_connected',
        `Connect a GitHub repository to this project first; we need it to ${action}.`,
        409,
      );
    }
    return this.github;
  }

  /** Runs the GitHub side of a change; if it fails, the local branch goes back to where it was. */
  private async mirror(
    branch: string,
    restoreTo: string | null,
    remote: (github: GitHubConnection) => Promise<void>,
  ): Promise<void> {
    if (!this.github) return;
    try {
      await remote(this.github);
    } catch (error) {
      if (restoreTo) await moveBranch(this.dir, branch, restoreTo);
      else await deleteRef({ fs, gitdir: this.dir, ref: branchRef(branch) });
      throw error;
    }
  }
}

export function openProjectGit(
  dir: string,
  options: { github?: GitHubConnection | null } = {},
): ProjectGit {
  return new ProjectGit(dir, options.github ?? null);
}
