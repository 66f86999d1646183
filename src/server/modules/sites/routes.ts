import type { FastifyInstance, FastifyReply } from 'fastify';
import type { StaticHost } from '../../services/hosting/static-host';
import type { SiteRequest, SiteResponse } from '../../services/hosting/site-request';
import { parseSiteSegment } from '../../services/hosting/site-urls';

const send = (reply: FastifyReply, site: SiteResponse) =>
  reply.status(site.status).headers(site.headers).send(site.body);

const requestFor = (method: string, ifNoneMatch: string | undefined) => ({
  method,
  ...(ifNoneMatch ? { ifNoneMatch } : {}),
});

/** Serves project sites at /sites/<slug>/ (or /sites/<deployId>--<slug>/ for one deploy). */
export async function registerSiteRoutes(app: FastifyInstance, host: StaticHost) {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/sites/*',
    // The site response carries its own sandboxing policy and caching headers.
    config: { helmet: false },
    handler: async (request, reply) => {
      // The raw path, not a normalised one: the host decides what a path may reach.
      const rawPath = (request.raw.url ?? '').split('?')[0]!.slice('/sites/'.length);
      const slash = rawPath.indexOf('/');
      const segment = slash === -1 ? rawPath : rawPath.slice(0, slash);
      const path = slash === -1 ? '' : rawPath.slice(slash);
      const site: SiteRequest = {
        ...parseSiteSegment(decodeURIComponent(segment)),
        path,
        ...requestFor(request.method, request.headers['if-none-match']),
      };
      return send(reply, await host.resolveSiteRequest(site));
    },
  });
}

/** Requests for a custom domain (any Host that is not the studio's own) go to that domain's site. */
export function registerCustomDomains(app: FastifyInstance, host: StaticHost, ownHosts: string[]) {
  const own = new Set(ownHosts.map((h) => h.toLowerCase()));
  app.addHook('onRequest', async (request, reply) => {
    const hostname = request.hostname.toLowerCase();
    if (own.has(hostname) || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    if (!(await host.store.findSiteByDomain(hostname))) return;
    const site = await host.resolveSiteRequest({
      host: hostname,
      path: (request.raw.url ?? '/').split('?')[0]!,
      ...requestFor(request.method, request.headers['if-none-match']),
    });
    return send(reply, site);
  });
}
