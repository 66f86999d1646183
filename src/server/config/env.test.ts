import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('has a default for everything', () => {
    expect(parseEnv({})).toMatchObject({ PORT: 3000, DATA_DIR: './.data', HOST: 'localhost' });
  });

  it('names every bad variable in one message', () => {
    expect(() =>
      parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', ENCRYPTION_KEY: 'short' }),
    ).toThrow(/PORT .*; DATABASE_URL must be a postgres.*; ENCRYPTION_KEY must be 64 hexadecimal/);
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });
});
