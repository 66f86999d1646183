import type { FastifyInstance, FastifyRequest } from 'fastify';
import { siteUrlOf } from '../site-origin/site-context';
import type { ProjectAuthService } from '../../services/project-auth/service';
import { bodyOf, context, queryValue, sameOriginTarget } from './request';

/**
 * GoTrue's admin API and `/invite` for the site's project, open only to the service-role key
 * (GoTrue's requireAdminCredentials, after the gateway's key check in routes.ts).
 */
export function projectAuthAdminRoutes(app: FastifyInstance, auth: ProjectAuthService) {
  const asAdmin = async (request: FastifyRequest) => {
    const ctx = context(request, auth);
    await auth.admin.authorize(ctx, request.headers.authorization);
    return ctx;
  };
  const userId = (request: FastifyRequest) => (request.params as { id: string }).id;
  // GoTrue's referrer: `redirect_to` in the body if allowed, else in the query, else the site.
  const redirectTo = (request: FastifyRequest) => {
    const given = bodyOf(request).redirect_to;
    const site = `${request.site.origin}/`;
    const target = sameOriginTarget(request.site.origin, typeof given === 'string' ? given : '');
    return target !== site
      ? target
      : sameOriginTarget(site.slice(0, -1), queryValue(request, 'redirect_to'));
  };

  app.get('/auth/v1/admin/users', async (request, reply) => {
    const ctx = await asAdmin(request);
    const query = {
      page: queryValue(request, 'page'),
      per_page: queryValue(request, 'per_page'),
      filter: queryValue(request, 'filter'),
    };
    // GoTrue sees the path behind the gateway, without `/auth/v1`, and links its pages so.
    const path = siteUrlOf(request).replace(/^\/auth\/v1/, '');
    const { body, headers } = await auth.admin.list(ctx, query, path);
    return reply.headers(headers).send(body);
  });

  app.post('/auth/v1/admin/users', async (request) =>
    auth.admin.create(await asAdmin(request), bodyOf(request)),
  );

  app.get('/auth/v1/admin/users/:id', async (request) =>
    auth.admin.get(await asAdmin(request), userId(request)),
  );

  app.put('/auth/v1/admin/users/:id', async (request) =>
    auth.admin.update(await asAdmin(request), userId(request), bodyOf(request)),
  );

  app.delete('/auth/v1/admin/users/:id', async (request) =>
    auth.admin.remove(await asAdmin(request), userId(request), bodyOf(request)),
  );

  app.post('/auth/v1/admin/generate_link', async (request) =>
    auth.generateLink(await asAdmin(request), bodyOf(request), redirectTo(request)),
  );

  app.post('/auth/v1/invite', async (request) =>
    auth.invite(await asAdmin(request), bodyOf(request), redirectTo(request)),
  );
}
