import type { QueryCache } from '@tanstack/react-query';
import { TOASTS } from '@shared/constants/errors';
import { RETRY_CAP, RETRY_NOTICE_MS, TOAST_MS } from '@shared/constants/timings';
import { ApiError } from './api-client';
import { handleError } from './error-handler';
import { toast } from './toast';

// One toast per attempt number and one for the outcome: sonner drops an update to a toast that
// is already timing out, so a notice never reuses the id of one that may be closing.
const attemptId = (n: number) => `operation-retry-${n}`;
const OUTCOME_ID = 'operation-retry-outcome';
const dismissAttempts = () => {
  for (let n = 1; n <= RETRY_CAP; n += 1) toast.dismiss(attemptId(n));
};

/**
 * The specification's notices for the query retries TanStack Query runs (retry-policy.ts decides
 * which): 'Retrying Operation (n/3)' per retry, 'Connection Issue' when the server could not be
 * reached, 'Retry Failed' after the last one, 'System Recovered' when a retry succeeds.
 */
export function showRetryNotices(cache: QueryCache): void {
  const retrying = new Set<string>();

  cache.subscribe((event) => {
    if (event.type === 'removed') retrying.delete(event.query.queryHash);
    if (event.type !== 'updated') return;
    const { query, action } = event;
    if (action.type === 'failed') {
      retrying.add(query.queryHash);
      toast.dismiss(attemptId(action.failureCount - 1));
      toast(TOASTS.retrying(action.failureCount, RETRY_CAP), {
        id: attemptId(action.failureCount),
        duration: RETRY_NOTICE_MS,
      });
      if (
        action.failureCount === 1 &&
        action.error instanceof ApiError &&
        action.error.status === 0
      )
        handleError(action.error, { context: `loading ${query.queryHash}` });
    } else if (action.type === 'success' && !action.manual && retrying.delete(query.queryHash)) {
      dismissAttempts();
      toast.success(TOASTS.systemRecovered, { id: OUTCOME_ID, duration: TOAST_MS });
    } else if (action.type === 'error' && retrying.delete(query.queryHash)) {
      // Only when the retries ran out: an answer that is not worth retrying is the page's to show.
      if (query.state.fetchFailureCount <= RETRY_CAP) return;
      dismissAttempts();
      toast.error(TOASTS.retryFailed.title, {
        id: OUTCOME_ID,
        description: TOASTS.retryFailed.message,
        duration: TOAST_MS,
      });
    }
  });
}
