import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiSettingsResponse } from '@shared/contracts/ai-settings';
import { apiFetch } from '@client/lib/api-client';
import { aiSettingsKeys } from './keys';

export function getAiSettings(signal?: AbortSignal): Promise<AiSettingsResponse> {
  return apiFetch<AiSettingsResponse>('/api/ai-settings', { signal });
}

export const aiSettingsQueryOptions = () =>
  queryOptions({ queryKey: aiSettingsKeys.all, queryFn: ({ signal }) => getAiSettings(signal) });

/** `enabled: false` waits, for a visitor who has no saved settings. */
export const useAiSettingsQuery = ({ enabled = true } = {}) =>
  useQuery({ ...aiSettingsQueryOptions(), enabled });
