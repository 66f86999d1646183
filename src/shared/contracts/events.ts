import { z } from 'zod';
import { monitorEvent } from './monitor';
import { notification } from './notifications';
import { operation } from './operations';
import { deployProgress } from './project-state';
import { readEventEnvelope } from './stream-events';

/** First message on every stream: which stream this is, by the server's clock. */
const connectionEvent = z.object({ clientId: z.string(), serverTime: z.string() });
/** Whether the server can do work now (its database answers). */
const statusEvent = z.object({ database: z.enum(['ok', 'error']), ready: z.boolean() });

/**
 * Every message sent over GET /api/events (server-sent events). Each one travels as one unnamed
 * SSE message whose data is this object as JSON, so a client parses all of them in one place.
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

export const EVENT_TYPES = serverEvent.options.map((option) => option.shape.type.value);

export type ParsedEvent =
  | { kind: 'event'; event: ServerEvent }
  /** A type this client does not know (a newer server): ignored. */
  | { kind: 'unknown'; type: string }
  /** Not JSON, or a known type whose data does not match its schema. */
  | { kind: 'invalid'; type: string | null; error: string };

/** Reads one SSE message's data; never throws. */
export function parseServerEvent(raw: string): ParsedEvent {
  const envelope = readEventEnvelope(raw);
  if (envelope.kind === 'invalid') return envelope;
  const { type, value } = envelope;
  if (!(EVENT_TYPES as string[]).includes(type)) return { kind: 'unknown', type };
  const parsed = serverEvent.safeParse(value);
  return parsed.success
    ? { kind: 'event', event: parsed.data }
    : { kind: 'invalid', type, error: parsed.error.message };
}
