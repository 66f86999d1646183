import { queryOptions } from '@tanstack/react-query';
import type { AnalyticsPeriod, AnalyticsResponse } from '@shared/contracts/analytics';
import { apiFetch } from '@client/lib/api-client';

export const analyticsKeys = {
  all: ['analytics'] as const,
  overview: (period: AnalyticsPeriod) => [...analyticsKeys.all, 'overview', period] as const,
};

export const analyticsQueryOptions = (period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: analyticsKeys.overview(period),
    queryFn: ({ signal }) =>
      apiFetch<AnalyticsResponse>(`/api/analytics?period=${period}`, { signal }),
    staleTime: 30_000,
  });
