import { apiFetch } from '@client/lib/api-client';
import { useInvalidatingMutation } from '../invalidating-mutation';
import type { MutationHookOptions } from '../mutation-hook-options';
import { teamKeys } from './keys';
import { projectPath } from './team-path';

export const cancelInvitation = (projectId: string, invitationId: string) =>
  apiFetch<void>(`${projectPath(projectId)}/invitations/${encodeURIComponent(invitationId)}`, {
    method: 'DELETE',
  });

export const useCancelInvitationMutation = (
  projectId: string,
  options?: MutationHookOptions<void, string>,
) =>
  useInvalidatingMutation(
    (invitationId: string) => cancelInvitation(projectId, invitationId),
    teamKeys.project(projectId),
    options,
  );
