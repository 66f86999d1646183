import { describe, expect, it } from 'vitest';
import { serverEvent } from './events';
import { STREAM_EVENT_TYPES, readServerEvent } from './stream-events';

const raw = (value: unknown) => JSON.stringify(value);

describe('server event contract', () => {
  it('the browser knows every type the server sends, each once', () => {
    const types = serverEvent.options.map((option) => option.shape.type.value);
    expect([...STREAM_EVENT_TYPES].sort()).toEqual([...new Set(types)].sort());
    expect(new Set(STREAM_EVENT_TYPES).size).toBe(STREAM_EVENT_TYPES.length);
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
    expect(serverEvent.safeParse({ type: 'notification', data }).success).toBe(true);
    expect(readServerEvent(raw({ type: 'notification', data }))).toEqual({
      kind: 'event',
      event: { type: 'notification', data },
    });
  });

  it('ignores a type it does not know instead of failing', () => {
    expect(readServerEvent(raw({ type: 'presence', data: { who: 'ada' } }))).toEqual({
      kind: 'unknown',
      type: 'presence',
    });
  });

  it('refuses a known type without data, and anything that is not an event', () => {
    expect(readServerEvent(raw({ type: 'deploy' }))).toMatchObject({
      kind: 'invalid',
      type: 'deploy',
    });
    expect(readServerEvent(raw({ type: 'monitor', data: [] }))).toMatchObject({
      kind: 'invalid',
      type: 'monitor',
    });
    expect(readServerEvent('{oops')).toMatchObject({ kind: 'invalid', type: null });
    expect(readServerEvent(raw({ data: {} }))).toMatchObject({ kind: 'invalid', type: null });
    expect(readServerEvent(raw(null))).toMatchObject({ kind: 'invalid', type: null });
  });

  it('is a discriminated union on the server: the type picks the schema', () => {
    const result = serverEvent.safeParse({
      type: 'connection',
      data: { database: 'ok', ready: true },
    });
    expect(result.success).toBe(false);
  });

  it('reads connection and status messages exactly as the schema does', () => {
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
      const read = readServerEvent(raw(sample));
      const full = serverEvent.safeParse(sample);
      expect(read.kind, raw(sample)).toBe(full.success ? 'event' : 'invalid');
      if (read.kind === 'event' && full.success) expect(read.event).toEqual(full.data);
    }
  });
});
