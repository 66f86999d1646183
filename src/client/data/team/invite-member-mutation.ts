import type { Invitation, InviteBody } from '@shared/contracts/team';
import { apiFetch } from '@client/lib/api-client';
import { useInvalidatingMutation } from '../invalidating-mutation';
import type { MutationHookOptions } from '../mutation-hook-options';
import { teamKeys } from './keys';
import { projectPath } from './team-path';

type Answer = { invitation: Invitation };

export const inviteMember = (projectId: string, body: InviteBody) =>
  apiFetch<Answer>(`${projectPath(projectId)}/invitations`, { method: 'POST', body });

export const useInviteMemberMutation = (
  projectId: string,
  options?: MutationHookOptions<Answer, InviteBody>,
) =>
  useInvalidatingMutation(
    (body: InviteBody) => inviteMember(projectId, body),
    teamKeys.project(projectId),
    options,
  );
