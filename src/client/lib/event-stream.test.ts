import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerEvent } from '@shared/contracts/events';
import { createEventStream, type EventSourceLike } from './event-stream';

class FakeEventSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  closed = false;

  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  send(raw: string) {
    this.onmessage?.(new MessageEvent('message', { data: raw }));
  }
  emit(event: ServerEvent) {
    this.send(JSON.stringify(event));
  }
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }
}

const connected = (clientId = 'c1'): ServerEvent => ({
  type: 'connection',
  data: { clientId, serverTime: '2026-01-01T00:00:00.000Z' },
});
const status = (ready: boolean): ServerEvent => ({
  type: 'status',
  data: { database: ready ? 'ok' : 'error', ready },
});

function setup({ online = true } = {}) {
  const sources: FakeEventSource[] = [];
  const target = new EventTarget();
  const invalid: (string | null)[] = [];
  let browserOnline = online;
  const stream = createEventStream({
    url: '/api/events',
    createEventSource: () => {
      const source = new FakeEventSource();
      sources.push(source);
      return source;
    },
    target: target as unknown as Window,
    isOnline: () => browserOnline,
    onInvalid: (type) => invalid.push(type),
  });
  const states: string[] = [];
  stream.subscribeState(() => states.push(stream.getState()));
  stream.open();
  const latest = () => sources[sources.length - 1]!;
  const goOffline = () => {
    browserOnline = false;
    target.dispatchEvent(new Event('offline'));
  };
  const goOnline = () => {
    browserOnline = true;
    target.dispatchEvent(new Event('online'));
  };
  return { stream, sources, states, latest, target, invalid, goOffline, goOnline };
}

describe('event stream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes connecting → connected → ready as the stream opens and the server reports ready', () => {
    const { stream, sources, states, latest } = setup();
    expect(sources).toHaveLength(1);
    expect(stream.getState()).toBe('connecting');
    latest().open();
    latest().emit(connected());
    latest().emit(status(true));
    expect(states).toEqual(['connected', 'ready']);
  });

  it('stays connected while the server says it is not ready, and ignores unreadable messages', () => {
    const { stream, latest, invalid } = setup();
    latest().emit(connected());
    latest().emit(status(false));
    expect(stream.getState()).toBe('connected');
    latest().send('not json {');
    latest().send(JSON.stringify({ type: 'status', data: { ready: 'yes' } }));
    expect(stream.getState()).toBe('connected');
    expect(invalid).toEqual([null, 'status']);
  });

  it('hands each event to its listeners, typed and in order, and skips types it does not know', () => {
    const { stream, latest, invalid } = setup();
    const seen: string[] = [];
    const deploys: string[] = [];
    const statuses: boolean[] = [];
    const off = stream.on('deploy', (progress) => {
      deploys.push(progress.deployId);
      seen.push(`deploy ${progress.deployId}`);
    });
    stream.on('status', (data) => {
      statuses.push(data.ready);
      seen.push(`status ${data.ready}`);
    });
    latest().emit({
      type: 'deploy',
      data: {
        projectId: 'p1',
        deployId: 'd1',
        state: 'uploading',
        message: 'Uploading',
        uploaded: 1,
        total: 2,
        error: null,
      },
    });
    latest().send(JSON.stringify({ type: 'a-future-event', data: { anything: 1 } }));
    latest().emit(status(true));
    expect(seen).toEqual(['deploy d1', 'status true']);
    off();
    latest().emit({
      type: 'deploy',
      data: {
        projectId: 'p1',
        deployId: 'd2',
        state: 'ready',
        message: 'Live',
        uploaded: 2,
        total: 2,
        error: null,
      },
    });
    expect(deploys).toEqual(['d1']);
    expect(statuses).toEqual([true]);
    expect(invalid).toEqual([]);
  });

  it('is offline at once when the browser goes offline, and reconnects when it comes back', () => {
    const { stream, sources, states, latest, goOffline, goOnline } = setup();
    latest().open();
    latest().emit(status(true));
    goOffline();
    expect(stream.getState()).toBe('offline');
    latest().fail(0);
    goOnline();
    expect(sources).toHaveLength(2);
    expect(sources[0]!.closed).toBe(true);
    latest().open();
    latest().emit(status(true));
    expect(states).toEqual(['connected', 'ready', 'offline', 'connected', 'ready']);
  });

  it('starts offline when the browser already is', () => {
    const { stream } = setup({ online: false });
    expect(stream.getState()).toBe('offline');
  });

  it('is offline while requests cannot reach the server, back when one does', () => {
    const { stream, latest } = setup();
    latest().open();
    latest().emit(status(true));
    stream.reportRequest(false);
    expect(stream.getState()).toBe('offline');
    stream.reportRequest(true);
    expect(stream.getState()).toBe('ready');
  });

  it('goes offline on a stream error and recovers when the browser reconnects it', () => {
    const { stream, sources, latest } = setup();
    latest().open();
    latest().emit(status(true));
    latest().fail(0);
    expect(stream.getState()).toBe('offline');
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
    latest().open();
    latest().emit(status(true));
    expect(stream.getState()).toBe('ready');
  });

  it('reopens a stream the browser closed, waiting 1, 2, 5 then 10 s', () => {
    const { stream, sources, latest } = setup();
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
    expect(stream.getState()).toBe('connected');
    latest().fail(2);
    vi.advanceTimersByTime(1000);
    expect(sources).toHaveLength(7);
  });

  it('holds one stream at a time: opening again replaces it, closing ends it', () => {
    const { stream, sources, latest } = setup();
    stream.open();
    expect(sources).toHaveLength(2);
    expect(sources.filter((source) => !source.closed)).toHaveLength(1);
    stream.close();
    expect(latest().closed).toBe(true);
    expect(stream.getState()).toBe('connecting');
  });

  it('is offline where the browser has no EventSource', () => {
    const stream = createEventStream({ createEventSource: () => null, target: null });
    stream.open();
    expect(stream.getState()).toBe('offline');
  });
});
