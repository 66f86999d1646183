import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_MS, queryRetryDelayMs } from '@shared/constants/timings';
import { shouldRetryQuery } from '@client/lib/retry-policy';

/** Query rules of specification 000 section 4: never retry 4xx, up to 3 retries on network or 5xx failures, 5 min cache. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
