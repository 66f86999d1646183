import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmQuery,
  resendBody,
  sessionResponse,
  signinBody,
  signinResponse,
  signupBody,
  signupResponse,
} from '@shared/contracts/auth';
import type { AuthService } from './service';

export interface AuthRouteOptions {
  auth: AuthService;
  rateLimit: { authMax: number; mailMax: number; windowMs: number };
}

const emailOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'email' in body
    ? String(body.email).toLowerCase()
    : '';

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (
  app,
  { auth, rateLimit },
) => {
  // Keys that use the e-mail are counted once the body has been read (preHandler), not before.
  const limit = (max: number, key: 'ip' | 'ip+email') => ({
    rateLimit: {
      max,
      timeWindow: rateLimit.windowMs,
      ...(key === 'ip+email' ? { hook: 'preHandler' as const } : {}),
      keyGenerator: (request: { ip: string; body?: unknown }) =>
        key === 'ip' ? request.ip : `${request.ip}:${emailOf(request.body)}`,
    },
  });

  app.post(
    '/signup',
    {
      schema: { body: signupBody, response: { 201: signupResponse } },
      config: limit(rateLimit.authMax, 'ip'),
    },
    async (request, reply) => {
      const result = await auth.signup(request.body, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      if (result.session) reply.setSession(result.session);
      return reply
        .status(201)
        .send({ user: result.user, confirmationRequired: result.confirmationRequired });
    },
  );

  app.post(
    '/signin',
    // Failed sign-ins are slowed by the service's throttle (per address and e-mail, and per e-mail).
    { schema: { body: signinBody, response: { 200: signinResponse } } },
    async (request, reply) => {
      const { user, session, device } = await auth.signin(request.body, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
        device: request.deviceToken(),
      });
      reply.setSession(session);
      if (device) reply.setDevice(device);
      return { user };
    },
  );

  app.post('/signout', async (request, reply) => {
    const token = request.sessionToken();
    if (token) await auth.signout(token);
    return reply.clearSession().status(204).send();
  });

  app.get('/session', { schema: { response: { 200: sessionResponse } } }, async (request) => ({
    user: await request.currentUser(),
  }));

  app.get('/confirm', { schema: { querystring: confirmQuery } }, async (request, reply) => {
    const confirmed = await auth.confirm(request.query.token);
    return reply.redirect(confirmed ? '/' : '/auth?confirmation=invalid');
  });

  // The link in the e-mail sent when sign-ins to an account start being delayed.
  app.get('/unlock', { schema: { querystring: confirmQuery } }, async (request, reply) => {
    const unlocked = await auth.unlock(request.query.token, request.deviceToken());
    if (!unlocked) return reply.redirect('/auth?unlock=invalid');
    return reply.setDevice(unlocked.device).redirect('/auth?unlock=done');
  });

  app.post(
    '/resend-confirmation',
    {
      schema: { body: resendBody, response: { 202: z.object({ ok: z.literal(true) }) } },
      config: limit(rateLimit.mailMax, 'ip+email'),
    },
    async (request, reply) => {
      await auth.resendConfirmation(request.body.email);
      return reply.status(202).send({ ok: true });
    },
  );
};
