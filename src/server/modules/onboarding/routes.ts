import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onboardingResponse, saveOnboardingBody } from '@shared/contracts/onboarding';
import { authenticate, requireUser } from '../../plugins/session';
import type { OnboardingService } from './service';

export const onboardingRoutes: FastifyPluginAsyncZod<{ onboarding: OnboardingService }> = async (
  app,
  { onboarding },
) => {
  app.addHook('onRequest', authenticate);

  app.get('/', { schema: { response: { 200: onboardingResponse } } }, async (request) => {
    const user = await requireUser(request);
    return onboarding.get(user.id);
  });

  app.put(
    '/',
    { schema: { body: saveOnboardingBody, response: { 200: onboardingResponse } } },
    async (request) => {
      const user = await requireUser(request);
      return onboarding.save(user.id, request.body);
    },
  );
};
