import type { EventData, EventType, ServerEvent } from '@shared/contracts/events';
import { readServerEvent } from '@shared/contracts/stream-events';

/** What the header's connection label shows (features/connection names each one). */
export type StreamState = 'connecting' | 'connected' | 'ready' | 'offline';

const EVENTS_URL = '/api/events';
/** Waits before reopening a stream the browser gave up on (specification 000 section 9). */
const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

const CLOSED = 2;

/** The part of EventSource the stream uses, so tests can pass a fake. */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent<string>) => void) | null;
  close(): void;
}

type BrowserEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface EventStreamOptions {
  url?: string;
  /** Returns null where the browser has no EventSource; the state then stays offline. */
  createEventSource?: (url: string) => EventSourceLike | null;
  /** Where `online`, `offline` and `visibilitychange` are heard. */
  target?: BrowserEvents | null;
  /** Whether the browser says it is online now. */
  isOnline?: () => boolean;
  /** Told about a message this client could not read (it is then dropped). */
  onInvalid?: (type: string | null, error: string) => void;
}

export interface EventStream {
  getState(): StreamState;
  /** Told whenever getState() changes. */
  subscribeState(listener: () => void): () => void;
  /** Calls `listener` with each event of the type, read by its type (the server checked it). */
  on<T extends EventType>(type: T, listener: (data: EventData<T>) => void): () => void;
  /** Opens the one stream (again, if one is open: after sign-in it must carry the new session). */
  open(): void;
  /** Closes the stream and stops listening to the browser. */
  close(): void;
  /** Whether a request to our API reached the server (apiFetch reports each one). */
  reportRequest(reached: boolean): void;
}

const browserEventSource = (url: string): EventSourceLike | null =>
  typeof EventSource === 'undefined' ? null : new EventSource(url);

const logInvalid = (type: string | null, error: string) =>
  console.warn(`[Bridge Studio] ignored a live event (${type ?? 'unreadable'}): ${error}`);

/**
 * The tab's one /api/events stream and the connection state it drives together with the
 * browser's online/offline events and the outcome of API requests: offline as soon as any of
 * them says so, back as soon as they all agree again.
 */
export function createEventStream({
  url = EVENTS_URL,
  createEventSource = browserEventSource,
  target = typeof window === 'undefined' ? null : window,
  isOnline = () => typeof navigator === 'undefined' || navigator.onLine,
  onInvalid = logInvalid,
}: EventStreamOptions = {}): EventStream {
  const stateListeners = new Set<() => void>();
  const eventListeners = new Map<EventType, Set<(data: never) => void>>();
  let streamState: StreamState = 'connecting';
  let browserOffline = !isOnline();
  let requestFailed = false;
  let source: EventSourceLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let listening = false;

  const getState = (): StreamState => (browserOffline || requestFailed ? 'offline' : streamState);

  const update = (change: () => void) => {
    const before = getState();
    change();
    if (getState() === before) return;
    for (const listener of stateListeners) listener();
  };

  const clearRetry = () => {
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
  };

  const closeSource = () => {
    clearRetry();
    source?.close();
    source = null;
  };

  const markConnected = () =>
    update(() => {
      failures = 0;
      requestFailed = false;
      if (streamState !== 'ready') streamState = 'connected';
    });

  const dispatch = (event: ServerEvent) => {
    if (event.type === 'connection') markConnected();
    if (event.type === 'status')
      update(() => (streamState = event.data.ready ? 'ready' : 'connected'));
    const listeners = eventListeners.get(event.type) as Set<(data: typeof event.data) => void>;
    for (const listener of listeners ?? []) listener(event.data);
  };

  const read = (raw: string) => {
    const parsed = readServerEvent(raw);
    if (parsed.kind === 'event') dispatch(parsed.event);
    else if (parsed.kind === 'invalid') onInvalid(parsed.type, parsed.error);
  };

  const openSource = () => {
    closeSource();
    const stream = createEventSource(url);
    if (!stream) return update(() => (streamState = 'offline'));
    source = stream;
    stream.onopen = markConnected;
    stream.onmessage = (message) => read(message.data);
    stream.onerror = () => {
      if (source !== stream) return;
      update(() => (streamState = 'offline'));
      // The browser retries by itself unless it closed the stream (for example on a 502 from a proxy).
      if (stream.readyState === CLOSED) scheduleReopen();
    };
  };

  const scheduleReopen = () => {
    clearRetry();
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
    failures += 1;
    retryTimer = setTimeout(openSource, delay);
  };

  const onOffline = () => update(() => (browserOffline = true));
  const onOnline = () => {
    update(() => {
      browserOffline = false;
      requestFailed = false;
    });
    if (streamState === 'offline') openSource();
  };
  const onVisible = () => {
    if (streamState === 'offline' && document.visibilityState !== 'hidden') openSource();
  };

  const listen = (on: boolean) => {
    if (listening === on || !target) return;
    listening = on;
    const method = on ? target.addEventListener : target.removeEventListener;
    method.call(target, 'offline', onOffline);
    method.call(target, 'online', onOnline);
    method.call(target, 'visibilitychange', onVisible);
  };

  return {
    getState,
    subscribeState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    on(type, listener) {
      let set = eventListeners.get(type);
      if (!set) eventListeners.set(type, (set = new Set()));
      set.add(listener as (data: never) => void);
      return () => set.delete(listener as (data: never) => void);
    },
    open() {
      listen(true);
      update(() => (browserOffline = !isOnline()));
      openSource();
    },
    close() {
      listen(false);
      closeSource();
      update(() => (streamState = 'connecting'));
    },
    reportRequest(reached) {
      update(() => (requestFailed = !reached));
    },
  };
}
