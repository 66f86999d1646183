import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activationResponse,
  billingConfigResponse,
  createSubscriptionBody,
  createSubscriptionResponse,
  subscription,
  subscriptionParams,
  webhookResponse,
} from '@shared/contracts/billing';
import { authenticate, requireUser } from '../../plugins/session';
import type { BillingService } from './service';
import type { WebhookHandler } from './webhooks';

/** PayPal webhooks are small; anything larger is not from PayPal. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** The webhook needs its body as sent (PayPal verifies those exact bytes), so it parses JSON as text. */
const webhookRoute: FastifyPluginAsyncZod<{ webhooks: WebhookHandler }> = async (
  app,
  { webhooks },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/webhook',
    { config: { csrf: false }, schema: { body: z.string(), response: { 200: webhookResponse } } },
    async (request) => {
      await webhooks.handle(request.headers, request.body);
      return { received: true as const };
    },
  );
};

/** /api/billing: the plan in force, PayPal monthly subscriptions (start, confirm, cancel) and PayPal's notifications. */
export const billingRoutes: FastifyPluginAsyncZod<{
  billing: BillingService;
  webhooks: WebhookHandler;
}> = async (app, { billing, webhooks }) => {
  app.get('/config', { schema: { response: { 200: billingConfigResponse } } }, async () =>
    billing.config(),
  );

  app.get(
    '/subscription',
    { onRequest: authenticate, schema: { response: { 200: subscription } } },
    async (request) => billing.subscription((await requireUser(request)).id),
  );

  app.post(
    '/activate-free',
    { onRequest: authenticate, schema: { response: { 200: subscription } } },
    async (request) => billing.activateFree((await requireUser(request)).id),
  );

  app.post(
    '/subscriptions',
    {
      onRequest: authenticate,
      schema: { body: createSubscriptionBody, response: { 201: createSubscriptionResponse } },
    },
    async (request, reply) => {
      const started = await billing.createSubscription(
        (await requireUser(request)).id,
        request.body.planId,
      );
      return reply.status(201).send(started);
    },
  );

  app.post(
    '/subscriptions/:subscriptionId/activate',
    {
      onRequest: authenticate,
      schema: { params: subscriptionParams, response: { 200: activationResponse } },
    },
    async (request) =>
      billing.activate((await requireUser(request)).id, request.params.subscriptionId),
  );

  app.post(
    '/subscription/cancel',
    { onRequest: authenticate, schema: { response: { 200: subscription } } },
    async (request) => billing.cancel((await requireUser(request)).id),
  );

  await app.register(webhookRoute, { webhooks });
};
