import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  projectUserParams,
  projectUsersQuery,
  projectUsersResponse,
} from '@shared/contracts/project-users';
import { projectParams } from '@shared/contracts/projects';
import { authenticate, requireUser } from '../../plugins/session';
import type { ProjectUsersService } from './service';

/** The studio's Authentication view: members list a project's end users, owners and admins delete them or send them a password recovery e-mail. */
export const projectUsersRoutes: FastifyPluginAsyncZod<{ users: ProjectUsersService }> = async (
  app,
  { users },
) => {
  app.addHook('onRequest', authenticate);

  app.get(
    '/:id/auth/users',
    {
      schema: {
        params: projectParams,
        querystring: projectUsersQuery,
        response: { 200: projectUsersResponse },
      },
    },
    async (request) => users.list(await requireUser(request), request.params.id, request.query),
  );

  app.post(
    '/:id/auth/users/:userId/password-reset',
    { schema: { params: projectUserParams } },
    async (request, reply) => {
      await users.sendPasswordReset(
        await requireUser(request),
        request.params.id,
        request.params.userId,
      );
      return reply.status(204).send();
    },
  );

  app.delete(
    '/:id/auth/users/:userId',
    { schema: { params: projectUserParams } },
    async (request, reply) => {
      await users.remove(await requireUser(request), request.params.id, request.params.userId);
      return reply.status(204).send();
    },
  );
};
