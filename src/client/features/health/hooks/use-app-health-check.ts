import { useEffect } from 'react';
import { startAppHealthCheck } from '../app-health-check';

/** Runs the 60-second background health check while the app is open. */
export function useAppHealthCheck(): void {
  useEffect(() => startAppHealthCheck(), []);
}
