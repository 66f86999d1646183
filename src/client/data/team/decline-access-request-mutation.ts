import { apiFetch } from '@client/lib/api-client';
import { useInvalidatingMutation } from '../invalidating-mutation';
import type { MutationHookOptions } from '../mutation-hook-options';
import { teamKeys } from './keys';
import { accessRequestPath } from './team-path';

export const declineAccessRequest = (projectId: string, userId: string) =>
  apiFetch<void>(accessRequestPath(projectId, userId), { method: 'DELETE' });

export const useDeclineAccessRequestMutation = (
  projectId: string,
  options?: MutationHookOptions<void, string>,
) =>
  useInvalidatingMutation(
    (userId: string) => declineAccessRequest(projectId, userId),
    teamKeys.project(projectId),
    options,
  );
