import type { Timers } from '../../services/project-db';

export interface SchedulerOptions {
  timers: Timers;
  intervalMs: number;
  /** Checks allowed to run at once across all projects; the rest wait their turn. */
  concurrency: number;
  run: (projectId: string, reason: 'scheduled' | 'manual') => Promise<void>;
  onError: (projectId: string, error: unknown) => void;
}

/**
 * Runs each monitored project's check every interval. Projects resumed together are spread
 * across the interval, and a small pool caps how many checks run at once, so fifty projects
 * never hit the databases (or the event loop) in the same instant.
 */
export class MonitorScheduler {
  private readonly timersByProject = new Map<string, unknown>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly followUps = new Map<string, Promise<void>>();
  private readonly watched = new Set<string>();
  private readonly queue: Array<() => void> = [];
  private active = 0;
  private stopped = false;

  constructor(private readonly options: SchedulerOptions) {}

  /** Starts checking a project: the first check after `firstDelayMs`, then every interval. */
  watch(projectId: string, firstDelayMs = this.options.intervalMs) {
    if (this.stopped) return;
    this.watched.add(projectId);
    this.schedule(projectId, firstDelayMs);
  }

  /** Spreads the first checks of many projects evenly over one interval. */
  watchSpread(projectIds: string[]) {
    const step = this.options.intervalMs / Math.max(projectIds.length, 1);
    projectIds.forEach((id, i) => this.watch(id, Math.round(i * step)));
  }

  unwatch(projectId: string) {
    this.watched.delete(projectId);
    this.clear(projectId);
  }

  isWatched(projectId: string) {
    return this.watched.has(projectId);
  }

  /**
   * Runs a check now. A scheduled check joins one already running; a manual one (a change just
   * made, Check now) runs once more after it, since the running check may have started before the
   * change. Several manual asks during one check share that one follow-up.
   */
  trigger(projectId: string, reason: 'scheduled' | 'manual'): Promise<void> {
    if (this.stopped) return Promise.resolve();
    const current = this.running.get(projectId);
    if (current && reason === 'scheduled') return current;
    if (current) return this.followUp(projectId, current);
    const done = this.slot()
      .then(() => this.options.run(projectId, reason))
      .catch((error: unknown) => this.options.onError(projectId, error))
      .finally(() => {
        this.running.delete(projectId);
        this.release();
      });
    this.running.set(projectId, done);
    return done;
  }

  /** One more manual check after `current`, shared by every ask made while it runs. */
  private followUp(projectId: string, current: Promise<void>): Promise<void> {
    const queued = this.followUps.get(projectId);
    if (queued) return queued;
    const next = current.then(() => {
      this.followUps.delete(projectId);
      return this.trigger(projectId, 'manual');
    });
    this.followUps.set(projectId, next);
    return next;
  }

  /** Resolves when no check is running or waiting (tests await it instead of sleeping). */
  async settled(): Promise<void> {
    while (this.running.size + this.followUps.size > 0) {
      await Promise.all([...this.running.values(), ...this.followUps.values()]);
    }
  }

  stop() {
    this.stopped = true;
    for (const id of [...this.watched]) this.unwatch(id);
  }

  private schedule(projectId: string, delayMs: number) {
    this.clear(projectId);
    const handle = this.options.timers.setTimeout(() => {
      this.timersByProject.delete(projectId);
      void this.trigger(projectId, 'scheduled').finally(() => {
        // The next check counts from the end of this one, so a slow check never stacks up.
        if (this.watched.has(projectId) && !this.timersByProject.has(projectId) && !this.stopped) {
          this.schedule(projectId, this.options.intervalMs);
        }
      });
    }, delayMs);
    this.timersByProject.set(projectId, handle);
  }

  private clear(projectId: string) {
    const handle = this.timersByProject.get(projectId);
    if (handle !== undefined) this.options.timers.clearTimeout(handle);
    this.timersByProject.delete(projectId);
  }

  private slot(): Promise<void> {
    if (this.active < this.options.concurrency) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.queue.push(() => resolve()));
  }

  private release() {
    const next = this.queue.shift();
    if (next) next();
    else this.active--;
  }
}
