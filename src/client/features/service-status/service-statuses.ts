/** The connection levels the header shows (connecting, connected, ready for operations, offline). */
export type ConnectionLevel = 'connecting' | 'connected' | 'ready' | 'offline';
export type ServiceDot = 'online' | 'processing' | 'offline';

export interface ServiceStatus {
  id: 'database' | 'ai' | 'payments' | 'version-control' | 'hosting';
  name: string;
  dot: ServiceDot;
  text: string;
}

/**
 * The demo page's status list, from the live connection: every built-in service is ready when
 * the server is; payments are ready only when PayPal is configured (undefined while unknown).
 */
export function serviceStatuses(
  level: ConnectionLevel,
  paymentsConfigured: boolean | undefined,
): ServiceStatus[] {
  const live = (ready: string): Pick<ServiceStatus, 'dot' | 'text'> =>
    level === 'ready'
      ? { dot: 'online', text: ready }
      : level === 'offline'
        ? { dot: 'offline', text: 'Offline' }
        : {
            dot: 'processing',
            text: level === 'connected' ? 'Connected, checking...' : 'Connecting...',
          };
  const payments: Pick<ServiceStatus, 'dot' | 'text'> =
    level !== 'ready'
      ? live('')
      : paymentsConfigured === undefined
        ? { dot: 'processing', text: 'Checking...' }
        : paymentsConfigured
          ? { dot: 'online', text: 'Ready' }
          : { dot: 'offline', text: 'Not set up on this server' };
  return [
    { id: 'database', name: 'Database', ...live('Ready') },
    { id: 'ai', name: 'AI code writer', ...live('Ready') },
    { id: 'payments', name: 'Payments', ...payments },
    { id: 'version-control', name: 'Version control', ...live('Ready') },
    { id: 'hosting', name: 'Hosting', ...live('Ready') },
  ];
}
