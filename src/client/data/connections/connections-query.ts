import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConnectionsResponse } from '@shared/contracts/connections';
import { apiFetch } from '@client/lib/api-client';
import { connectionKeys } from './keys';

export type ConnectionKind = 'database' | 'github' | 'netlify';

export const connectionsPath = (projectId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/connections`;

export const getConnections = (projectId: string, signal?: AbortSignal) =>
  apiFetch<ConnectionsResponse>(connectionsPath(projectId), { signal });

export const connectionsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: connectionKeys.list(projectId),
    queryFn: ({ signal }) => getConnections(projectId, signal),
  });

/** The project's database URL, GitHub and Netlify connections, secrets masked. */
export const useConnectionsQuery = (projectId: string) =>
  useQuery(connectionsQueryOptions(projectId));
