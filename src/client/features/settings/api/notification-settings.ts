import { queryOptions } from '@tanstack/react-query';
import type { NotificationSettings } from '@shared/contracts/notification-settings';
import { apiFetch } from '@client/lib/api-client';
import { settingsKeys } from './get-settings-status';

type Answer = { settings: NotificationSettings };
export const notificationSettingsKey = () => [...settingsKeys.all, 'notifications'] as const;

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationSettingsKey(),
    queryFn: ({ signal }) => apiFetch<Answer>('/api/notification-settings', { signal }),
  });

export function saveNotificationSettings(settings: NotificationSettings): Promise<Answer> {
  return apiFetch<Answer>('/api/notification-settings', { method: 'PUT', body: settings });
}
