import { RETRY_CAP } from '@shared/constants/timings';
import { ApiError } from './api-client';

const NETWORK_LIKE =
  /network|failed to fetch|fetch failed|timeout|timed out|connection|offline|chunk/i;

/** True for failures worth trying again: the server was unreachable, or it failed (5xx); never a 4xx. */
export function isTransientError(error: unknown): boolean {
  if (error instanceof ApiError) {
    if (error.status >= 400 && error.status < 500) return false;
    if (error.status >= 500 || error.status === 0) return true;
  }
  const message = error instanceof Error ? error.message : String(error);
  return NETWORK_LIKE.test(message);
}

/** TanStack Query's `retry`: `failureCount` is how many retries already ran (0 before the first). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < RETRY_CAP && isTransientError(error);
}
