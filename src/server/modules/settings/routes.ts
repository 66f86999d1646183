import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsStatus } from '@shared/contracts/settings';
import { authenticate, requireUser } from '../../plugins/session';
import type { SettingsService } from './service';

/** /api/settings: figures for the settings pages. */
export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.addHook('onRequest', authenticate);
  app.get('/status', { schema: { response: { 200: settingsStatus } } }, async (request) =>
    settings.status((await requireUser(request)).id),
  );
};
