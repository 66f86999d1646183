import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createProjectBody,
  createProjectResponse,
  memberListResponse,
  memberParams,
  projectListResponse,
  projectParams,
  projectResponse,
  updateMemberBody,
  updateProjectBody,
} from '@shared/contracts/projects';
import { authenticate, requireUser } from '../../plugins/session';
import type { ProjectService, ProjectSetupSteps } from './service';

export const projectRoutes: FastifyPluginAsyncZod<{
  projects: ProjectService;
  setup: ProjectSetupSteps;
}> = async (app, { projects, setup }) => {
  app.addHook('onRequest', authenticate);

  app.get('/', { schema: { response: { 200: projectListResponse } } }, async (request) => ({
    projects: await projects.list(await requireUser(request)),
  }));

  app.post(
    '/',
    { schema: { body: createProjectBody, response: { 201: createProjectResponse } } },
    async (request, reply) => {
      const created = await projects.create(await requireUser(request), request.body, setup);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/:id',
    { schema: { params: projectParams, response: { 200: projectResponse } } },
    async (request) => ({
      project: await projects.get(await requireUser(request), request.params.id),
    }),
  );

  app.patch(
    '/:id',
    {
      schema: {
        params: projectParams,
        body: updateProjectBody,
        response: { 200: projectResponse },
      },
    },
    async (request) => ({
      project: await projects.update(await requireUser(request), request.params.id, request.body),
    }),
  );

  app.delete('/:id', { schema: { params: projectParams } }, async (request, reply) => {
    await projects.remove(await requireUser(request), request.params.id);
    return reply.status(204).send();
  });

  app.get(
    '/:id/members',
    { schema: { params: projectParams, response: { 200: memberListResponse } } },
    async (request) => ({
      members: await projects.members(await requireUser(request), request.params.id),
    }),
  );

  app.patch(
    '/:id/members/:userId',
    { schema: { params: memberParams, body: updateMemberBody } },
    async (request, reply) => {
      await projects.setMemberRole(
        await requireUser(request),
        request.params.id,
        request.params.userId,
        request.body.role,
      );
      return reply.status(204).send();
    },
  );

  app.delete(
    '/:id/members/:userId',
    { schema: { params: memberParams } },
    async (request, reply) => {
      await projects.removeMember(
        await requireUser(request),
        request.params.id,
        request.params.userId,
      );
      return reply.status(204).send();
    },
  );
};
