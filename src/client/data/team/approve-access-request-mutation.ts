import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { useTeamMutation } from './team-mutation';
import type { MemberRole } from './change-member-role-mutation';
import { accessRequestPath } from './team-path';

export const approveAccessRequest = (projectId: string, { userId, role }: MemberRole) =>
  apiFetch<void>(`${accessRequestPath(projectId, userId)}/approve`, {
    method: 'POST',
    body: { role },
  });

export const useApproveAccessRequestMutation = (
  projectId: string,
  options?: MutationHookOptions<void, MemberRole>,
) => useTeamMutation(projectId, approveAccessRequest, options);
