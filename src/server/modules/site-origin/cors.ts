import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-paths';
import { siteUrlOf } from './site-context';

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

/**
 * CORS for the API paths of a site's origin and of its path on the studio's host: like Supabase's,
 * any website may call them. Preflights are answered here and every answer is marked readable
 * from anywhere, so the API plugins need nothing of their own.
 */
export function registerApiCors(site: FastifyInstance) {
  site.route({
    method: 'OPTIONS',
    url: '/*',
    handler: async (request, reply) => {
      if (!isApiPath(siteUrlOf(request))) return reply.status(404).send();
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
    if (!isApiPath(siteUrlOf(request))) return;
    reply.headers(API_ANSWER_HEADERS);
  });
}
