import type { AnalyticsPeriod } from '@shared/contracts/analytics';

export const analyticsKeys = {
  all: ['analytics'] as const,
  overview: (period: AnalyticsPeriod) => [...analyticsKeys.all, 'overview', period] as const,
};
