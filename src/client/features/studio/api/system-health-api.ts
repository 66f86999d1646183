import { queryOptions } from '@tanstack/react-query';
import type { DatabaseUsageResponse } from '@shared/contracts/project-state';
import { apiFetch } from '@client/lib/api-client';
import { operationKeys } from './operations-api';

export const databaseUsageQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: operationKeys.usage(projectId),
    queryFn: ({ signal }) =>
      apiFetch<DatabaseUsageResponse>(`/api/projects/${projectId}/database/usage`, { signal }),
    staleTime: 30_000,
  });
