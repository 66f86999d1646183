import { queryOptions } from '@tanstack/react-query';
import type { AiSettingsResponse } from '@shared/contracts/ai-settings';
import { apiFetch } from '@client/lib/api-client';
import { aiSettingsKeys } from './ai-settings-keys';

export function getAiSettings(signal?: AbortSignal): Promise<AiSettingsResponse> {
  return apiFetch<AiSettingsResponse>('/api/ai-settings', { signal });
}

export const aiSettingsQueryOptions = () =>
  queryOptions({ queryKey: aiSettingsKeys.all, queryFn: ({ signal }) => getAiSettings(signal) });
