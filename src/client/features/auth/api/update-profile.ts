import type { z } from 'zod';
import type { UpdateProfileBody, profileResponse } from '@shared/contracts/profile';
import { apiFetch } from '@client/lib/api-client';

export type ProfileResponse = z.infer<typeof profileResponse>;

/** Answers 401 'No user logged in' without a session. */
export function updateProfile(body: UpdateProfileBody): Promise<ProfileResponse> {
  return apiFetch<ProfileResponse>('/api/profile', { method: 'PATCH', body });
}
