import { isIP } from 'node:net';
import psl from 'psl';

/** The registrable domain (eTLD+1, by the Public Suffix List) of a host name; null for IPs and names like localhost. */
function registrableDomain(hostname: string): string | null {
  return isIP(hostname.replace(/^\[|\]$/g, '')) ? null : psl.get(hostname.toLowerCase());
}

/**
 * The registrable domain the studio shares with its sites, or null when they share none. A shared
 * one lets a site's page set cookies the studio receives (cookie tossing); Netlify and GitHub
 * Pages keep sites on domains of their own (`netlify.app`, `github.io`) for that reason.
 */
export function sharedSiteDomain(publicUrl: string, sitesDomain: string): string | null {
  const studio = registrableDomain(new URL(publicUrl).hostname);
  // A label under the sites domain stands for any site: `x.netlify.app` is a domain of its own.
  const site = registrableDomain(`site.${sitesDomain.replace(/:\d+$/, '')}`);
  return studio !== null && studio === site ? studio : null;
}
