import type { FastifyInstance } from 'fastify';
import type { StaticHost } from '../../services/hosting/static-host';

/** The site's deployed files: GET and HEAD of any path not answered by a more specific route. */
export async function registerStaticFiles(site: FastifyInstance, host: StaticHost) {
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
  // A site's files are only read; a form posting to one is told so, whatever it sent.
  await site.register(async (writes) => {
    writes.removeAllContentTypeParsers();
    writes.addContentTypeParser('*', (_request, _payload, done) => done(null));
    writes.route({
      method: ['POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (_request, reply) =>
        reply
          .status(405)
          .header('allow', 'GET, HEAD')
          .header('content-type', 'text/plain; charset=utf-8')
          .send('This address is a page of the site: it can be read, not sent to.'),
    });
  });
}
