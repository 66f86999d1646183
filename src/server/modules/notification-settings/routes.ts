import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationSettingsResponse,
  saveNotificationSettingsBody,
} from '@shared/contracts/notification-settings';
import { authenticate, requireUser } from '../../plugins/session';
import type { NotificationSettingsService } from './service';

/** /api/notification-settings: which events notify the signed-in user. */
export const notificationSettingsRoutes: FastifyPluginAsyncZod<{
  notificationSettings: NotificationSettingsService;
}> = async (app, { notificationSettings }) => {
  app.addHook('onRequest', authenticate);
  app.get(
    '/',
    { schema: { response: { 200: notificationSettingsResponse } } },
    async (request) => ({
      settings: await notificationSettings.settingsFor((await requireUser(request)).id),
    }),
  );
  app.put(
    '/',
    {
      schema: {
        body: saveNotificationSettingsBody,
        response: { 200: notificationSettingsResponse },
      },
    },
    async (request) => ({
      settings: await notificationSettings.save((await requireUser(request)).id, request.body),
    }),
  );
};
