import { queryOptions } from '@tanstack/react-query';
import type { MonitorState } from '@shared/contracts/monitor';
import { apiFetch } from '@client/lib/api-client';
import { monitorKeys } from './monitor-keys';

export function getMonitor(projectId: string, signal?: AbortSignal): Promise<MonitorState> {
  return apiFetch<MonitorState>(`/api/projects/${projectId}/monitor`, { signal });
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
