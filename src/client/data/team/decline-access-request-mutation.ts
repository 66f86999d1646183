import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { useTeamMutation } from './team-mutation';
import { accessRequestPath } from './team-path';

export const declineAccessRequest = (projectId: string, userId: string) =>
  apiFetch<void>(accessRequestPath(projectId, userId), { method: 'DELETE' });

export const useDeclineAccessRequestMutation = (
  projectId: string,
  options?: MutationHookOptions<void, string>,
) => useTeamMutation(projectId, declineAccessRequest, options);
