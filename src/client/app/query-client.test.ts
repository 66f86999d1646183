import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { ApiError } from '@client/lib/api-client';
import { createQueryClient } from './query-client';

vi.mock('@client/lib/toast');

describe('query client rules', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries a server failure three times, 1 s, 2 s then 4 s apart', async () => {
    const client = createQueryClient();
    const calls: number[] = [];
    const queryFn = vi.fn(() => {
      calls.push(Date.now());
      return Promise.reject(new ApiError(503, 'unavailable', 'Service unavailable'));
    });
    const result = client
      .fetchQuery({ queryKey: ['flaky'], queryFn })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    expect(await result).toBeInstanceOf(ApiError);
    expect(queryFn).toHaveBeenCalledTimes(4);
    expect(calls.slice(1).map((time, i) => time - calls[i]!)).toEqual([1000, 2000, 4000]);
  });

  it('does not retry a 4xx answer', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() =>
      Promise.reject(new ApiError(401, 'unauthorized', 'No user logged in')),
    );
    const result = client
      .fetchQuery({ queryKey: ['private'], queryFn })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await result).toMatchObject({ status: 401 });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('waits while the browser is offline and fetches once it is back online', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.resolve('fresh'));
    // The app's QueryClientProvider mounts the client; mounting is what listens for `online`.
    client.mount();
    onlineManager.setOnline(false);
    try {
      const result = client.fetchQuery({ queryKey: ['offline'], queryFn });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(queryFn).not.toHaveBeenCalled();
      expect(client.getQueryState(['offline'])?.fetchStatus).toBe('paused');
      onlineManager.setOnline(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(await result).toBe('fresh');
      expect(queryFn).toHaveBeenCalledTimes(1);
    } finally {
      onlineManager.setOnline(true);
      client.unmount();
    }
  });

  it('keeps unused answers for 5 minutes and never retries mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.gcTime).toBe(5 * 60 * 1000);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
