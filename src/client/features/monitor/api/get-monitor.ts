import { queryOptions } from '@tanstack/react-query';
import type { MonitorState } from '@shared/contracts/monitor';
import { apiFetch } from '@client/lib/api-client';
import { monitorKeys } from './monitor-keys';

export function getMonitor(projectId: string, signal?: AbortSignal): Promise<MonitorState> {
  return apiFetch<MonitorState>(`/api/projects/${projectId}/monitor`, { signal });
}

export const monitorQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: monitorKeys.state(projectId), queryFn: ({ signal }) => getMonitor(projectId, signal) });
