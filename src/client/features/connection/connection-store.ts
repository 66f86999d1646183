import type { z } from 'zod';
import type { statusEvent } from '@shared/contracts/events';

export type ConnectionState = 'connecting' | 'connected' | 'ready' | 'offline';

/** The short name the header shows before the connection level ("Bridge Ready"). */
export const BRIDGE_ABBREVIATION = 'Bridge';

export const CONNECTION_LABELS: Record<ConnectionState, string> = {
  connecting: 'Connecting...',
  connected: `${BRIDGE_ABBREVIATION} Connected`,
  ready: `${BRIDGE_ABBREVIATION} Ready`,
  offline: `${BRIDGE_ABBREVIATION} Offline`,
};

export const EVENTS_URL = '/api/events';
/** Waits before reopening a stream the browser gave up on (specification 000 section 9). */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

const CLOSED = 2;

/** The part of EventSource the store uses, so tests can pass a fake. */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface ConnectionStoreOptions {
  url?: string;
  /** Returns null where the browser has no EventSource; the state then stays offline. */
  createEventSource?: (url: string) => EventSourceLike | null;
  /** Where to listen for `online` and `visibilitychange` to re-check at once. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

export interface ConnectionStore {
  getState(): ConnectionState;
  /** The first subscriber opens the stream; the last one to leave closes it. */
  subscribe(listener: () => void): () => void;
  /** Drops the current stream and opens a new one now. */
  reconnect(): void;
}

const browserEventSource = (url: string): EventSourceLike | null =>
  typeof EventSource === 'undefined' ? null : new EventSource(url);

function isReady(data: string): boolean {
  try {
    const status = JSON.parse(data) as Partial<z.infer<typeof statusEvent>>;
    return status.ready === true;
  } catch {
    return false;
  }
}

export function createConnectionStore({
  url = EVENTS_URL,
  createEventSource = browserEventSource,
  target = typeof window === 'undefined' ? null : window,
}: ConnectionStoreOptions = {}): ConnectionStore {
  const listeners = new Set<() => void>();
  let state: ConnectionState = 'connecting';
  let source: EventSourceLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;

  const setState = (next: ConnectionState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const markConnected = () => {
    failures = 0;
    if (state !== 'ready') setState('connected');
  };

  const clearRetry = () => {
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
  };

  const close = () => {
    clearRetry();
    source?.close();
    source = null;
  };

  const open = () => {
    close();
    const stream = createEventSource(url);
    if (!stream) return setState('offline');
    source = stream;
    stream.onopen = markConnected;
    stream.addEventListener('connection', markConnected);
    stream.addEventListener('status', (event) =>
      setState(isReady(event.data) ? 'ready' : 'connected'),
    );
    stream.onerror = () => {
      if (source !== stream) return;
      setState('offline');
      // The browser retries by itself unless it closed the stream (for example on a 502 from a proxy).
      if (stream.readyState === CLOSED) scheduleReopen();
    };
  };

  const scheduleReopen = () => {
    clearRetry();
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
    failures += 1;
    retryTimer = setTimeout(open, delay);
  };

  const recheck = () => {
    if (
      state === 'offline' &&
      (typeof document === 'undefined' || document.visibilityState !== 'hidden')
    )
      open();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        target?.addEventListener('online', recheck);
        target?.addEventListener('visibilitychange', recheck);
        open();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        target?.removeEventListener('online', recheck);
        target?.removeEventListener('visibilitychange', recheck);
        close();
        state = 'connecting';
      };
    },
    reconnect: open,
  };
}
