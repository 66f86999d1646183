import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SignupBody, signupResponse } from '@shared/contracts/auth';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { setSessionUser } from './account-cache';

export type SignupResponse = z.infer<typeof signupResponse>;

/** When no confirmation is required the server also signs the new user in (sets the cookie). */
export function signUp(body: SignupBody): Promise<SignupResponse> {
  return apiFetch<SignupResponse>('/api/auth/signup', { method: 'POST', body });
}

export function useSignUpMutation({
  onSuccess,
  ...options
}: MutationHookOptions<SignupResponse, SignupBody> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: signUp,
    onSuccess: (answer, ...rest) => {
      if (!answer.confirmationRequired) setSessionUser(queryClient, answer.user);
      return onSuccess?.(answer, ...rest);
    },
  });
}
