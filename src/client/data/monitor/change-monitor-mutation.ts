import type { MonitorState } from '@shared/contracts/monitor';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { useCacheUpdatingMutation } from '../cache-updating-mutation';
import { monitorKeys } from './keys';
import { monitorPath } from './monitor-query';

export type MonitorAction = 'start' | 'pause' | 'check';

/** Start, pause or check now: each answers with the new state. */
export function changeMonitor(projectId: string, action: MonitorAction): Promise<MonitorState> {
  return apiFetch<MonitorState>(`${monitorPath(projectId)}/${action}`, { method: 'POST' });
}

export const useChangeMonitorMutation = (
  projectId: string,
  action: MonitorAction,
  options?: MutationHookOptions<MonitorState, void>,
) =>
  useCacheUpdatingMutation(
    () => changeMonitor(projectId, action),
    (queryClient, state) => queryClient.setQueryData(monitorKeys.state(projectId), state),
    options,
  );
