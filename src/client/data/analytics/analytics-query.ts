import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod, AnalyticsResponse } from '@shared/contracts/analytics';
import { analyticsPath } from '@shared/constants/first-requests';
import { apiFetch } from '@client/lib/api-client';
import { analyticsKeys } from './keys';

export const getAnalytics = (period: AnalyticsPeriod, signal?: AbortSignal) =>
  apiFetch<AnalyticsResponse>(analyticsPath(period), { signal });

export const analyticsQueryOptions = (period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: analyticsKeys.overview(period),
    queryFn: ({ signal }) => getAnalytics(period, signal),
    staleTime: 30_000,
  });

/** The user's activity figures over a period; `enabled: false` waits (for a session, say). */
export const useAnalyticsQuery = (period: AnalyticsPeriod, { enabled = true } = {}) =>
  useQuery({ ...analyticsQueryOptions(period), enabled });
