import { describe, expect, it } from 'vitest';
import { realTimers } from '../../services/project-db/timers';
import { MonitorScheduler } from './scheduler';

/** A check the test finishes by hand, so "running" is a state the test controls, not a race. */
function manualChecks() {
  const runs: Array<{ reason: string; finish: () => void }> = [];
  const run = (_projectId: string, reason: 'scheduled' | 'manual') =>
    new Promise<void>((resolve) => runs.push({ reason, finish: resolve }));
  const scheduler = new MonitorScheduler({
    timers: realTimers,
    intervalMs: 30_000,
    concurrency: 2,
    run,
    onError: () => undefined,
  });
  return { runs, scheduler };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('monitor scheduler', () => {
  it('runs one more check after a running one when a change asks for it, sharing it between asks', async () => {
    const { runs, scheduler } = manualChecks();
    const first = scheduler.trigger('p1', 'manual');
    await turn();
    expect(runs).toHaveLength(1);

    const again = scheduler.trigger('p1', 'manual');
    const alsoAgain = scheduler.trigger('p1', 'manual');
    expect(alsoAgain).toBe(again);
    await turn();
    expect(runs).toHaveLength(1);

    runs[0]!.finish();
    await first;
    await turn();
    expect(runs.map((r) => r.reason)).toEqual(['manual', 'manual']);
    runs[1]!.finish();
    await again;
    await scheduler.settled();
    expect(runs).toHaveLength(2);
  });

  it('lets a scheduled check join the one already running', async () => {
    const { runs, scheduler } = manualChecks();
    const first = scheduler.trigger('p1', 'manual');
    await turn();
    expect(scheduler.trigger('p1', 'scheduled')).toBe(first);
    runs[0]!.finish();
    await scheduler.settled();
    expect(runs).toHaveLength(1);
  });
});
