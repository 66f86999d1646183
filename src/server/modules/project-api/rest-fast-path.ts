import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { storableUrl } from '../../plugins/input-hygiene';
import type { ServeRest } from './rest-proxy';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** The request log's line for a request answered here, in the shape Fastify's own lines take. */
export interface RequestLog {
  enabled: () => boolean;
  completed: (details: object, message: string) => void;
}

/**
 * `/rest/v1/*` on a site's host, answered before Fastify's router, so the busiest API path skips
 * per-request work it does not need (decision 017). Anything else, and anything the fast path is
 * not sure of (the studio's own hosts, an unknown site, an odd URL, a server shutting down), goes
 * on to Fastify untouched.
 */
export function restFastPath(options: {
  siteHost: (req: IncomingMessage) => string | null;
  siteForHost: (host: string) => Promise<{ site: { id: string } } | null>;
  serveRest: ServeRest;
  isClosing: () => boolean;
  trustProxy: boolean;
  log: RequestLog;
}) {
  function logged(req: IncomingMessage, res: ServerResponse, host: string) {
    const started = performance.now();
    res.once('finish', () => {
      const forwardedFor = options.trustProxy ? req.headers['x-forwarded-for'] : undefined;
      const ip =
        (typeof forwardedFor === 'string' && forwardedFor.split(',')[0]?.trim()) ||
        req.socket.remoteAddress;
      options.log.completed(
        {
          req: { method: req.method, url: req.url, host, ip, socket: req.socket },
          res: { statusCode: res.statusCode },
          responseTime: performance.now() - started,
        },
        'request completed',
      );
    });
  }

  return function handle(req: IncomingMessage, res: ServerResponse, fastify: () => void): void {
    const url = req.url ?? '';
    const host =
      url.startsWith('/rest/v1/') && METHODS.has(req.method ?? '') && !options.isClosing()
        ? options.siteHost(req)
        : null;
    // A URL that does not decode to storable text goes to Fastify, whose input checks answer it.
    if (!host || !storableUrl(url)) return fastify();
    options.siteForHost(host).then(
      (found) => {
        if (!found) return fastify();
        if (options.log.enabled()) logged(req, res, host);
        return options.serveRest(req, res, { projectId: found.site.id, url, onStudioHost: false });
      },
      // Fastify looks the site up again and answers the failure its own way.
      () => fastify(),
    );
  };
}

/** Puts `handle` in front of the request listener Fastify installed on its server. */
export function installBeforeFastify(
  server: Server,
  handle: (req: IncomingMessage, res: ServerResponse, fastify: () => void) => void,
): void {
  const [fastify] = server.listeners('request') as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  if (!fastify) throw new Error('Fastify has not installed its request listener.');
  server.removeListener('request', fastify);
  server.on('request', (req: IncomingMessage, res: ServerResponse) =>
    handle(req, res, () => fastify(req, res)),
  );
}
