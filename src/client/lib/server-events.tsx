import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { EventData, EventType } from '@shared/contracts/events';
import { onServerReach } from './api-client';
import { createEventStream, type EventStream, type StreamState } from './event-stream';

const StreamContext = createContext<EventStream | null>(null);

interface ServerEventsProviderProps {
  /**
   * Who the stream is for: undefined while the session is unknown (nothing opens yet), null for
   * a visitor, else the user id. A change reopens the stream so it carries the new session.
   */
  identity: string | null | undefined;
  children: ReactNode;
}

/** Holds the tab's one /api/events stream; every live-event hook and the connection label share it. */
export function ServerEventsProvider({ identity, children }: ServerEventsProviderProps) {
  const [shared] = useState(createEventStream);
  useEffect(() => onServerReach(shared.reportRequest), [shared]);
  useEffect(() => {
    if (identity === undefined) return;
    shared.open();
    return () => shared.close();
  }, [shared, identity]);
  return <StreamContext.Provider value={shared}>{children}</StreamContext.Provider>;
}

const serverSnapshot = (): StreamState => 'connecting';
const noStream = () => () => undefined;

/**
 * The shared stream's connection state (connecting, connected, ready, offline). Outside a
 * provider (a component rendered on its own, the prerendered page) there is no stream: connecting.
 */
export function useStreamState(): StreamState {
  const stream = useContext(StreamContext);
  return useSyncExternalStore(
    stream?.subscribeState ?? noStream,
    stream?.getState ?? serverSnapshot,
    serverSnapshot,
  );
}

/** Calls `handler` with each event of the type while the component is mounted and `enabled`. */
export function useServerEvent<T extends EventType>(
  type: T,
  handler: (data: EventData<T>) => void,
  enabled = true,
): void {
  const stream = useContext(StreamContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled || !stream) return;
    return stream.on(type, (data) => latest.current(data));
  }, [stream, type, enabled]);
}
