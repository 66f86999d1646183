import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HealthResponse } from '@shared/contracts/health';
import { ApiError } from '@client/lib/api-client';
import { startAppHealthCheck } from './app-health-check';

const healthy: HealthResponse = { status: 'ok', database: 'ok', version: '0.1.0' };

describe('startAppHealthCheck', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks every 60 seconds and stays quiet while healthy', async () => {
    const check = vi.fn(() => Promise.resolve(healthy));
    const onFailure = vi.fn();
    const stop = startAppHealthCheck({ check, onFailure });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onFailure).not.toHaveBeenCalled();
    stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('reports an unreachable server and a failing database to the error handler', async () => {
    const offline = new ApiError(0, 'network_error', 'network error');
    const check = vi
      .fn<() => Promise<HealthResponse>>()
      .mockRejectedValueOnce(offline)
      .mockResolvedValueOnce({ ...healthy, status: 'degraded', database: 'error' });
    const onFailure = vi.fn();
    const stop = startAppHealthCheck({ check, onFailure });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(onFailure).toHaveBeenCalledTimes(2);
    expect(onFailure.mock.calls[0]![0]).toBe(offline);
    expect(onFailure.mock.calls[1]![0]).toMatchObject({
      status: 503,
      message: expect.stringMatching(/database/),
    });
    stop();
  });

  it('does not start a second check while one is still waiting', async () => {
    let finish: (value: HealthResponse) => void = () => undefined;
    const check = vi.fn(() => new Promise<HealthResponse>((resolve) => (finish = resolve)));
    const stop = startAppHealthCheck({ check, onFailure: vi.fn() });
    await vi.advanceTimersByTimeAsync(180_000);
    expect(check).toHaveBeenCalledTimes(1);
    finish(healthy);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(2);
    stop();
  });
});
