import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchemaResponse } from '@shared/contracts/project-state';
import { apiFetch } from '@client/lib/api-client';
import { databaseKeys } from './keys';

export const getSchema = (projectId: string, signal?: AbortSignal) =>
  apiFetch<SchemaResponse>(`/api/projects/${projectId}/database/schema`, { signal });

export const schemaQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: databaseKeys.schema(projectId),
    queryFn: ({ signal }) => getSchema(projectId, signal),
  });

/** The project's tables, columns, policies, indexes and foreign keys. */
export const useSchemaQuery = (projectId: string) => useQuery(schemaQueryOptions(projectId));
