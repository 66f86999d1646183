import type { User } from '@shared/contracts/auth';
import { useSessionQuery } from '@client/data/auth/session-query';

export interface Session {
  /** The signed-in user, null when anonymous (or while loading). */
  user: User | null;
  isLoading: boolean;
  /** The session could not be checked (server unreachable); `user` is then null. */
  isError: boolean;
  error: Error | null;
  refetch: () => void;
}

export function useSession(): Session {
  const query = useSessionQuery();
  return {
    user: query.data?.user ?? null,
    isLoading: query.isPending,
    isError: query.isError && !query.data,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
