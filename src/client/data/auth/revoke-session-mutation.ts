import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { authKeys } from './keys';

export function revokeSession(sessionId: string): Promise<void> {
  return apiFetch<void>(`/api/account/sessions/${encodeURIComponent(sessionId)}`, {
    method: 'DELETE',
  });
}

/** Signs one browser out; the list of sessions refreshes. */
export function useRevokeSessionMutation({
  onSuccess,
  ...options
}: MutationHookOptions<void, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: revokeSession,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: authKeys.sessions() });
      return onSuccess?.(...args);
    },
  });
}
