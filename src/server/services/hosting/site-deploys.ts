import { randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import type { DeployContext } from '@shared/contracts/plan';
import { GitServiceError } from '@server/services/git/git-error';
import { KeyedLock } from '@server/services/git/keyed-lock';
import { branchFingerprint, readBranchFiles } from '@server/services/git/repository';
import { sha1, type BlobStore } from './blob-store';
import { envFile, filesToPublish, publishFolder } from './deploy-files';
import { HostingServiceError } from './hosting-error';
import type { DeployRecord, DeployState, HostingStore, SiteRecord } from './hosting-store';
import type { NetlifyConnection } from './netlify-connection';
import { deployUrl, type SitesAddress } from './site-urls';

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

/** What the deploys share with the rest of the static host. */
export interface DeployParts {
  store: HostingStore;
  blobs: BlobStore;
  sites: SitesAddress;
  now: () => Date;
  logError: (error: unknown, context: string) => void;
  events: EventEmitter<{ deploy: [DeployProgress] }>;
  getSite: (siteId: string) => Promise<SiteRecord>;
}

/**
 * A site's deploys: immutable, content-addressed, built from a branch, one at a time per site,
 * with an atomic live pointer and rollback. Netlify receives the same deploy when connected.
 */
export class SiteDeploys {
  private readonly store: HostingStore;
  private readonly blobs: BlobStore;
  private readonly sites: SitesAddress;
  private readonly now: () => Date;
  private readonly logError: (error: unknown, context: string) => void;
  private readonly events: EventEmitter<{ deploy: [DeployProgress] }>;
  private readonly getSite: (siteId: string) => Promise<SiteRecord>;
  private readonly deployLock = new KeyedLock();
  private sequence = 0;

  constructor(parts: DeployParts) {
    this.store = parts.store;
    this.blobs = parts.blobs;
    this.sites = parts.sites;
    this.now = parts.now;
    this.logError = parts.logError;
    this.events = parts.events;
    this.getSite = parts.getSite;
  }

  /** Runs `work` when no deploy or rollback of the site is under way. */
  whileIdle<T>(siteId: string, work: () => Promise<T>): Promise<T> {
    return this.deployLock.run(siteId, work);
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
