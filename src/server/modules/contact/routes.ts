import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactInboxResponse,
  contactMessageBody,
  contactMessageReceipt,
} from '@shared/contracts/contact';
import { requireUser } from '../../plugins/session';
import type { ContactService } from './service';

/** /api/contact: anyone writes; the operator reads /api/contact/messages. */
export const contactRoutes: FastifyPluginAsyncZod<{
  contact: ContactService;
  limit: { max: number; windowMs: number };
}> = async (app, { contact, limit }) => {
  app.post(
    '/',
    {
      schema: { body: contactMessageBody, response: { 201: contactMessageReceipt } },
      config: { rateLimit: { max: limit.max, timeWindow: limit.windowMs } },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      return reply.status(201).send(await contact.send(request.body, user?.id ?? null));
    },
  );
  app.get('/messages', { schema: { response: { 200: contactInboxResponse } } }, async (request) =>
    contact.inbox((await requireUser(request)).id),
  );
};
