import type { DeleteAccountBody } from '@shared/contracts/account';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { forgetAccount } from './account-cache';
import { useCacheUpdatingMutation } from '../cache-updating-mutation';

export function deleteAccount(body: DeleteAccountBody): Promise<void> {
  return apiFetch<void>('/api/account', { method: 'DELETE', body });
}

/** Clearing the session sends a (protected) page on to the sign-in page. */
export const useDeleteAccountMutation = (options?: MutationHookOptions<void, DeleteAccountBody>) =>
  useCacheUpdatingMutation(deleteAccount, forgetAccount, options);
