import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  captureResponse,
  createOrderBody,
  createOrderResponse,
  billingConfigResponse,
  orderParams,
  subscription,
  webhookResponse,
} from '@shared/contracts/billing';
import { authenticate, requireUser } from '../../plugins/session';
import { paymentNotice } from '../notifications/activity';
import { paymentProvider } from './provider';
import { createBillingRepository } from './repository';
import { createBillingService } from './service';
import { createWebhookHandler, type WebhookHandler } from './webhooks';

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

/** /api/billing: plans in force, PayPal checkout (create, capture) and PayPal's notifications. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, now, notifications } = app.services;
  const repo = createBillingRepository(database.db);
  const provider = paymentProvider(config.paypal);
  const billing = createBillingService({
    repo,
    provider,
    publicUrl: config.publicUrl,
    now,
    log: app.log,
    onPaid: (userId, orderId, planName) =>
      notifications.notify([userId], paymentNotice(orderId, planName)),
  });

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
    '/orders',
    {
      onRequest: authenticate,
      schema: { body: createOrderBody, response: { 201: createOrderResponse } },
    },
    async (request, reply) => {
      const order = await billing.createOrder((await requireUser(request)).id, request.body.planId);
      return reply.status(201).send(order);
    },
  );

  app.post(
    '/orders/:orderId/capture',
    {
      onRequest: authenticate,
      schema: { params: orderParams, response: { 200: captureResponse } },
    },
    async (request) => billing.capture((await requireUser(request)).id, request.params.orderId),
  );

  await app.register(webhookRoute, {
    webhooks: createWebhookHandler({ billing, repo, provider, now, log: app.log }),
  });
};
