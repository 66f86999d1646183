import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  THEME_STORAGE_KEY,
  applyTheme,
  initialTheme,
  readSavedTheme,
  resolveTheme,
  saveTheme,
} from './theme-storage';

const failing = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('theme storage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('uses the product key and starts dark when nothing is saved', () => {
    expect(THEME_STORAGE_KEY).toBe('bridge-studio-theme');
    expect(readSavedTheme()).toBeNull();
    expect(initialTheme()).toBe('dark');
  });

  it('uses a saved value only when it is exactly light, dark or system', () => {
    const storage = () => window.localStorage;
    for (const [saved, prefersDark, expected] of [
      ['light', true, 'light'],
      ['dark', false, 'dark'],
      ['system', true, 'dark'],
      ['system', false, 'light'],
      ['Light', false, 'dark'],
      [' light', false, 'dark'],
      ['System', false, 'dark'],
      ['', false, 'dark'],
      ['"light"', false, 'dark'],
    ] as const) {
      window.localStorage.setItem(THEME_STORAGE_KEY, saved);
      expect(
        initialTheme(storage, () => prefersDark),
        `saved ${JSON.stringify(saved)}`,
      ).toBe(expected);
    }
  });

  it('resolves System from the operating system preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('saves the choice under the key', () => {
    saveTheme('system');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
    saveTheme('light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    saveTheme('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('warns and carries on when storage cannot be read', () => {
    const getItem = vi.fn(failing);
    expect(initialTheme(() => ({ getItem, setItem: vi.fn() }))).toBe('dark');
    expect(readSavedTheme(failing)).toBeNull();
    expect(console.warn).toHaveBeenCalledTimes(2);
  });

  it('warns and carries on when storage cannot be written', () => {
    expect(() => saveTheme('light', () => ({ getItem: vi.fn(), setItem: failing }))).not.toThrow();
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('applies exactly one theme class to the root', () => {
    const root = document.createElement('html');
    root.className = 'dark other';
    applyTheme('light', root);
    expect([...root.classList].sort()).toEqual(['light', 'other']);
    applyTheme('dark', root);
    expect([...root.classList].sort()).toEqual(['dark', 'other']);
  });
});
