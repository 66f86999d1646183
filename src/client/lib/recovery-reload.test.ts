import { describe, expect, it, vi } from 'vitest';
import { nextAutomaticReload, reloadForRecovery } from './recovery-reload';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('recovery reloads', () => {
  it('allows three automatic reloads, then none, until the user retries', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const now = () => 1_000_000;
    const deps = { storage, reload, now };
    const seen: (number | null)[] = [];
    for (let i = 0; i < 4; i += 1) {
      const next = nextAutomaticReload(deps);
      seen.push(next);
      if (next) reloadForRecovery('automatic', deps);
    }
    expect(seen).toEqual([1, 2, 3, null]);
    expect(reload).toHaveBeenCalledTimes(3);

    reloadForRecovery('manual', deps);
    expect(reload).toHaveBeenCalledTimes(4);
    expect(nextAutomaticReload(deps)).toBe(1);
  });

  it('starts a new count when the last automatic reload is over five minutes old', () => {
    const storage = memoryStorage();
    let time = 0;
    const deps = { storage, reload: () => undefined, now: () => time };
    for (let i = 0; i < 3; i += 1) reloadForRecovery('automatic', deps);
    expect(nextAutomaticReload(deps)).toBeNull();
    time += 5 * 60_000;
    expect(nextAutomaticReload(deps)).toBe(1);
  });

  it('still reloads where storage is missing or broken', () => {
    const reload = vi.fn();
    const broken = {
      getItem: () => 'not json',
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(nextAutomaticReload({ storage: broken })).toBe(1);
    reloadForRecovery('automatic', { storage: broken, reload });
    reloadForRecovery('automatic', { storage: null, reload });
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
