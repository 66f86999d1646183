import { queryOptions } from '@tanstack/react-query';
import type { Operation } from '@shared/contracts/operations';
import type { ServiceChoice } from '@shared/contracts/plan';
import { apiFetch } from '@client/lib/api-client';

/** Under ['projects', id] so a project's refresh reaches its operations too. */
export const operationKeys = {
  project: (projectId: string) => ['projects', projectId] as const,
  list: (projectId: string) => [...operationKeys.project(projectId), 'operations'] as const,
  usage: (projectId: string) => [...operationKeys.project(projectId), 'database-usage'] as const,
};

export interface PlanRequest {
  projectId: string;
  instruction: string;
  service: ServiceChoice;
}

export const createPlan = ({ projectId, instruction, service }: PlanRequest) =>
  apiFetch<{ plan: Operation }>(`/api/projects/${projectId}/plans`, {
    method: 'POST',
    body: { instruction, service },
  }).then((body) => body.plan);

export interface ExecuteAnswer {
  ok: boolean;
  operation: Operation;
  result: unknown;
}

export const executeOperation = ({
  operation,
  confirm,
}: {
  operation: Operation;
  confirm: boolean;
}) =>
  apiFetch<ExecuteAnswer>(
    `/api/projects/${operation.projectId}/operations/${operation.id}/execute`,
    {
      method: 'POST',
      body: confirm ? { confirm: true } : {},
    },
  );

export const undoOperation = (operation: Operation) =>
  apiFetch<{ ok: boolean; operation: Operation }>(
    `/api/projects/${operation.projectId}/operations/${operation.id}/undo`,
    { method: 'POST', body: {} },
  ).then((body) => body.operation);

export const operationsQueryOptions = (projectId: string, limit = 20) =>
  queryOptions({
    queryKey: [...operationKeys.list(projectId), limit],
    queryFn: ({ signal }) =>
      apiFetch<{ operations: Operation[] }>(
        `/api/projects/${projectId}/operations?limit=${limit}`,
        { signal },
      ).then((body) => body.operations),
  });
