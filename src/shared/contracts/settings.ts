import { z } from 'zod';

/** The settings pages' status line, from the user's own runs over the last STATUS_WINDOW_DAYS. */
export const STATUS_WINDOW_DAYS = 30;
// Built in a pure wrapper so a page that only needs the constant loads no zod.
export const settingsStatus = /* @__PURE__ */ (() =>
  z.object({
    /** Average time a change took to run, in milliseconds; 0 when nothing ran. */
    responseTimeMs: z.number().nonnegative(),
    /** Share of runs that succeeded, 0 to 100; 0 when nothing ran. */
    successRate: z.number().min(0).max(100),
    runs: z.number().int().nonnegative(),
    /** Model tokens used and what they cost; 0 while plans come from the built-in planner. */
    tokens: z.number().int().nonnegative(),
    costUsd: z.number().nonnegative(),
  }))();
export type SettingsStatus = z.infer<typeof settingsStatus>;
