import type { FastifyRequest } from 'fastify';

/** Requests for a site's origin are routed under this prefix (see `siteRewrite`). */
export const SITE_PREFIX = '/_site';

/** The site a request on a site's own origin is for; set before any site-origin route runs. */
export interface SiteContext {
  /** The site's id, which is its project's id. */
  projectId: string;
  slug: string;
  /** Set when the request came to one deploy's own origin (`<deployId>--<slug>.<SITES_DOMAIN>`). */
  deployId: string | null;
  /** The site's origin, e.g. `http://shop.localhost:3000`: where its pages and e-mailed links live. */
  origin: string;
  /** The request came to the project's API path on the studio's host (`/p/<slug>/...`), not to the site's origin. */
  onStudioHost: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    site: SiteContext;
  }
}

/** The path and query as the site's origin sees them, however the request reached it. */
export const siteUrlOf = (request: FastifyRequest) => request.url.slice(SITE_PREFIX.length);
