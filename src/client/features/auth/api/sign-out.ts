import { apiFetch } from '@client/lib/api-client';

export function signOut(): Promise<void> {
  return apiFetch<void>('/api/auth/signout', { method: 'POST' });
}
