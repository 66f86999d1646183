/** Business timings, in one place so the client and server agree. */
export const RETRY_CAP = 3;
export const queryRetryDelayMs = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);
export const APP_HEALTH_CHECK_MS = 60_000;
export const ERROR_BOUNDARY_RETRY_MS = 2_000;
export const TOAST_MS = 5_000;
export const RETRY_NOTICE_MS = 2_000;
export const QUERY_GC_MS = 5 * 60 * 1000;
export const MONITOR_INTERVAL_MS = 30_000;
export const SLOW_QUERY_MS = 2_000;
export const TOAST_SUCCESS_MS = 3_000;
export const TOAST_PAUSE_MS = 2_000;
export const TOAST_WARNING_MS = 4_000;
export const COPIED_INDICATOR_MS = 2_000;
export const DEMO_STEP_MS = [5_000, 6_000, 5_000, 5_000] as const;
