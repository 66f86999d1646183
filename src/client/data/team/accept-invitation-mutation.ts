import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@shared/constants/roles';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';

type Answer = { projectId: string; role: Role };

export const acceptInvitation = (token: string) =>
  apiFetch<Answer>(`/api/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST' });

/** Joining a project changes what every project list and page shows, so everything refetches. */
export function useAcceptInvitationMutation(
  token: string,
  { onSuccess, ...options }: MutationHookOptions<Answer, void> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: () => acceptInvitation(token),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries();
      return onSuccess?.(...args);
    },
  });
}
