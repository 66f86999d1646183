import type { FastifyRequest } from 'fastify';
import type {} from '../site-origin/site-context';
import type { AuthRequestContext, ProjectAuthService } from '../../services/project-auth/service';

type Body = Record<string, unknown>;

export function context(
  request: FastifyRequest,
  auth: Pick<ProjectAuthService, 'allowsAudience'>,
): AuthRequestContext {
  const audience = request.headers['x-jwt-aud'];
  const projectId = request.site.projectId;
  return {
    projectId,
    origin: request.site.origin,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    // An audience the project does not allow is ignored: it would look users up elsewhere and tell who exists.
    ...(typeof audience === 'string' && auth.allowsAudience(projectId, audience)
      ? { audience }
      : {}),
  };
}

export const bodyOf = (request: FastifyRequest): Body =>
  request.body !== null && typeof request.body === 'object' && !Array.isArray(request.body)
    ? (request.body as Body)
    : {};

export function queryValue(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** Where a verify link may send the browser: the site itself, never another origin. */
export function sameOriginTarget(origin: string, redirectTo: string | undefined): string {
  if (redirectTo) {
    try {
      const url = new URL(redirectTo);
      if (url.origin === origin) return `${url.origin}${url.pathname}${url.search}`;
    } catch {
      // not a URL: the site's root instead
    }
  }
  return `${origin}/`;
}
