import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { siteUrlOf } from './site-context';

/** The methods the project's APIs answer; OPTIONS is CORS's, answered for every API path (cors.ts). */
export const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** A request no route serves: its method and its path as the site's origin sees it. */
export interface UnservedRequest {
  method: string;
  path: string;
}

export interface UnservedAnswers {
  /** Throws the API's own 404, which the scope's error handler renders. */
  notFound(request: UnservedRequest): never;
  /** Throws the API's own 405; `allowed` are the methods that do serve the path. */
  methodNotAllowed(request: UnservedRequest, allowed: string[]): never;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route's URL as a test of concrete paths, as the router reads it: `:name` one segment, `*` the rest. */
const routePattern = (url: string) =>
  new RegExp(
    `^${url
      .split('/')
      .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
      .join('/')}$`,
  );

/**
 * Answers every request under `prefix` (a path of the scope, e.g. `/auth/v1`) that none of the
 * scope's routes serves, so a client gets the API's own error and never the site's pages: 405
 * when other methods serve the path, else 404. Call it before the scope's routes: it learns them
 * as they are added.
 */
export function answerUnservedPaths(
  scope: FastifyInstance,
  prefix: string,
  answers: UnservedAnswers,
) {
  const served: { pattern: RegExp; methods: string[] }[] = [];
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] as string;
    const allowed = API_METHODS.filter((method) =>
      served.some(
        (route) =>
          (route.methods.includes(method) ||
            (method === 'HEAD' && route.methods.includes('GET'))) &&
          route.pattern.test(path),
      ),
    );
    const unserved = { method: request.method, path: siteUrlOf(request).split('?')[0] as string };
    if (allowed.length === 0) answers.notFound(unserved);
    reply.header('allow', allowed.join(', '));
    answers.methodNotAllowed(unserved, allowed);
  };
  // Both: a route's `/*` does not match the prefix itself.
  scope.route({ method: API_METHODS, url: prefix, handler });
  scope.route({ method: API_METHODS, url: `${prefix}/*`, handler });
  // Added after the two above, so it sees only the routes that serve something.
  scope.addHook('onRoute', (route) => {
    served.push({
      pattern: routePattern(route.url),
      methods: ([] as string[]).concat(route.method),
    });
  });
}
