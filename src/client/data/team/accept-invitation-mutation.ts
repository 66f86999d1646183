import type { Role } from '@shared/constants/roles';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { useInvalidatingMutation } from '../invalidating-mutation';

type Answer = { projectId: string; role: Role };

export const acceptInvitation = (token: string) =>
  apiFetch<Answer>(`/api/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST' });

/** Joining a project changes what every project list and page shows, so everything refetches. */
export const useAcceptInvitationMutation = (
  token: string,
  options?: MutationHookOptions<Answer, void>,
) => useInvalidatingMutation(() => acceptInvitation(token), undefined, options);
