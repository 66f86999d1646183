import { vi } from 'vitest';

/** The toasts as spies, for tests that call `vi.mock('@client/lib/toast')`. */
export const toast = Object.assign(vi.fn(), {
  success: vi.fn(),
  error: vi.fn(),
  warning: vi.fn(),
  info: vi.fn(),
  dismiss: vi.fn(),
});
