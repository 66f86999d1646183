import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SessionResponse } from '@shared/contracts/auth';
import type { UpdateProfileBody, profileResponse } from '@shared/contracts/profile';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { authKeys } from './keys';

export type ProfileResponse = z.infer<typeof profileResponse>;

/** Answers 401 'No user logged in' without a session. */
export function updateProfile(body: UpdateProfileBody): Promise<ProfileResponse> {
  return apiFetch<ProfileResponse>('/api/profile', { method: 'PATCH', body });
}

/** Saves profile fields and keeps the session's name in step with them. */
export function useUpdateProfileMutation({
  onSuccess,
  ...options
}: MutationHookOptions<ProfileResponse, UpdateProfileBody> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updateProfile,
    onSuccess: (answer, ...rest) => {
      const { firstName, lastName } = answer.profile;
      queryClient.setQueryData<SessionResponse>(authKeys.session(), (session) =>
        session?.user ? { user: { ...session.user, firstName, lastName } } : session,
      );
      return onSuccess?.(answer, ...rest);
    },
  });
}
