import { describe, expect, it } from 'vitest';
import { overallHealth } from './health';

const now = new Date('2026-01-05T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('overall health', () => {
  it('is critical with an open high-severity issue, whatever its age', () => {
    expect(overallHealth([{ status: 'open', severity: 'high', createdAt: ago(300) }], now)).toBe(
      'critical',
    );
  });
  it('is a warning while any issue is under an hour old, then healthy', () => {
    expect(overallHealth([{ status: 'fixed', severity: 'high', createdAt: ago(59) }], now)).toBe(
      'warning',
    );
    expect(overallHealth([{ status: 'open', severity: 'medium', createdAt: ago(61) }], now)).toBe(
      'healthy',
    );
  });
  it('ignores dismissed issues', () => {
    expect(overallHealth([{ status: 'dismissed', severity: 'high', createdAt: ago(1) }], now)).toBe(
      'healthy',
    );
  });
});
