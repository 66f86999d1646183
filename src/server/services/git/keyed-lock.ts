import { AsyncLocalStorage } from 'node:async_hooks';

/** Keys held by the current async call chain, so a locked operation can call another one safely. */
const held = new AsyncLocalStorage<ReadonlySet<string>>();

/**
 * Runs operations one at a time per key (a repository directory, a site id) and lets an
 * operation that already holds the key call other locked operations on it without waiting
 * for itself.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const current = held.getStore();
    if (current?.has(key)) return task();

    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => done);
    this.tails.set(key, tail);

    await previous;
    try {
      return await held.run(new Set([...(current ?? []), key]), task);
    } finally {
      release();
      // Forget the key once nobody queues behind us, so the map does not grow forever.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}

/** One lock for every repository on disk, keyed by its directory. */
export const repositoryLock = new KeyedLock();
