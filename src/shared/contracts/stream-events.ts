import type { EventOf } from './events';

// No zod here: every signed-in page reads these two messages at once, and zod would add about
// 30 KB gzip to each (decision 036). events.ts holds their schemas; events.test.ts checks both agree.

type StreamStateEvent = EventOf<'connection'> | EventOf<'status'>;

/** A message's JSON and its type, or why it has none. */
type EventEnvelope =
  | { kind: 'envelope'; type: string; value: object }
  | { kind: 'invalid'; type: null; error: string };

/** Reads one SSE message's data as far as its type; never throws. */
export function readEventEnvelope(raw: string): EventEnvelope {
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

/** The message as its schema reads it (unnamed fields dropped), or null when it does not match. */
function readStreamState(type: string, value: object): StreamStateEvent | null {
  const data = 'data' in value ? value.data : undefined;
  if (typeof data !== 'object' || data === null) return null;
  const fields = data as Record<string, unknown>;
  if (
    type === 'connection' &&
    typeof fields.clientId === 'string' &&
    typeof fields.serverTime === 'string'
  )
    return { type, data: { clientId: fields.clientId, serverTime: fields.serverTime } };
  if (
    type === 'status' &&
    (fields.database === 'ok' || fields.database === 'error') &&
    typeof fields.ready === 'boolean'
  )
    return { type, data: { database: fields.database, ready: fields.ready } };
  return null;
}

/**
 * Reads a connection or status message; any other type is `other`, for the full contract in
 * events.ts to read.
 */
export function parseStreamStateEvent(
  envelope: Extract<EventEnvelope, { kind: 'envelope' }>,
):
  | { kind: 'event'; event: StreamStateEvent }
  | { kind: 'invalid'; type: string; error: string }
  | { kind: 'other' } {
  const { type, value } = envelope;
  if (type !== 'connection' && type !== 'status') return { kind: 'other' };
  const event = readStreamState(type, value);
  return event
    ? { kind: 'event', event }
    : { kind: 'invalid', type, error: `the ${type} message does not match its schema` };
}
