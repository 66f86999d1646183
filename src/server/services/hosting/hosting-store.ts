import type { DeployContext } from '@shared/contracts/plan';

export type DeployState = 'preparing' | 'uploading' | 'ready' | 'error';
export type EnvContext = DeployContext | 'all';

export interface EnvVar {
  key: string;
  value: string;
  context: EnvContext;
}

/** Proof that a site may answer for a custom domain: a DNS TXT record holding the token. */
export interface DomainClaim {
  token: string;
  verifiedAt: string | null;
  checkedAt: string | null;
}

export interface SiteRecord {
  id: string;
  /** The site lives at `<scheme>://<slug>.<SITES_DOMAIN>/`. */
  slug: string;
  /** Custom domains added to the site; each is served only once its claim is verified. */
  domains: string[];
  /** Kept when a domain is removed, so adding it back reuses the record already in DNS. */
  domainClaims: Record<string, DomainClaim>;
  env: EnvVar[];
  /** Folder of the repository to publish; null picks `dist` when present, else the root. */
  publishDir: string | null;
  createdAt: string;
}

export interface DeployRecord {
  id: string;
  siteId: string;
  branch: string;
  context: DeployContext;
  state: DeployState;
  createdAt: string;
  updatedAt: string;
  commitSha: string | null;
  /** Plain-English reason when the state is `error`. */
  error: string | null;
  /** The deploy's files: path (no leading slash) → SHA-1 of the content. */
  files: Record<string, string>;
  /** Files written to storage by this deploy, and files it found already stored. */
  stored: number;
  reused: number;
  provider: 'local' | 'netlify';
  /** The Netlify deploy id and URL when the site is hosted there. */
  remoteId: string | null;
  remoteUrl: string | null;
}

/**
 * Where the host keeps its records. The JSON store on disk implements it today; the app
 * database can implement it later without touching the host.
 */
export interface HostingStore {
  getSite(id: string): Promise<SiteRecord | null>;
  findSiteBySlug(slug: string): Promise<SiteRecord | null>;
  /** The site that added the domain and proved it owns it; a claim still pending finds nothing. */
  findSiteByDomain(domain: string): Promise<SiteRecord | null>;
  listSites(): Promise<SiteRecord[]>;
  saveSite(site: SiteRecord): Promise<void>;
  /** Removes the site, its deploys and its live pointer. */
  deleteSite(id: string): Promise<void>;
  getDeploy(id: string): Promise<DeployRecord | null>;
  /** Newest first. */
  listDeploys(siteId: string): Promise<DeployRecord[]>;
  saveDeploy(deploy: DeployRecord): Promise<void>;
  getLiveDeployId(siteId: string): Promise<string | null>;
  /** Must be atomic: a reader sees the old live deploy or the new one, never neither. */
  setLiveDeployId(siteId: string, deployId: string): Promise<void>;
}
