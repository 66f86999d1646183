/** A project's APIs, each under `/<name>/v1` of its site's origin and of its path on the studio's host. */
export type ProjectApiName = 'auth' | 'rest' | 'storage';

const API_PATH = /^\/(auth|rest|storage)\/v1(?:[/?]|$)/;

/** The API a path (and query) of a site's origin is under, or null for the site's own pages. */
export const apiNameOf = (url: string): ProjectApiName | null =>
  (API_PATH.exec(url)?.[1] as ProjectApiName | undefined) ?? null;

export const isApiPath = (url: string) => apiNameOf(url) !== null;

/** Where a project's API sits on the studio's own host, for clients that cannot resolve `*.localhost`. */
export const STUDIO_API_PREFIX = '/p';

/** The slug is a plain label (site-urls.ts's slugs), never a deploy's `<id>--<slug>`. */
const STUDIO_API_PATH = new RegExp(`^${STUDIO_API_PREFIX}/([a-z0-9]+(?:-[a-z0-9]+)*)(/.*)$`);

/**
 * `/p/<slug>/<api path>` on the studio's host: the project's slug and the URL as its site's
 * origin would see it; null for anything else, the site's pages under `/p/<slug>` included.
 */
export function studioApiPath(url: string): { slug: string; siteUrl: string } | null {
  const match = STUDIO_API_PATH.exec(url);
  if (!match || !isApiPath(match[2] as string)) return null;
  return { slug: match[1] as string, siteUrl: match[2] as string };
}

/** The project's API on the studio's host, no trailing slash: a SUPABASE_URL any HTTP client resolves. */
export const studioApiUrl = (publicUrl: string, slug: string) =>
  `${publicUrl}${STUDIO_API_PREFIX}/${slug}`;
