import type { z } from 'zod';
import type { SessionResponse } from '@shared/contracts/auth';
import type { UpdateProfileBody, profileResponse } from '@shared/contracts/profile';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { authKeys } from './keys';
import { useCacheUpdatingMutation } from '../cache-updating-mutation';

export type ProfileResponse = z.infer<typeof profileResponse>;

/** Answers 401 'No user logged in' without a session. */
export function updateProfile(body: UpdateProfileBody): Promise<ProfileResponse> {
  return apiFetch<ProfileResponse>('/api/profile', { method: 'PATCH', body });
}

/** Saves profile fields and keeps the session's name in step with them. */
export const useUpdateProfileMutation = (
  options?: MutationHookOptions<ProfileResponse, UpdateProfileBody>,
) =>
  useCacheUpdatingMutation(
    updateProfile,
    (queryClient, { profile: { firstName, lastName } }) =>
      queryClient.setQueryData<SessionResponse>(authKeys.session(), (session) =>
        session?.user ? { user: { ...session.user, firstName, lastName } } : session,
      ),
    options,
  );
