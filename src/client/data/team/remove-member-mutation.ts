import { apiFetch } from '@client/lib/api-client';
import { useInvalidatingMutation } from '../invalidating-mutation';
import type { MutationHookOptions } from '../mutation-hook-options';
import { teamKeys } from './keys';
import { memberPath } from './team-path';

export const removeMember = (projectId: string, userId: string) =>
  apiFetch<void>(memberPath(projectId, userId), { method: 'DELETE' });

export const useRemoveMemberMutation = (
  projectId: string,
  options?: MutationHookOptions<void, string>,
) =>
  useInvalidatingMutation(
    (userId: string) => removeMember(projectId, userId),
    teamKeys.project(projectId),
    options,
  );
