import type { KeyedLock } from '@server/services/git/keyed-lock';
import { domainKey, normalizeDomain } from './domains';
import {
  challengeRecord,
  lookUpChallenge,
  newDomainClaim,
  type TxtResolver,
} from './domain-verification';
import { HostingServiceError } from './hosting-error';
import type { DomainClaim, HostingStore, SiteRecord } from './hosting-store';

export interface DomainView {
  domain: string;
  status: 'pending' | 'verified';
  record: ReturnType<typeof challengeRecord>;
  checkedAt: string | null;
}

export const domainView = (domain: string, claim: DomainClaim): DomainView => ({
  domain,
  status: claim.verifiedAt ? 'verified' : 'pending',
  record: challengeRecord(domain, claim),
  checkedAt: claim.checkedAt,
});

/** What the custom domains share with the rest of the static host. */
export interface DomainParts {
  store: HostingStore;
  /** Host names that belong to the studio, lower case. */
  reserved: string[];
  now: () => Date;
  logError: (error: unknown, context: string) => void;
  resolveTxt: TxtResolver;
  /** The host's lock for site records; "domains" serialises claims across sites. */
  siteLock: KeyedLock;
  getSite: (siteId: string) => Promise<SiteRecord>;
  editSite: <T>(siteId: string, change: (site: SiteRecord) => Promise<T>) => Promise<T>;
}

/** A site's custom domains, each served once a DNS TXT record proves the founder owns it. */
export class SiteDomains {
  private readonly store: HostingStore;
  private readonly reserved: string[];
  private readonly now: () => Date;
  private readonly logError: (error: unknown, context: string) => void;
  private readonly resolveTxt: TxtResolver;
  private readonly siteLock: KeyedLock;
  private readonly getSite: DomainParts['getSite'];
  private readonly editSite: DomainParts['editSite'];

  constructor(parts: DomainParts) {
    this.store = parts.store;
    this.reserved = parts.reserved;
    this.now = parts.now;
    this.logError = parts.logError;
    this.resolveTxt = parts.resolveTxt;
    this.siteLock = parts.siteLock;
    this.getSite = parts.getSite;
    this.editSite = parts.editSite;
  }

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
}
