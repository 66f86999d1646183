import { describe, expect, it } from 'vitest';
import { StorageApiError } from './errors';
import { checkObjectName, splitObjectPath } from './keys';

describe('object keys', () => {
  it('accepts the names Supabase accepts', () => {
    expect(checkObjectName('user-1/avatar (2).png')).toBe('user-1/avatar (2).png');
    expect(splitObjectPath('avatars/a/b.txt')).toEqual({ bucket: 'avatars', name: 'a/b.txt' });
  });

  it.each(['../x', 'a/../b', 'a/./b', '/a', 'a//b', 'a/', 'a\\b', 'ä', ''])(
    'refuses %j with InvalidKey',
    (name) => {
      expect(() => checkObjectName(name)).toThrow(StorageApiError);
    },
  );

  it('refuses a bucket name with a slash or dots only', () => {
    expect(() => splitObjectPath('../x')).toThrow(/Bucket name invalid/);
    expect(() => splitObjectPath('nobucket')).toThrow(/Invalid key/);
  });
});
