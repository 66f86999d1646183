import { describe, expect, it } from 'vitest';
import { formatBytes } from '@shared/format/bytes';
import { percentOf } from './percent-of';

describe('formatBytes and percentOf', () => {
  it('writes sizes the way the panel shows them', () => {
    expect(formatBytes(45 * 1024 * 1024)).toBe('45MB');
    expect(formatBytes(500 * 1024 * 1024)).toBe('500MB');
    expect(formatBytes(1536)).toBe('1.5KB');
    expect(formatBytes(12)).toBe('12B');
  });

  it('gives the share of the allowance, 9% for 45MB of 500MB', () => {
    expect(percentOf(45, 500)).toBe(9);
    expect(percentOf(0.1, 500)).toBe(1);
    expect(percentOf(0, 500)).toBe(0);
    expect(percentOf(900, 500)).toBe(100);
  });
});
