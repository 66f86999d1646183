import { useMemo } from 'react';
import { useStreamState } from '@client/lib/server-events';
import { CONNECTION_LABELS, type ConnectionState } from '../connection-labels';

export interface Connection {
  state: ConnectionState;
  /** The header text: Connecting..., Bridge Connected, Bridge Ready or Bridge Offline. */
  label: string;
  isConnected: boolean;
  isConnecting: boolean;
  canPerformOperations: boolean;
}

/** The tab's connection, from the shared event stream, browser online events and API requests. */
export function useConnection(): Connection {
  const state = useStreamState();
  return useMemo(
    () => ({
      state,
      label: CONNECTION_LABELS[state],
      isConnected: state === 'connected' || state === 'ready',
      isConnecting: state === 'connecting',
      canPerformOperations: state === 'ready',
    }),
    [state],
  );
}
