import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@shared/contracts/notifications';
import { apiFetch } from '@client/lib/api-client';
import { useServerEvent } from '@client/lib/server-events';
import { notificationKeys } from './keys';
import { withArrived } from './notification-list';

export function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return apiFetch<NotificationList>('/api/notifications', { signal });
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => getNotifications(signal),
  });

/** The user's notifications, with new ones arriving live over /api/events. */
export function useNotificationsQuery() {
  const queryClient = useQueryClient();
  const query = useQuery(notificationsQueryOptions());
  useServerEvent('notification', (notification) => {
    queryClient.setQueryData<NotificationList>(notificationKeys.list(), (list) =>
      withArrived(list, notification),
    );
  });
  // After a reconnect, notifications may have been missed: read the list again.
  useServerEvent(
    'connection',
    () => void queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  );
  return query;
}
