import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The project's APIs on a site's origin; like Supabase's, any website may call them. */
const API_PREFIXES = ['/rest/v1', '/auth/v1', '/storage/v1'];

const ALLOW_METHODS = 'GET,HEAD,POST,PUT,PATCH,DELETE,OPTIONS';
const ALLOW_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'prefer',
  'range',
  'x-client-info',
  'x-supabase-api-version',
  'accept-profile',
  'content-profile',
  'x-upsert',
].join(', ');
/** On every answer of an API path, set last so an upstream's own CORS headers cannot narrow them. */
export const API_ANSWER_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'Content-Range, X-Total-Count, X-Supabase-Api-Version',
};

/** The path as sent, before the site prefix was added. */
const sentPath = (request: FastifyRequest) => request.originalUrl.split('?')[0] as string;

export const isApiPath = (path: string) =>
  API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * CORS for the API paths of a site's origin: preflights answered here, every answer marked
 * readable from anywhere, so the API plugins need nothing of their own.
 */
export function registerApiCors(site: FastifyInstance) {
  site.route({
    method: 'OPTIONS',
    url: '/*',
    handler: async (request, reply) => {
      if (!isApiPath(sentPath(request))) return reply.status(404).send();
      return reply
        .status(200)
        .headers({
          'access-control-allow-methods': ALLOW_METHODS,
          'access-control-allow-headers':
            request.headers['access-control-request-headers'] ?? ALLOW_HEADERS,
          'access-control-max-age': '86400',
        })
        .send();
    },
  });
  site.addHook('onSend', async (request, reply) => {
    if (!isApiPath(sentPath(request))) return;
    reply.headers(API_ANSWER_HEADERS);
  });
}
