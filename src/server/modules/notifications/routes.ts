import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationListResponse,
  notificationParams,
  notificationResponse,
} from '@shared/contracts/notifications';
import { authenticate, requireUser } from '../../plugins/session';
import type { NotificationService } from './service';

/** /api/notifications: the signed-in user's own list; nobody reaches another user's. */
export const notificationRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationService;
}> = async (app, { notifications }) => {
  app.addHook('onRequest', authenticate);

  app.get('/', { schema: { response: { 200: notificationListResponse } } }, async (request) =>
    notifications.list((await requireUser(request)).id),
  );

  app.post(
    '/:id/read',
    { schema: { params: notificationParams, response: { 200: notificationResponse } } },
    async (request) => ({
      notification: await notifications.markRead(
        (await requireUser(request)).id,
        request.params.id,
      ),
    }),
  );

  app.delete('/', async (request, reply) => {
    await notifications.clear((await requireUser(request)).id);
    return reply.status(204).send();
  });
};
