import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiSettingsResponse, saveAiSettingsBody } from '@shared/contracts/ai-settings';
import { authenticate, requireUser } from '../../plugins/session';
import type { AiSettingsService } from './service';

/** /api/ai-settings: the signed-in user's model choice and settings. */
export const aiSettingsRoutes: FastifyPluginAsyncZod<{
  aiSettings: AiSettingsService;
  modelEndpointConfigured: boolean;
}> = async (app, { aiSettings, modelEndpointConfigured }) => {
  app.get(
    '/',
    { onRequest: authenticate, schema: { response: { 200: aiSettingsResponse } } },
    async (request) => {
      const user = await requireUser(request);
      return { settings: await aiSettings.aiSettingsFor(user.id), modelEndpointConfigured };
    },
  );

  app.put(
    '/',
    {
      onRequest: authenticate,
      schema: { body: saveAiSettingsBody, response: { 200: aiSettingsResponse } },
    },
    async (request) => {
      const user = await requireUser(request);
      return { settings: await aiSettings.save(user.id, request.body), modelEndpointConfigured };
    },
  );
};
