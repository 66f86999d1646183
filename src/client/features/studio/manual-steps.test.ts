import { describe, expect, it } from 'vitest';
import { guessService } from './manual-steps';

describe('guessService', () => {
  it('follows the auto-mode rule and respects a chosen service', () => {
    expect(guessService('Deploy the site', 'auto')).toBe('hosting');
    expect(guessService('create a branch called x', 'auto')).toBe('git');
    expect(guessService('add a table for notes', 'auto')).toBe('backend');
    expect(guessService('add a table for notes', 'hosting')).toBe('hosting');
  });
});
