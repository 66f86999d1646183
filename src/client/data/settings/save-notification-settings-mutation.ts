import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@shared/contracts/notification-settings';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { settingsKeys } from './keys';
import type { NotificationSettingsAnswer } from './notification-settings-query';

export function saveNotificationSettings(
  settings: NotificationSettings,
): Promise<NotificationSettingsAnswer> {
  return apiFetch<NotificationSettingsAnswer>('/api/notification-settings', {
    method: 'PUT',
    body: settings,
  });
}

/** The saved settings replace the cached ones. */
export function useSaveNotificationSettingsMutation({
  onSuccess,
  ...options
}: MutationHookOptions<NotificationSettingsAnswer, NotificationSettings> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: saveNotificationSettings,
    onSuccess: (answer, ...rest) => {
      queryClient.setQueryData(settingsKeys.notifications(), answer);
      return onSuccess?.(answer, ...rest);
    },
  });
}
