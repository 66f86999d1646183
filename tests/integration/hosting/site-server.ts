import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { StaticHost } from '@server/services/hosting/static-host';
import { noSiteResponse } from '@server/services/hosting/site-request';

/** Where the test host's sites live; requests reach them by Host header, so no name is resolved. */
export const TEST_SITES = { scheme: 'http', domain: 'sites.test' } as const;

/** A tiny HTTP server around the host's request handler, finding the site by Host header as the app does. */
export async function startSiteServer(host: StaticHost): Promise<{ port: number; server: Server }> {
  const server = createServer((req, res) => {
    // The raw path, not a URL object's: that would already have resolved "..".
    const path = (req.url ?? '/').split('?')[0] as string;
    const answer = host.siteForHost(req.headers.host ?? '').then((found) =>
      found
        ? host.resolveSiteRequest({
            siteId: found.site.id,
            ...(found.deployId ? { deployId: found.deployId } : {}),
            path,
            method: req.method ?? 'GET',
            ...(req.headers['if-none-match'] ? { ifNoneMatch: req.headers['if-none-match'] } : {}),
          })
        : noSiteResponse(req.method),
    );
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

/** A plain GET to a site (`<label>.sites.test`, or any Host given) that sends the path exactly as written. */
export function get(
  port: number,
  label: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: { host: `${label}.${TEST_SITES.domain}:${port}`, ...headers },
      },
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
