import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast';
import { ApiError } from './api-client';
import { handleError } from './error-handler';

vi.mock('./toast', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn() }) }));

const plain = vi.mocked(toast);
const destructive = vi.mocked(toast.error);

describe('handleError', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.clearAllMocks());

  it('shows a network failure as a plain Connection Issue toast', () => {
    expect(handleError(new ApiError(0, 'network_error', 'network error'))).toBe('NETWORK_ERROR');
    expect(plain).toHaveBeenCalledWith('Connection Issue', {
      id: 'error-NETWORK_ERROR',
      duration: 5000,
      description: 'Connection issue detected. Retrying automatically...',
    });
    expect(destructive).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();
  });

  it('shows high-severity classes as destructive toasts', () => {
    expect(handleError(new ApiError(403, 'forbidden', 'Not yours'))).toBe('RLS_VIOLATION');
    expect(destructive).toHaveBeenCalledWith(
      'Access Denied',
      expect.objectContaining({ duration: 5000 }),
    );
    expect(handleError(new ApiError(500, 'internal', 'boom'))).toBe('DATABASE_ERROR');
    expect(destructive).toHaveBeenLastCalledWith(
      'Database Error',
      expect.objectContaining({ id: 'error-DATABASE_ERROR' }),
    );
  });

  it('keeps a critical toast on screen until dismissed', () => {
    handleError(new Error('something broke'), { severity: 'critical' });
    expect(destructive).toHaveBeenCalledWith(
      'System Notice',
      expect.objectContaining({ duration: Number.POSITIVE_INFINITY }),
    );
  });

  it('shows the generic message without a title and quota errors for 429', () => {
    expect(handleError('odd value')).toBe('GENERIC_ERROR');
    expect(plain).toHaveBeenCalledWith(
      'An unexpected error occurred. The system is handling it automatically.',
      expect.objectContaining({ id: 'error-GENERIC_ERROR' }),
    );
    expect(handleError(new ApiError(429, 'rate_limited', 'Slow down'))).toBe('QUOTA_EXCEEDED');
    expect(plain).toHaveBeenLastCalledWith('Quota Exceeded', expect.anything());
  });
});
