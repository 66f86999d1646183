import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSessionsResponse } from '@shared/contracts/account';
import { apiFetch } from '@client/lib/api-client';
import { authKeys } from './keys';

export function getAccountSessions(signal?: AbortSignal): Promise<AccountSessionsResponse> {
  return apiFetch<AccountSessionsResponse>('/api/account/sessions', { signal });
}

export const accountSessionsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.sessions(),
    queryFn: ({ signal }) => getAccountSessions(signal),
  });

/** The browsers signed in to this account. */
export const useAccountSessionsQuery = () => useQuery(accountSessionsQueryOptions());
