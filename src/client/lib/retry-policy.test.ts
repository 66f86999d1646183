import { describe, expect, it } from 'vitest';
import { queryRetryDelayMs } from '@shared/constants/timings';
import { ApiError, NETWORK_ERROR_CODE } from './api-client';
import { isTransientError, shouldRetryQuery } from './retry-policy';

describe('query retry rule', () => {
  it('never retries a 4xx answer, 401 and 403 included', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(shouldRetryQuery(0, new ApiError(status, 'x', 'nope'))).toBe(false);
    }
  });

  it('retries server errors and network failures up to three times', () => {
    const serverError = new ApiError(503, 'unavailable', 'The database is starting');
    const offline = new ApiError(0, NETWORK_ERROR_CODE, 'network error');
    for (const error of [serverError, offline]) {
      expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, error))).toEqual([
        true,
        true,
        true,
        false,
      ]);
    }
  });

  it('decides by status, so an error that no request answered is not retried', () => {
    expect(shouldRetryQuery(0, new Error('Cannot read properties of undefined'))).toBe(false);
    expect(shouldRetryQuery(0, new TypeError('network timeout in a parser'))).toBe(false);
    expect(isTransientError('something odd')).toBe(false);
  });

  it('waits min(1000 * 2^n, 30000) ms between query retries', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
