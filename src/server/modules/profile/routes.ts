import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileResponse, updateProfileBody } from '@shared/contracts/profile';
import { authenticate, requireUser } from '../../plugins/session';
import type { ProfileService } from './service';

export const profileRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService }> = async (
  app,
  { profiles },
) => {
  app.get(
    '/',
    { onRequest: authenticate, schema: { response: { 200: profileResponse } } },
    async (request) => {
      const user = await requireUser(request);
      return { profile: await profiles.get(user.id) };
    },
  );

  app.patch(
    '/',
    {
      onRequest: authenticate,
      schema: { body: updateProfileBody, response: { 200: profileResponse } },
    },
    async (request) => {
      const user = await requireUser(request);
      return { profile: await profiles.update(user.id, request.body) };
    },
  );
};
