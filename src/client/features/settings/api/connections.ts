import { queryOptions } from '@tanstack/react-query';
import type {
  ConnectionTestResponse,
  ConnectionsResponse,
  DatabaseConnectionResponse,
  DatabaseFactsResponse,
} from '@shared/contracts/connections';
import { apiFetch } from '@client/lib/api-client';
import { settingsKeys } from './get-settings-status';

export type ConnectionKind = 'database' | 'github' | 'netlify';
const project = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}`;

export const connectionsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: [...settingsKeys.all, 'connections', projectId] as const,
    queryFn: ({ signal }) =>
      apiFetch<ConnectionsResponse>(`${project(projectId)}/connections`, { signal }),
  });

export const databaseFactsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: [...settingsKeys.all, 'database-facts', projectId] as const,
    queryFn: ({ signal }) =>
      apiFetch<DatabaseFactsResponse>(`${project(projectId)}/database/facts`, { signal }),
  });

/** Fetched only when the founder asks to see it, and not kept once the page stops showing it. */
export const databaseConnectionQueryOptions = (projectId: string, revealed: boolean) =>
  queryOptions({
    queryKey: [...settingsKeys.all, 'database-connection', projectId] as const,
    queryFn: ({ signal }) =>
      apiFetch<DatabaseConnectionResponse>(`${project(projectId)}/database/connection`, { signal }),
    enabled: revealed,
    staleTime: 0,
    gcTime: 0,
  });

export const testConnection = (projectId: string, kind: ConnectionKind) =>
  apiFetch<ConnectionTestResponse>(`${project(projectId)}/connections/${kind}/test`, {
    method: 'POST',
  });

export const disconnect = (projectId: string, kind: ConnectionKind) =>
  apiFetch<ConnectionsResponse>(`${project(projectId)}/connections/${kind}`, { method: 'DELETE' });
