import { demoSteps } from '@content/demo-steps';

/** Guided demo state: off, or on at a step, with or without autopilot. */
export interface DemoState {
  active: boolean;
  step: number;
  playing: boolean;
}

export type DemoEvent = 'started' | 'completed' | 'stopped';

export interface DemoStep {
  route: string;
  durationMs: number;
}

type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface DemoStoreOptions {
  steps?: readonly DemoStep[];
  /** Keeps a running demo across a reload of the tab; null to keep it in memory only. */
  storage?: () => SessionStorageLike | null;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface DemoStore {
  getState(): DemoState;
  subscribe(listener: () => void): () => void;
  /** Lifecycle events, for analytics. */
  onEvent(listener: (event: DemoEvent) => void): () => void;
  start(): void;
  stop(): void;
  next(): void;
  previous(): void;
  togglePlay(): void;
  /** Jumps to a step (the Broadcasting Info's step dots). */
  goTo(step: number): void;
  /** A demo route visited by hand becomes the current step. */
  syncToRoute(pathname: string): void;
}

/** Product-specific key; the static home page's script reads it to know a demo is running. */
export const DEMO_STORAGE_KEY = 'bridge-studio-demo';

const OFF: DemoState = { active: false, step: 0, playing: false };

const browserSession = (): SessionStorageLike | null =>
  typeof window === 'undefined' ? null : window.sessionStorage;

/** The saved demo state, when it is a valid running demo. */
export function readDemoState(
  storage: () => SessionStorageLike | null = browserSession,
  stepCount = demoSteps.length,
): DemoState | null {
  try {
    const raw = storage()?.getItem(DEMO_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<DemoState>;
    if (
      value.active !== true ||
      typeof value.playing !== 'boolean' ||
      !Number.isInteger(value.step) ||
      (value.step as number) < 0 ||
      (value.step as number) >= stepCount
    )
      return null;
    return { active: true, step: value.step as number, playing: value.playing };
  } catch {
    return null;
  }
}

export function createDemoStore({
  steps = demoSteps,
  storage = browserSession,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: DemoStoreOptions = {}): DemoStore {
  const listeners = new Set<() => void>();
  const eventListeners = new Set<(event: DemoEvent) => void>();
  let state: DemoState = readDemoState(storage, steps.length) ?? OFF;
  let timer: unknown = null;

  const persist = () => {
    try {
      if (state.active) storage()?.setItem(DEMO_STORAGE_KEY, JSON.stringify(state));
      else storage()?.removeItem(DEMO_STORAGE_KEY);
    } catch {
      // Storage can be blocked; the demo then lasts as long as the page.
    }
  };

  const emit = (event: DemoEvent) => {
    for (const listener of eventListeners) listener(event);
  };

  // Autopilot: each step waits its own duration, restarting whenever the step or play state changes.
  const schedule = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    if (!state.active || !state.playing) return;
    const step = steps[state.step];
    if (step) timer = setTimer(advance, step.durationMs);
  };

  const set = (next: DemoState) => {
    if (next.active === state.active && next.step === state.step && next.playing === state.playing)
      return;
    state = next;
    persist();
    schedule();
    for (const listener of listeners) listener();
  };

  function advance() {
    timer = null;
    if (!state.active) return;
    if (state.step >= steps.length - 1) {
      set(OFF);
      emit('completed');
      return;
    }
    set({ ...state, step: state.step + 1 });
  }

  schedule();

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onEvent(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    start() {
      set({ active: true, step: 0, playing: true });
      emit('started');
    },
    stop() {
      if (!state.active) return;
      set(OFF);
      emit('stopped');
    },
    next: advance,
    previous() {
      if (state.active && state.step > 0) set({ ...state, step: state.step - 1 });
    },
    togglePlay() {
      if (state.active) set({ ...state, playing: !state.playing });
    },
    goTo(step) {
      if (state.active && step >= 0 && step < steps.length) set({ ...state, step });
    },
    syncToRoute(pathname) {
      if (!state.active) return;
      const index = steps.findIndex((step) => step.route === pathname);
      if (index >= 0) set({ ...state, step: index });
    },
  };
}
