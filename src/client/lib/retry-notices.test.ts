import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@client/app/query-client';
import { ApiError, NETWORK_ERROR_CODE } from './api-client';

const { shown } = vi.hoisted(() => ({ shown: [] as string[] }));

// Each toast as "kind: title", with the description when there is one.
vi.mock('./toast', () => {
  const record = (kind: string) => (title: string, options?: { description?: string }) =>
    void shown.push([`${kind}: ${title}`, options?.description].filter(Boolean).join(' - '));
  return {
    toast: Object.assign(record('toast'), {
      error: record('error'),
      success: record('success'),
      dismiss: () => undefined,
    }),
  };
});

const networkError = () => new ApiError(0, NETWORK_ERROR_CODE, 'network error');

describe('retry notices', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    shown.length = 0;
  });

  it('counts each retry, says the connection failed, and says when the system recovered', async () => {
    const client = createQueryClient();
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(networkError())
      .mockRejectedValueOnce(networkError())
      .mockResolvedValue('ok');
    const result = client.fetchQuery({ queryKey: ['flaky'], queryFn });
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(await result).toBe('ok');
    expect(shown).toEqual([
      'toast: Retrying Operation (1/3)',
      'toast: Connection Issue - Connection issue detected. Retrying automatically...',
      'toast: Retrying Operation (2/3)',
      'success: System Recovered',
    ]);
  });

  it('says Retry Failed once the three retries are used up', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(new ApiError(503, 'unavailable', 'Starting')));
    const result = client.fetchQuery({ queryKey: ['down'], queryFn }).catch(() => 'failed');
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    expect(await result).toBe('failed');
    expect(shown).toEqual([
      'toast: Retrying Operation (1/3)',
      'toast: Retrying Operation (2/3)',
      'toast: Retrying Operation (3/3)',
      'error: Retry Failed - Maximum retry attempts reached for the operation. Please try again later.',
    ]);
  });

  it('stays quiet for an answer that is not retried, and for a mutation', async () => {
    const client = createQueryClient();
    const result = client
      .fetchQuery({
        queryKey: ['missing'],
        queryFn: () => Promise.reject(new ApiError(404, 'not_found', 'No such project')),
      })
      .catch(() => 'failed');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toBe('failed');
    const mutationFn = vi.fn(() => Promise.reject(networkError()));
    await client
      .getMutationCache()
      .build(client, { mutationFn })
      .execute(undefined)
      .catch(() => undefined);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(shown).toEqual([]);
  });
});
