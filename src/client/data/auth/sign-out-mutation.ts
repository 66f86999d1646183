import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { forgetAccount } from './account-cache';

export function signOut(): Promise<void> {
  return apiFetch<void>('/api/auth/signout', { method: 'POST' });
}

export interface SignOutOptions extends MutationHookOptions<void, void> {
  /** Runs before the account is forgotten (navigating away, say), so a members-only page sees a
   * navigation under way, not a visitor to send to /auth. */
  beforeForget?: () => Promise<void>;
}

/** Signs out, then forgets every cached answer that belonged to the account. */
export function useSignOutMutation({ beforeForget, onSuccess, ...options }: SignOutOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: signOut,
    onSuccess: async (...args) => {
      await beforeForget?.();
      forgetAccount(queryClient);
      return onSuccess?.(...args);
    },
  });
}
