import { QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_GC_MS, queryRetryDelayMs } from '@shared/constants/timings';
import { showRetryNotices } from '@client/lib/retry-notices';
import { shouldRetryQuery } from '@client/lib/retry-policy';

/**
 * Query rules: never retry 4xx (retrying cannot change the answer), up to 3 retries on network or 5xx
 * failures, with notices for each; 5 min cache. Mutations are not idempotent: never re-run.
 */
export function createQueryClient(): QueryClient {
  const queryCache = new QueryCache();
  showRetryNotices(queryCache);
  return new QueryClient({
    queryCache,
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelayMs,
        gcTime: QUERY_GC_MS,
        // Offline, a query waits (fetchStatus 'paused') and runs when the browser is back online.
        networkMode: 'online',
      },
      mutations: { retry: false },
    },
  });
}
