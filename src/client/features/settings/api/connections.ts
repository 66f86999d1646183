import { queryOptions } from '@tanstack/react-query';
import type {
  ConnectionTestResponse,
  ConnectionsResponse,
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

export const testConnection = (projectId: string, kind: ConnectionKind) =>
  apiFetch<ConnectionTestResponse>(`${project(projectId)}/connections/${kind}/test`, {
    method: 'POST',
  });

export const disconnect = (projectId: string, kind: ConnectionKind) =>
  apiFetch<ConnectionsResponse>(`${project(projectId)}/connections/${kind}`, { method: 'DELETE' });
