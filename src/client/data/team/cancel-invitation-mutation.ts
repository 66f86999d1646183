import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { useTeamMutation } from './team-mutation';
import { projectPath } from './team-path';

export const cancelInvitation = (projectId: string, invitationId: string) =>
  apiFetch<void>(`${projectPath(projectId)}/invitations/${encodeURIComponent(invitationId)}`, {
    method: 'DELETE',
  });

export const useCancelInvitationMutation = (
  projectId: string,
  options?: MutationHookOptions<void, string>,
) => useTeamMutation(projectId, cancelInvitation, options);
