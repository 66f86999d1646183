import type { Invitation, InviteBody } from '@shared/contracts/team';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { useTeamMutation } from './team-mutation';
import { projectPath } from './team-path';

type Answer = { invitation: Invitation };

export const inviteMember = (projectId: string, body: InviteBody) =>
  apiFetch<Answer>(`${projectPath(projectId)}/invitations`, { method: 'POST', body });

export const useInviteMemberMutation = (
  projectId: string,
  options?: MutationHookOptions<Answer, InviteBody>,
) => useTeamMutation(projectId, inviteMember, options);
