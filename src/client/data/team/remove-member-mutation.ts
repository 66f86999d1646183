import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { useTeamMutation } from './team-mutation';
import { memberPath } from './team-path';

export const removeMember = (projectId: string, userId: string) =>
  apiFetch<void>(memberPath(projectId, userId), { method: 'DELETE' });

export const useRemoveMemberMutation = (
  projectId: string,
  options?: MutationHookOptions<void, string>,
) => useTeamMutation(projectId, removeMember, options);
