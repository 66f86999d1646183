import type { ConnectionsResponse } from '@shared/contracts/connections';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { connectionsPath, type ConnectionKind } from './connections-query';
import { connectionKeys } from './keys';
import { useCacheUpdatingMutation } from '../cache-updating-mutation';

export const disconnectConnection = (projectId: string, kind: ConnectionKind) =>
  apiFetch<ConnectionsResponse>(`${connectionsPath(projectId)}/${kind}`, { method: 'DELETE' });

/** The answer is the connections as they now stand, so it replaces the cached list. */
export const useDisconnectConnectionMutation = (
  projectId: string,
  options?: MutationHookOptions<ConnectionsResponse, ConnectionKind>,
) =>
  useCacheUpdatingMutation(
    (kind: ConnectionKind) => disconnectConnection(projectId, kind),
    (queryClient, answer) => queryClient.setQueryData(connectionKeys.list(projectId), answer),
    options,
  );
