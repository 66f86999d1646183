import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSettings } from '@shared/contracts/notification-settings';
import { apiFetch } from '@client/lib/api-client';
import { settingsKeys } from './keys';

export type NotificationSettingsAnswer = { settings: NotificationSettings };

export const getNotificationSettings = (signal?: AbortSignal) =>
  apiFetch<NotificationSettingsAnswer>('/api/notification-settings', { signal });

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.notifications(),
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });

/** Which events the account is told about. */
export const useNotificationSettingsQuery = () => useQuery(notificationSettingsQueryOptions());
