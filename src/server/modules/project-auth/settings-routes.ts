import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectAuthSettings } from '@shared/contracts/project-auth';
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
      const settings = await auth.settingsFor(project.id);
      return { confirmEmail: !settings.mailerAutoconfirm };
    },
  );

  app.put(
    '/:id/auth/settings',
    {
      schema: {
        params: projectParams,
        body: projectAuthSettings,
        response: { 200: projectAuthSettings },
      },
    },
    async (request) => {
      const { project } = await projects.access(
        await requireUser(request),
        request.params.id,
        'manageSettings',
      );
      const settings = await auth.updateSettings(project.id, {
        mailerAutoconfirm: !request.body.confirmEmail,
      });
      return { confirmEmail: !settings.mailerAutoconfirm };
    },
  );
};
