import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DatabaseUsageResponse } from '@shared/contracts/project-state';
import { apiFetch } from '@client/lib/api-client';
import { databaseKeys } from './keys';

export const getDatabaseUsage = (projectId: string, signal?: AbortSignal) =>
  apiFetch<DatabaseUsageResponse>(`/api/projects/${projectId}/database/usage`, { signal });

export const databaseUsageQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: databaseKeys.usage(projectId),
    queryFn: ({ signal }) => getDatabaseUsage(projectId, signal),
    staleTime: 30_000,
  });

export const useDatabaseUsageQuery = (projectId: string) =>
  useQuery(databaseUsageQueryOptions(projectId));
