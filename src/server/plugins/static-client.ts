import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { FIRST_REQUESTS } from '@shared/constants/first-requests';
import { notFound } from '../lib/errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const wantsPage = (request: FastifyRequest) =>
  request.method === 'GET' &&
  !request.url.startsWith('/api/') &&
  (request.headers.accept ?? '').includes('text/html');

/**
 * Serves the built client: hashed assets forever-cacheable, index.html always revalidated,
 * and client routes answered with index.html. API 404s stay JSON.
 */
export async function registerStaticClient(
  app: FastifyInstance,
  clientDir: string | null,
  sessionCookie: string,
) {
  const hasClient = clientDir !== null && existsSync(join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      preCompressed: true,
      index: false,
      wildcard: false,
      // Off, or send's own `public, max-age=0` replaces the header setHeaders gives.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader(
          'cache-control',
          path.includes(`${join(clientDir, 'assets')}`) ? IMMUTABLE : 'no-cache',
        );
      },
    });
  }

  const sendPage = (reply: FastifyReply, file: string) =>
    reply.header('cache-control', 'no-cache').sendFile(file, clientDir!);
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const first = FIRST_REQUESTS[request.url.split('?')[0]!];
    // A signed-in page's data is asked for with the page, not after its code has loaded.
    if (first && request.cookies[sessionCookie])
      reply.header(
        'link',
        first.map((path) => `<${path}>; rel=preload; as=fetch; crossorigin=anonymous`).join(', '),
      );
    return sendPage(reply, 'index.html');
  };
  // The home page is prerendered at build time (docs/decisions/006-home-page-speed.md).
  const home = hasClient && existsSync(join(clientDir, 'home.html')) ? 'home.html' : 'index.html';

  if (hasClient) app.get('/', (_request, reply) => sendPage(reply, home));

  app.setNotFoundHandler((request, reply) => {
    if (hasClient && wantsPage(request)) return sendIndex(request, reply);
    throw notFound(`Nothing is found at ${request.method} ${request.url.split('?')[0]}.`);
  });
}
