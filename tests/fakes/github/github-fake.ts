import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serveGit, type GitService } from './git-smart-http';
import { isRecord, readJson, sendJson } from './json-http';

const exec = promisify(execFile);
const DOCS = 'https://docs.github.com/rest';
const PERMISSIONS = ['pull', 'triage', 'push', 'maintain', 'admin'];

interface FakeRepo {
  owner: string;
  name: string;
  dir: string;
  collaborators: Map<string, string>;
  pulls: Array<{
    number: number;
    head: string;
    base: string;
    title: string;
    body: string | null;
    state: 'open';
  }>;
}

export interface GitHubFakeOptions {
  /** Where the bare repositories live. */
  root: string;
  /** token → login of the user it belongs to. */
  tokens: Record<string, string>;
  /** Every GitHub user that exists (for collaborator invitations). */
  users?: string[];
  /** E-mail → login of users who made their e-mail public (searchable with `in:email`). */
  publicEmails?: Record<string, string>;
}

export interface GitHubFake {
  /** REST API root, for Octokit's `baseUrl`. */
  apiUrl: string;
  /** Root of the smart HTTP git endpoints (`<gitUrl>/<owner>/<repo>.git`). */
  gitUrl: string;
  /** Every request received, as "METHOD /path". */
  requests: string[];
  createRepository(owner: string, name: string): Promise<string>;
  repository(owner: string, name: string): FakeRepo | undefined;
  /** Runs the real git client inside a hosted bare repository. */
  git(owner: string, name: string, args: string[]): Promise<string>;
  close(): Promise<void>;
}

const error = (
  res: ServerResponse,
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
) => sendJson(res, status, { message, ...extra, documentation_url: DOCS });

/**
 * A local stand-in for GitHub: the REST endpoints the studio calls, with GitHub's documented
 * status codes and error bodies, plus git smart HTTP backed by real bare repositories.
 */
export async function startGitHubFake(options: GitHubFakeOptions): Promise<GitHubFake> {
  const repos = new Map<string, FakeRepo>();
  const publicEmails = new Map(
    Object.entries(options.publicEmails ?? {}).map(([email, login]) => [
      email.toLowerCase(),
      login,
    ]),
  );
  const users = new Set([
    ...(options.users ?? []),
    ...Object.values(options.tokens),
    ...publicEmails.values(),
  ]);
  const requests: string[] = [];
  let nextPull = 1;
  let base = '';

  const git = async (repo: FakeRepo, args: string[], env: Record<string, string> = {}) => {
    const { stdout } = await exec('git', args, { cwd: repo.dir, env: { ...process.env, ...env } });
    return stdout.trim();
  };
  const tryGit = (repo: FakeRepo, args: string[]) =>
    git(repo, args).then(
      (out) => ({ ok: true as const, out }),
      (err: { code?: number; stdout?: string }) => ({
        ok: false as const,
        code: err.code,
        out: err.stdout ?? '',
      }),
    );
  const branchSha = async (repo: FakeRepo, branch: string) => {
    const result = await tryGit(repo, [
      'rev-parse',
      '--verify',
      '--quiet',
      `refs/heads/${branch}^{commit}`,
    ]);
    return result.ok ? result.out : null;
  };

  function loginFromApi(req: IncomingMessage): string | null | undefined {
    const header = req.headers.authorization;
    if (!header) return undefined;
    const token = header.replace(/^(token|bearer)\s+/i, '');
    return options.tokens[token] ?? null;
  }

  function loginFromGit(req: IncomingMessage): string | null {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return null;
    const [, password = ''] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
    return options.tokens[password] ?? null;
  }

  const canSee = (repo: FakeRepo, login: string) =>
    repo.owner === login || repo.collaborators.has(login);

  const commitJson = async (repo: FakeRepo, sha: string) => {
    const [tree, parents, authorName, authorEmail, date, message] = (
      await git(repo, ['show', '-s', '--format=%T%n%P%n%an%n%ae%n%aI%n%B', sha])
    ).split('\n');
    const person = { name: authorName, email: authorEmail, date };
    const url = `${base}/repos/${repo.owner}/${repo.name}/commits/${sha}`;
    return {
      sha,
      node_id: `C_${sha.slice(0, 10)}`,
      url,
      html_url: `https://github.com/${repo.owner}/${repo.name}/commit/${sha}`,
      commit: { author: person, committer: person, message, tree: { sha: tree } },
      parents: (parents ?? '')
        .split(' ')
        .filter(Boolean)
        .map((p) => ({ sha: p })),
    };
  };

  /** GET /search/users: only the `<email> in:email` search the studio makes. */
  function searchUsers(req: IncomingMessage, res: ServerResponse) {
    const q = new URL(req.url ?? '', 'http://fake').searchParams.get('q') ?? '';
    if (!q.trim())
      return error(res, 422, 'Validation Failed', {
        errors: [{ resource: 'Search', field: 'q', code: 'missing' }],
      });
    const email = /^(\S+@\S+)\s+in:email$/i.exec(q.trim())?.[1]?.toLowerCase();
    const login = email ? publicEmails.get(email) : undefined;
    const items = login
      ? [{ login, id: 1000 + [...users].indexOf(login), type: 'User', score: 1 }]
      : [];
    return sendJson(res, 200, { total_count: items.length, incomplete_results: false, items });
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, path: string) {
    const login = loginFromApi(req);
    if (login === undefined) return error(res, 401, 'Requires authentication');
    if (login === null) return error(res, 401, 'Bad credentials');

    if (path === '/search/users' && req.method === 'GET') return searchUsers(req, res);
    const match = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(path);
    const repo = match ? repos.get(`${match[1]}/${match[2]}`) : undefined;
    if (!match || !repo || !canSee(repo, login)) return error(res, 404, 'Not Found');
    const rest = match[3] ?? '';
    const method = req.method ?? 'GET';
    const body = method === 'GET' || method === 'DELETE' ? undefined : await readJson(req);
    if (typeof body === 'symbol') return error(res, 400, 'Problems parsing JSON');
    const input = isRecord(body) ? body : {};

    if (method === 'GET' && rest === '') {
      return sendJson(res, 200, {
        id: 1,
        node_id: 'R_1',
        name: repo.name,
        full_name: `${repo.owner}/${repo.name}`,
        private: true,
        owner: { login: repo.owner },
        html_url: `https://github.com/${repo.owner}/${repo.name}`,
        default_branch: 'main',
        permissions: { admin: repo.owner === login, push: true, pull: true },
      });
    }

    if (method === 'GET' && rest === '/branches') {
      const out = await git(repo, [
        'for-each-ref',
        '--format=%(refname:short) %(objectname)',
        'refs/heads',
      ]);
      return sendJson(
        res,
        200,
        out
          .split('\n')
          .filter(Boolean)
          .map((line) => {
            const [name, sha] = line.split(' ');
            return {
              name,
              commit: { sha, url: `${base}/repos/${repo.owner}/${repo.name}/commits/${sha}` },
              protected: false,
            };
          }),
      );
    }

    if (method === 'POST' && rest === '/git/refs') {
      const { ref, sha } = input;
      if (typeof ref !== 'string' || !/^refs\/[^/]+\/.+/.test(ref)) {
        return error(res, 422, "ref must start with 'refs' and have at least two slashes.");
      }
      if (
        typeof sha !== 'string' ||
        !(await tryGit(repo, ['cat-file', '-e', `${sha}^{commit}`])).ok
      ) {
        return error(res, 422, 'Object does not exist');
      }
      if ((await tryGit(repo, ['show-ref', '--verify', '--quiet', ref])).ok) {
        return error(res, 422, 'Reference already exists');
      }
      await git(repo, ['update-ref', ref, sha]);
      return sendJson(res, 201, {
        ref,
        node_id: `REF_${sha.slice(0, 8)}`,
        url: `${base}/repos/${repo.owner}/${repo.name}/git/${ref}`,
        object: {
          type: 'commit',
          sha,
          url: `${base}/repos/${repo.owner}/${repo.name}/git/commits/${sha}`,
        },
      });
    }

    const refMatch = /^\/git\/refs\/(.+)$/.exec(rest);
    if (method === 'DELETE' && refMatch) {
      const ref = `refs/${decodeURIComponent(refMatch[1] as string)}`;
      if (!(await tryGit(repo, ['show-ref', '--verify', '--quiet', ref])).ok) {
        return error(res, 422, 'Reference does not exist');
      }
      await git(repo, ['update-ref', '-d', ref]);
      return sendJson(res, 204);
    }

    if (method === 'POST' && rest === '/merges') {
      const { base: baseBranch, head, commit_message } = input;
      if (typeof baseBranch !== 'string' || typeof head !== 'string') {
        return error(res, 422, 'Validation Failed', {
          errors: [{ resource: 'Merge', code: 'missing_field' }],
        });
      }
      const baseSha = await branchSha(repo, baseBranch);
      if (!baseSha) return error(res, 404, 'Base does not exist');
      const headSha = (await branchSha(repo, head)) ?? (/^[0-9a-f]{40}$/.test(head) ? head : null);
      if (!headSha || !(await tryGit(repo, ['cat-file', '-e', `${headSha}^{commit}`])).ok) {
        return error(res, 404, 'Head does not exist');
      }
      if ((await tryGit(repo, ['merge-base', '--is-ancestor', headSha, baseSha])).ok)
        return sendJson(res, 204);
      const tree = await tryGit(repo, ['merge-tree', '--write-tree', baseSha, headSha]);
      if (!tree.ok) return error(res, 409, 'Merge conflict');
      const who = { GIT_AUTHOR_NAME: login, GIT_AUTHOR_EMAIL: `${login}@users.noreply.github.com` };
      const sha = await git(
        repo,
        [
          'commit-tree',
          tree.out.split('\n')[0] as string,
          '-p',
          baseSha,
          '-p',
          headSha,
          '-m',
          typeof commit_message === 'string' && commit_message
            ? commit_message
            : `Merge ${head} into ${baseBranch}`,
        ],
        { ...who, GIT_COMMITTER_NAME: 'GitHub', GIT_COMMITTER_EMAIL: 'noreply@github.com' },
      );
      await git(repo, ['update-ref', `refs/heads/${baseBranch}`, sha, baseSha]);
      return sendJson(res, 201, await commitJson(repo, sha));
    }

    if (method === 'POST' && rest === '/pulls') {
      const { title, head, base: baseBranch, body: prBody } = input;
      if (typeof title !== 'string' || typeof head !== 'string' || typeof baseBranch !== 'string') {
        return error(res, 422, 'Validation Failed', {
          errors: [
            {
              resource: 'PullRequest',
              code: 'missing_field',
              field: typeof title !== 'string' ? 'title' : 'head',
            },
          ],
        });
      }
      const headSha = await branchSha(repo, head);
      const baseSha = await branchSha(repo, baseBranch);
      if (!headSha || !baseSha) {
        return error(res, 422, 'Validation Failed', {
          errors: [{ resource: 'PullRequest', field: headSha ? 'base' : 'head', code: 'invalid' }],
        });
      }
      if ((await tryGit(repo, ['merge-base', '--is-ancestor', headSha, baseSha])).ok) {
        return error(res, 422, 'Validation Failed', {
          errors: [
            {
              resource: 'PullRequest',
              code: 'custom',
              message: `No commits between ${baseBranch} and ${head}`,
            },
          ],
        });
      }
      if (repo.pulls.some((p) => p.head === head && p.base === baseBranch)) {
        return error(res, 422, 'Validation Failed', {
          errors: [
            {
              resource: 'PullRequest',
              code: 'custom',
              message: `A pull request already exists for ${repo.owner}:${head}.`,
            },
          ],
        });
      }
      const pull = {
        number: nextPull++,
        head,
        base: baseBranch,
        title,
        body: typeof prBody === 'string' ? prBody : null,
        state: 'open' as const,
      };
      repo.pulls.push(pull);
      return sendJson(res, 201, {
        id: 1000 + pull.number,
        number: pull.number,
        state: 'open',
        title,
        body: pull.body,
        html_url: `https://github.com/${repo.owner}/${repo.name}/pull/${pull.number}`,
        url: `${base}/repos/${repo.owner}/${repo.name}/pulls/${pull.number}`,
        user: { login },
        head: { ref: head, sha: headSha, label: `${repo.owner}:${head}` },
        base: { ref: baseBranch, sha: baseSha, label: `${repo.owner}:${baseBranch}` },
      });
    }

    const collaborator = /^\/collaborators\/([^/]+)$/.exec(rest);
    if (method === 'PUT' && collaborator) {
      const username = decodeURIComponent(collaborator[1] as string);
      if (repo.owner !== login) return error(res, 403, 'Must have admin rights to Repository.');
      if (!users.has(username)) return error(res, 404, 'Not Found');
      const permission = typeof input.permission === 'string' ? input.permission : 'push';
      if (!PERMISSIONS.includes(permission)) {
        return error(res, 422, 'Validation Failed', {
          errors: [{ resource: 'Repository', field: 'permission', code: 'invalid' }],
        });
      }
      if (repo.collaborators.has(username) || username === repo.owner) return sendJson(res, 204);
      repo.collaborators.set(username, permission);
      return sendJson(res, 201, {
        id: repo.collaborators.size,
        repository: { full_name: `${repo.owner}/${repo.name}` },
        invitee: { login: username },
        inviter: { login },
        permissions: permission,
        created_at: new Date().toISOString(),
        url: `${base}/user/repository_invitations/${repo.collaborators.size}`,
        html_url: `https://github.com/${repo.owner}/${repo.name}/invitations`,
      });
    }

    return error(res, 404, 'Not Found');
  }

  async function handleGit(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    match: RegExpExecArray,
  ) {
    const [, owner, name, endpoint] = match;
    const repo = repos.get(`${owner}/${name}`);
    const login = loginFromGit(req);
    if (!login) {
      res.writeHead(401, {
        'www-authenticate': 'Basic realm="GitHub"',
        'content-type': 'text/plain',
      });
      res.end(
        'Invalid username or token. Password authentication is not supported for Git operations.\n',
      );
      return;
    }
    if (!repo || !canSee(repo, login)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Repository not found.\n');
      return;
    }
    const advertise = endpoint === 'info/refs';
    const service = (advertise ? url.searchParams.get('service') : endpoint) as GitService | null;
    if (service !== 'git-receive-pack' && service !== 'git-upload-pack') {
      res.writeHead(403, { 'content-type': 'text/plain' }).end('Smart HTTP only.\n');
      return;
    }
    await serveGit(req, res, repo.dir, service, advertise);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${req.method} ${url.pathname}`);
    const gitMatch =
      /^\/([^/]+)\/([^/]+)\.git\/(info\/refs|git-receive-pack|git-upload-pack)$/.exec(url.pathname);
    const work = gitMatch ? handleGit(req, res, url, gitMatch) : handleApi(req, res, url.pathname);
    work.catch((err: unknown) => {
      if (!res.headersSent) error(res, 500, err instanceof Error ? err.message : 'Server Error');
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiUrl: base,
    gitUrl: base,
    requests,
    async createRepository(owner, name) {
      const dir = join(options.root, owner, `${name}.git`);
      await mkdir(dir, { recursive: true });
      await exec('git', ['init', '--bare', '--quiet', '--initial-branch=main', dir]);
      repos.set(`${owner}/${name}`, { owner, name, dir, collaborators: new Map(), pulls: [] });
      return dir;
    },
    repository: (owner, name) => repos.get(`${owner}/${name}`),
    git(owner, name, args) {
      const repo = repos.get(`${owner}/${name}`);
      if (!repo) throw new Error(`No fake repository ${owner}/${name}`);
      return git(repo, args);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
