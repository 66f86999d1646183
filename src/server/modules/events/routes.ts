import type { FastifyPluginAsync } from 'fastify';
import type { EventHub } from './hub';

/** Reconnect quickly after a restart so the connection label recovers on its own. */
const RETRY_MS = 2_000;

export const eventRoutes: FastifyPluginAsync<{ hub: EventHub; ping: () => Promise<void> }> = async (
  app,
  { hub, ping },
) => {
  app.get('/events', async (request, reply) => {
    const user = await request.currentUser();
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: ${RETRY_MS}\n\n`);
    const clientId = hub.add(
      user?.id ?? null,
      (chunk) => raw.write(chunk),
      () => raw.end(),
    );
    request.raw.on('close', () => hub.remove(clientId));
    hub.publish('connection', { clientId, serverTime: new Date().toISOString() }, { clientId });
    const database = await ping().then(
      () => 'ok' as const,
      () => 'error' as const,
    );
    hub.publish('status', { database, ready: database === 'ok' }, { clientId });
  });
};
