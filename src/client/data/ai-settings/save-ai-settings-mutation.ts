import type { AiSettingsResponse, SaveAiSettingsBody } from '@shared/contracts/ai-settings';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { aiSettingsKeys } from './keys';
import { useCacheUpdatingMutation } from '../cache-updating-mutation';

export function saveAiSettings(body: SaveAiSettingsBody): Promise<AiSettingsResponse> {
  return apiFetch<AiSettingsResponse>('/api/ai-settings', { method: 'PUT', body });
}

/** The saved settings replace the cached ones. */
export const useSaveAiSettingsMutation = (
  options?: MutationHookOptions<AiSettingsResponse, SaveAiSettingsBody>,
) =>
  useCacheUpdatingMutation(
    saveAiSettings,
    (queryClient, answer) => queryClient.setQueryData(aiSettingsKeys.all, answer),
    options,
  );
