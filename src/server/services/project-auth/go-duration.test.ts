import { describe, expect, it } from 'vitest';
import { parseGoDuration } from './go-duration';

describe('parseGoDuration', () => {
  it("reads Go's duration strings in milliseconds", () => {
    expect(parseGoDuration('24h')).toBe(86_400_000);
    expect(parseGoDuration('1h30m')).toBe(5_400_000);
    expect(parseGoDuration('1.5s')).toBe(1500);
    expect(parseGoDuration('-2m')).toBe(-120_000);
    expect(parseGoDuration('250ms')).toBe(250);
    expect(parseGoDuration('0')).toBe(0);
    expect(parseGoDuration('876000h')).toBe(876_000 * 3_600_000);
  });

  it("refuses anything else in Go's words", () => {
    expect(() => parseGoDuration('forever')).toThrow('time: invalid duration "forever"');
    expect(() => parseGoDuration('')).toThrow('time: invalid duration ""');
    expect(() => parseGoDuration('10')).toThrow('time: missing unit in duration "10"');
    expect(() => parseGoDuration('1d')).toThrow('time: unknown unit "d" in duration "1d"');
    expect(() => parseGoDuration('.h')).toThrow('time: invalid duration ".h"');
  });
});
