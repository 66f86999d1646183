import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectApiResponse } from '@shared/contracts/project-api';
import { projectParams } from '@shared/contracts/projects';
import { authenticate, requireUser } from '../../plugins/session';
import type { ProjectApiService } from './service';

export const projectApiRoutes: FastifyPluginAsyncZod<{ projectApi: ProjectApiService }> = async (
  app,
  { projectApi },
) => {
  app.addHook('onRequest', authenticate);

  app.get(
    '/:id/api',
    { schema: { params: projectParams, response: { 200: projectApiResponse } } },
    async (request, reply) => {
      // It carries keys (the service-role key for owners): no cache may keep a copy.
      reply.header('cache-control', 'no-store');
      return projectApi.describe(await requireUser(request), request.params.id);
    },
  );
};
