import type { NotificationSettings } from '@shared/contracts/notification-settings';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { settingsKeys } from './keys';
import type { NotificationSettingsAnswer } from './notification-settings-query';
import { useCacheUpdatingMutation } from '../cache-updating-mutation';

export function saveNotificationSettings(
  settings: NotificationSettings,
): Promise<NotificationSettingsAnswer> {
  return apiFetch<NotificationSettingsAnswer>('/api/notification-settings', {
    method: 'PUT',
    body: settings,
  });
}

/** The saved settings replace the cached ones. */
export const useSaveNotificationSettingsMutation = (
  options?: MutationHookOptions<NotificationSettingsAnswer, NotificationSettings>,
) =>
  useCacheUpdatingMutation(
    saveNotificationSettings,
    (queryClient, answer) => queryClient.setQueryData(settingsKeys.notifications(), answer),
    options,
  );
