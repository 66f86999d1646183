import { describe, expect, it } from 'vitest';
import { scoreTone } from './score-tone';

describe('scoreTone', () => {
  it.each([
    [10, 'good'],
    [8, 'good'],
    [7, 'fair'],
    [6, 'fair'],
    [5, 'poor'],
    [1, 'poor'],
  ] as const)('colours %i as %s', (score, tone) => {
    expect(scoreTone(score)).toBe(tone);
  });
});
