import { apiFetch } from '@client/lib/api-client';
import { useInvalidatingMutation } from '../invalidating-mutation';
import type { MutationHookOptions } from '../mutation-hook-options';
import type { MemberRole } from './change-member-role-mutation';
import { teamKeys } from './keys';
import { accessRequestPath } from './team-path';

export const approveAccessRequest = (projectId: string, { userId, role }: MemberRole) =>
  apiFetch<void>(`${accessRequestPath(projectId, userId)}/approve`, {
    method: 'POST',
    body: { role },
  });

export const useApproveAccessRequestMutation = (
  projectId: string,
  options?: MutationHookOptions<void, MemberRole>,
) =>
  useInvalidatingMutation(
    (approval: MemberRole) => approveAccessRequest(projectId, approval),
    teamKeys.project(projectId),
    options,
  );
