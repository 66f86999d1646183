import type { z } from 'zod';
import type {
  ConnectionsResponse,
  connectDatabaseBody,
  connectGitHubBody,
  connectNetlifyBody,
} from '@shared/contracts/connections';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { useCacheUpdatingMutation } from '../cache-updating-mutation';
import { connectionsPath } from './connections-query';
import { connectionKeys } from './keys';

/** One connection form's answers, by the service it connects. */
export type ConnectRequest =
  | { kind: 'github'; body: z.infer<typeof connectGitHubBody> }
  | { kind: 'netlify'; body: z.infer<typeof connectNetlifyBody> }
  | { kind: 'database'; body: z.infer<typeof connectDatabaseBody> };

export const connectService = (projectId: string, { kind, body }: ConnectRequest) =>
  apiFetch<ConnectionsResponse>(`${connectionsPath(projectId)}/${kind}`, { method: 'PUT', body });

/** The answer is the connections as they now stand, so it replaces the cached list. */
export const useConnectServiceMutation = (
  projectId: string,
  options?: MutationHookOptions<ConnectionsResponse, ConnectRequest>,
) =>
  useCacheUpdatingMutation(
    (request: ConnectRequest) => connectService(projectId, request),
    (queryClient, answer) => queryClient.setQueryData(connectionKeys.list(projectId), answer),
    options,
  );
