import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import type { User } from '@shared/contracts/auth';
import { unauthorized } from '../lib/errors';
import type { AuthService, NewSession } from '../modules/auth/service';
import { deviceCookieName, sessionCookieName, sessionTokenIn } from './session-cookie';

/** A device cookie lasts a year; the server forgets a device unseen for 180 days anyway. */
const DEVICE_COOKIE_MS = 365 * 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, looked up once per request and only when asked for. */
    currentUser(): Promise<User | null>;
    sessionToken(): string | undefined;
    /** The device cookie an earlier success or unlock link left in this browser. */
    deviceToken(): string | undefined;
  }
}

export async function registerSession(
  app: FastifyInstance,
  options: { auth: AuthService; https: boolean },
) {
  await app.register(cookie);
  const cookieName = sessionCookieName(options.https);
  const cache = new WeakMap<FastifyRequest, Promise<User | null>>();

  app.decorateRequest('sessionToken', function (this: FastifyRequest) {
    return sessionTokenIn(this.headers.cookie, cookieName);
  });
  const deviceName = deviceCookieName(options.https);
  app.decorateRequest('deviceToken', function (this: FastifyRequest) {
    const value = this.cookies[deviceName];
    return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
  });
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = Promise.resolve()
        .then(() => this.sessionToken())
        .then((token) => (token ? options.auth.authenticate(token) : null))
        .then((found) => found?.user ?? null);
      cache.set(this, pending);
    }
    return pending;
  });

  app.decorateReply('setSession', function (this: FastifyReply, session: NewSession) {
    return this.setCookie(cookieName, session.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.https,
      expires: session.expiresAt,
    });
  });
  app.decorateReply('setDevice', function (this: FastifyReply, token: string) {
    return this.setCookie(deviceName, token, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.https,
      expires: new Date(Date.now() + DEVICE_COOKIE_MS),
    });
  });
  app.decorateReply('clearSession', function (this: FastifyReply) {
    return this.clearCookie(cookieName, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.https,
    });
  });
}

declare module 'fastify' {
  interface FastifyReply {
    setSession(session: NewSession): FastifyReply;
    setDevice(token: string): FastifyReply;
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
