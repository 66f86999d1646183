import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DatabaseFactsResponse } from '@shared/contracts/connections';
import { apiFetch } from '@client/lib/api-client';
import { databaseKeys } from './keys';

export const getDatabaseFacts = (projectId: string, signal?: AbortSignal) =>
  apiFetch<DatabaseFactsResponse>(`/api/projects/${encodeURIComponent(projectId)}/database/facts`, {
    signal,
  });

export const databaseFactsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: databaseKeys.facts(projectId),
    queryFn: ({ signal }) => getDatabaseFacts(projectId, signal),
  });

export const useDatabaseFactsQuery = (projectId: string) =>
  useQuery(databaseFactsQueryOptions(projectId));
