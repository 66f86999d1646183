import { useCreatePlanMutation } from '@client/data/operations/create-plan-mutation';
import { useExecuteOperationMutation } from '@client/data/operations/execute-operation-mutation';
import { useUndoOperationMutation } from '@client/data/operations/undo-operation-mutation';

/** Planning, running and undoing; a run or undo refreshes everything shown for the project. */
export function useOperationActions() {
  const plan = useCreatePlanMutation();
  const execute = useExecuteOperationMutation();
  const undo = useUndoOperationMutation();
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
