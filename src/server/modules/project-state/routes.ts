import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectParams } from '@shared/contracts/projects';
import {
  branchesResponse,
  databaseUsageResponse,
  deploysResponse,
  logQuery,
  logResponse,
  schemaResponse,
  siteResponse,
  domainParams,
  verifyDomainResponse,
  zipQuery,
} from '@shared/contracts/project-state';
import { authenticate, requireUser } from '../../plugins/session';
import type { ProjectStateService } from './service';

/** Read-only views of a project's database, repository and site; any member may read them. */
export const projectStateRoutes: FastifyPluginAsyncZod<{ state: ProjectStateService }> = async (
  app,
  { state },
) => {
  app.addHook('onRequest', authenticate);

  app.get(
    '/:id/database/schema',
    { schema: { params: projectParams, response: { 200: schemaResponse } } },
    async (request) => state.schema(await requireUser(request), request.params.id),
  );

  app.get(
    '/:id/database/usage',
    { schema: { params: projectParams, response: { 200: databaseUsageResponse } } },
    async (request) => state.databaseUsage(await requireUser(request), request.params.id),
  );

  app.get(
    '/:id/git/branches',
    { schema: { params: projectParams, response: { 200: branchesResponse } } },
    async (request) => state.branches(await requireUser(request), request.params.id),
  );

  app.get(
    '/:id/git/log',
    { schema: { params: projectParams, querystring: logQuery, response: { 200: logResponse } } },
    async (request) =>
      state.log(
        await requireUser(request),
        request.params.id,
        request.query.branch,
        request.query.limit,
      ),
  );

  app.get(
    '/:id/git/zip',
    { schema: { params: projectParams, querystring: zipQuery } },
    async (request, reply) => {
      const zip = await state.zip(
        await requireUser(request),
        request.params.id,
        request.query.branch,
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${zip.fileName}"`)
        .send(Buffer.from(zip.data));
    },
  );

  app.get(
    '/:id/deploys',
    { schema: { params: projectParams, response: { 200: deploysResponse } } },
    async (request) => state.deploys(await requireUser(request), request.params.id),
  );

  app.get(
    '/:id/site',
    { schema: { params: projectParams, response: { 200: siteResponse } } },
    async (request) => state.site(await requireUser(request), request.params.id),
  );

  app.post(
    '/:id/site/domains/:domain/verify',
    { schema: { params: domainParams, response: { 200: verifyDomainResponse } } },
    async (request) =>
      state.verifyDomain(await requireUser(request), request.params.id, request.params.domain),
  );
};
