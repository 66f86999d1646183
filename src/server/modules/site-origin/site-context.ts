/** The site a request on a site's own origin is for; set before any site-origin route runs. */
export interface SiteContext {
  /** The site's id, which is its project's id. */
  projectId: string;
  slug: string;
  /** Set when the request came to one deploy's own origin (`<deployId>--<slug>.<SITES_DOMAIN>`). */
  deployId: string | null;
  /** The origin the request came on, e.g. `http://shop.localhost:3000`: the site's SUPABASE_URL. */
  origin: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    site: SiteContext;
  }
}
