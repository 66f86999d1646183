import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import type { User } from '@shared/contracts/auth';
import { SESSION_COOKIE } from '@shared/constants/auth';
import { unauthorized } from '../lib/errors';
import type { AuthService, NewSession } from '../modules/auth/service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, looked up once per request and only when asked for. */
    currentUser(): Promise<User | null>;
    sessionToken(): string | undefined;
  }
}

export async function registerSession(
  app: FastifyInstance,
  options: { auth: AuthService; secure: boolean },
) {
  await app.register(cookie);
  const cache = new WeakMap<FastifyRequest, Promise<User | null>>();

  app.decorateRequest('sessionToken', function (this: FastifyRequest) {
    return this.cookies[SESSION_COOKIE];
  });
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      const token = this.sessionToken();
      pending = token
        ? options.auth.authenticate(token).then((found) => found?.user ?? null)
        : Promise.resolve(null);
      cache.set(this, pending);
    }
    return pending;
  });

  app.decorateReply('setSession', function (this: FastifyReply, session: NewSession) {
    return this.setCookie(SESSION_COOKIE, session.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      expires: session.expiresAt,
    });
  });
  app.decorateReply('clearSession', function (this: FastifyReply) {
    return this.clearCookie(SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
    });
  });
}

declare module 'fastify' {
  interface FastifyReply {
    setSession(session: NewSession): FastifyReply;
    clearSession(): FastifyReply;
  }
}

/** The signed-in user, or a 401 `No user logged in`. */
export async function requireUser(request: FastifyRequest): Promise<User> {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  return user;
}

/** Route hook: refuses anonymous requests before their body is even validated. */
export async function authenticate(request: FastifyRequest): Promise<void> {
  await requireUser(request);
}
