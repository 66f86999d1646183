import { RETRY_CAP } from '@shared/constants/timings';
import { ApiError } from './api-client';

/**
 * True for failures worth trying again, by HTTP status: the server was not reached (status 0,
 * which apiFetch gives every network failure) or it failed (5xx). Never a 4xx, and never an
 * error that did not come from a request, whatever its message says.
 */
export function isTransientError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/** TanStack Query's `retry`: `failureCount` is how many retries already ran (0 before the first). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < RETRY_CAP && isTransientError(error);
}
