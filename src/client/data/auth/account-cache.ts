import type { QueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@shared/contracts/auth';
import { authKeys } from './keys';

/** Caches a fresh sign-in (or sign-out, with `null`) so pages that need a user re-render at once. */
export const setSessionUser = (queryClient: QueryClient, user: SessionResponse['user']) =>
  queryClient.setQueryData<SessionResponse>(authKeys.session(), { user });

/** Forgets every cached answer that belonged to the account once it is signed out or deleted. */
export function forgetAccount(queryClient: QueryClient) {
  setSessionUser(queryClient, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
}
