import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useMediaQuery } from './use-media-query';

/** A media query list the test switches by hand. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const matchMedia = vi.fn(() => ({
    get matches() {
      return matches;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  const set = (value: boolean) => {
    matches = value;
    for (const listener of listeners) listener();
  };
  return { matchMedia, set, listeners };
}

describe('useMediaQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the query as the window crosses it, and stops listening when unmounted', () => {
    const media = fakeMatchMedia(false);
    vi.stubGlobal('matchMedia', media.matchMedia);
    const { result, unmount } = renderHook(() => useMediaQuery('(min-width: 64rem)', true));
    expect(result.current).toBe(false);
    expect(media.matchMedia).toHaveBeenCalledWith('(min-width: 64rem)');
    act(() => media.set(true));
    expect(result.current).toBe(true);
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('answers the fallback where the browser has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(renderHook(() => useMediaQuery('(min-width: 64rem)', true)).result.current).toBe(true);
    expect(renderHook(() => useMediaQuery('(min-width: 64rem)', false)).result.current).toBe(false);
  });
});
