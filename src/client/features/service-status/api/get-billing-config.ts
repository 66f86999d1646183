import { queryOptions } from '@tanstack/react-query';
import type { BillingConfig } from '@shared/contracts/billing';
import { apiFetch } from '@client/lib/api-client';

export const billingConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'config'] as const,
    queryFn: ({ signal }) => apiFetch<BillingConfig>('/api/billing/config', { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
