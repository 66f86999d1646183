import { describe, expect, it } from 'vitest';
import { KeyedLock } from './keyed-lock';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('KeyedLock', () => {
  it('runs tasks on one key one at a time, in order', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
    };
    await Promise.all([
      lock.run('a', task('1')),
      lock.run('a', task('2')),
      lock.run('a', task('3')),
    ]);
    expect(log).toEqual(['1 start', '1 end', '2 start', '2 end', '3 start', '3 end']);
  });

  it('lets different keys run side by side', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
    };
    await Promise.all([lock.run('a', task('a')), lock.run('b', task('b'))]);
    expect(log.slice(0, 2)).toEqual(['a start', 'b start']);
  });

  it('lets a task that holds the key call other locked work on it without waiting for itself', async () => {
    const lock = new KeyedLock();
    const result = await lock.run('a', () => lock.run('a', () => lock.run('a', async () => 42)));
    expect(result).toBe(42);
  });

  it('releases the key when a task fails', async () => {
    const lock = new KeyedLock();
    await expect(lock.run('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(await lock.run('a', async () => 'next')).toBe('next');
  });
});
