import fs from 'node:fs';
import { Octokit } from '@octokit/rest';
import { Errors, fetch as gitFetch, push, setConfig } from 'isomorphic-git';
import http from 'isomorphic-git/http/node';
import { GitServiceError } from './git-error';
import { branchRef } from './names';

export interface GitHubConnectionOptions {
  owner: string;
  repo: string;
  /** The decrypted personal access token (repo scope). */
  token: string;
  /** REST API root; tests point it at the local fake. */
  apiBaseUrl?: string;
  /** Where `<owner>/<repo>.git` is served over smart HTTP. */
  gitBaseUrl?: string;
}

const silent = () => undefined;

interface HttpFailure {
  status?: number;
  message?: string;
  response?: { data?: unknown };
}

interface GitHubErrorBody {
  message?: unknown;
  errors?: Array<{ message?: unknown }>;
}

/** GitHub's own error text (`{ message, errors: [{ message }] }`), when it sent one. */
function githubMessage(error: HttpFailure): string | undefined {
  const data = error.response?.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const body = data as GitHubErrorBody;
  const details = (Array.isArray(body.errors) ? body.errors : [])
    .map((e) => e.message)
    .filter((m): m is string => typeof m === 'string');
  if (details.length > 0) return details.join('; ');
  return typeof body.message === 'string' ? body.message : undefined;
}

/**
 * A project's connected GitHub repository: pushes and fetches over HTTPS with
 * isomorphic-git, everything else through the REST API with Octokit.
 */
export class GitHubConnection {
  readonly owner: string;
  readonly repo: string;
  readonly remoteUrl: string;
  private readonly token: string;
  private readonly octokit: Octokit;

  constructor(options: GitHubConnectionOptions) {
    this.owner = options.owner;
    this.repo = options.repo;
    this.token = options.token;
    const gitBase = (options.gitBaseUrl ?? 'https://github.com').replace(/\/$/, '');
    this.remoteUrl = `${gitBase}/${options.owner}/${options.repo}.git`;
    this.octokit = new Octokit({
      auth: options.token,
      baseUrl: options.apiBaseUrl ?? 'https://api.github.com',
      userAgent: 'bridge-studio',
      log: { debug: silent, info: silent, warn: silent, error: silent },
    });
  }

  /** Sent up front so each push or fetch needs no 401 round trip first. */
  private get authHeader(): Record<string, string> {
    return {
      Authorization: `Basic ${Buffer.from(`x-access-token:${this.token}`).toString('base64')}`,
    };
  }

  get fullName(): string {
    return `${this.owner}/${this.repo}`;
  }

  /** Checks the token and repository when a project connects; answers the default branch. */
  async verify(): Promise<{ defaultBranch: string; private: boolean }> {
    const { data } = await this.api('reach the repository', () =>
      this.octokit.rest.repos.get({ owner: this.owner, repo: this.repo }),
    );
    return { defaultBranch: data.default_branch, private: data.private };
  }

  /** Sends a branch and the commits GitHub lacks. `force` is for resets and rebases. */
  async push(gitdir: string, branch: string, options: { force?: boolean } = {}): Promise<void> {
    const result = await this.transport('push', () =>
      push({
        fs,
        http,
        gitdir,
        url: this.remoteUrl,
        ref: branchRef(branch),
        remoteRef: branchRef(branch),
        force: options.force ?? false,
        headers: this.authHeader,
      }),
    );
    const status = result.refs[branchRef(branch)];
    if (!result.ok || status?.ok === false) {
      throw new GitServiceError(
        'github_rejected',
        `GitHub refused the update to "${branch}" (${status?.error ?? result.error ?? 'no reason given'}).`,
        502,
      );
    }
  }

  /** Downloads a branch's commits from GitHub without moving the local branch; returns its head. */
  async fetchBranch(gitdir: string, branch: string): Promise<string> {
    // isomorphic-git stores fetched heads under a configured remote; the token never goes into the config.
    await setConfig({ fs, gitdir, path: 'remote.github.url', value: this.remoteUrl });
    await setConfig({
      fs,
      gitdir,
      path: 'remote.github.fetch',
      value: '+refs/heads/*:refs/remotes/github/*',
    });
    const result = await this.transport('fetch', () =>
      gitFetch({
        fs,
        http,
        gitdir,
        url: this.remoteUrl,
        remote: 'github',
        ref: branch,
        remoteRef: branch,
        singleBranch: true,
        tags: false,
        headers: this.authHeader,
      }),
    );
    if (!result.fetchHead) {
      throw new GitServiceError(
        'github_not_found',
        `GitHub has no branch called "${branch}".`,
        502,
      );
    }
    return result.fetchHead;
  }

  /**
   * Creates a branch on GitHub at a commit. Answers false when GitHub does not have that
   * commit yet (422 "Object does not exist"), so the caller pushes instead.
   */
  async createBranch(name: string, sha: string): Promise<boolean> {
    try {
      await this.octokit.rest.git.createRef({
        owner: this.owner,
        repo: this.repo,
        ref: branchRef(name),
        sha,
      });
      return true;
    } catch (error) {
      const failure = error as HttpFailure;
      if (failure.status === 422 && /object does not exist/i.test(githubMessage(failure) ?? ''))
        return false;
      throw this.toError(failure, `create the branch "${name}"`);
    }
  }

  /** Deletes a branch on GitHub; a branch that is already gone there is fine. */
  async deleteBranch(name: string): Promise<void> {
    try {
      await this.octokit.rest.git.deleteRef({
        owner: this.owner,
        repo: this.repo,
        ref: `heads/${name}`,
      });
    } catch (error) {
      const failure = error as HttpFailure;
      if (failure.status === 422 && /reference does not exist/i.test(githubMessage(failure) ?? ''))
        return;
      throw this.toError(failure, `delete the branch "${name}"`);
    }
  }

  /** Merges on GitHub (POST /merges): 201 merged, 204 nothing to merge, 409 conflict. */
  async merge(input: {
    base: string;
    head: string;
    message?: string;
  }): Promise<{ merged: boolean; sha?: string }> {
    const response = await this.api(`merge "${input.head}" into "${input.base}"`, () =>
      this.octokit.rest.repos.merge({
        owner: this.owner,
        repo: this.repo,
        base: input.base,
        head: input.head,
        commit_message: input.message,
      }),
    );
    return response.status === 201 ? { merged: true, sha: response.data.sha } : { merged: false };
  }

  async createPullRequest(input: {
    source: string;
    target: string;
    title: string;
    body?: string;
  }): Promise<{ number: number; url: string }> {
    const { data } = await this.api(
      `open a pull request from "${input.source}" to "${input.target}"`,
      () =>
        this.octokit.rest.pulls.create({
          owner: this.owner,
          repo: this.repo,
          head: input.source,
          base: input.target,
          title: input.title,
          body: input.body,
        }),
    );
    return { number: data.number, url: data.html_url };
  }

  /**
   * The GitHub user name behind an e-mail address. GitHub invites collaborators by user name, and
   * only e-mails that people made public are searchable, so an unknown e-mail is a clear refusal.
   */
  async loginForEmail(email: string): Promise<string> {
    const { data } = await this.api(`look up ${email}`, () =>
      this.octokit.rest.search.users({ q: `${email} in:email`, per_page: 2 }),
    );
    const login = data.total_count === 1 ? data.items[0]?.login : undefined;
    if (!login) {
      throw new GitServiceError(
        'github_not_found',
        `No GitHub account shows the e-mail ${email} publicly, so GitHub cannot invite it. Ask them for their GitHub user name and invite that instead; nothing was changed.`,
        422,
      );
    }
    return login;
  }

  /** Invites a GitHub user, by user name or public e-mail; `invited` is false when they already had access (204). */
  async addCollaborator(
    user: string,
    permission: 'pull' | 'push' | 'admin',
  ): Promise<{ invited: boolean; login: string }> {
    const username = user.includes('@') ? await this.loginForEmail(user) : user;
    const response = await this.api(`add ${username} as a collaborator`, () =>
      this.octokit.rest.repos.addCollaborator({
        owner: this.owner,
        repo: this.repo,
        username,
        permission,
      }),
    );
    return { invited: response.status === 201, login: username };
  }

  private async api<T>(action: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw this.toError(error as HttpFailure, action);
    }
  }

  private async transport<T>(action: 'push' | 'fetch', call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof GitServiceError) throw error;
      if (error instanceof Errors.HttpError) {
        throw this.toError(
          { status: error.data.statusCode, message: error.message },
          `${action} to ${this.fullName}`,
        );
      }
      if (error instanceof Errors.PushRejectedError) {
        throw new GitServiceError(
          'github_rejected',
          `GitHub has changes on this branch that the studio does not have, so the ${action} was refused.`,
          409,
        );
      }
      throw this.toError(error as HttpFailure, `${action} to ${this.fullName}`);
    }
  }

  /** Maps GitHub's answers to plain messages; never passes a 401 through (that would sign the user out). */
  private toError(error: HttpFailure, action: string): GitServiceError {
    const detail = githubMessage(error);
    switch (error.status) {
      case 401:
        return new GitServiceError(
          'github_bad_credentials',
          'GitHub did not accept the saved access token (bad credentials). Create a new token with the "repo" scope and connect the repository again.',
          422,
        );
      case 403:
        return new GitServiceError(
          'github_rejected',
          `GitHub did not allow us to ${action}${detail ? `: ${detail}` : ''}. Check that the token has the "repo" scope and write access.`,
          422,
        );
      case 404:
        return new GitServiceError(
          'github_not_found',
          `GitHub could not find what we needed to ${action} in ${this.fullName}${detail ? ` (${detail})` : ''}. Check the repository name and that the token can see it.`,
          422,
        );
      case 409:
        return new GitServiceError(
          'github_conflict',
          `GitHub could not ${action} because of a conflict${detail ? ` (${detail})` : ''}. Nothing was changed.`,
          409,
        );
      case 422:
        return new GitServiceError(
          'github_rejected',
          `GitHub refused to ${action}: ${detail ?? 'the request was not valid'}.`,
          422,
        );
      default:
        return new GitServiceError(
          'github_unreachable',
          `We could not reach GitHub to ${action}${error.status ? ` (status ${error.status})` : ''}. Try again in a moment.`,
          502,
        );
    }
  }
}
