import { queryOptions } from '@tanstack/react-query';
import type { AccountSessionsResponse } from '@shared/contracts/account';
import { apiFetch } from '@client/lib/api-client';
import { authKeys } from './get-session';

export const accountSessionsKey = () => [...authKeys.all, 'sessions'] as const;

export function getAccountSessions(signal?: AbortSignal): Promise<AccountSessionsResponse> {
  return apiFetch<AccountSessionsResponse>('/api/account/sessions', { signal });
}

export const accountSessionsQueryOptions = () =>
  queryOptions({
    queryKey: accountSessionsKey(),
    queryFn: ({ signal }) => getAccountSessions(signal),
  });

export function revokeSession(sessionId: string): Promise<void> {
  return apiFetch<void>(`/api/account/sessions/${encodeURIComponent(sessionId)}`, {
    method: 'DELETE',
  });
}
