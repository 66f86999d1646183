import type { z } from 'zod';
import type { SigninBody, signinResponse } from '@shared/contracts/auth';
import { apiFetch } from '@client/lib/api-client';

export type SigninResponse = z.infer<typeof signinResponse>;

/** The server sets the session cookie on success; a wrong password answers 401. */
export function signIn(body: SigninBody): Promise<SigninResponse> {
  return apiFetch<SigninResponse>('/api/auth/signin', { method: 'POST', body });
}
