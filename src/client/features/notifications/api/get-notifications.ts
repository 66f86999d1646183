import { queryOptions } from '@tanstack/react-query';
import type { NotificationList } from '@shared/contracts/notifications';
import { apiFetch } from '@client/lib/api-client';
import { notificationKeys } from './notification-keys';

export function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return apiFetch<NotificationList>('/api/notifications', { signal });
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => getNotifications(signal),
  });
