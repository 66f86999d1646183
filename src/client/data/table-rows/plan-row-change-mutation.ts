import { useMutation } from '@tanstack/react-query';
import type { Operation } from '@shared/contracts/operations';
import type { RowChangeBody } from '@shared/contracts/table-data';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';

export interface PlanRowChangeRequest {
  projectId: string;
  table: string;
  change: RowChangeBody;
}

/** Plans one row change as an operation (nothing changes until it runs). */
export const planRowChange = async ({ projectId, table, change }: PlanRowChangeRequest) => {
  const body = await apiFetch<{ plan: Operation }>(
    `/api/projects/${projectId}/database/tables/${encodeURIComponent(table)}/row-changes`,
    { method: 'POST', body: change },
  );
  return body.plan;
};

export const usePlanRowChangeMutation = (
  options: MutationHookOptions<Operation, PlanRowChangeRequest> = {},
) => useMutation({ ...options, mutationFn: planRowChange });
