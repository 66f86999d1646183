import type { z } from 'zod';
import type { SignupBody, signupResponse } from '@shared/contracts/auth';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { setSessionUser } from './account-cache';
import { useCacheUpdatingMutation } from '../cache-updating-mutation';

export type SignupResponse = z.infer<typeof signupResponse>;

/** When no confirmation is required the server also signs the new user in (sets the cookie). */
export function signUp(body: SignupBody): Promise<SignupResponse> {
  return apiFetch<SignupResponse>('/api/auth/signup', { method: 'POST', body });
}

export const useSignUpMutation = (options?: MutationHookOptions<SignupResponse, SignupBody>) =>
  useCacheUpdatingMutation(
    signUp,
    (queryClient, { user, confirmationRequired }) => {
      if (!confirmationRequired) setSessionUser(queryClient, user);
    },
    options,
  );
