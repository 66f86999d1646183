import type { Readable } from 'node:stream';
import type { BlobStore } from './blob-store';
import { contentTypeFor } from './content-types';
import type { DeployRecord, HostingStore, SiteRecord } from './hosting-store';

export interface SiteRequest {
  /** The site its origin's Host header named. */
  siteId: string;
  /** One deploy's own origin instead of the live one. */
  deployId?: string;
  /** The URL path, still percent-encoded: '/', '/about', '/css/app.css'. */
  path: string;
  method?: string;
  ifNoneMatch?: string;
}

export interface SiteResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer | Readable;
}

const STREAM_ABOVE = 256 * 1024;
const REVALIDATE = 'public, max-age=0, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function page(title: string, text: string): Buffer {
  return Buffer.from(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
  body { font: 16px/1.6 system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f7f7f8; color: #1f2328; }
  main { max-width: 32rem; padding: 2rem; text-align: center; }
  h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
  p { margin: 0; color: #4b5563; }
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${text}</p>
</main>
</body>
</html>
`);
}

const NOT_FOUND = page(
  'Page not found',
  'There is nothing at this address. Check the link, or go back to the home page of this site.',
);
const NO_SITE = page('No site here', 'There is no published site at this address yet.');
const NOT_PUBLISHED = page(
  'Not published yet',
  'This site exists but has not been published. Deploy it to see it here.',
);
const BAD_PATH = page('Bad address', 'This address is not valid.');

interface Context {
  store: HostingStore;
  blobs: BlobStore;
}

function html(status: number, body: Buffer, method?: string): SiteResponse {
  return {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-length': String(body.length),
    },
    body: method === 'HEAD' ? Buffer.alloc(0) : body,
  };
}

/** The page for a host name no site answers to. */
export const noSiteResponse = (method?: string) => html(404, NO_SITE, method);

/**
 * Answers one request for a hosted site: finds the deploy (live or a given one) and the file,
 * with index.html for folders, a 404 page (the site's own 404.html when it has one), ETags and
 * cache headers. Paths that try to leave the site are refused.
 */
export async function resolveSiteRequest(
  context: Context,
  request: SiteRequest,
): Promise<SiteResponse> {
  const site = await context.store.getSite(request.siteId);
  if (!site) return noSiteResponse(request.method);
  const deploy = await findDeploy(context.store, site, request.deployId);
  if (!deploy) return html(404, request.deployId ? NOT_FOUND : NOT_PUBLISHED, request.method);

  const segments = decodePath(request.path);
  if (!segments) return html(400, BAD_PATH, request.method);

  const key = segments.join('/');
  const folder = key === '' || request.path.endsWith('/');
  const wanted = folder ? (key ? `${key}/index.html` : 'index.html') : key;
  const found =
    deploy.files[wanted] !== undefined
      ? wanted
      : !folder && deploy.files[`${key}.html`] !== undefined
        ? `${key}.html`
        : null;

  if (!found) {
    if (!folder && deploy.files[`${key}/index.html`] !== undefined) {
      // Redirect to the folder with its slash so the page's relative links resolve inside it.
      const last = segments.at(-1) as string;
      return {
        status: 301,
        headers: { location: `${encodeURIComponent(last)}/`, 'cache-control': 'no-cache' },
        body: Buffer.alloc(0),
      };
    }
    const own = deploy.files['404.html'];
    return own
      ? serveBlob(context, own, '404.html', 404, 'no-cache', request)
      : html(404, NOT_FOUND, request.method);
  }
  const cache = request.deployId ? IMMUTABLE : REVALIDATE;
  return serveBlob(context, deploy.files[found] as string, found, 200, cache, request);
}

async function findDeploy(
  store: HostingStore,
  site: SiteRecord,
  deployId?: string,
): Promise<DeployRecord | null> {
  const id = deployId ?? (await store.getLiveDeployId(site.id));
  if (!id) return null;
  const deploy = await store.getDeploy(id);
  return deploy && deploy.siteId === site.id && deploy.state === 'ready' ? deploy : null;
}

/** Decoded path segments, or null when the path is malformed or tries to climb out of the site. */
function decodePath(path: string): string[] | null {
  if (!path.startsWith('/')) return null;
  const segments: string[] = [];
  for (const raw of path.slice(1).split('/')) {
    let part: string;
    try {
      part = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (part === '..' || part === '.' || /[\\/\0]/.test(part)) return null;
    if (part !== '') segments.push(part);
  }
  return segments;
}

async function serveBlob(
  context: Context,
  digest: string,
  path: string,
  status: number,
  cacheControl: string,
  request: SiteRequest,
): Promise<SiteResponse> {
  const etag = `"${digest}"`;
  const headers = {
    etag,
    'cache-control': cacheControl,
    'content-type': contentTypeFor(path),
  };
  if (
    status === 200 &&
    request.ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  ) {
    return { status: 304, headers, body: Buffer.alloc(0) };
  }
  const size = await context.blobs.size(digest);
  const sized = { ...headers, 'content-length': String(size) };
  if (request.method === 'HEAD') return { status, headers: sized, body: Buffer.alloc(0) };
  // Small files go out as one buffer; large ones (video, archives) are streamed from disk.
  const body =
    size <= STREAM_ABOVE ? await context.blobs.read(digest) : context.blobs.stream(digest);
  return { status, headers: sized, body };
}
