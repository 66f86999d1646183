import type { ReadStream } from 'node:fs';
import { NetlifyAPI } from '@netlify/api';
import type { DeployContext } from '@shared/contracts/plan';
import { HostingServiceError } from './hosting-error';
import type { EnvContext, EnvVar } from './hosting-store';

export interface NetlifyConnectionOptions {
  /** The decrypted personal access token. */
  token: string;
  siteId: string;
  /** API root, e.g. `https://api.netlify.com/api/v1`; tests point it at the local fake. */
  apiUrl?: string;
  /** Time between two looks at a deploy's state, and how many looks before giving up. */
  pollIntervalMs?: number;
  maxPolls?: number;
  /** Injectable wait, so tests never sleep. */
  sleep?: (ms: number) => Promise<void>;
}

export interface NetlifyFile {
  path: string;
  digest: string;
  open: () => ReadStream;
}

export interface NetlifyProgress {
  state: 'uploading' | 'processing';
  uploaded: number;
  total: number;
}

const ALL_SCOPES: Array<'builds' | 'functions' | 'runtime' | 'post-processing'> = [
  'builds',
  'functions',
  'runtime',
  'post-processing',
];

interface NetlifyHttpError {
  status?: number;
  json?: { message?: unknown };
  data?: unknown;
  message?: string;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A project's connected Netlify site, driven through @netlify/api with Netlify's digest
 * flow: announce every file by SHA-1, upload only the ones Netlify asks for, then poll the
 * deploy until it is ready or has failed.
 */
export class NetlifyConnection {
  readonly siteId: string;
  private readonly api: NetlifyAPI;
  private readonly pollIntervalMs: number;
  private readonly maxPolls: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private accountId: string | null = null;

  constructor(options: NetlifyConnectionOptions) {
    this.siteId = options.siteId;
    const url = new URL(options.apiUrl ?? 'https://api.netlify.com/api/v1');
    this.api = new NetlifyAPI(options.token, {
      scheme: url.protocol.replace(':', ''),
      host: url.host,
      pathPrefix: url.pathname.replace(/\/$/, ''),
      userAgent: 'bridge-studio',
    });
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.maxPolls = options.maxPolls ?? 300;
    this.sleep = options.sleep ?? wait;
  }

  /** Checks the token and site when a project connects; answers the site's address. */
  async verify(): Promise<{ name: string; url: string }> {
    const site = await this.call('reach the site', () =>
      this.api.getSite({ site_id: this.siteId }),
    );
    this.accountId = site.account_id ?? site.account_slug ?? null;
    return { name: site.name ?? this.siteId, url: site.ssl_url ?? site.url ?? '' };
  }

  async deploy(input: {
    files: NetlifyFile[];
    branch: string;
    context: DeployContext;
    title?: string;
    onProgress?: (progress: NetlifyProgress) => void;
  }): Promise<{ remoteId: string; url: string }> {
    const created = await this.call('start a deploy', () =>
      this.api.createSiteDeploy({
        site_id: this.siteId,
        title: input.title,
        body: {
          files: Object.fromEntries(input.files.map((f) => [`/${f.path}`, f.digest])),
          draft: input.context !== 'production',
          branch: input.branch,
        },
      }),
    );
    const deployId = created.id as string;
    const required = new Set(created.required ?? []);
    // Netlify lists each needed digest once; any one file with that content will do.
    const uploads = [
      ...new Map(
        input.files.filter((f) => required.has(f.digest)).map((f) => [f.digest, f]),
      ).values(),
    ];
    input.onProgress?.({ state: 'uploading', uploaded: 0, total: uploads.length });
    let uploaded = 0;
    for (const file of uploads) {
      await this.call(`upload ${file.path}`, () =>
        this.api.uploadDeployFile({
          deploy_id: deployId,
          path: file.path.split('/').map(encodeURIComponent).join('/'),
          body: file.open,
        }),
      );
      input.onProgress?.({ state: 'uploading', uploaded: ++uploaded, total: uploads.length });
    }

    for (let poll = 0; poll < this.maxPolls; poll++) {
      const deploy = await this.call('check the deploy', () =>
        this.api.getDeploy({ deploy_id: deployId }),
      );
      if (deploy.state === 'ready') {
        return {
          remoteId: deployId,
          url: deploy.deploy_ssl_url ?? deploy.deploy_url ?? deploy.ssl_url ?? '',
        };
      }
      if (deploy.state === 'error') {
        throw new HostingServiceError(
          'netlify_deploy_failed',
          `Netlify could not finish the deploy: ${deploy.error_message || 'it gave no reason'}.`,
          502,
        );
      }
      input.onProgress?.({ state: 'processing', uploaded, total: uploads.length });
      await this.sleep(this.pollIntervalMs);
    }
    throw new HostingServiceError(
      'netlify_deploy_failed',
      'Netlify took too long to finish the deploy. Check the deploy in your Netlify dashboard.',
      504,
    );
  }

  /** Publishes an earlier Netlify deploy again (rollback). */
  async restore(remoteId: string): Promise<void> {
    await this.call('publish the earlier deploy', () =>
      this.api.restoreSiteDeploy({ site_id: this.siteId, deploy_id: remoteId }),
    );
  }

  async listEnv(): Promise<EnvVar[]> {
    const accountId = await this.account();
    const vars = await this.call('read the environment variables', () =>
      this.api.getEnvVars({ account_id: accountId, site_id: this.siteId }),
    );
    return vars.flatMap((v) =>
      (v.values ?? []).flatMap((value): EnvVar[] =>
        value.context === 'all' ||
        value.context === 'production' ||
        value.context === 'deploy-preview'
          ? [{ key: v.key ?? '', value: value.value ?? '', context: value.context }]
          : [],
      ),
    );
  }

  /** Sets one value of a variable for a context, creating the variable when it is new. */
  async setEnv(key: string, value: string, context: EnvContext): Promise<void> {
    const accountId = await this.account();
    const existing = (await this.listEnv()).some((v) => v.key === key);
    if (existing) {
      await this.call(`update ${key}`, () =>
        this.api.setEnvVarValue({
          account_id: accountId,
          key,
          site_id: this.siteId,
          body: { context, value },
        }),
      );
      return;
    }
    await this.call(`create ${key}`, () =>
      this.api.createEnvVars({
        account_id: accountId,
        site_id: this.siteId,
        body: [{ key, scopes: ALL_SCOPES, values: [{ context, value }] }],
      }),
    );
  }

  /** Removes a variable's value for one context, or the whole variable for `all`. */
  async unsetEnv(key: string, context: EnvContext): Promise<void> {
    const accountId = await this.account();
    if (context === 'all') {
      await this.call(`delete ${key}`, () =>
        this.api.deleteEnvVar({ account_id: accountId, key, site_id: this.siteId }),
      );
      return;
    }
    const variable = await this.call(`read ${key}`, () =>
      this.api.getEnvVar({ account_id: accountId, key, site_id: this.siteId }),
    );
    const value = (variable.values ?? []).find((v) => v.context === context);
    if (!value?.id) return;
    await this.call(`delete ${key} for ${context}`, () =>
      this.api.deleteEnvVarValue({
        account_id: accountId,
        key,
        id: value.id as string,
        site_id: this.siteId,
      }),
    );
  }

  /** Netlify keeps variables per account; the site tells us which. */
  private async account(): Promise<string> {
    if (!this.accountId) await this.verify();
    if (!this.accountId) {
      throw new HostingServiceError(
        'netlify_not_found',
        'Netlify did not say which team owns this site.',
        502,
      );
    }
    return this.accountId;
  }

  private async call<T>(action: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof HostingServiceError) throw error;
      throw toError(error as NetlifyHttpError, action);
    }
  }
}

function toError(error: NetlifyHttpError, action: string): HostingServiceError {
  const detail = typeof error.json?.message === 'string' ? error.json.message : undefined;
  switch (error.status) {
    case 401:
    case 403:
      return new HostingServiceError(
        'netlify_bad_credentials',
        'Netlify did not accept the saved access token. Create a new personal access token in Netlify and connect the site again.',
        422,
      );
    case 404:
      return new HostingServiceError(
        'netlify_not_found',
        `Netlify could not find what we needed to ${action}. Check the site id and that the token can see the site.`,
        422,
      );
    case 422:
    case 400:
      return new HostingServiceError(
        'netlify_rejected',
        `Netlify refused to ${action}: ${detail ?? 'the request was not valid'}.`,
        422,
      );
    default:
      return new HostingServiceError(
        'netlify_unreachable',
        `We could not reach Netlify to ${action}${error.status ? ` (status ${error.status})` : ''}. Try again in a moment.`,
        502,
      );
  }
}
