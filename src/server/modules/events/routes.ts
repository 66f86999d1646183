import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors';
import type { EventHub } from './hub';
import type { EventStreams } from './streams';

/** Reconnect quickly after a restart so the connection label recovers on its own. */
const RETRY_MS = 2_000;
/** A tab holds one stream (the client shares it): six tabs per user. */
export const MAX_STREAMS_PER_USER = 6;
/** Signed-out streams are counted per address, which a whole office may share. */
export const MAX_STREAMS_PER_ADDRESS = 30;

export const eventRoutes: FastifyPluginAsync<{
  hub: EventHub;
  streams: EventStreams;
  ping: () => Promise<void>;
}> = async (app, { hub, streams, ping }) => {
  app.get('/events', async (request, reply) => {
    const user = await request.currentUser();
    const owner = user ? `user:${user.id}` : `ip:${request.ip}`;
    if (streams.streamsOf(owner) >= (user ? MAX_STREAMS_PER_USER : MAX_STREAMS_PER_ADDRESS)) {
      throw new AppError(
        429,
        'too_many_streams',
        'Too many Bridge Studio tabs are open for live updates. Close one and reload this page.',
      );
    }
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: ${RETRY_MS}\n\n`);
    const clientId = streams.add(
      user?.id ?? null,
      owner,
      (chunk) => raw.write(chunk),
      () => raw.end(),
    );
    request.raw.on('close', () => streams.remove(clientId));
    hub.publish(
      { type: 'connection', data: { clientId, serverTime: new Date().toISOString() } },
      { clientId },
    );
    const database = await ping().then(
      () => 'ok' as const,
      () => 'error' as const,
    );
    hub.publish({ type: 'status', data: { database, ready: database === 'ok' } }, { clientId });
  });
};
