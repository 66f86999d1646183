import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { StaticHost } from '@server/services/hosting/static-host';
import { parseSiteSegment } from '@server/services/hosting/site-urls';

/**
 * A tiny HTTP server around the host's request handler, mounted the way the lead mounts it:
 * `/sites/<slug or deployId--slug>/...` on our own host name, anything on other host names.
 */
export async function startSiteServer(host: StaticHost): Promise<{ port: number; server: Server }> {
  const server = createServer((req, res) => {
    // The raw path, not a URL object's: that would already have resolved "..".
    const path = (req.url ?? '/').split('?')[0] as string;
    const own = (req.headers.host ?? '').startsWith('127.0.0.1');
    const mounted = /^\/sites\/([^/]+)(.*)$/.exec(path);
    const common = { method: req.method, ifNoneMatch: req.headers['if-none-match'] };
    const answer = own
      ? mounted
        ? host.resolveSiteRequest({
            ...parseSiteSegment(mounted[1] as string),
            path: mounted[2] as string,
            ...common,
          })
        : null
      : host.resolveSiteRequest({ host: req.headers.host ?? '', path, ...common });
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    answer.then(
      (response) => {
        res.writeHead(response.status, response.headers);
        if (response.body instanceof Readable) response.body.pipe(res);
        else res.end(response.body);
      },
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server };
}

export interface Fetched {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A plain GET that sends the path exactly as written and any Host header. */
export function get(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host: `127.0.0.1:${port}`, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}
