import { useMutation } from '@tanstack/react-query';
import type { Operation } from '@shared/contracts/operations';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { useRefreshProject } from '../projects/refresh-project';

export const undoOperation = (operation: Operation) =>
  apiFetch<{ ok: boolean; operation: Operation }>(
    `/api/projects/${operation.projectId}/operations/${operation.id}/undo`,
    { method: 'POST', body: {} },
  ).then((body) => body.operation);

/** Undoes a run; success or failure, everything shown for the project refreshes. */
export function useUndoOperationMutation({
  onSettled,
  ...options
}: MutationHookOptions<Operation, Operation> = {}) {
  const refreshProject = useRefreshProject();
  return useMutation({
    ...options,
    mutationFn: undoOperation,
    onSettled: (answer, error, operation, ...rest) =>
      Promise.all([
        onSettled?.(answer, error, operation, ...rest),
        refreshProject(operation.projectId),
      ]),
  });
}
