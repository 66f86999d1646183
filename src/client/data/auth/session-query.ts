import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@shared/contracts/auth';
import { apiFetch } from '@client/lib/api-client';
import { authKeys } from './keys';

export function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  return apiFetch<SessionResponse>('/api/auth/session', { signal });
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.session(),
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 30_000,
  });

/** Who is signed in: `{ user }`, with `user: null` for a visitor. */
export const useSessionQuery = () => useQuery(sessionQueryOptions());
