import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Operation } from '@shared/contracts/operations';
import { apiFetch } from '@client/lib/api-client';
import { operationKeys } from './keys';

export const getOperations = (projectId: string, limit: number, signal?: AbortSignal) =>
  apiFetch<{ operations: Operation[] }>(`/api/projects/${projectId}/operations?limit=${limit}`, {
    signal,
  }).then((body) => body.operations);

export const operationsQueryOptions = (projectId: string, limit = 20) =>
  queryOptions({
    queryKey: operationKeys.list(projectId, limit),
    queryFn: ({ signal }) => getOperations(projectId, limit, signal),
  });

/** The project's operations, newest first; `enabled: false` holds the request until it is wanted. */
export const useOperationsQuery = (projectId: string, limit?: number, { enabled = true } = {}) =>
  useQuery({ ...operationsQueryOptions(projectId, limit), enabled });
