import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  connectDatabaseBody,
  connectGitHubBody,
  connectNetlifyBody,
  connectionParams,
  connectionsResponse,
  connectionTestResponse,
  databaseConnectionResponse,
  databaseFactsResponse,
} from '@shared/contracts/connections';
import { projectParams } from '@shared/contracts/projects';
import { authenticate, requireUser } from '../../plugins/session';
import type { ConnectionService } from './service';

export const connectionRoutes: FastifyPluginAsyncZod<{ connections: ConnectionService }> = async (
  app,
  { connections },
) => {
  app.addHook('onRequest', authenticate);
  const response = { response: { 200: connectionsResponse } };

  app.get('/:id/connections', { schema: { params: projectParams, ...response } }, async (request) =>
    connections.get(await requireUser(request), request.params.id),
  );
  app.put(
    '/:id/connections/github',
    { schema: { params: projectParams, body: connectGitHubBody, ...response } },
    async (request) =>
      connections.connectGitHub(await requireUser(request), request.params.id, request.body),
  );
  app.put(
    '/:id/connections/netlify',
    { schema: { params: projectParams, body: connectNetlifyBody, ...response } },
    async (request) =>
      connections.connectNetlify(await requireUser(request), request.params.id, request.body),
  );
  app.put(
    '/:id/connections/database',
    { schema: { params: projectParams, body: connectDatabaseBody, ...response } },
    async (request) =>
      connections.connectDatabase(await requireUser(request), request.params.id, request.body),
  );
  app.delete(
    '/:id/connections/:kind',
    { schema: { params: connectionParams, ...response } },
    async (request) =>
      connections.disconnect(await requireUser(request), request.params.id, request.params.kind),
  );

  app.post(
    '/:id/connections/:kind/test',
    { schema: { params: connectionParams, response: { 200: connectionTestResponse } } },
    async (request) =>
      connections.test(await requireUser(request), request.params.id, request.params.kind),
  );

  app.get(
    '/:id/database/facts',
    { schema: { params: projectParams, response: { 200: databaseFactsResponse } } },
    async (request) => connections.databaseFacts(await requireUser(request), request.params.id),
  );

  app.get(
    '/:id/database/connection',
    { schema: { params: projectParams, response: { 200: databaseConnectionResponse } } },
    async (request, reply) => {
      // It carries a password: no cache may keep a copy.
      reply.header('cache-control', 'no-store');
      return connections.databaseConnection(await requireUser(request), request.params.id);
    },
  );
};
