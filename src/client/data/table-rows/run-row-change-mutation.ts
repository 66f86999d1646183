import { useMutation, useQueryClient } from '@tanstack/react-query';
import { executeResponse, type Operation } from '@shared/contracts/operations';
import { apiFetch } from '@client/lib/api-client';

export interface RunRowChangeRequest {
  operation: Pick<Operation, 'id' | 'projectId'>;
  /** The founder confirmed a high-risk change (a delete). */
  confirm: boolean;
}

/** Runs a planned row change through the operation engine. */
export const runRowChange = async ({ operation, confirm }: RunRowChangeRequest) =>
  executeResponse.parse(
    await apiFetch<unknown>(
      `/api/projects/${operation.projectId}/operations/${operation.id}/execute`,
      { method: 'POST', body: confirm ? { confirm: true } : {} },
    ),
  );

/** Runs it; either way the project's rows, activity and usage refresh. */
export function useRunRowChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runRowChange,
    onSettled: (_answer, _error, { operation }) =>
      queryClient.invalidateQueries({ queryKey: ['projects', operation.projectId] }),
  });
}
