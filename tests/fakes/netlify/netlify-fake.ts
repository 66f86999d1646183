import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isRecord, readBody, readJson, sendJson } from '../github/json-http';

interface FakeDeploy {
  id: string;
  site_id: string;
  state: 'uploading' | 'prepared' | 'processing' | 'ready' | 'error';
  required: string[];
  files: Record<string, string>;
  draft: boolean;
  branch: string | null;
  title: string | null;
  context: 'production' | 'deploy-preview';
  error_message: string | null;
  deploy_url: string;
  deploy_ssl_url: string;
  created_at: string;
  published_at: string | null;
  /** How many more polls answer `processing` before the deploy settles. */
  polls: number;
  failWith: string | null;
}

interface FakeEnvVar {
  key: string;
  scopes: string[];
  values: Array<{ id: string; value: string; context: string }>;
  is_secret: boolean;
  updated_at: string;
}

export interface NetlifyFakeOptions {
  token: string;
  siteId: string;
  accountId?: string;
  siteName?: string;
}

export interface NetlifyFake {
  /** API root for NetlifyConnection's `apiUrl`. */
  apiUrl: string;
  requests: string[];
  /** Uploaded file contents by SHA-1. */
  files: Map<string, Buffer>;
  deploys: Map<string, FakeDeploy>;
  env: Map<string, FakeEnvVar>;
  publishedDeployId(): string | null;
  /** The next deploy ends in state `error` with this message (as a failed post-processing step would). */
  failNextDeploy(message: string): void;
  /** Polls a deploy answers `processing` before it settles. */
  processingPolls: number;
  close(): Promise<void>;
}

const SHA1 = /^[0-9a-f]{40}$/;
const CONTEXTS = [
  'all',
  'dev',
  'dev-server',
  'branch-deploy',
  'deploy-preview',
  'production',
  'branch',
];

const fail = (res: ServerResponse, status: number, message: string) =>
  sendJson(res, status, { code: status, message });

/**
 * A local stand-in for Netlify's API (https://open-api.netlify.com) covering the digest deploy
 * flow, deploy restore, and account environment variables, with its error bodies `{ code, message }`.
 */
export async function startNetlifyFake(options: NetlifyFakeOptions): Promise<NetlifyFake> {
  const accountId = options.accountId ?? 'account-1';
  const siteName = options.siteName ?? 'founder-site';
  const requests: string[] = [];
  const files = new Map<string, Buffer>();
  const deploys = new Map<string, FakeDeploy>();
  const env = new Map<string, FakeEnvVar>();
  const published: string[] = [];
  let failNext: string | null = null;

  const fake = {
    processingPolls: 1,
  };

  const publicDeploy = (d: FakeDeploy) => {
    const { files: _files, polls: _polls, failWith: _failWith, ...rest } = d;
    return {
      ...rest,
      url: `http://${siteName}.netlify.app`,
      ssl_url: `https://${siteName}.netlify.app`,
    };
  };

  const publish = (d: FakeDeploy) => {
    d.published_at = new Date().toISOString();
    published.push(d.id);
  };

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.headers.authorization !== `Bearer ${options.token}`)
      return fail(res, 401, 'Access Denied: invalid access token');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const method = req.method ?? 'GET';
    let m: RegExpExecArray | null;

    if (method === 'GET' && (m = /^\/sites\/([^/]+)$/.exec(path))) {
      if (m[1] !== options.siteId) return fail(res, 404, 'Not Found');
      return sendJson(res, 200, {
        id: options.siteId,
        name: siteName,
        url: `http://${siteName}.netlify.app`,
        ssl_url: `https://${siteName}.netlify.app`,
        account_id: accountId,
        account_slug: 'founder-team',
        published_deploy: published.length
          ? publicDeploy(deploys.get(published.at(-1) as string) as FakeDeploy)
          : null,
      });
    }

    if (method === 'POST' && (m = /^\/sites\/([^/]+)\/deploys$/.exec(path))) {
      if (m[1] !== options.siteId) return fail(res, 404, 'Not Found');
      const body = await readJson(req);
      const filesBody = isRecord(body) ? body.files : undefined;
      if (
        !isRecord(filesBody) ||
        !Object.entries(filesBody).every(
          ([p, sha]) => p.startsWith('/') && typeof sha === 'string' && SHA1.test(sha),
        )
      ) {
        return fail(
          res,
          422,
          'files must map each path (starting with /) to the SHA1 of its content',
        );
      }
      const digests = filesBody as Record<string, string>;
      const id = randomBytes(12).toString('hex');
      const draft = isRecord(body) && body.draft === true;
      const deploy: FakeDeploy = {
        id,
        site_id: options.siteId,
        state: 'uploading',
        required: [...new Set(Object.values(digests))].filter((sha) => !files.has(sha)),
        files: digests,
        draft,
        branch: isRecord(body) && typeof body.branch === 'string' ? body.branch : null,
        title: url.searchParams.get('title'),
        context: draft ? 'deploy-preview' : 'production',
        error_message: null,
        deploy_url: `http://${id}--${siteName}.netlify.app`,
        deploy_ssl_url: `https://${id}--${siteName}.netlify.app`,
        created_at: new Date().toISOString(),
        published_at: null,
        polls: fake.processingPolls,
        failWith: failNext,
      };
      failNext = null;
      if (deploy.required.length === 0) deploy.state = 'prepared';
      deploys.set(id, deploy);
      return sendJson(res, 200, publicDeploy(deploy));
    }

    if (method === 'PUT' && (m = /^\/deploys\/([^/]+)\/files\/(.+)$/.exec(path))) {
      const deploy = deploys.get(m[1] as string);
      if (!deploy) return fail(res, 404, 'Not Found');
      const filePath = `/${m[2]!.split('/').map(decodeURIComponent).join('/')}`;
      const expected = deploy.files[filePath];
      const content = await readBody(req);
      if (!expected) return fail(res, 422, `${filePath} is not part of this deploy`);
      const sha = createHash('sha1').update(content).digest('hex');
      if (sha !== expected)
        return fail(res, 422, `The content of ${filePath} does not match its SHA1`);
      files.set(sha, content);
      deploy.required = deploy.required.filter((r) => r !== sha);
      if (deploy.required.length === 0) deploy.state = 'prepared';
      return sendJson(res, 200, {
        id: filePath,
        path: filePath,
        sha,
        mime_type: 'application/octet-stream',
        size: content.length,
      });
    }

    if (method === 'GET' && (m = /^\/deploys\/([^/]+)$/.exec(path))) {
      const deploy = deploys.get(m[1] as string);
      if (!deploy) return fail(res, 404, 'Not Found');
      if (deploy.state === 'prepared' || deploy.state === 'processing') {
        if (deploy.polls > 0) {
          deploy.polls--;
          deploy.state = 'processing';
        } else if (deploy.failWith) {
          deploy.state = 'error';
          deploy.error_message = deploy.failWith;
        } else {
          deploy.state = 'ready';
          if (!deploy.draft) publish(deploy);
        }
      }
      return sendJson(res, 200, publicDeploy(deploy));
    }

    if (method === 'POST' && (m = /^\/sites\/([^/]+)\/deploys\/([^/]+)\/restore$/.exec(path))) {
      const deploy = deploys.get(m[2] as string);
      if (m[1] !== options.siteId || !deploy) return fail(res, 404, 'Not Found');
      if (deploy.state !== 'ready') return fail(res, 422, 'Only a ready deploy can be published');
      publish(deploy);
      return sendJson(res, 201, publicDeploy(deploy));
    }

    if ((m = /^\/accounts\/([^/]+)\/env(?:\/([^/]+))?(?:\/value\/([^/]+))?$/.exec(path))) {
      if (m[1] !== accountId || url.searchParams.get('site_id') !== options.siteId)
        return fail(res, 404, 'Not Found');
      const key = m[2] ? decodeURIComponent(m[2]) : undefined;
      const existing = key ? env.get(key) : undefined;
      const now = new Date().toISOString();
      const newValue = (v: Record<string, unknown>) => ({
        id: randomBytes(8).toString('hex'),
        value: String(v.value ?? ''),
        context: String(v.context ?? 'all'),
      });
      const badContext = (values: unknown[]) =>
        values.some((v) => !isRecord(v) || !CONTEXTS.includes(String(v.context)));

      if (!key && method === 'GET') {
        const context = url.searchParams.get('context_name');
        return sendJson(
          res,
          200,
          [...env.values()].filter(
            (v) =>
              !context ||
              v.values.some((value) => value.context === context || value.context === 'all'),
          ),
        );
      }
      if (!key && method === 'POST') {
        const body = await readJson(req);
        if (
          !Array.isArray(body) ||
          body.some(
            (v) =>
              !isRecord(v) ||
              typeof v.key !== 'string' ||
              !Array.isArray(v.values) ||
              badContext(v.values),
          )
        ) {
          return fail(res, 422, 'Each variable needs a key and values with a valid context');
        }
        const created: FakeEnvVar[] = [];
        for (const v of body as Array<Record<string, unknown>>) {
          if (env.has(v.key as string))
            return fail(res, 422, `Environment variable ${String(v.key)} already exists`);
          const variable: FakeEnvVar = {
            key: v.key as string,
            scopes: Array.isArray(v.scopes)
              ? (v.scopes as string[])
              : ['builds', 'functions', 'runtime', 'post-processing'],
            values: (v.values as Array<Record<string, unknown>>).map(newValue),
            is_secret: false,
            updated_at: now,
          };
          env.set(variable.key, variable);
          created.push(variable);
        }
        return sendJson(res, 201, created);
      }
      if (!existing) return fail(res, 404, 'Not Found');
      if (method === 'GET' && !m[3]) return sendJson(res, 200, existing);
      if (method === 'PATCH' && !m[3]) {
        const body = await readJson(req);
        if (!isRecord(body) || badContext([body]))
          return fail(res, 422, 'A value needs a valid context');
        existing.values = [
          ...existing.values.filter((v) => v.context !== body.context),
          newValue(body),
        ];
        existing.updated_at = now;
        return sendJson(res, 201, existing);
      }
      if (method === 'DELETE' && m[3]) {
        const before = existing.values.length;
        existing.values = existing.values.filter((v) => v.id !== m![3]);
        if (existing.values.length === before) return fail(res, 404, 'Not Found');
        return sendJson(res, 204);
      }
      if (method === 'DELETE') {
        env.delete(existing.key);
        return sendJson(res, 204);
      }
    }

    return fail(res, 404, 'Not Found');
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${req.method} ${url.pathname}`);
    handle(req, res, url).catch((err: unknown) => {
      if (!res.headersSent)
        fail(res, 500, err instanceof Error ? err.message : 'Internal Server Error');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return Object.assign(fake, {
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`,
    requests,
    files,
    deploys,
    env,
    publishedDeployId: () => published.at(-1) ?? null,
    failNextDeploy(message: string) {
      failNext = message;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  });
}
