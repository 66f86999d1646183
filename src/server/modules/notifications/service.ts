import type { NotificationEventId } from '@shared/contracts/notification-settings';
import type { Notification, NotificationType } from '@shared/contracts/notifications';
import { notFound } from '../../lib/errors';
import type { EventHub } from '../events/hub';
import type { NotificationRepository, NotificationRow } from './repository';

export interface NewNotification {
  title: string;
  message: string;
  type: NotificationType;
  /** Makes the same event (a retried capture, a re-sent hook) notify once per user. */
  key?: string;
  /** The switch in notification settings that can turn it off; without one it always notifies. */
  event?: NotificationEventId;
}

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  title: row.title,
  message: row.message,
  type: row.type,
  timestamp: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

export function createNotificationService(deps: {
  repo: NotificationRepository;
  hub: EventHub;
  now: () => Date;
  /** Whether the user wants this kind of notification (their notification settings). */
  wants: (userId: string, event: NotificationEventId) => Promise<boolean>;
}) {
  const { repo, hub, now, wants } = deps;
  return {
    async list(userId: string) {
      const [rows, unread] = await Promise.all([repo.list(userId), repo.unread(userId)]);
      return { notifications: rows.map(toNotification), unread };
    },

    async markRead(userId: string, id: string) {
      const row = await repo.markRead(userId, id, now());
      if (!row) throw notFound('No notification was found with that id.', 'notification_not_found');
      return toNotification(row);
    },

    async clear(userId: string) {
      await repo.clear(userId);
    },

    /** Stores one per user and sends it live to the user's open pages. */
    async notify(userIds: readonly string[], notification: NewNotification) {
      for (const userId of new Set(userIds)) {
        if (notification.event && !(await wants(userId, notification.event))) continue;
        const row = await repo.insert({
          userId,
          title: notification.title,
          message: notification.message,
          type: notification.type,
          key: notification.key ?? null,
          createdAt: now(),
        });
        if (row) hub.publish({ type: 'notification', data: toNotification(row) }, { userId });
      }
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
