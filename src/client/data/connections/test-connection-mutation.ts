import { useMutation } from '@tanstack/react-query';
import type { ConnectionTestResponse } from '@shared/contracts/connections';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { connectionsPath, type ConnectionKind } from './connections-query';

export const testConnection = (projectId: string, kind: ConnectionKind) =>
  apiFetch<ConnectionTestResponse>(`${connectionsPath(projectId)}/${kind}/test`, {
    method: 'POST',
  });

export const useTestConnectionMutation = (
  projectId: string,
  options: MutationHookOptions<ConnectionTestResponse, ConnectionKind> = {},
) => useMutation({ ...options, mutationFn: (kind) => testConnection(projectId, kind) });
