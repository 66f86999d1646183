import { useMemo, useSyncExternalStore } from 'react';
import {
  CONNECTION_LABELS,
  createConnectionStore,
  type ConnectionState,
} from '../connection-store';

// One stream per page, shared by every component that shows the connection.
const connection = createConnectionStore();
const serverState = (): ConnectionState => 'connecting';

export interface Connection {
  state: ConnectionState;
  /** The header text: Connecting..., Bridge Connected, Bridge Ready or Bridge Offline. */
  label: string;
  isConnected: boolean;
  isConnecting: boolean;
  canPerformOperations: boolean;
}

export function useConnection(): Connection {
  const state = useSyncExternalStore(connection.subscribe, connection.getState, serverState);
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
