import type { FastifyRequest } from 'fastify';

/** Query parameters that carry keys or tokens (supabase-js sends `apikey` in URLs for realtime). */
const SECRET_PARAMS = /([?&](?:apikey|access_token|refresh_token|token|token_hash)=)[^&#]*/gi;

/** The URL as logged: any key or token in its query is replaced, so logs never hold one. */
export const urlForLog = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

/** What the request log says about a request: Fastify's default fields, with the URL cleaned. */
export function requestForLog(
  request: Pick<FastifyRequest, 'method' | 'url' | 'host' | 'ip'> & {
    socket?: { remotePort?: number | undefined };
  },
) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
