import { STATUS_WINDOW_DAYS, type SettingsStatus } from '@shared/contracts/settings';
import type { createSettingsRepository } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export function createSettingsService(
  repo: ReturnType<typeof createSettingsRepository>,
  now: () => Date,
) {
  return {
    async status(userId: string): Promise<SettingsStatus> {
      const from = new Date(now().getTime() - STATUS_WINDOW_DAYS * DAY_MS);
      const { runs, succeeded, averageMs } = await repo.runFigures(userId, from);
      return {
        responseTimeMs: Math.round(averageMs),
        successRate: runs === 0 ? 0 : Math.round((succeeded / runs) * 1000) / 10,
        runs,
        // Plans come from the built-in planner, which uses no model tokens and costs nothing.
        tokens: 0,
        costUsd: 0,
      };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
