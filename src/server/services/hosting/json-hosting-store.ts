import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { newDomainClaim } from './domain-verification';
import type { DeployRecord, HostingStore, SiteRecord } from './hosting-store';

async function writeAtomically(path: string, content: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, path);
}

const readJson = async <T>(path: string): Promise<T | null> => {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

/**
 * Hosting records as JSON files under one folder (`sites/<id>/site.json`, `deploys/<id>.json`,
 * and a `live` pointer file replaced by rename), cached in memory after the first read.
 */
export class JsonHostingStore implements HostingStore {
  private readonly sites = new Map<string, SiteRecord>();
  private readonly deploys = new Map<string, DeployRecord>();
  private readonly live = new Map<string, string>();

  private constructor(private readonly root: string) {}

  static async open(root: string): Promise<JsonHostingStore> {
    const store = new JsonHostingStore(root);
    const sitesDir = join(root, 'sites');
    await mkdir(sitesDir, { recursive: true });
    for (const id of await readdir(sitesDir)) {
      const site = await readJson<SiteRecord>(join(sitesDir, id, 'site.json'));
      if (!site) continue;
      if (!site.domainClaims) {
        // Written before domains needed proof: each domain waits for its record, with a token kept from now on.
        site.domainClaims = Object.fromEntries(
          site.domains.map((domain) => [domain, newDomainClaim()]),
        );
        await writeAtomically(join(sitesDir, id, 'site.json'), JSON.stringify(site, null, 2));
      }
      store.sites.set(site.id, site);
      const deploysDir = join(sitesDir, id, 'deploys');
      const files = await readdir(deploysDir).catch(() => [] as string[]);
      for (const file of files.filter((f) => f.endsWith('.json'))) {
        const deploy = await readJson<DeployRecord>(join(deploysDir, file));
        if (deploy) store.deploys.set(deploy.id, deploy);
      }
      const live = await readFile(join(sitesDir, id, 'live'), 'utf8').catch(() => '');
      if (live.trim()) store.live.set(site.id, live.trim());
    }
    return store;
  }

  private siteDir(id: string) {
    return join(this.root, 'sites', id);
  }

  private findSite(test: (site: SiteRecord) => boolean): SiteRecord | null {
    const site = [...this.sites.values()].find(test);
    return site ? structuredClone(site) : null;
  }

  async getSite(id: string) {
    return this.findSite((site) => site.id === id);
  }

  async findSiteBySlug(slug: string) {
    return this.findSite((site) => site.slug === slug);
  }

  async findSiteByDomain(domain: string) {
    return this.findSite(
      (site) => site.domains.includes(domain) && Boolean(site.domainClaims[domain]?.verifiedAt),
    );
  }

  async listSites() {
    return [...this.sites.values()].map((site) => structuredClone(site));
  }

  async saveSite(site: SiteRecord) {
    await writeAtomically(join(this.siteDir(site.id), 'site.json'), JSON.stringify(site, null, 2));
    this.sites.set(site.id, structuredClone(site));
  }

  async deleteSite(id: string) {
    await rm(this.siteDir(id), { recursive: true, force: true });
    this.sites.delete(id);
    this.live.delete(id);
    for (const deploy of [...this.deploys.values()])
      if (deploy.siteId === id) this.deploys.delete(deploy.id);
  }

  async getDeploy(id: string) {
    const deploy = this.deploys.get(id);
    return deploy ? structuredClone(deploy) : null;
  }

  async listDeploys(siteId: string) {
    return [...this.deploys.values()]
      .filter((deploy) => deploy.siteId === siteId)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
      .map((deploy) => structuredClone(deploy));
  }

  async saveDeploy(deploy: DeployRecord) {
    await writeAtomically(
      join(this.siteDir(deploy.siteId), 'deploys', `${deploy.id}.json`),
      JSON.stringify(deploy),
    );
    this.deploys.set(deploy.id, structuredClone(deploy));
  }

  async getLiveDeployId(siteId: string) {
    return this.live.get(siteId) ?? null;
  }

  async setLiveDeployId(siteId: string, deployId: string) {
    await writeAtomically(join(this.siteDir(siteId), 'live'), deployId);
    this.live.set(siteId, deployId);
  }
}
