import { useMutation } from '@tanstack/react-query';
import type { MonitorState } from '@shared/contracts/monitor';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { useMonitorCache } from './monitor-cache';
import { monitorPath } from './monitor-query';

export function dismissIssue(projectId: string, issueId: string): Promise<MonitorState> {
  return apiFetch<MonitorState>(`${monitorPath(projectId)}/issues/${issueId}/dismiss`, {
    method: 'POST',
  });
}

export function useDismissIssueMutation(
  projectId: string,
  { onSuccess, ...options }: MutationHookOptions<MonitorState, string> = {},
) {
  const { store } = useMonitorCache();
  return useMutation({
    ...options,
    mutationFn: (issueId) => dismissIssue(projectId, issueId),
    onSuccess: (state, ...rest) => {
      store(state);
      return onSuccess?.(state, ...rest);
    },
  });
}
