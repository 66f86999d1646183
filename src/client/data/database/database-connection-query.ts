import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DatabaseConnectionResponse } from '@shared/contracts/connections';
import { apiFetch } from '@client/lib/api-client';
import { databaseKeys } from './keys';

export const getDatabaseConnection = (projectId: string, signal?: AbortSignal) =>
  apiFetch<DatabaseConnectionResponse>(
    `/api/projects/${encodeURIComponent(projectId)}/database/connection`,
    { signal },
  );

/** Fetched only when the founder asks to see it, and not kept once the page stops showing it. */
export const databaseConnectionQueryOptions = (projectId: string, revealed: boolean) =>
  queryOptions({
    queryKey: databaseKeys.connection(projectId),
    queryFn: ({ signal }) => getDatabaseConnection(projectId, signal),
    enabled: revealed,
    staleTime: 0,
    gcTime: 0,
  });

export const useDatabaseConnectionQuery = (projectId: string, revealed: boolean) =>
  useQuery(databaseConnectionQueryOptions(projectId, revealed));
