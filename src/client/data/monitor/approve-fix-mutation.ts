import { useMutation } from '@tanstack/react-query';
import type { ApproveFixResponse } from '@shared/contracts/monitor';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { useMonitorCache } from './monitor-cache';
import { monitorPath } from './monitor-query';

export interface FixApproval {
  issueId: string;
  confirm: boolean;
}

/** Runs the issue's prepared fix: this call is the user's approval. */
export function approveFix(
  projectId: string,
  { issueId, confirm }: FixApproval,
): Promise<ApproveFixResponse> {
  return apiFetch<ApproveFixResponse>(`${monitorPath(projectId)}/issues/${issueId}/fix`, {
    method: 'POST',
    body: confirm ? { confirm: true } : {},
  });
}

/** The answer carries the new state; after a failure the state is read again. */
export function useApproveFixMutation(
  projectId: string,
  { onSuccess, onError, ...options }: MutationHookOptions<ApproveFixResponse, FixApproval> = {},
) {
  const { store, refresh } = useMonitorCache();
  return useMutation({
    ...options,
    mutationFn: (approval) => approveFix(projectId, approval),
    onSuccess: (answer, ...rest) => {
      store(answer.state);
      return onSuccess?.(answer, ...rest);
    },
    onError: (error, ...rest) => {
      void refresh(projectId);
      return onError?.(error, ...rest);
    },
  });
}
