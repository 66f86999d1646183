import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Operation } from '@shared/contracts/operations';
import { createPlan, executeOperation, operationKeys, undoOperation } from '../api/operations-api';

/** Planning, running and undoing; a run or undo refreshes everything shown for the project. */
export function useOperationActions() {
  const queryClient = useQueryClient();
  const refresh = (operation: Operation) =>
    queryClient.invalidateQueries({ queryKey: operationKeys.project(operation.projectId) });
  const plan = useMutation({ mutationFn: createPlan });
  const execute = useMutation({
    mutationFn: executeOperation,
    onSettled: (_answer, _error, { operation }) => refresh(operation),
  });
  const undo = useMutation({
    mutationFn: undoOperation,
    onSettled: (_answer, _error, operation) => refresh(operation),
  });
  return { plan, execute, undo };
}

/** The reason a run failed, from its result or its error. */
export function failureReason(result: unknown, error?: unknown): string | undefined {
  if (error instanceof Error) return error.message;
  if (
    typeof result === 'object' &&
    result !== null &&
    'error' in result &&
    typeof result.error === 'string'
  ) {
    return result.error;
  }
  return undefined;
}
