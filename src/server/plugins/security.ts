import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import { CSRF_HEADER } from '@shared/constants/auth';
import { forbidden } from '../lib/errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for endpoints called by other servers (webhooks), which carry their own proof. */
    csrf?: boolean;
  }
}

/** The origin the browser used to reach us, from the Host header (or the proxy's when trusted). */
const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export async function registerSecurity(
  app: FastifyInstance,
  options: { publicUrl: string; https: boolean },
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner set inline style attributes; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    strictTransportSecurity: options.https,
    crossOriginEmbedderPolicy: false,
  });

  const publicOrigin = new URL(options.publicUrl).origin;
  // CSRF: a browser always names its origin on unsafe requests; scripts without one must opt in.
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method) || request.routeOptions.config.csrf === false) return;
    const origin = request.headers.origin;
    if (origin) {
      if (origin !== ownOrigin(request) && origin !== publicOrigin) {
        throw forbidden('This request came from another website and was refused.', 'csrf_rejected');
      }
      return;
    }
    if (!request.headers[CSRF_HEADER]) {
      throw forbidden(
        `Requests without an Origin header must carry the ${CSRF_HEADER} header.`,
        'csrf_rejected',
      );
    }
  });
}
