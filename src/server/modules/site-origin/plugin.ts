import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { StaticHost } from '../../services/hosting/static-host';
import { noSiteResponse } from '../../services/hosting/site-request';
import type { SitesAddress } from '../../services/hosting/site-urls';
import type { ProjectKeyStore } from '../../services/project-api/key-store';
import { registerApiCors } from './cors';
import { registerEnvJson } from './env-json';
import { SITE_HEADERS, STUDIO_HOST_API_HEADERS } from './site-headers';
import { siteOriginConstraint } from './origin-constraint';
import { registerStaticFiles } from './static-files';
import { SITE_PREFIX, siteUrlOf } from './site-context';
import { apiNameOf, isApiPath } from './api-paths';
import { noProjectAnswer } from './no-project';
import { studioApiSlugOf } from './rewrite-url';
import { storableUrl, unstorableText } from '../../plugins/input-hygiene';
import { siteOrigin } from '../../services/hosting/site-urls';

/**
 * Everything a site's origin answers: its API plugins (`apis`, which read `request.site`), CORS
 * for them, a generated `/env.json` and the deployed files. The studio's origin serves none of it
 * but the APIs, under `/p/<slug>` (decision 044).
 */
export async function registerSiteOrigin(
  app: FastifyInstance,
  options: {
    host: StaticHost;
    sites: SitesAddress;
    keys: ProjectKeyStore;
    apis: FastifyPluginAsync[];
  },
) {
  app.decorateRequest('site', null as never);
  app.addConstraintStrategy(siteOriginConstraint);
  await app.register(
    async (site) => {
      site.addHook('onRoute', (route) => {
        // The studio's CSP would break the site's pages; the studio's CSRF check would refuse
        // calls from any other website, which a project's API must accept, as Supabase's does.
        // `{ skipRoute: true }` is what helmet makes of a route's `helmet: false`.
        route.config = Object.assign({}, route.config, {
          helmet: { skipRoute: true },
          csrf: false,
        });
        route.constraints = { ...route.constraints, [siteOriginConstraint.name]: 'yes' };
      });
      site.addHook('onRequest', async (request, reply) => {
        const studioSlug = studioApiSlugOf(request.raw);
        const onStudioHost = studioSlug !== undefined;
        const found = onStudioHost
          ? await options.host.siteForSlug(studioSlug)
          : await options.host.siteForHost(request.host);
        // The studio's session cookie comes along on its host, but is no credential of a project's API.
        if (onStudioHost) delete request.headers.cookie;
        reply.headers(onStudioHost ? STUDIO_HOST_API_HEADERS : SITE_HEADERS);
        if (!found) {
          const api = apiNameOf(siteUrlOf(request));
          const answer = api ? noProjectAnswer(api, request) : noSiteResponse(request.method);
          return reply.status(answer.status).headers(answer.headers).send(answer.body);
        }
        request.site = {
          projectId: found.site.id,
          slug: found.site.slug,
          deployId: found.deployId,
          origin: onStudioHost
            ? siteOrigin(options.sites, found.site.slug)
            : `${options.sites.scheme}://${request.host}`,
          onStudioHost,
        };
      });
      registerApiCors(site);
      // Fastify leaves escapes that do not decode as they are; a project's API refuses them as it refuses a NUL.
      site.addHook('preValidation', async (request) => {
        if (isApiPath(siteUrlOf(request)) && !storableUrl(request.url)) throw unstorableText();
      });
      for (const api of options.apis) await site.register(api);
      registerEnvJson(site, options);
      await registerStaticFiles(site, options.host);
    },
    { prefix: SITE_PREFIX },
  );
  registerLegacySiteLinks(app, options.sites);
}

/** Links to `/sites/<segment>/<rest>` from before sites had their own origins keep working. */
function registerLegacySiteLinks(app: FastifyInstance, sites: SitesAddress) {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/sites/*',
    handler: async (request, reply) => {
      const match = /^\/sites\/([a-z0-9-]+)(\/[^?]*)?(\?.*)?$/i.exec(request.url);
      // Only a plain label may become a host name: anything else could point the redirect elsewhere.
      if (!match) return reply.callNotFound();
      const [, label, path, query] = match as unknown as [string, string, string?, string?];
      return reply.redirect(
        `${sites.scheme}://${label.toLowerCase()}.${sites.domain}${path ?? '/'}${query ?? ''}`,
        301,
      );
    },
  });
}
