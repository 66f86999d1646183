import { DEVICE_COOKIE, SESSION_COOKIE } from '@shared/constants/auth';
import { badRequest } from '../lib/errors';

/** `__Host-` on https: browsers then refuse the name from any other host, sites under the same domain included. */
export const sessionCookieName = (https: boolean) =>
  https ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;

/** The device cookie, known to sign-in only; `__Host-` needs path `/`, so on https it is `__Secure-`. */
export const deviceCookieName = (https: boolean) =>
  https ? `__Secure-${DEVICE_COOKIE}` : DEVICE_COOKIE;

/** Every value the raw Cookie header carries under a name: @fastify/cookie keeps only one. */
function cookieValues(header: string | undefined, name: string): string[] {
  return (header ?? '').split(';').flatMap((pair) => {
    const at = pair.indexOf('=');
    return at > 0 && pair.slice(0, at).trim() === name ? [pair.slice(at + 1).trim()] : [];
  });
}

/** The one session token a Cookie header carries; two mean another host tossed one in, so neither is trusted. */
export function sessionTokenIn(header: string | undefined, name: string): string | undefined {
  const values = cookieValues(header, name);
  if (values.length > 1)
    throw badRequest(
      'Your browser sent two Bridge Studio sign-in cookies, so neither is trusted: another website under the same domain may have set one. Clear this site’s cookies, then sign in again.',
      'duplicate_session_cookie',
    );
  return values[0] || undefined;
}
