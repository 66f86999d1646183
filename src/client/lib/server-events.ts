import { useEffect, useRef } from 'react';
import type { EventType } from '@shared/contracts/events';

type Listener = (data: unknown) => void;

const URL = '/api/events';
const listeners = new Map<string, Set<Listener>>();
let source: EventSource | null = null;

function parse(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * One stream for the signed-in user's live events (notifications, monitor): opened by the first
 * subscriber, after sign-in so it carries the session, and closed when the last one leaves.
 */
export function subscribeServerEvent(type: EventType, listener: Listener): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let set = listeners.get(type);
  if (!set) {
    set = new Set();
    listeners.set(type, set);
    source?.addEventListener(type, (event) => dispatch(type, (event as MessageEvent<string>).data));
  }
  set.add(listener);
  if (!source) {
    source = new EventSource(URL);
    for (const known of listeners.keys()) {
      source.addEventListener(known, (event) =>
        dispatch(known, (event as MessageEvent<string>).data),
      );
    }
  }
  return () => {
    set.delete(listener);
    const total = [...listeners.values()].reduce((n, s) => n + s.size, 0);
    if (total === 0) {
      source?.close();
      source = null;
      listeners.clear();
    }
  };
}

function dispatch(type: string, raw: string) {
  const data = parse(raw);
  if (data === undefined) return;
  for (const listener of listeners.get(type) ?? []) listener(data);
}

/** Calls `handler` with each event of the type while the component is mounted. */
export function useServerEvent(type: EventType, handler: Listener, enabled = true): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    return subscribeServerEvent(type, (data) => latest.current(data));
  }, [type, enabled]);
}
