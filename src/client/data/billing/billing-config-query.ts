import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingConfig } from '@shared/contracts/billing';
import { apiFetch } from '@client/lib/api-client';
import { billingKeys } from './keys';

/** Whether this server can take payments; it names the public client id only, never a secret. */
export function getBillingConfig(signal?: AbortSignal): Promise<BillingConfig> {
  return apiFetch<BillingConfig>('/api/billing/config', { signal });
}

export const billingConfigQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.config(),
    queryFn: ({ signal }) => getBillingConfig(signal),
    staleTime: 5 * 60_000,
  });

export const useBillingConfigQuery = () => useQuery(billingConfigQueryOptions());
