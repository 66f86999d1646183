import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectParams } from '@shared/contracts/projects';
import {
  accessRequestParams,
  approveRequestBody,
  acceptInvitationResponse,
  activityResponse,
  invitationParams,
  invitationPreview,
  invitationTokenParams,
  inviteBody,
  inviteResponse,
  teamResponse,
} from '@shared/contracts/team';
import { authenticate, requireUser } from '../../plugins/session';
import type { TeamService } from './service';

/** /api/projects/:id/team and /invitations: the project's people and who is invited. */
export const projectTeamRoutes: FastifyPluginAsyncZod<{
  team: TeamService;
  mailLimit: { max: number; windowMs: number };
}> = async (app, { team, mailLimit }) => {
  app.addHook('onRequest', authenticate);

  app.get(
    '/:id/team',
    { schema: { params: projectParams, response: { 200: teamResponse } } },
    async (request) => team.team(await requireUser(request), request.params.id),
  );

  app.get(
    '/:id/activity',
    { schema: { params: projectParams, response: { 200: activityResponse } } },
    async (request) => ({
      activity: await team.activity(await requireUser(request), request.params.id),
    }),
  );

  app.post(
    '/:id/invitations',
    {
      schema: { params: projectParams, body: inviteBody, response: { 201: inviteResponse } },
      // Each invitation sends a mail: the same limit as other mail keeps it from being a spam relay.
      config: { rateLimit: { max: mailLimit.max, timeWindow: mailLimit.windowMs } },
    },
    async (request, reply) => {
      const invitation = await team.invite(
        await requireUser(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send({ invitation });
    },
  );

  app.post(
    '/:id/access-requests',
    { schema: { params: projectParams } },
    async (request, reply) => {
      await team.requestAccess(await requireUser(request), request.params.id);
      return reply.status(202).send();
    },
  );

  app.post(
    '/:id/access-requests/:userId/approve',
    { schema: { params: accessRequestParams, body: approveRequestBody } },
    async (request, reply) => {
      await team.approveRequest(
        await requireUser(request),
        request.params.id,
        request.params.userId,
        request.body.role,
      );
      return reply.status(204).send();
    },
  );

  app.delete(
    '/:id/access-requests/:userId',
    { schema: { params: accessRequestParams } },
    async (request, reply) => {
      await team.declineRequest(
        await requireUser(request),
        request.params.id,
        request.params.userId,
      );
      return reply.status(204).send();
    },
  );

  app.delete(
    '/:id/invitations/:invitationId',
    { schema: { params: invitationParams } },
    async (request, reply) => {
      await team.cancelInvitation(
        await requireUser(request),
        request.params.id,
        request.params.invitationId,
      );
      return reply.status(204).send();
    },
  );
};

/** /api/invitations/:token: what an invitation offers, and accepting it. */
export const invitationRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (
  app,
  { team },
) => {
  app.addHook('onRequest', authenticate);

  app.get(
    '/:token',
    { schema: { params: invitationTokenParams, response: { 200: invitationPreview } } },
    async (request) => team.preview(await requireUser(request), request.params.token),
  );

  app.post(
    '/:token/accept',
    { schema: { params: invitationTokenParams, response: { 200: acceptInvitationResponse } } },
    async (request) => team.accept(await requireUser(request), request.params.token),
  );
};
