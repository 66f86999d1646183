import type { Operation } from '@shared/contracts/operations';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { useOperationMutation } from './operation-mutation';

export interface ExecuteAnswer {
  ok: boolean;
  operation: Operation;
  result: unknown;
}

export interface ExecuteRequest {
  operation: Pick<Operation, 'id' | 'projectId'>;
  confirm: boolean;
}

export const executeOperation = ({ operation, confirm }: ExecuteRequest) =>
  apiFetch<ExecuteAnswer>(
    `/api/projects/${operation.projectId}/operations/${operation.id}/execute`,
    { method: 'POST', body: confirm ? { confirm: true } : {} },
  );

/** Runs a plan; success or failure, everything shown for the project refreshes. */
export const useExecuteOperationMutation = (
  options?: MutationHookOptions<ExecuteAnswer, ExecuteRequest>,
) => useOperationMutation(executeOperation, ({ operation }) => operation.projectId, options);
