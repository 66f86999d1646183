/** Where sites live: `<scheme>://<slug>.<domain>`, the domain with its port (`localhost:3000`). */
export interface SitesAddress {
  scheme: 'http' | 'https';
  domain: string;
}

/** Deploy ids are 24 lower-case hex characters, like Netlify's. */
const DEPLOY_LABEL = /^([0-9a-f]{24})--([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const SLUG_LABEL = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The live site's origin, which is also its API's URL (SUPABASE_URL): no trailing slash. */
export const siteOrigin = (sites: SitesAddress, slug: string) =>
  `${sites.scheme}://${slug}.${sites.domain}`;

/** The live site: `<scheme>://<slug>.<domain>/`. */
export const siteUrl = (sites: SitesAddress, slug: string) => `${siteOrigin(sites, slug)}/`;

/** One deploy, forever: `<scheme>://<deployId>--<slug>.<domain>/` (Netlify's `<id>--<site>` pattern). */
export const deployUrl = (sites: SitesAddress, slug: string, deployId: string) =>
  `${sites.scheme}://${deployId}--${slug}.${sites.domain}/`;

/** Reads one label: a slug, or a deploy id and slug. */
export function parseSiteSegment(segment: string): { slug: string; deployId?: string } {
  const match = DEPLOY_LABEL.exec(segment);
  return match ? { deployId: match[1] as string, slug: match[2] as string } : { slug: segment };
}

/**
 * The site a Host header names under the sites domain (`shop.localhost:3000`), or null when the
 * host is not one label under it (the studio itself, a custom domain, anything else). Ports are
 * not compared: a proxy in front may change them.
 */
export function parseSiteHost(
  sites: SitesAddress,
  host: string,
): { slug: string; deployId?: string } | null {
  const hostname = host.toLowerCase().replace(/:\d+$/, '');
  const suffix = `.${sites.domain.replace(/:\d+$/, '')}`;
  if (!hostname.endsWith(suffix)) return null;
  const label = hostname.slice(0, -suffix.length);
  if (!label || label.includes('.')) return null;
  const parsed = parseSiteSegment(label);
  return SLUG_LABEL.test(parsed.slug) ? parsed : null;
}
