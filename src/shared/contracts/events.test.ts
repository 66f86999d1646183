import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, parseServerEvent, serverEvent } from './events';

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
});
