import type { StreamState } from '@client/lib/event-stream';

/** The connection levels of specification 000 section 4, plus offline. */
export type ConnectionState = StreamState;

/** The short name the header shows before the connection level ("Bridge Ready"). */
const BRIDGE_ABBREVIATION = 'Bridge';

export const CONNECTION_LABELS: Record<ConnectionState, string> = {
  connecting: 'Connecting...',
  connected: `${BRIDGE_ABBREVIATION} Connected`,
  ready: `${BRIDGE_ABBREVIATION} Ready`,
  offline: `${BRIDGE_ABBREVIATION} Offline`,
};
