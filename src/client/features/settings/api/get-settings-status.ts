import { queryOptions } from '@tanstack/react-query';
import type { SettingsStatus } from '@shared/contracts/settings';
import { apiFetch } from '@client/lib/api-client';

export const settingsKeys = {
  all: ['settings'] as const,
  status: () => [...settingsKeys.all, 'status'] as const,
};

export const settingsStatusQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.status(),
    queryFn: ({ signal }) => apiFetch<SettingsStatus>('/api/settings/status', { signal }),
    staleTime: 30_000,
  });
