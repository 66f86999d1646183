import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectionsResponse } from '@shared/contracts/connections';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { connectionsPath, type ConnectionKind } from './connections-query';
import { connectionKeys } from './keys';

export const disconnectConnection = (projectId: string, kind: ConnectionKind) =>
  apiFetch<ConnectionsResponse>(`${connectionsPath(projectId)}/${kind}`, { method: 'DELETE' });

/** The answer is the connections as they now stand, so it replaces the cached list. */
export function useDisconnectConnectionMutation(
  projectId: string,
  { onSuccess, ...options }: MutationHookOptions<ConnectionsResponse, ConnectionKind> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (kind) => disconnectConnection(projectId, kind),
    onSuccess: (answer, ...rest) => {
      queryClient.setQueryData(connectionKeys.list(projectId), answer);
      return onSuccess?.(answer, ...rest);
    },
  });
}
