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

export interface ServerEventsProviderProps {
  /**
   * Who the stream is for: undefined while the session is unknown (nothing opens yet), null for
   * a visitor, else the user id. A change reopens the stream so it carries the new session.
   */
  identity: string | null | undefined;
  /** For tests: the stream to share instead of a new one. */
  stream?: EventStream;
  children: ReactNode;
}

/** Holds the tab's one /api/events stream; every live-event hook and the connection label share it. */
export function ServerEventsProvider({ identity, stream, children }: ServerEventsProviderProps) {
  const [shared] = useState(() => stream ?? createEventStream());
  useEffect(() => onServerReach(shared.reportRequest), [shared]);
  useEffect(() => {
    if (identity === undefined) return;
    shared.open();
    return () => shared.close();
  }, [shared, identity]);
  return <StreamContext.Provider value={shared}>{children}</StreamContext.Provider>;
}

function useStream(): EventStream {
  const stream = useContext(StreamContext);
  if (!stream) throw new Error('Live events need a ServerEventsProvider above this component.');
  return stream;
}

const serverSnapshot = (): StreamState => 'connecting';

/** The shared stream's connection state (connecting, connected, ready, offline). */
export function useStreamState(): StreamState {
  const stream = useStream();
  return useSyncExternalStore(stream.subscribeState, stream.getState, serverSnapshot);
}

/** Calls `handler` with each event of the type while the component is mounted and `enabled`. */
export function useServerEvent<T extends EventType>(
  type: T,
  handler: (data: EventData<T>) => void,
  enabled = true,
): void {
  const stream = useStream();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    return stream.on(type, (data) => latest.current(data));
  }, [stream, type, enabled]);
}
