import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AiSettingsResponse, SaveAiSettingsBody } from '@shared/contracts/ai-settings';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { aiSettingsKeys } from './keys';

export function saveAiSettings(body: SaveAiSettingsBody): Promise<AiSettingsResponse> {
  return apiFetch<AiSettingsResponse>('/api/ai-settings', { method: 'PUT', body });
}

/** The saved settings replace the cached ones. */
export function useSaveAiSettingsMutation({
  onSuccess,
  ...options
}: MutationHookOptions<AiSettingsResponse, SaveAiSettingsBody> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: saveAiSettings,
    onSuccess: (answer, ...rest) => {
      queryClient.setQueryData(aiSettingsKeys.all, answer);
      return onSuccess?.(answer, ...rest);
    },
  });
}
