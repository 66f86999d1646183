import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/config';
import { AppError } from './lib/errors';
import { requestForLog } from './lib/log-request';
import { registerErrorHandler } from './plugins/error-handler';
import { registerInputHygiene } from './plugins/input-hygiene';
import { registerSecurity } from './plugins/security';
import { registerSession } from './plugins/session';
import { sessionCookieName } from './plugins/session-cookie';
import { registerStaticClient } from './plugins/static-client';
import { buildServices, type AppDeps, type AppServices } from './composition-root';
import { registerApiRoutes } from './api-routes';
import { registerSiteOrigin } from './modules/site-origin/plugin';
import { answerFrameworkError } from './modules/site-origin/bad-url';
import { projectApiKeyCheck } from './modules/site-origin/api-key';
import { createRestProxy, projectRestRoutes } from './modules/project-api/rest-proxy';
import { installBeforeFastify, restFastPath } from './modules/project-api/rest-fast-path';
import { projectAuthRoutes } from './modules/project-auth/routes';
import { projectStorageRoutes } from './modules/project-storage/routes';
import { siteHostOf, siteRewrite } from './modules/site-origin/rewrite-url';
import { ownHosts } from './own-hosts';

export type { AppDeps } from './composition-root';

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

/** Builds the whole server; it never listens, so tests drive it with inject(). */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const https = config.publicUrl.startsWith('https://');
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers.apikey'],
      serializers: { req: requestForLog },
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Any host that is not the studio's own is a site's origin, served by the site-origin plugin.
    rewriteUrl: siteRewrite({ ownHosts: ownHosts(config), trustProxy: config.trustProxy }),
    // A project API's malformed path answers in that API's shape; the studio's keep Fastify's.
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputHygiene(app);

  const built = await buildServices(config, deps, app.log);
  const { services, host, postgrest, projectStorage } = built;
  const { keys, monitor, projectAuth } = services;
  app.decorate('services', services);
  app.addHook('onClose', () => built.close());
  let closing = false;
  // Open event streams would otherwise keep the server from closing.
  app.addHook('preClose', async () => {
    closing = true;
    built.streams.closeAll();
  });

  await registerSecurity(app, { publicUrl: config.publicUrl, https });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'rate_limited',
        `Too many attempts. Please wait ${context.after} and try again.`,
      ),
  });
  await registerSession(app, { auth: built.auth, https });
  await app.register((api) => registerApiRoutes(api, built), { prefix: '/api' });

  // Monitored projects carry on after a restart, their first checks spread over one interval.
  app.addHook('onReady', async () => {
    monitor.resume().catch((err: unknown) => app.log.error({ err }, 'monitor: could not resume'));
  });

  const checkApiKey = projectApiKeyCheck(keys);
  const serveRest = createRestProxy({
    processes: postgrest,
    keys,
    cancelQuery: built.cancelRestQuery,
    log: app.log,
  });
  await registerSiteOrigin(app, {
    host,
    sites: config.sites,
    keys,
    apis: [
      async (site) => {
        await site.register(projectAuthRoutes, { auth: projectAuth, checkApiKey });
      },
      projectRestRoutes(serveRest),
      projectStorageRoutes({
        storage: projectStorage,
        checkApiKey,
      }),
    ],
  });
  await registerStaticClient(app, config.clientDir, sessionCookieName(https));
  installBeforeFastify(
    app.server,
    restFastPath({
      siteHost: siteHostOf({ ownHosts: ownHosts(config), trustProxy: config.trustProxy }),
      siteForHost: (name) => host.siteForHost(name),
      serveRest,
      // Fastify answers 503 to requests that arrive while it closes.
      isClosing: () => closing,
      trustProxy: config.trustProxy,
      log: {
        enabled: () => ['trace', 'debug', 'info'].includes(app.log.level),
        completed: (details, message) => app.log.info(details, message),
      },
    }),
  );
  return app;
}
