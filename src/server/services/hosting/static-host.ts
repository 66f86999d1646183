import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { KeyedLock } from '@server/services/git/keyed-lock';
import { BlobStore } from './blob-store';
import { publicEnvFor } from './deploy-files';
import { hostName } from './domains';
import { systemTxtResolver, type TxtResolver } from './domain-verification';
import { HostingServiceError } from './hosting-error';
import type { EnvContext, EnvVar, HostingStore, SiteRecord } from './hosting-store';
import { JsonHostingStore } from './json-hosting-store';
import type { NetlifyConnection } from './netlify-connection';
import { SiteDeploys, type DeployProgress, type DeployView } from './site-deploys';
import { SiteDomains, domainView, type DomainView } from './site-domains';
import { resolveSiteRequest, type SiteRequest, type SiteResponse } from './site-request';
import { parseSiteHost, siteUrl, type SitesAddress } from './site-urls';

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
  private readonly siteLock = new KeyedLock();
  private readonly deploys: SiteDeploys;
  private readonly domains: SiteDomains;

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
    this.logError =
      options.logError ?? ((error, context) => console.error(`[hosting] ${context}`, error));
    const getSite = (siteId: string) => this.getSite(siteId);
    this.deploys = new SiteDeploys({
      store,
      blobs: this.blobs,
      sites: this.sites,
      now: this.now,
      logError: this.logError,
      events: this.events,
      getSite,
    });
    this.domains = new SiteDomains({
      store,
      reserved: this.reserved,
      now: this.now,
      logError: this.logError,
      resolveTxt: options.resolveTxt ?? systemTxtResolver,
      siteLock: this.siteLock,
      getSite,
      editSite: (siteId, change) => this.editSite(siteId, change),
    });
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
    await this.deploys.whileIdle(siteId, () => this.store.deleteSite(siteId));
  }

  // ---------------------------------------------------------------- deploys

  /** The live deploy id: the fingerprint a hosting plan records and checks before it runs. */
  liveDeployId(siteId: string): Promise<string | null> {
    return this.store.getLiveDeployId(siteId);
  }

  listDeploys(siteId: string): Promise<DeployView[]> {
    return this.deploys.listDeploys(siteId);
  }

  getDeploy(siteId: string, deployId: string): Promise<DeployView> {
    return this.deploys.getDeploy(siteId, deployId);
  }

  deploy(input: Parameters<SiteDeploys['deploy']>[0]): Promise<DeployView> {
    return this.deploys.deploy(input);
  }

  rollback(input: Parameters<SiteDeploys['rollback']>[0]) {
    return this.deploys.rollback(input);
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

  addDomain(siteId: string, domain: string): Promise<SiteRecord> {
    return this.domains.addDomain(siteId, domain);
  }

  domainStatus(siteId: string, domain: string): Promise<DomainView> {
    return this.domains.domainStatus(siteId, domain);
  }

  verifyDomain(siteId: string, domain: string): Promise<DomainView> {
    return this.domains.verifyDomain(siteId, domain);
  }

  verifyPendingDomains(): Promise<number> {
    return this.domains.verifyPendingDomains();
  }

  removeDomain(siteId: string, domain: string): Promise<SiteRecord> {
    return this.domains.removeDomain(siteId, domain);
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

  /** The site of the project with this slug, live deploy: the one its API path on the studio's host names. */
  async siteForSlug(slug: string): Promise<{ site: SiteRecord; deployId: null } | null> {
    const site = await this.store.findSiteBySlug(slug);
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
}
