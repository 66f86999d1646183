import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPlanBody, planAnswer } from '@shared/contracts/plan';
import {
  executeBody,
  executeResponse,
  operationListQuery,
  operationListResponse,
  operationParams,
  planResponse,
  undoResponse,
} from '@shared/contracts/operations';
import { projectParams } from '@shared/contracts/projects';
import { authenticate, requireUser } from '../../plugins/session';
import type { OperationService } from './service';

export const operationRoutes: FastifyPluginAsyncZod<{ operations: OperationService }> = async (
  app,
  { operations },
) => {
  app.addHook('onRequest', authenticate);

  app.post(
    '/:id/plans',
    {
      schema: {
        params: projectParams,
        body: createPlanBody,
        response: { 201: planResponse, 200: planAnswer },
      },
    },
    async (request, reply) => {
      const answer = await operations.plan(
        await requireUser(request),
        request.params.id,
        request.body,
      );
      // A question or an action is an answer, not a created plan.
      if ('clarification' in answer || 'action' in answer) return reply.status(200).send(answer);
      return reply.status(201).send({ plan: answer });
    },
  );

  app.get(
    '/:id/operations',
    {
      schema: {
        params: projectParams,
        querystring: operationListQuery,
        response: { 200: operationListResponse },
      },
    },
    async (request) => ({
      operations: await operations.list(
        await requireUser(request),
        request.params.id,
        request.query.limit,
      ),
    }),
  );

  app.post(
    '/:id/operations/:opId/execute',
    { schema: { params: operationParams, body: executeBody, response: { 200: executeResponse } } },
    async (request) =>
      operations.execute(
        await requireUser(request),
        request.params.id,
        request.params.opId,
        request.body.confirm === true,
      ),
  );

  app.post(
    '/:id/operations/:opId/undo',
    { schema: { params: operationParams, response: { 200: undoResponse } } },
    async (request) =>
      operations.undo(await requireUser(request), request.params.id, request.params.opId),
  );
};
