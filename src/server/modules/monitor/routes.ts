import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveFixBody,
  approveFixResponse,
  monitorIssueParams,
  monitorState,
} from '@shared/contracts/monitor';
import { projectParams } from '@shared/contracts/projects';
import { authenticate, requireUser } from '../../plugins/session';
import type { MonitorService } from './service';

/** /api/projects/:id/monitor: the agent monitor's state, start, pause, check now, and issue actions. */
export const monitorRoutes: FastifyPluginAsyncZod<{ monitor: MonitorService }> = async (
  app,
  { monitor },
) => {
  app.addHook('onRequest', authenticate);
  const stateSchema = { params: projectParams, response: { 200: monitorState } };

  app.get('/:id/monitor', { schema: stateSchema }, async (request) =>
    monitor.get(await requireUser(request), request.params.id),
  );
  app.post('/:id/monitor/start', { schema: stateSchema }, async (request) =>
    monitor.start(await requireUser(request), request.params.id),
  );
  app.post('/:id/monitor/pause', { schema: stateSchema }, async (request) =>
    monitor.pause(await requireUser(request), request.params.id),
  );
  app.post('/:id/monitor/check', { schema: stateSchema }, async (request) =>
    monitor.check(await requireUser(request), request.params.id),
  );

  app.post(
    '/:id/monitor/issues/:issueId/fix',
    {
      schema: {
        params: monitorIssueParams,
        body: approveFixBody,
        response: { 200: approveFixResponse },
      },
    },
    async (request) =>
      monitor.approveFix(
        await requireUser(request),
        request.params.id,
        request.params.issueId,
        request.body.confirm === true,
      ),
  );

  app.post(
    '/:id/monitor/issues/:issueId/dismiss',
    { schema: { params: monitorIssueParams, response: { 200: monitorState } } },
    async (request) =>
      monitor.dismiss(await requireUser(request), request.params.id, request.params.issueId),
  );
};
