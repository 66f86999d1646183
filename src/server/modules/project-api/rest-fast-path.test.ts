import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { siteHostOf } from '../site-origin/rewrite-url';
import { restFastPath } from './rest-fast-path';

const req = (url: string, host: string, method = 'GET') =>
  ({ url, method, headers: { host }, socket: { remoteAddress: '127.0.0.1' } }) as IncomingMessage;

function setup(options: { closing?: boolean; logging?: boolean; siteFails?: boolean } = {}) {
  const serveRest = vi.fn(async () => undefined);
  const completed = vi.fn();
  const handle = restFastPath({
    siteHost: siteHostOf({ ownHosts: ['localhost', '127.0.0.1'], trustProxy: false }),
    siteForHost: async (host) => {
      if (options.siteFails) throw new Error('store unavailable');
      return host.startsWith('shop.') ? { site: { id: 'project-1' } } : null;
    },
    serveRest,
    isClosing: () => options.closing ?? false,
    trustProxy: false,
    log: { enabled: () => options.logging ?? false, completed },
  });
  /** Where the request went: 'fast' (the proxy) or 'fastify'. */
  const route = async (request: IncomingMessage, res = new EventEmitter()) => {
    let to = 'fast';
    handle(request, res as ServerResponse, () => (to = 'fastify'));
    await new Promise((resolve) => setImmediate(resolve));
    return to;
  };
  return { serveRest, completed, route };
}

describe('restFastPath', () => {
  it("answers a site's REST requests itself, with the project the host names", async () => {
    const { serveRest, route } = setup();
    expect(await route(req('/rest/v1/items?select=*', 'shop.localhost:3000'))).toBe('fast');
    expect(await route(req('/rest/v1/items', 'shop.localhost:3000', 'DELETE'))).toBe('fast');
    expect(serveRest).toHaveBeenCalledWith(expect.anything(), expect.anything(), {
      projectId: 'project-1',
      url: '/rest/v1/items?select=*',
      onStudioHost: false,
    });
  });

  it('leaves everything else to Fastify', async () => {
    const { serveRest, route } = setup();
    expect(await route(req('/rest/v1/items', 'localhost:3000'))).toBe('fastify');
    expect(await route(req('/auth/v1/health', 'shop.localhost:3000'))).toBe('fastify');
    expect(await route(req('/rest/v1', 'shop.localhost:3000'))).toBe('fastify');
    expect(await route(req('/rest/v1/items', 'shop.localhost:3000', 'OPTIONS'))).toBe('fastify');
    expect(await route(req('/rest/v1/items', 'other.localhost:3000'))).toBe('fastify');
    // Fastify's input checks answer these: a NUL, and an escape that does not decode.
    expect(await route(req('/rest/v1/items?name=eq.%00', 'shop.localhost:3000'))).toBe('fastify');
    expect(await route(req('/rest/v1/items?name=eq.%E0%A4%A', 'shop.localhost:3000'))).toBe(
      'fastify',
    );
    expect(serveRest).not.toHaveBeenCalled();
    expect(await route(req('/rest/v1/items?name=eq.caf%C3%A9', 'shop.localhost:3000'))).toBe(
      'fast',
    );
  });

  it('leaves requests to Fastify while the server closes, or when the site lookup fails', async () => {
    expect(await setup({ closing: true }).route(req('/rest/v1/x', 'shop.localhost'))).toBe(
      'fastify',
    );
    expect(await setup({ siteFails: true }).route(req('/rest/v1/x', 'shop.localhost'))).toBe(
      'fastify',
    );
  });

  it('writes a line to the request log when the answer is sent, if the log wants one', async () => {
    const quiet = setup();
    const res = Object.assign(new EventEmitter(), { statusCode: 200 });
    await quiet.route(req('/rest/v1/x?apikey=secret', 'shop.localhost'), res);
    res.emit('finish');
    expect(quiet.completed).not.toHaveBeenCalled();

    const logging = setup({ logging: true });
    await logging.route(req('/rest/v1/x?apikey=secret', 'shop.localhost'), res);
    res.emit('finish');
    expect(logging.completed).toHaveBeenCalledWith(
      expect.objectContaining({
        req: expect.objectContaining({ method: 'GET', url: '/rest/v1/x?apikey=secret' }),
        res: { statusCode: 200 },
      }),
      'request completed',
    );
  });
});
