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

/** Read-only views of a project's database, repository and site; any member may read them. */
export const projectStateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { projects, workspace } = app.services;
  app.addHook('onRequest', authenticate);
  const readable = async (
    request: { params: { id: string } } & Parameters<typeof requireUser>[0],
  ) => (await projects.access(await requireUser(request), request.params.id, 'read')).project;

  app.get(
    '/:id/database/schema',
    { schema: { params: projectParams, response: { 200: schemaResponse } } },
    async (request) => {
      const database = await workspace.database(await readable(request));
      return database.introspect();
    },
  );

  app.get(
    '/:id/database/usage',
    { schema: { params: projectParams, response: { 200: databaseUsageResponse } } },
    async (request) => {
      const database = await workspace.database(await readable(request));
      const [usage, users] = await Promise.all([
        database.usage(),
        database.query<{ total: number; last_week: number }>(
          "select count(*)::int as total, count(*) filter (where created_at > now() - interval '7 days')::int as last_week from auth.users",
        ),
      ]);
      const row = users.rows[0];
      return { ...usage, users: { total: row?.total ?? 0, lastWeek: row?.last_week ?? 0 } };
    },
  );

  app.get(
    '/:id/git/branches',
    { schema: { params: projectParams, response: { 200: branchesResponse } } },
    async (request) => workspace.git(await readable(request)).listBranches(),
  );

  app.get(
    '/:id/git/log',
    { schema: { params: projectParams, querystring: logQuery, response: { 200: logResponse } } },
    async (request) => {
      const { commits } = await workspace
        .git(await readable(request))
        .log(request.query.branch, request.query.limit);
      return {
        commits: commits.map(({ sha, message, author, date }) => ({ sha, message, author, date })),
      };
    },
  );

  app.get(
    '/:id/git/zip',
    { schema: { params: projectParams, querystring: zipQuery } },
    async (request, reply) => {
      const project = await readable(request);
      const zip = await workspace
        .git(project)
        .zip(request.query.branch, `${project.slug}-${request.query.branch}`);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${zip.fileName}"`)
        .send(Buffer.from(zip.data));
    },
  );

  app.get(
    '/:id/deploys',
    { schema: { params: projectParams, response: { 200: deploysResponse } } },
    async (request) => {
      const deploys = await workspace.host.listDeploys((await readable(request)).id);
      return { deploys: [...deploys].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) };
    },
  );

  app.get(
    '/:id/site',
    { schema: { params: projectParams, response: { 200: siteResponse } } },
    async (request) => {
      const { slug, url, liveDeployId, domains, customDomains, env } =
        await workspace.host.describeSite((await readable(request)).id);
      return { slug, url, liveDeployId, domains, customDomains, env };
    },
  );

  // Checking the proof changes what is served, so it needs the right to run everyday changes.
  app.post(
    '/:id/site/domains/:domain/verify',
    { schema: { params: domainParams, response: { 200: verifyDomainResponse } } },
    async (request) => {
      const { project } = await projects.access(
        await requireUser(request),
        request.params.id,
        'executeLowMedium',
      );
      return { domain: await workspace.host.verifyDomain(project.id, request.params.domain) };
    },
  );
};
