import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MonitorEvent, MonitorState } from '@shared/contracts/monitor';
import { apiFetch } from '@client/lib/api-client';
import { useServerEvent } from '@client/lib/server-events';
import { monitorKeys } from './keys';
import { useMonitorCache } from './monitor-cache';

export const monitorPath = (projectId: string) => `/api/projects/${projectId}/monitor`;

export function getMonitor(projectId: string, signal?: AbortSignal): Promise<MonitorState> {
  return apiFetch<MonitorState>(monitorPath(projectId), { signal });
}

/** Of two states, the one the server read last (ISO times compare as text). */
const newest = (current: unknown, next: unknown) =>
  current && (current as MonitorState).asOf > (next as MonitorState).asOf ? current : next;

export const monitorQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: monitorKeys.state(projectId),
    queryFn: ({ signal }) => getMonitor(projectId, signal),
    // Every write (answer, live event, refetch) goes through this, so an older state never replaces a newer one.
    structuralSharing: newest,
  });

/**
 * The project's monitor state, kept live by `monitor` events; `onEvent` hears each one that
 * concerns the project after the state is stored.
 */
export function useMonitorQuery(projectId: string, onEvent?: (event: MonitorEvent) => void) {
  const query = useQuery(monitorQueryOptions(projectId));
  const { store, refresh } = useMonitorCache();
  useServerEvent('monitor', (event) => {
    if (event.state.projectId !== projectId) return;
    store(event.state);
    onEvent?.(event);
  });
  // After a reconnect, events may have been missed: read the state again.
  useServerEvent('connection', () => void refresh(projectId));
  return query;
}
