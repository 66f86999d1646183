import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectAuthSettings, updateProjectAuthSettings } from '@shared/contracts/project-auth';
import { projectParams } from '@shared/contracts/projects';
import { authenticate, requireUser } from '../../plugins/session';
import type { ProjectService } from '../projects/service';
import type { ProjectAuthService } from '../../services/project-auth/service';

/** The studio's side of a project's `/auth/v1`: members read its settings, owners and admins change them. */
export const projectAuthSettingsRoutes: FastifyPluginAsyncZod<{
  auth: ProjectAuthService;
  projects: Pick<ProjectService, 'access'>;
}> = async (app, { auth, projects }) => {
  app.addHook('onRequest', authenticate);

  app.get(
    '/:id/auth/settings',
    { schema: { params: projectParams, response: { 200: projectAuthSettings } } },
    async (request) => {
      const { project } = await projects.access(
        await requireUser(request),
        request.params.id,
        'read',
      );
      return auth.studioSettings(project.id);
    },
  );

  app.put(
    '/:id/auth/settings',
    {
      schema: {
        params: projectParams,
        body: updateProjectAuthSettings,
        response: { 200: projectAuthSettings },
      },
    },
    async (request) => {
      const { project } = await projects.access(
        await requireUser(request),
        request.params.id,
        'manageSettings',
      );
      return auth.changeStudioSettings(project.id, request.body);
    },
  );
};
