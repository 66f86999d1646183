import { describe, expect, it } from 'vitest';
import { overallHealth } from './health';

describe('overall health', () => {
  it('is critical with an open high-severity issue', () => {
    expect(
      overallHealth([
        { status: 'open', severity: 'low' },
        { status: 'open', severity: 'high' },
      ]),
    ).toBe('critical');
  });
  it('is a warning while a medium or low issue is open', () => {
    expect(overallHealth([{ status: 'open', severity: 'medium' }])).toBe('warning');
    expect(overallHealth([{ status: 'open', severity: 'low' }])).toBe('warning');
  });
  it('is healthy with no open issue: a just-fixed or dismissed issue never leaves a warning', () => {
    expect(overallHealth([])).toBe('healthy');
    expect(overallHealth([{ status: 'fixed', severity: 'high' }])).toBe('healthy');
    expect(overallHealth([{ status: 'dismissed', severity: 'medium' }])).toBe('healthy');
  });
});
