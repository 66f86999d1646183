import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, parseServerEvent, serverEvent } from './events';
import { parseStreamStateEvent, readEventEnvelope } from './stream-events';

const raw = (value: unknown) => JSON.stringify(value);

describe('server event contract', () => {
  it('covers every type the server publishes, each once', () => {
    expect([...EVENT_TYPES].sort()).toEqual(
      ['connection', 'deploy', 'monitor', 'notification', 'operation', 'status'].sort(),
    );
  });

  it('reads a known event and strips fields the contract does not name', () => {
    const parsed = parseServerEvent(
      raw({ type: 'status', data: { database: 'ok', ready: true, extra: 1 } }),
    );
    expect(parsed).toEqual({
      kind: 'event',
      event: { type: 'status', data: { database: 'ok', ready: true } },
    });
  });

  it('reads a notification as the bell stores it', () => {
    const data = {
      id: 'n1',
      title: 'Deploy finished',
      message: 'Your site is live.',
      type: 'success',
      timestamp: '2026-01-01T00:00:00.000Z',
      read: false,
    };
    expect(parseServerEvent(raw({ type: 'notification', data }))).toEqual({
      kind: 'event',
      event: { type: 'notification', data },
    });
  });

  it('ignores a type it does not know instead of failing', () => {
    expect(parseServerEvent(raw({ type: 'presence', data: { who: 'ada' } }))).toEqual({
      kind: 'unknown',
      type: 'presence',
    });
  });

  it('refuses a known type whose data does not match, and anything that is not an event', () => {
    const wrong = parseServerEvent(raw({ type: 'deploy', data: { projectId: 'p1' } }));
    expect(wrong).toMatchObject({ kind: 'invalid', type: 'deploy' });
    expect(parseServerEvent('{oops')).toMatchObject({ kind: 'invalid', type: null });
    expect(parseServerEvent(raw({ data: {} }))).toMatchObject({ kind: 'invalid', type: null });
    expect(parseServerEvent(raw(null))).toMatchObject({ kind: 'invalid', type: null });
  });

  it('is a discriminated union: the type picks the schema', () => {
    const result = serverEvent.safeParse({
      type: 'connection',
      data: { database: 'ok', ready: true },
    });
    expect(result.success).toBe(false);
  });

  it('reads connection and status messages without zod exactly as the schema does', () => {
    const samples = [
      { type: 'connection', data: { clientId: 'c1', serverTime: '2026-01-01T00:00:00Z' } },
      { type: 'connection', data: { clientId: 'c1', serverTime: 't', extra: true } },
      { type: 'connection', data: { clientId: 1, serverTime: 't' } },
      { type: 'connection', data: { clientId: 'c1' } },
      { type: 'connection' },
      { type: 'status', data: { database: 'ok', ready: true } },
      { type: 'status', data: { database: 'error', ready: false, extra: 1 } },
      { type: 'status', data: { database: 'down', ready: true } },
      { type: 'status', data: { database: 'ok', ready: 'yes' } },
      { type: 'status', data: null },
      { type: 'status', data: [] },
    ];
    for (const sample of samples) {
      const envelope = readEventEnvelope(raw(sample));
      if (envelope.kind !== 'envelope') throw new Error('every sample has a type');
      const quick = parseStreamStateEvent(envelope);
      const full = parseServerEvent(raw(sample));
      expect(quick.kind, JSON.stringify(sample)).toBe(full.kind);
      if (quick.kind === 'event' && full.kind === 'event') expect(quick.event).toEqual(full.event);
    }
    const deploy = readEventEnvelope(raw({ type: 'deploy', data: {} }));
    if (deploy.kind !== 'envelope') throw new Error('the deploy sample has a type');
    expect(parseStreamStateEvent(deploy)).toEqual({ kind: 'other' });
  });
});
