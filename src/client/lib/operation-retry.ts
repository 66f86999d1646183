import { toast } from './toast';
import { TOASTS } from '@shared/constants/errors';
import {
  RETRY_CAP,
  RETRY_NOTICE_MS,
  TOAST_MS,
  operationBackoffMs,
} from '@shared/constants/timings';
import { isTransientError } from './retry-policy';

export interface OperationRetryOptions {
  /** Retries after the first try (the specification caps them at 3). */
  cap?: number;
  /** Which failures are worth another try; by default network failures and 5xx, never 4xx. */
  shouldRetry?: (error: unknown) => boolean;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs an operation, retrying transient failures after 2^attempt seconds with the specification's
 * notices: 'Retrying Operation (n/3)' per retry, 'Retry Failed' after the cap, 'System Recovered'
 * when a retry succeeds. The operation receives the attempt number (0 for the first try).
 */
export async function withOperationRetry<T>(
  operation: (attempt: number) => Promise<T>,
  { cap = RETRY_CAP, shouldRetry = isTransientError }: OperationRetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const result = await operation(attempt);
      if (attempt > 0) toast.success(TOASTS.systemRecovered, { duration: TOAST_MS });
      return result;
    } catch (error) {
      if (!shouldRetry(error)) throw error;
      if (attempt >= cap) {
        toast.error(TOASTS.retryFailed.title, {
          description: TOASTS.retryFailed.message,
          duration: TOAST_MS,
        });
        throw error;
      }
      const next = attempt + 1;
      toast(TOASTS.retrying(next, cap), { id: 'operation-retry', duration: RETRY_NOTICE_MS });
      await wait(operationBackoffMs(next));
    }
  }
}
