import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('goes to the dashboard by default', () => {
    expect(redirectTarget(null)).toBe('/dashboard');
    expect(redirectTarget({})).toBe('/dashboard');
    expect(redirectTarget({ from: 42 })).toBe('/dashboard');
  });

  it('returns to the remembered page on this site', () => {
    expect(redirectTarget({ from: '/settings/appearance?tab=1#top' })).toBe(
      '/settings/appearance?tab=1#top',
    );
  });

  it('never leaves the site or loops back to the auth page', () => {
    for (const from of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/auth',
    ]) {
      expect(redirectTarget({ from })).toBe('/dashboard');
    }
  });
});
