import { useMutation, useQueryClient } from '@tanstack/react-query';
import { undoResponse, type Operation } from '@shared/contracts/operations';
import { apiFetch } from '@client/lib/api-client';

/** Undoes a row change that ran (puts deleted rows back, old values back, removes added rows). */
export const undoRowChange = async (operation: Pick<Operation, 'id' | 'projectId'>) =>
  undoResponse.parse(
    await apiFetch<unknown>(
      `/api/projects/${operation.projectId}/operations/${operation.id}/undo`,
      { method: 'POST', body: {} },
    ),
  ).operation;

export function useUndoRowChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoRowChange,
    onSettled: (_answer, _error, operation) =>
      queryClient.invalidateQueries({ queryKey: ['projects', operation.projectId] }),
  });
}
