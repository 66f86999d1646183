import { z } from 'zod';
import { monitorEvent } from './monitor';
import { notification } from './notifications';
import { operation } from './operations';
import { deployProgress } from './project-state';

/** First message on every stream: which stream this is, by the server's clock. */
const connectionEvent = z.object({ clientId: z.string(), serverTime: z.string() });
/** Whether the server can do work now (its database answers). */
const statusEvent = z.object({ database: z.enum(['ok', 'error']), ready: z.boolean() });

/**
 * Every message sent over GET /api/events (server-sent events). Each one travels as one unnamed
 * SSE message whose data is this object as JSON; the server checks it against this union before
 * sending, and the browser reads it with stream-events.ts.
 */
export const serverEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('connection'), data: connectionEvent }),
  z.object({ type: z.literal('status'), data: statusEvent }),
  z.object({ type: z.literal('notification'), data: notification }),
  z.object({ type: z.literal('monitor'), data: monitorEvent }),
  z.object({ type: z.literal('operation'), data: operation }),
  z.object({ type: z.literal('deploy'), data: deployProgress }),
]);
export type ServerEvent = z.infer<typeof serverEvent>;
export type EventType = ServerEvent['type'];
export type EventOf<T extends EventType> = Extract<ServerEvent, { type: T }>;
export type EventData<T extends EventType> = EventOf<T>['data'];
