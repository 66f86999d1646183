import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettingsStatus } from '@shared/contracts/settings';
import { apiFetch } from '@client/lib/api-client';
import { settingsKeys } from './keys';

export const getSettingsStatus = (signal?: AbortSignal) =>
  apiFetch<SettingsStatus>('/api/settings/status', { signal });

export const settingsStatusQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.status(),
    queryFn: ({ signal }) => getSettingsStatus(signal),
    staleTime: 30_000,
  });

export const useSettingsStatusQuery = () => useQuery(settingsStatusQueryOptions());
