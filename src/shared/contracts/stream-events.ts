import type { EventType, ServerEvent } from './events';

// No zod here: every signed-in page reads live events, and zod would add about 28 KB gzip to each.
// The server checks each event against the zod union in events.ts before it sends it, so the
// browser reads them by type (decision 037); events.test.ts checks both agree.

/** Every type the server sends; events.test.ts checks it against the union in events.ts. */
export const STREAM_EVENT_TYPES: readonly EventType[] = [
  'connection',
  'status',
  'notification',
  'monitor',
  'operation',
  'deploy',
];

export type ParsedEvent =
  | { kind: 'event'; event: ServerEvent }
  /** A type this client does not know (a newer server): ignored. */
  | { kind: 'unknown'; type: string }
  /** Not JSON, or a known type whose data does not match its schema. */
  | { kind: 'invalid'; type: string | null; error: string };

/** A message's JSON and its type, or why it has none. */
type EventEnvelope =
  | { kind: 'envelope'; type: string; value: object }
  | { kind: 'invalid'; type: null; error: string };

/** Reads one SSE message's data as far as its type; never throws. */
function readEventEnvelope(raw: string): EventEnvelope {
  let value: unknown;
  try {
    value = JSON.parse(raw) as unknown;
  } catch {
    return { kind: 'invalid', type: null, error: 'not JSON' };
  }
  const type =
    typeof value === 'object' && value !== null && 'type' in value ? value.type : undefined;
  if (typeof type !== 'string') return { kind: 'invalid', type: null, error: 'no type' };
  return { kind: 'envelope', type, value: value as object };
}

/**
 * Connection and status drive the connection label, so they are read field by field as their
 * schema reads them (unnamed fields dropped); null when they do not match.
 */
function readStreamState(type: 'connection' | 'status', data: Record<string, unknown>) {
  if (
    type === 'connection' &&
    typeof data.clientId === 'string' &&
    typeof data.serverTime === 'string'
  )
    return { type, data: { clientId: data.clientId, serverTime: data.serverTime } } as const;
  if (
    type === 'status' &&
    (data.database === 'ok' || data.database === 'error') &&
    typeof data.ready === 'boolean'
  )
    return { type, data: { database: data.database, ready: data.ready } } as const;
  return null;
}

/** Reads one SSE message's data as the browser needs it; never throws. */
export function readServerEvent(raw: string): ParsedEvent {
  const envelope = readEventEnvelope(raw);
  if (envelope.kind === 'invalid') return envelope;
  const { type, value } = envelope;
  if (!(STREAM_EVENT_TYPES as readonly string[]).includes(type)) return { kind: 'unknown', type };
  const data = 'data' in value ? value.data : undefined;
  const mismatch: ParsedEvent = {
    kind: 'invalid',
    type,
    error: `the ${type} message does not match its schema`,
  };
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return mismatch;
  if (type === 'connection' || type === 'status') {
    const event = readStreamState(type, data as Record<string, unknown>);
    return event ? { kind: 'event', event } : mismatch;
  }
  return { kind: 'event', event: { type, data } as ServerEvent };
}
