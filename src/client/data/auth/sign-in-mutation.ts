import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SigninBody, signinResponse } from '@shared/contracts/auth';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { setSessionUser } from './account-cache';

export type SigninResponse = z.infer<typeof signinResponse>;

/** The server sets the session cookie on success; a wrong password answers 401. */
export function signIn(body: SigninBody): Promise<SigninResponse> {
  return apiFetch<SigninResponse>('/api/auth/signin', { method: 'POST', body });
}

export function useSignInMutation({
  onSuccess,
  ...options
}: MutationHookOptions<SigninResponse, SigninBody> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: signIn,
    onSuccess: (answer, ...rest) => {
      setSessionUser(queryClient, answer.user);
      return onSuccess?.(answer, ...rest);
    },
  });
}
