import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_LABELS, createConnectionStore, type EventSourceLike } from './connection-store';
import { dotStatusFor } from './components/status-dot';

class FakeEventSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? [])
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }
}

function setup() {
  const sources: FakeEventSource[] = [];
  const target = new EventTarget();
  const store = createConnectionStore({
    url: '/api/events',
    createEventSource: () => {
      const source = new FakeEventSource();
      sources.push(source);
      return source;
    },
    target: target as unknown as Window,
  });
  const states: string[] = [];
  const unsubscribe = store.subscribe(() => states.push(store.getState()));
  const latest = () => sources[sources.length - 1]!;
  return { store, sources, states, unsubscribe, latest, target };
}

describe('connection store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes connecting → connected → ready as the stream opens and the server reports ready', () => {
    const { store, sources, states, latest } = setup();
    expect(store.getState()).toBe('connecting');
    expect(sources).toHaveLength(1);
    latest().open();
    latest().emit('connection', { clientId: 'c1', serverTime: new Date().toISOString() });
    latest().emit('status', { database: 'ok', ready: true });
    expect(states).toEqual(['connected', 'ready']);
  });

  it('stays connected while the server says it is not ready', () => {
    const { store, latest } = setup();
    latest().emit('connection', { clientId: 'c1', serverTime: '' });
    latest().emit('status', { database: 'error', ready: false });
    expect(store.getState()).toBe('connected');
    latest().emit('status', 'not json {');
    expect(store.getState()).toBe('connected');
  });

  it('goes offline on a stream error and recovers when the browser reconnects', () => {
    const { store, sources, states, latest } = setup();
    latest().open();
    latest().emit('status', { database: 'ok', ready: true });
    latest().fail(0);
    expect(store.getState()).toBe('offline');
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
    latest().open();
    latest().emit('status', { database: 'ok', ready: true });
    expect(states).toEqual(['connected', 'ready', 'offline', 'connected', 'ready']);
  });

  it('reopens a stream the browser closed, waiting 1, 2, 5 then 10 s', () => {
    const { store, sources, latest } = setup();
    const waits: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      latest().fail(2);
      const before = sources.length;
      let waited = 0;
      while (sources.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 5000, 10000, 10000]);
    expect(sources.slice(0, -1).every((source) => source.closed)).toBe(true);
    latest().open();
    expect(store.getState()).toBe('connected');
    latest().fail(2);
    vi.advanceTimersByTime(1000);
    expect(sources).toHaveLength(7);
  });

  it('re-checks at once when the browser comes back online', () => {
    const { sources, latest, target } = setup();
    latest().fail(2);
    target.dispatchEvent(new Event('online'));
    expect(sources).toHaveLength(2);
    expect(sources[0]!.closed).toBe(true);
  });

  it('closes the stream when the last subscriber leaves', () => {
    const { store, unsubscribe, latest } = setup();
    latest().open();
    unsubscribe();
    expect(latest().closed).toBe(true);
    expect(store.getState()).toBe('connecting');
  });

  it('is offline where the browser has no EventSource', () => {
    const store = createConnectionStore({ createEventSource: () => null, target: null });
    store.subscribe(() => undefined);
    expect(store.getState()).toBe('offline');
  });

  it('labels and dots follow the state', () => {
    expect(CONNECTION_LABELS).toEqual({
      connecting: 'Connecting...',
      connected: 'Bridge Connected',
      ready: 'Bridge Ready',
      offline: 'Bridge Offline',
    });
    expect(
      ['connecting', 'connected', 'ready', 'offline'].map((s) => dotStatusFor(s as never)),
    ).toEqual(['processing', 'processing', 'online', 'offline']);
  });
});
