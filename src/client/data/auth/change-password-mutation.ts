import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@shared/contracts/account';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { authKeys } from './keys';

export type ChangePasswordAnswer = { ok: true; endedSessions: number };

export function changePassword(body: ChangePasswordBody): Promise<ChangePasswordAnswer> {
  return apiFetch('/api/account/password', { method: 'POST', body });
}

/** A new password signs other browsers out, so the list of sessions refreshes. */
export function useChangePasswordMutation({
  onSuccess,
  ...options
}: MutationHookOptions<ChangePasswordAnswer, ChangePasswordBody> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: changePassword,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: authKeys.sessions() });
      return onSuccess?.(...args);
    },
  });
}
