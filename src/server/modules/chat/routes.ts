import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatMessageListResponse,
  chatMessageResponse,
  chatSessionListResponse,
  chatSessionParams,
  chatSessionResponse,
  createChatMessageBody,
  createChatSessionBody,
} from '@shared/contracts/chat';
import { projectParams } from '@shared/contracts/projects';
import { authenticate, requireUser } from '../../plugins/session';
import type { ChatService } from './service';

/** /api/projects/:id/chat: the signed-in user's own conversations in the project. */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  app.addHook('onRequest', authenticate);

  app.get(
    '/:id/chat/sessions',
    { schema: { params: projectParams, response: { 200: chatSessionListResponse } } },
    async (request) => ({
      sessions: await chat.listSessions(await requireUser(request), request.params.id),
    }),
  );

  app.post(
    '/:id/chat/sessions',
    {
      schema: {
        params: projectParams,
        body: createChatSessionBody,
        response: { 201: chatSessionResponse },
      },
    },
    async (request, reply) => {
      const session = await chat.createSession(
        await requireUser(request),
        request.params.id,
        request.body.title,
      );
      return reply.status(201).send({ session });
    },
  );

  app.delete(
    '/:id/chat/sessions/:sid',
    { schema: { params: chatSessionParams } },
    async (request, reply) => {
      await chat.deleteSession(await requireUser(request), request.params.id, request.params.sid);
      return reply.status(204).send();
    },
  );

  app.get(
    '/:id/chat/sessions/:sid/messages',
    { schema: { params: chatSessionParams, response: { 200: chatMessageListResponse } } },
    async (request) => ({
      messages: await chat.listMessages(
        await requireUser(request),
        request.params.id,
        request.params.sid,
      ),
    }),
  );

  app.post(
    '/:id/chat/sessions/:sid/messages',
    {
      schema: {
        params: chatSessionParams,
        body: createChatMessageBody,
        response: { 201: chatMessageResponse },
      },
    },
    async (request, reply) => {
      const message = await chat.addMessage(
        await requireUser(request),
        request.params.id,
        request.params.sid,
        request.body,
      );
      return reply.status(201).send({ message });
    },
  );
};
