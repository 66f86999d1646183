import type { ChangePasswordBody } from '@shared/contracts/account';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { authKeys } from './keys';
import { useInvalidatingMutation } from '../invalidating-mutation';

export type ChangePasswordAnswer = { ok: true; endedSessions: number };

export function changePassword(body: ChangePasswordBody): Promise<ChangePasswordAnswer> {
  return apiFetch('/api/account/password', { method: 'POST', body });
}

/** A new password signs other browsers out, so the list of sessions refreshes. */
export const useChangePasswordMutation = (
  options?: MutationHookOptions<ChangePasswordAnswer, ChangePasswordBody>,
) => useInvalidatingMutation(changePassword, authKeys.sessions(), options);
