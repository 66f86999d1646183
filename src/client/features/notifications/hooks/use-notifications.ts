import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationList } from '@shared/contracts/notifications';
import { TOAST_WARNING_MS } from '@shared/constants/timings';
import { toast } from '@client/lib/toast';
import { useServerEvent } from '@client/lib/server-events';
import { notificationsQueryOptions } from '../api/get-notifications';
import { clearNotifications, markNotificationRead } from '../api/notification-actions';
import { notificationKeys } from '../api/notification-keys';

/** Adds a notification that arrived live, once. */
export function withArrived(
  list: NotificationList | undefined,
  arrived: Notification,
): NotificationList | undefined {
  if (!list || list.notifications.some((n) => n.id === arrived.id)) return list;
  return {
    notifications: [arrived, ...list.notifications],
    unread: list.unread + (arrived.read ? 0 : 1),
  };
}

/** Marks one read in the list (it is then shown dimmed). */
export function withRead(
  list: NotificationList | undefined,
  read: Notification,
): NotificationList | undefined {
  if (!list) return list;
  const before = list.notifications.find((n) => n.id === read.id);
  return {
    notifications: list.notifications.map((n) => (n.id === read.id ? read : n)),
    unread: Math.max(0, list.unread - (before && !before.read ? 1 : 0)),
  };
}

/** The user's notifications, with new ones arriving live over /api/events. */
export function useNotifications() {
  const queryClient = useQueryClient();
  const key = notificationKeys.list();
  const query = useQuery(notificationsQueryOptions());

  useServerEvent('notification', (data) => {
    queryClient.setQueryData<NotificationList>(key, (list) =>
      withArrived(list, data as Notification),
    );
  });
  useServerEvent('connection', () => void queryClient.invalidateQueries({ queryKey: key }));

  const failed = (title: string) => (error: Error) =>
    toast.error(title, { description: error.message, duration: TOAST_WARNING_MS });
  const markRead = useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (read) =>
      queryClient.setQueryData<NotificationList>(key, (list) => withRead(list, read)),
    onError: failed('Could not mark it read'),
  });
  const clear = useMutation({
    mutationFn: clearNotifications,
    onSuccess: () =>
      queryClient.setQueryData<NotificationList>(key, { notifications: [], unread: 0 }),
    onError: failed('Could not clear notifications'),
  });
  return { query, markRead, clear };
}
