import type { MonitorState } from '@shared/contracts/monitor';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { useCacheUpdatingMutation } from '../cache-updating-mutation';
import { monitorKeys } from './keys';
import { monitorPath } from './monitor-query';

export function dismissIssue(projectId: string, issueId: string): Promise<MonitorState> {
  return apiFetch<MonitorState>(`${monitorPath(projectId)}/issues/${issueId}/dismiss`, {
    method: 'POST',
  });
}

export const useDismissIssueMutation = (
  projectId: string,
  options?: MutationHookOptions<MonitorState, string>,
) =>
  useCacheUpdatingMutation(
    (issueId: string) => dismissIssue(projectId, issueId),
    (queryClient, state) => queryClient.setQueryData(monitorKeys.state(projectId), state),
    options,
  );
