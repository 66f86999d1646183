import type { IncomingMessage } from 'node:http';
import { hostName } from '../../services/hosting/domains';
import { studioApiPath } from './api-paths';
import { SITE_PREFIX } from './site-context';

/**
 * The host a request came for when it is not one of the studio's own, so it is for a site;
 * null for the studio's own hosts. Reads X-Forwarded-Host only behind a trusted proxy.
 */
export function siteHostOf(options: { ownHosts: string[]; trustProxy: boolean }) {
  const own = new Set(options.ownHosts.map((name) => name.toLowerCase()));
  return (req: IncomingMessage): string | null => {
    const forwarded = options.trustProxy ? req.headers['x-forwarded-host'] : undefined;
    // The last entry, the one the nearest proxy added, as Fastify's `request.host` reads it.
    const header = (Array.isArray(forwarded) ? forwarded.at(-1) : forwarded)?.split(',').at(-1);
    const host = header?.trim() || req.headers.host;
    return host && !own.has(hostName(host)) ? host : null;
  };
}

/** The project slug of requests `siteRewrite` moved from `/p/<slug>/...` on the studio's host. */
const studioApiSlugs = new WeakMap<IncomingMessage, string>();

export const studioApiSlugOf = (req: IncomingMessage): string | undefined =>
  studioApiSlugs.get(req);

/**
 * Fastify's `rewriteUrl`: a request whose host is not one of the studio's own is for a site, so
 * it is routed under SITE_PREFIX; so is a project's API path on the studio's host, less its
 * `/p/<slug>`. Runs before routing, so it must be synchronous.
 */
export function siteRewrite(options: { ownHosts: string[]; trustProxy: boolean }) {
  const siteHost = siteHostOf(options);
  return (req: IncomingMessage): string => {
    const url = req.url ?? '/';
    if (siteHost(req)) return `${SITE_PREFIX}${url}`;
    const studioApi = studioApiPath(url);
    if (!studioApi) return url;
    studioApiSlugs.set(req, studioApi.slug);
    return `${SITE_PREFIX}${studioApi.siteUrl}`;
  };
}
