import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSessionsResponse,
  changePasswordBody,
  changePasswordResponse,
  deleteAccountBody,
  sessionParams,
} from '@shared/contracts/account';
import { authenticate, requireUser } from '../../plugins/session';
import type { AccountService } from './service';

/** /api/account: the signed-in user's password, sessions and the account itself. */
export const accountRoutes: FastifyPluginAsyncZod<{
  account: AccountService;
  rateLimit: { authMax: number; windowMs: number };
}> = async (app, { account, rateLimit }) => {
  // Both routes below check a password: the same limit as sign-in keeps guessing slow.
  const passwordLimit = { rateLimit: { max: rateLimit.authMax, timeWindow: rateLimit.windowMs } };
  app.addHook('onRequest', authenticate);
  // authenticate has proven the cookie is there and valid.
  const token = (request: { sessionToken(): string | undefined }) => request.sessionToken() ?? '';

  app.get(
    '/sessions',
    { schema: { response: { 200: accountSessionsResponse } } },
    async (request) => ({
      sessions: await account.sessions((await requireUser(request)).id, token(request)),
    }),
  );

  app.delete(
    '/sessions/:sessionId',
    { schema: { params: sessionParams } },
    async (request, reply) => {
      await account.revokeSession((await requireUser(request)).id, request.params.sessionId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/password',
    {
      schema: { body: changePasswordBody, response: { 200: changePasswordResponse } },
      config: passwordLimit,
    },
    async (request) =>
      account.changePassword(await requireUser(request), token(request), request.body),
  );

  app.delete(
    '/',
    { schema: { body: deleteAccountBody }, config: passwordLimit },
    async (request, reply) => {
      await account.deleteAccount(await requireUser(request), request.body.password);
      return reply.clearSession().status(204).send();
    },
  );
};
