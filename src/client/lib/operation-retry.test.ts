import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast';
import { ApiError } from './api-client';
import { withOperationRetry } from './operation-retry';

vi.mock('./toast', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const offline = () => new ApiError(0, 'network_error', 'network error');

describe('withOperationRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('retries after 2 s then 4 s and announces the recovery', async () => {
    const operation = vi
      .fn<(attempt: number) => Promise<string>>()
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(offline())
      .mockResolvedValue('done');
    const result = withOperationRetry(operation);

    await vi.advanceTimersByTimeAsync(0);
    expect(operation).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenLastCalledWith('Retrying Operation (1/3)', {
      id: 'operation-retry',
      duration: 2000,
    });

    await vi.advanceTimersByTimeAsync(1999);
    expect(operation).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(operation).toHaveBeenCalledTimes(2);
    expect(toast).toHaveBeenLastCalledWith('Retrying Operation (2/3)', expect.anything());

    await vi.advanceTimersByTimeAsync(3999);
    expect(operation).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('done');
    expect(operation.mock.calls.map(([attempt]) => attempt)).toEqual([0, 1, 2]);
    expect(toast.success).toHaveBeenCalledWith('System Recovered', expect.anything());
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('gives up after three retries with Retry Failed', async () => {
    const operation = vi.fn(() => Promise.reject(offline()));
    const result = withOperationRetry(operation);
    const settled = result.catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(2000 + 4000 + 8000);
    const error = await settled;
    expect(error).toBeInstanceOf(ApiError);
    expect(operation).toHaveBeenCalledTimes(4);
    expect(vi.mocked(toast).mock.calls.map(([title]) => title)).toEqual([
      'Retrying Operation (1/3)',
      'Retrying Operation (2/3)',
      'Retrying Operation (3/3)',
    ]);
    expect(toast.error).toHaveBeenCalledWith('Retry Failed', {
      description: 'Maximum retry attempts reached for the operation. Please try again later.',
      duration: 5000,
    });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('does not retry a refusal (4xx) or announce anything for a first-try success', async () => {
    const refused = new ApiError(409, 'confirmation_required', 'Please confirm');
    await expect(withOperationRetry(() => Promise.reject(refused))).rejects.toBe(refused);
    await expect(withOperationRetry(() => Promise.resolve(1))).resolves.toBe(1);
    expect(toast).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
