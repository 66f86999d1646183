import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_STORAGE_KEY, createDemoStore, readDemoState, type DemoEvent } from './demo-store';

const steps = [
  { route: '/', durationMs: 5000 },
  { route: '/agent', durationMs: 6000 },
  { route: '/overview', durationMs: 5000 },
  { route: '/settings', durationMs: 5000 },
];

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

let storage: ReturnType<typeof memoryStorage>;
const newStore = () => createDemoStore({ steps, storage: () => storage });

beforeEach(() => {
  vi.useFakeTimers();
  storage = memoryStorage();
});
afterEach(() => vi.useRealTimers());

describe('the guided demo', () => {
  it('is off until started, then starts at step 0 on autopilot', () => {
    const store = newStore();
    expect(store.getState()).toEqual({ active: false, step: 0, playing: false });
    const events: DemoEvent[] = [];
    store.onEvent((e) => events.push(e));
    store.start();
    expect(store.getState()).toEqual({ active: true, step: 0, playing: true });
    expect(events).toEqual(['started']);
  });

  it('advances after each step duration and ends after the last', () => {
    const store = newStore();
    const events: DemoEvent[] = [];
    store.onEvent((e) => events.push(e));
    store.start();
    vi.advanceTimersByTime(4999);
    expect(store.getState().step).toBe(0);
    vi.advanceTimersByTime(1);
    expect(store.getState().step).toBe(1);
    vi.advanceTimersByTime(5999);
    expect(store.getState().step).toBe(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().step).toBe(2);
    vi.advanceTimersByTime(5000);
    expect(store.getState().step).toBe(3);
    vi.advanceTimersByTime(5000);
    expect(store.getState().active).toBe(false);
    expect(events).toEqual(['started', 'completed']);
  });

  it('stays on a step while paused, and restarts the step timer on play', () => {
    const store = newStore();
    store.start();
    vi.advanceTimersByTime(3000);
    store.togglePlay();
    vi.advanceTimersByTime(60_000);
    expect(store.getState()).toMatchObject({ step: 0, playing: false });
    store.togglePlay();
    vi.advanceTimersByTime(4999);
    expect(store.getState().step).toBe(0);
    vi.advanceTimersByTime(1);
    expect(store.getState().step).toBe(1);
  });

  it('moves with Next and Previous, never before the first step', () => {
    const store = newStore();
    store.start();
    store.previous();
    expect(store.getState().step).toBe(0);
    store.next();
    store.next();
    expect(store.getState().step).toBe(2);
    store.previous();
    expect(store.getState().step).toBe(1);
    store.goTo(3);
    expect(store.getState().step).toBe(3);
    store.goTo(9);
    expect(store.getState().step).toBe(3);
  });

  it('ends on Stop and cancels the autopilot', () => {
    const store = newStore();
    const events: DemoEvent[] = [];
    store.onEvent((e) => events.push(e));
    store.start();
    store.stop();
    expect(store.getState().active).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(store.getState()).toEqual({ active: false, step: 0, playing: false });
    expect(events).toEqual(['started', 'stopped']);
  });

  it('syncs the step to a demo route visited by hand, and ignores other routes', () => {
    const store = newStore();
    store.syncToRoute('/overview');
    expect(store.getState().active).toBe(false);
    store.start();
    store.syncToRoute('/overview');
    expect(store.getState().step).toBe(2);
    store.syncToRoute('/pricing');
    expect(store.getState().step).toBe(2);
  });

  it('survives a reload of the tab, and forgets a finished demo', () => {
    const store = newStore();
    store.start();
    store.next();
    expect(readDemoState(() => storage, steps.length)).toEqual({
      active: true,
      step: 1,
      playing: true,
    });
    const reloaded = newStore();
    expect(reloaded.getState()).toEqual({ active: true, step: 1, playing: true });
    reloaded.stop();
    store.stop();
    expect(storage.getItem(DEMO_STORAGE_KEY)).toBeNull();
  });

  it('ignores a saved state that is not a running demo', () => {
    storage.setItem(DEMO_STORAGE_KEY, JSON.stringify({ active: true, step: 7, playing: true }));
    expect(readDemoState(() => storage, steps.length)).toBeNull();
    storage.setItem(DEMO_STORAGE_KEY, 'not json');
    expect(newStore().getState().active).toBe(false);
  });
});
