import type { Timers } from '@server/services/project-db';

/** A clock and timers that move only when the test says so: the app's `now`, `timers` and delays in one. */
export class ManualClock implements Timers {
  private current: number;
  private nextHandle = 1;
  private readonly pending = new Map<number, { at: number; callback: () => void }>();

  constructor(start = Date.parse('2026-01-05T09:00:00Z')) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  date = (): Date => new Date(this.current);

  setTimeout(callback: () => void, ms: number): unknown {
    const handle = this.nextHandle++;
    this.pending.set(handle, { at: this.current + ms, callback });
    return handle;
  }

  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }

  get pendingCount(): number {
    return this.pending.size;
  }

  /** Moves the clock forward, running every timer that falls due on the way, in order. */
  advance(ms: number): void {
    const until = this.current + ms;
    for (;;) {
      const due = [...this.pending.entries()]
        .filter(([, t]) => t.at <= until)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.pending.delete(due[0]);
      this.current = due[1].at;
      due[1].callback();
    }
    this.current = until;
  }
}
