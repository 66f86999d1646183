import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { authKeys } from './keys';
import { useInvalidatingMutation } from '../invalidating-mutation';

export function revokeSession(sessionId: string): Promise<void> {
  return apiFetch<void>(`/api/account/sessions/${encodeURIComponent(sessionId)}`, {
    method: 'DELETE',
  });
}

/** Signs one browser out; the list of sessions refreshes. */
export const useRevokeSessionMutation = (options?: MutationHookOptions<void, string>) =>
  useInvalidatingMutation(revokeSession, authKeys.sessions(), options);
