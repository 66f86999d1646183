import type { Role } from '@shared/constants/roles';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { useTeamMutation } from './team-mutation';
import { memberPath } from './team-path';

export interface MemberRole {
  userId: string;
  role: Exclude<Role, 'owner'>;
}

export const changeMemberRole = (projectId: string, { userId, role }: MemberRole) =>
  apiFetch<void>(memberPath(projectId, userId), { method: 'PATCH', body: { role } });

export const useChangeMemberRoleMutation = (
  projectId: string,
  options?: MutationHookOptions<void, MemberRole>,
) => useTeamMutation(projectId, changeMemberRole, options);
