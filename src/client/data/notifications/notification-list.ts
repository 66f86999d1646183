import type { Notification, NotificationList } from '@shared/contracts/notifications';

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
