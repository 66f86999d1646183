import { useMutation } from '@tanstack/react-query';
import type { MonitorState } from '@shared/contracts/monitor';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { useMonitorCache } from './monitor-cache';
import { monitorPath } from './monitor-query';

export type MonitorAction = 'start' | 'pause' | 'check';

/** Start, pause or check now: each answers with the new state. */
export function changeMonitor(projectId: string, action: MonitorAction): Promise<MonitorState> {
  return apiFetch<MonitorState>(`${monitorPath(projectId)}/${action}`, { method: 'POST' });
}

export function useChangeMonitorMutation(
  projectId: string,
  action: MonitorAction,
  { onSuccess, ...options }: MutationHookOptions<MonitorState, void> = {},
) {
  const { store } = useMonitorCache();
  return useMutation({
    ...options,
    mutationFn: () => changeMonitor(projectId, action),
    onSuccess: (state, ...rest) => {
      store(state);
      return onSuccess?.(state, ...rest);
    },
  });
}
