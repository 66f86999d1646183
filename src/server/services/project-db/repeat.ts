import type { Timers } from './timers';

export interface Repeating {
  /** Resolves when the pass under way (if any) is done: tests await it instead of sleeping. */
  settled(): Promise<void>;
  close(): void;
}

/**
 * Runs `pass` every `everyMs` on the given timers, the next one counted from the end of the
 * last, after an optional first pass now. `pass` must not reject (it logs its own failures).
 */
export function repeatEvery(
  timers: Timers,
  everyMs: number,
  pass: () => Promise<void>,
  first?: Promise<void>,
): Repeating {
  let handle: unknown;
  let closed = false;
  let current: Promise<void> = first ?? Promise.resolve();
  const schedule = () => {
    if (closed) return;
    handle = timers.setTimeout(() => {
      current = pass();
      void current.then(schedule);
    }, everyMs);
  };
  void current.then(schedule);
  return {
    settled: () => current,
    close() {
      closed = true;
      timers.clearTimeout(handle);
    },
  };
}
