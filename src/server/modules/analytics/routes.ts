import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsQuery, analyticsResponse, recordEventBody } from '@shared/contracts/analytics';
import { authenticate, requireUser } from '../../plugins/session';
import type { AnalyticsService } from './service';

export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (
  app,
  { analytics },
) => {
  app.addHook('onRequest', authenticate);

  app.get(
    '/',
    { schema: { querystring: analyticsQuery, response: { 200: analyticsResponse } } },
    async (request) => {
      const user = await requireUser(request);
      return analytics.overview(user.id, request.query.period);
    },
  );

  app.post(
    '/events',
    {
      schema: { body: recordEventBody },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await analytics.recordFromClient(user.id, request.body);
      return reply.status(204).send();
    },
  );
};
