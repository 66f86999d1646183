import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import type { DeployContext } from '@shared/contracts/plan';
import { GitServiceError } from '@server/services/git/git-error';
import { KeyedLock } from '@server/services/git/keyed-lock';
import { branchFingerprint, readBranchFiles } from '@server/services/git/repository';
import { BlobStore, sha1 } from './blob-store';
import { envFile, filesToPublish, publicEnvFor, publishFolder } from './deploy-files';
import { domainKey, hostName, normalizeDomain } from './domains';
import {
  challengeRecord,
  lookUpChallenge,
  newDomainClaim,
  systemTxtResolver,
  type TxtResolver,
} from './domain-verification';
import { HostingServiceError } from './hosting-error';
import type {
  DeployRecord,
  DomainClaim,
  DeployState,
  EnvContext,
  EnvVar,
  HostingStore,
  SiteRecord,
} from './hosting-store';
import { JsonHostingStore } from './json-hosting-store';
import type { NetlifyConnection } from './netlify-connection';
import { resolveSiteRequest, type SiteRequest, type SiteResponse } from './site-request';
import { deployUrl, parseSiteHost, siteUrl, type SitesAddress } from './site-urls';

export interface DeployProgress {
  siteId: string;
  deployId: string;
  state: DeployState;
  /** Plain words for the progress line. */
  message: string;
  uploaded: number;
  total: number;
  error: string | null;
}

export interface StaticHostOptions {
  /** Folder for the content-addressed files (`blobs/`) and, unless a store is given, the records. */
  root: string;
  store?: HostingStore;
  /** Where sites live: the URLs the host reports and the Host headers it answers to. */
  sites: SitesAddress;
  /** Host names that belong to the studio and can never be a site's custom domain. */
  reservedDomains?: string[];
  now?: () => Date;
  /** Where unexpected failures go (the server's logger); the user only sees a plain message. */
  logError?: (error: unknown, context: string) => void;
  /** DNS TXT look-ups for domain proofs; tests pass a table. */
  resolveTxt?: TxtResolver;
}

export interface DomainView {
  domain: string;
  status: 'pending' | 'verified';
  record: ReturnType<typeof challengeRecord>;
  checkedAt: string | null;
}

const domainView = (domain: string, claim: DomainClaim): DomainView => ({
  domain,
  status: claim.verifiedAt ? 'verified' : 'pending',
  record: challengeRecord(domain, claim),
  checkedAt: claim.checkedAt,
});

export interface DeployView {
  id: string;
  state: DeployState;
  url: string;
  live: boolean;
  branch: string;
  context: DeployContext;
  commitSha: string | null;
  createdAt: string;
  /** When the deploy last changed state: for a ready deploy, when it finished. */
  updatedAt: string;
  error: string | null;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ENV_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The studio's own static host: immutable, content-addressed deploys built from a branch of a
 * project's repository, an atomic live pointer, rollback, env vars per context and custom
 * domains. With a Netlify connection the same deploy goes to Netlify through its digest flow.
 * Progress is emitted as `deploy` events (and to the caller's callback) for the SSE stream.
 */
export class StaticHost {
  readonly events = new EventEmitter<{ deploy: [DeployProgress] }>();
  readonly blobs: BlobStore;
  private readonly sites: SitesAddress;
  private readonly reserved: string[];
  private readonly now: () => Date;
  private readonly logError: (error: unknown, context: string) => void;
  private readonly resolveTxt: TxtResolver;
  private readonly deployLock = new KeyedLock();
  private readonly siteLock = new KeyedLock();
  private sequence = 0;

  private constructor(
    readonly store: HostingStore,
    options: StaticHostOptions,
  ) {
    this.blobs = new BlobStore(join(options.root, 'blobs'));
    this.sites = options.sites;
    this.reserved = [...(options.reservedDomains ?? []), hostName(options.sites.domain)].map((d) =>
      d.toLowerCase(),
    );
    this.now = options.now ?? (() => new Date());
    this.resolveTxt = options.resolveTxt ?? systemTxtResolver;
    this.logError =
      options.logError ?? ((error, context) => console.error(`[hosting] ${context}`, error));
  }

  static async open(options: StaticHostOptions): Promise<StaticHost> {
    const store = options.store ?? (await JsonHostingStore.open(join(options.root, 'records')));
    return new StaticHost(store, options);
  }

  // ---------------------------------------------------------------- sites

  async createSite(input: {
    id: string;
    slug: string;
    publishDir?: string | null;
  }): Promise<SiteRecord> {
    return this.siteLock.run('sites', async () => {
      if (!SLUG.test(input.slug) || input.slug.length > 63) {
        throw new HostingServiceError(
          'invalid_slug',
          `"${input.slug}" cannot be a site address. Use lower-case letters, numbers and single dashes.`,
          400,
        );
      }
      if (await this.store.getSite(input.id))
        throw new HostingServiceError('site_exists', 'This project already has a site.', 409);
      if (await this.store.findSiteBySlug(input.slug)) {
        throw new HostingServiceError(
          'site_exists',
          `The address ${siteUrl(this.sites, input.slug)} is already taken.`,
          409,
        );
      }
      const site: SiteRecord = {
        id: input.id,
        slug: input.slug,
        domains: [],
        domainClaims: {},
        env: [],
        publishDir: input.publishDir ?? null,
        createdAt: this.now().toISOString(),
      };
      await this.store.saveSite(site);
      return site;
    });
  }

  async getSite(siteId: string): Promise<SiteRecord> {
    const site = await this.store.getSite(siteId);
    if (!site)
      throw new HostingServiceError('site_not_found', 'This project has no site yet.', 404);
    return site;
  }

  /** What `GET /api/projects/:id/site` shows. */
  async describeSite(siteId: string) {
    const site = await this.getSite(siteId);
    return {
      slug: site.slug,
      url: siteUrl(this.sites, site.slug),
      liveDeployId: await this.store.getLiveDeployId(siteId),
      domains: site.domains,
      customDomains: site.domains.map((domain) => domainView(domain, site.domainClaims[domain]!)),
      env: site.env,
      publishDir: site.publishDir,
    };
  }

  async deleteSite(siteId: string): Promise<void> {
    await this.getSite(siteId);
    await this.deployLock.run(siteId, () => this.store.deleteSite(siteId));
  }

  // ---------------------------------------------------------------- deploys

  /** The live deploy id: the fingerprint a hosting plan records and checks before it runs. */
  liveDeployId(siteId: string): Promise<string | null> {
    return this.store.getLiveDeployId(siteId);
  }

  async listDeploys(siteId: string): Promise<DeployView[]> {
    const site = await this.getSite(siteId);
    const live = await this.store.getLiveDeployId(siteId);
    return (await this.store.listDeploys(siteId)).map((d) => this.view(site, d, live));
  }

  async getDeploy(siteId: string, deployId: string): Promise<DeployView> {
    const site = await this.getSite(siteId);
    const deploy = await this.store.getDeploy(deployId);
    if (!deploy || deploy.siteId !== siteId)
      throw new HostingServiceError('deploy_not_found', 'There is no such deploy.', 404);
    return this.view(site, deploy, await this.store.getLiveDeployId(siteId));
  }

  /**
   * Deploys the head of `branch`: preparing (read the files, digest them),
   * uploading (store only what is not stored yet, or upload what Netlify asks for), then ready
   * (and live, for production) or error. Answers the final record; a failed deploy is answered
   * with state `error` and a plain reason, never thrown, so the caller can record it.
   */
  async deploy(input: {
    siteId: string;
    repoDir: string;
    branch: string;
    context: DeployContext;
    netlify?: NetlifyConnection | null;
    /** `SUPABASE_URL` and `SUPABASE_ANON_KEY`, written into a Netlify deploy's `/env.json`. */
    apiSettings?: Record<string, string>;
    onProgress?: (progress: DeployProgress) => void;
  }): Promise<DeployView> {
    const site = await this.getSite(input.siteId);
    if (!(await branchFingerprint(input.repoDir, input.branch))) {
      throw new GitServiceError(
        'branch_not_found',
        `There is no branch called "${input.branch}" to deploy.`,
        404,
      );
    }
    return this.deployLock.run(site.id, async () => {
      // Read again inside the lock: env vars changed while this deploy waited must be in it.
      const current = await this.getSite(site.id);
      const started = this.now().toISOString();
      const record: DeployRecord = {
        id: this.newDeployId(),
        siteId: site.id,
        branch: input.branch,
        context: input.context,
        state: 'preparing',
        createdAt: started,
        updatedAt: started,
        commitSha: null,
        error: null,
        files: {},
        stored: 0,
        reused: 0,
        provider: input.netlify ? 'netlify' : 'local',
        remoteId: null,
        remoteUrl: null,
      };
      let total = 0;
      let uploaded = 0;
      // Reports are chained so a late progress line can never overwrite a later state on disk.
      let reported = Promise.resolve();
      const report = (state: DeployState, message: string, afterSave?: () => Promise<void>) =>
        (reported = reported.then(async () => {
          record.state = state;
          record.updatedAt = this.now().toISOString();
          await this.store.saveDeploy(record);
          await afterSave?.();
          const progress = {
            siteId: site.id,
            deployId: record.id,
            state,
            message,
            uploaded,
            total,
            error: record.error,
          };
          input.onProgress?.(progress);
          this.events.emit('deploy', progress);
        }));

      await report('preparing', `Preparing the files of ${input.branch}`);
      try {
        const { sha, files } = await readBranchFiles(input.repoDir, input.branch);
        record.commitSha = sha;
        const folder = publishFolder(files, current.publishDir);
        // Our sites' origins answer /env.json themselves; on Netlify the file stands in for it.
        const published = filesToPublish(files, folder).filter((f) => f.path !== 'env.json');
        if (published.length === 0) {
          throw new HostingServiceError(
            'deploy_not_ready',
            folder
              ? `The folder "${folder}" on ${input.branch} has no files to publish.`
              : `${input.branch} has no files to publish.`,
            422,
          );
        }
        if (input.netlify)
          published.push(envFile(input.apiSettings ?? {}, current.env, input.context));
        const digests = published.map((f) => ({ ...f, digest: sha1(f.content) }));
        record.files = Object.fromEntries(digests.map((f) => [f.path, f.digest]));
        total = digests.length;

        await report('uploading', `Uploading ${total} files`);
        for (const file of digests) {
          const { stored } = await this.blobs.put(file.content);
          if (stored) record.stored++;
          else record.reused++;
          if (!input.netlify) uploaded++;
        }
        if (input.netlify) {
          const remote = await input.netlify.deploy({
            files: digests.map((f) => ({
              path: f.path,
              digest: f.digest,
              open: () => this.blobs.stream(f.digest),
            })),
            branch: input.branch,
            context: input.context,
            title: `${input.branch} at ${sha.slice(0, 7)}`,
            onProgress: (p) => {
              uploaded = p.uploaded;
              total = p.total;
              // A failed save resurfaces at the next awaited report; it must not go unhandled here.
              report(
                'uploading',
                p.state === 'processing'
                  ? 'Netlify is processing the deploy'
                  : `Uploaded ${p.uploaded} of ${p.total} files to Netlify`,
              ).catch(() => undefined);
            },
          });
          record.remoteId = remote.remoteId;
          record.remoteUrl = remote.url;
        }
        // The pointer moves before "ready" is announced, so a listener that reloads sees the new site.
        // Netlify publishes a non-draft deploy itself; our pointer follows it.
        if (input.context === 'production') {
          await report('ready', 'Deploy is ready and live', () =>
            this.store.setLiveDeployId(site.id, record.id),
          );
        } else await report('ready', 'Preview deploy is ready');
      } catch (error) {
        const known = error instanceof HostingServiceError || error instanceof GitServiceError;
        if (!known) this.logError(error, `deploy ${record.id} of site ${site.id}`);
        record.error = known
          ? error.message
          : 'The deploy failed on our side. It has been logged; try again in a moment.';
        await report('error', record.error);
      }
      return this.view(site, record, await this.store.getLiveDeployId(site.id));
    });
  }

  /**
   * Makes a ready deploy the live one (atomic pointer swap). Without a deploy id, goes back to
   * the production deploy published before the current one. Answers both ids, for undo.
   */
  async rollback(input: {
    siteId: string;
    deployId?: string;
    netlify?: NetlifyConnection | null;
  }): Promise<{ liveDeployId: string; previousDeployId: string | null }> {
    const site = await this.getSite(input.siteId);
    return this.deployLock.run(site.id, async () => {
      const live = await this.store.getLiveDeployId(site.id);
      const deploys = await this.store.listDeploys(site.id);
      let target: DeployRecord | undefined;
      if (input.deployId) {
        target = deploys.find((d) => d.id === input.deployId);
        if (!target)
          throw new HostingServiceError(
            'deploy_not_found',
            'There is no such deploy for this site.',
            404,
          );
        if (target.state !== 'ready') {
          throw new HostingServiceError(
            'deploy_not_ready',
            'Only a deploy that finished successfully can be published.',
            409,
          );
        }
        if (target.context !== 'production') {
          throw new HostingServiceError(
            'deploy_is_preview',
            'A preview deploy cannot be put live; deploy its branch to production instead.',
            409,
          );
        }
      } else {
        const liveIndex = deploys.findIndex((d) => d.id === live);
        target = deploys
          .slice(liveIndex + 1)
          .find((d) => d.state === 'ready' && d.context === 'production');
        if (liveIndex < 0 || !target) {
          throw new HostingServiceError(
            'no_earlier_deploy',
            'There is no earlier deploy to go back to.',
            409,
          );
        }
      }
      if (target.provider === 'netlify') {
        if (!input.netlify || !target.remoteId) {
          throw new HostingServiceError(
            'netlify_not_connected',
            'This deploy is on Netlify; connect Netlify again to publish it.',
            409,
          );
        }
        await input.netlify.restore(target.remoteId);
      }
      await this.store.setLiveDeployId(site.id, target.id);
      this.events.emit('deploy', {
        siteId: site.id,
        deployId: target.id,
        state: 'ready',
        message: 'An earlier deploy is live again',
        uploaded: 0,
        total: 0,
        error: null,
      });
      return { liveDeployId: target.id, previousDeployId: live };
    });
  }

  // ---------------------------------------------------------------- environment variables

  listEnv(siteId: string): Promise<EnvVar[]> {
    return this.getSite(siteId).then((site) => site.env);
  }

  /** Sets a variable for a context; answers the value it replaced (null when new), for undo. */
  async setEnv(input: {
    siteId: string;
    key: string;
    value: string;
    context: EnvContext;
    netlify?: NetlifyConnection | null;
  }): Promise<{ previous: EnvVar | null }> {
    if (!ENV_KEY.test(input.key)) {
      throw new HostingServiceError(
        'invalid_env',
        `"${input.key}" cannot be a variable name. Use letters, numbers and underscores, starting with a letter (for example API_URL).`,
        400,
      );
    }
    return this.editSite(input.siteId, async (site) => {
      const previous =
        site.env.find((e) => e.key === input.key && e.context === input.context) ?? null;
      await input.netlify?.setEnv(input.key, input.value, input.context);
      site.env = [
        ...site.env.filter((e) => !(e.key === input.key && e.context === input.context)),
        { key: input.key, value: input.value, context: input.context },
      ].sort((a, b) => a.key.localeCompare(b.key) || a.context.localeCompare(b.context));
      return { previous };
    });
  }

  /** Removes a variable for a context (`all` removes every context); answers what was removed. */
  async unsetEnv(input: {
    siteId: string;
    key: string;
    context: EnvContext;
    netlify?: NetlifyConnection | null;
  }): Promise<{ removed: EnvVar[] }> {
    return this.editSite(input.siteId, async (site) => {
      const matches = (e: EnvVar) =>
        e.key === input.key && (input.context === 'all' || e.context === input.context);
      const removed = site.env.filter(matches);
      if (removed.length === 0) {
        throw new HostingServiceError(
          'invalid_env',
          `There is no variable called ${input.key} to remove.`,
          404,
        );
      }
      await input.netlify?.unsetEnv(input.key, input.context);
      site.env = site.env.filter((e) => !matches(e));
      return { removed };
    });
  }

  // ---------------------------------------------------------------- custom domains

  /**
   * Adds a domain as pending: it is served once its TXT record proves the founder owns it (checked
   * at once, on demand and periodically). A domain another site has proven stays with that site.
   */
  async addDomain(siteId: string, domain: string): Promise<SiteRecord> {
    const name = normalizeDomain(domain, this.reserved);
    // One lock across sites, so two sites can never claim the same domain at once.
    const site = await this.siteLock.run('domains', () =>
      this.editSite(siteId, async (site) => {
        await this.refuseIfProvenElsewhere(site.id, name);
        site.domainClaims[name] ??= newDomainClaim();
        if (!site.domains.includes(name)) site.domains = [...site.domains, name].sort();
        return site;
      }),
    );
    if (site.domainClaims[name]!.verifiedAt) return site;
    await this.verifyDomain(siteId, name).catch((error: unknown) =>
      this.logError(error, `checking ${name}`),
    );
    return this.getSite(siteId);
  }

  /** The domain's proof and whether it is served. */
  async domainStatus(siteId: string, domain: string): Promise<DomainView> {
    const { name, claim } = this.claimOf(await this.getSite(siteId), domain);
    return domainView(name, claim);
  }

  /** Looks for the domain's TXT record now; a found record makes the site answer for the domain. */
  async verifyDomain(siteId: string, domain: string): Promise<DomainView> {
    const { name, claim } = this.claimOf(await this.getSite(siteId), domain);
    if (!claim.verifiedAt) await this.refuseIfProvenElsewhere(siteId, name);
    const found = await lookUpChallenge(this.resolveTxt, name, claim);
    return this.siteLock.run('domains', () =>
      this.editSite(siteId, async (current) => {
        const latest = current.domainClaims[name];
        if (!latest || latest.token !== claim.token) return domainView(name, claim);
        if (found === 'unknown') return domainView(name, latest);
        latest.checkedAt = this.now().toISOString();
        if (found === 'found' && !latest.verifiedAt) {
          await this.refuseIfProvenElsewhere(current.id, name);
          latest.verifiedAt = latest.checkedAt;
        }
        return domainView(name, latest);
      }),
    );
  }

  /** Checks every domain still waiting for its record; the server runs this periodically. */
  async verifyPendingDomains(): Promise<number> {
    let verified = 0;
    for (const site of await this.store.listSites()) {
      for (const domain of site.domains.filter((d) => !site.domainClaims[d]?.verifiedAt)) {
        const view = await this.verifyDomain(site.id, domain).catch(() => null);
        if (view?.status === 'verified') verified++;
      }
    }
    return verified;
  }

  private claimOf(site: SiteRecord, domain: string) {
    const name = domainKey(domain);
    const claim = site.domains.includes(name) ? site.domainClaims[name] : undefined;
    if (!claim) {
      throw new HostingServiceError(
        'domain_not_found',
        `${name} is not a domain of this site.`,
        404,
      );
    }
    return { name, claim };
  }

  private async refuseIfProvenElsewhere(siteId: string, domain: string) {
    const owner = await this.store.findSiteByDomain(domain);
    if (owner && owner.id !== siteId) {
      throw new HostingServiceError(
        'domain_taken',
        `${domain} is already used by another site.`,
        409,
      );
    }
  }

  async removeDomain(siteId: string, domain: string): Promise<SiteRecord> {
    return this.editSite(siteId, async (site) => {
      const { name } = this.claimOf(site, domain);
      site.domains = site.domains.filter((d) => d !== name);
      return site;
    });
  }

  // ---------------------------------------------------------------- serving

  /**
   * The site a Host header names: `<slug>.<domain>`, `<deployId>--<slug>.<domain>`, or a verified
   * custom domain; null when none.
   */
  async siteForHost(host: string): Promise<{ site: SiteRecord; deployId: string | null } | null> {
    const named = parseSiteHost(this.sites, host);
    if (named) {
      const site = await this.store.findSiteBySlug(named.slug);
      return site && { site, deployId: named.deployId ?? null };
    }
    const site = await this.store.findSiteByDomain(hostName(host));
    return site && { site, deployId: null };
  }

  /**
   * The variables a deploy's pages may read (the given deploy's context, else the live one's):
   * only those named `PUBLIC_*`. Null when there is no such deploy.
   */
  async publicEnv(siteId: string, deployId: string | null): Promise<Record<string, string> | null> {
    const site = await this.getSite(siteId);
    const id = deployId ?? (await this.store.getLiveDeployId(siteId));
    const deploy = id ? await this.store.getDeploy(id) : null;
    if (deployId && deploy?.siteId !== siteId) return null;
    return publicEnvFor(site.env, deploy?.context ?? 'production');
  }

  /** Answers a request for a file of a site, on the site's own origin. */
  resolveSiteRequest(request: SiteRequest): Promise<SiteResponse> {
    return resolveSiteRequest({ store: this.store, blobs: this.blobs }, request);
  }

  private editSite<T>(siteId: string, change: (site: SiteRecord) => Promise<T>): Promise<T> {
    return this.siteLock.run(siteId, async () => {
      const site = await this.getSite(siteId);
      const result = await change(site);
      await this.store.saveSite(site);
      return result;
    });
  }

  private view(site: SiteRecord, deploy: DeployRecord, live: string | null): DeployView {
    return {
      id: deploy.id,
      state: deploy.state,
      url: deploy.remoteUrl ?? deployUrl(this.sites, site.slug, deploy.id),
      live: deploy.id === live,
      branch: deploy.branch,
      context: deploy.context,
      commitSha: deploy.commitSha,
      createdAt: deploy.createdAt,
      updatedAt: deploy.updatedAt,
      error: deploy.error,
    };
  }

  /** 24 hex characters: time, then a counter, then randomness, so ids sort in creation order. */
  private newDeployId(): string {
    const time = this.now().getTime().toString(16).padStart(12, '0').slice(-12);
    const counter = (this.sequence++ % 0x1000000).toString(16).padStart(6, '0');
    return `${time}${counter}${randomBytes(3).toString('hex')}`;
  }
}
