import type { FastifyInstance } from 'fastify';
import type { StaticHost } from '../../services/hosting/static-host';
import type { ProjectKeyStore } from '../../services/project-api/key-store';
import { notFound } from '../../lib/errors';

/**
 * `/env.json`, made for each request: the project's URL (this origin) and anon key, and the
 * site's `PUBLIC_*` variables for the deploy's context. Other variables never reach a browser.
 */
export function registerEnvJson(
  site: FastifyInstance,
  options: { host: StaticHost; keys: ProjectKeyStore },
) {
  site.route({
    method: ['GET', 'HEAD'],
    url: '/env.json',
    handler: async (request, reply) => {
      const { projectId, deployId, origin } = request.site;
      const [env, keys] = await Promise.all([
        options.host.publicEnv(projectId, deployId),
        options.keys.keysFor(projectId),
      ]);
      if (!env || !keys) throw notFound('There is no such deploy.');
      // Variables and keys can change at any time; a cached copy would outlive them.
      return reply
        .header('cache-control', 'no-store')
        .send({ SUPABASE_URL: origin, SUPABASE_ANON_KEY: keys.anonKey, ...env });
    },
  });
}
