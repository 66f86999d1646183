import { useSyncExternalStore } from 'react';
import { demo } from '../demo';
import type { DemoState } from '../demo-store';

export function useDemo(): DemoState {
  return useSyncExternalStore(demo.subscribe, demo.getState, demo.getState);
}
