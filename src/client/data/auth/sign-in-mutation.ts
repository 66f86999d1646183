import type { z } from 'zod';
import type { SigninBody, signinResponse } from '@shared/contracts/auth';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { setSessionUser } from './account-cache';
import { useCacheUpdatingMutation } from '../cache-updating-mutation';

export type SigninResponse = z.infer<typeof signinResponse>;

/** The server sets the session cookie on success; a wrong password answers 401. */
export function signIn(body: SigninBody): Promise<SigninResponse> {
  return apiFetch<SigninResponse>('/api/auth/signin', { method: 'POST', body });
}

/** The session query holds the user at once, so pages that need one re-render. */
export const useSignInMutation = (options?: MutationHookOptions<SigninResponse, SigninBody>) =>
  useCacheUpdatingMutation(
    signIn,
    (queryClient, { user }) => setSessionUser(queryClient, user),
    options,
  );
