import { describe, expect, it } from 'vitest';
import { createTokenCache } from './token-cache';

function setup(expiresInSeconds = 100) {
  let clock = 1_000_000;
  let issued = 0;
  const cache = createTokenCache(
    async () => {
      issued += 1;
      return { token: `token-${issued}`, expiresInSeconds };
    },
    { now: () => clock },
  );
  return {
    cache,
    issued: () => issued,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('token cache', () => {
  it('reuses the token until 30 seconds before it expires, then renews it', async () => {
    const t = setup(100);
    expect(await t.cache.get()).toBe('token-1');
    t.advance(69_999);
    expect(await t.cache.get()).toBe('token-1');
    t.advance(1);
    expect(await t.cache.get()).toBe('token-2');
    expect(t.issued()).toBe(2);
  });

  it('shares one renewal between callers that ask at the same time', async () => {
    const t = setup();
    const tokens = await Promise.all(Array.from({ length: 20 }, () => t.cache.get()));
    expect(new Set(tokens)).toEqual(new Set(['token-1']));
    expect(t.issued()).toBe(1);
  });

  it('drops a refused token but keeps a newer one', async () => {
    const t = setup();
    await t.cache.get();
    t.cache.invalidate('token-1');
    expect(await t.cache.get()).toBe('token-2');
    t.cache.invalidate('token-1');
    expect(await t.cache.get()).toBe('token-2');
    expect(t.issued()).toBe(2);
  });

  it('asks again after a failed renewal', async () => {
    let calls = 0;
    const cache = createTokenCache(async () => {
      calls += 1;
      if (calls === 1) throw new Error('PayPal is down');
      return { token: 'fresh', expiresInSeconds: 3600 };
    });
    await expect(cache.get()).rejects.toThrow('PayPal is down');
    await expect(cache.get()).resolves.toBe('fresh');
  });
});
