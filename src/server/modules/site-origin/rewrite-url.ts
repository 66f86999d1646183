import type { IncomingMessage } from 'node:http';
import { hostName } from '../../services/hosting/domains';
import { SITE_PREFIX } from './plugin';

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

/**
 * Fastify's `rewriteUrl`: a request whose host is not one of the studio's own is for a site, so
 * it is routed under SITE_PREFIX. Runs before routing, so it must be synchronous.
 */
export function siteRewrite(options: { ownHosts: string[]; trustProxy: boolean }) {
  const siteHost = siteHostOf(options);
  return (req: IncomingMessage): string => {
    const url = req.url ?? '/';
    return siteHost(req) ? `${SITE_PREFIX}${url}` : url;
  };
}
