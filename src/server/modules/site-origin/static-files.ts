import type { FastifyInstance } from 'fastify';
import type { StaticHost } from '../../services/hosting/static-host';

/** The site's deployed files: GET and HEAD of any path not answered by a more specific route. */
export function registerStaticFiles(site: FastifyInstance, host: StaticHost) {
  site.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const ifNoneMatch = request.headers['if-none-match'];
      const answer = await host.resolveSiteRequest({
        siteId: request.site.projectId,
        ...(request.site.deployId ? { deployId: request.site.deployId } : {}),
        // The raw path, not a normalised one: the host decides what a path may reach.
        path: request.originalUrl.split('?')[0] as string,
        method: request.method,
        ...(ifNoneMatch ? { ifNoneMatch } : {}),
      });
      return reply.status(answer.status).headers(answer.headers).send(answer.body);
    },
  });
}
