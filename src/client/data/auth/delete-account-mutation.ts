import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@shared/contracts/account';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { forgetAccount } from './account-cache';

export function deleteAccount(body: DeleteAccountBody): Promise<void> {
  return apiFetch<void>('/api/account', { method: 'DELETE', body });
}

/** Clearing the session sends a (protected) page on to the sign-in page. */
export function useDeleteAccountMutation({
  onSuccess,
  ...options
}: MutationHookOptions<void, DeleteAccountBody> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: deleteAccount,
    onSuccess: (...args) => {
      forgetAccount(queryClient);
      return onSuccess?.(...args);
    },
  });
}
