import { getDomain } from 'tldts';

/** The registrable domain of a host by the Public Suffix List, private part too (`x.netlify.app` is one); null for IPs and localhost. */
const registrableDomain = (hostname: string) =>
  getDomain(hostname.replace(/^\[|\]$/g, ''), { allowPrivateDomains: true });

/**
 * The registrable domain the studio shares with its sites, or null when they share none. A shared
 * one lets a site's page set cookies the studio receives (cookie tossing); Netlify and GitHub
 * Pages keep sites on domains of their own (`netlify.app`, `github.io`) for that reason.
 */
export function sharedSiteDomain(publicUrl: string, sitesDomain: string): string | null {
  const studio = registrableDomain(new URL(publicUrl).hostname);
  // A label under the sites domain stands for any site.
  const site = registrableDomain(`site.${sitesDomain.replace(/:\d+$/, '')}`);
  return studio !== null && studio === site ? studio : null;
}
