import { queryOptions } from '@tanstack/react-query';
import type { Subscription } from '@shared/contracts/billing';
import type { DatabaseUsageResponse } from '@shared/contracts/project-state';
import { apiFetch } from '@client/lib/api-client';
import { operationKeys } from './operations-api';

export const databaseUsageQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: operationKeys.usage(projectId),
    queryFn: ({ signal }) =>
      apiFetch<DatabaseUsageResponse>(`/api/projects/${projectId}/database/usage`, { signal }),
    staleTime: 30_000,
  });

/** The same key as the billing pages use, so both share one cached answer. */
export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'subscription'] as const,
    queryFn: ({ signal }) => apiFetch<Subscription>('/api/billing/subscription', { signal }),
    staleTime: 30_000,
  });
