import type { Operation } from '@shared/contracts/operations';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { useOperationMutation } from './operation-mutation';

export const undoOperation = (operation: Operation) =>
  apiFetch<{ ok: boolean; operation: Operation }>(
    `/api/projects/${operation.projectId}/operations/${operation.id}/undo`,
    { method: 'POST', body: {} },
  ).then((body) => body.operation);

/** Undoes a run; success or failure, everything shown for the project refreshes. */
export const useUndoOperationMutation = (options?: MutationHookOptions<Operation, Operation>) =>
  useOperationMutation(undoOperation, (operation) => operation.projectId, options);
