import type { z } from 'zod';
import type { SignupBody, signupResponse } from '@shared/contracts/auth';
import { apiFetch } from '@client/lib/api-client';

export type SignupResponse = z.infer<typeof signupResponse>;

/** When no confirmation is required the server also signs the new user in (sets the cookie). */
export function signUp(body: SignupBody): Promise<SignupResponse> {
  return apiFetch<SignupResponse>('/api/auth/signup', { method: 'POST', body });
}
