import { queryOptions } from '@tanstack/react-query';
import type { SessionResponse } from '@shared/contracts/auth';
import { apiFetch } from '@client/lib/api-client';

/** Query keys for everything about the signed-in account. */
export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
};

export function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  return apiFetch<SessionResponse>('/api/auth/session', { signal });
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.session(),
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 30_000,
  });
