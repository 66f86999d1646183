import { z } from 'zod';

export const notificationType = z.enum(['success', 'warning', 'error', 'info']);
export type NotificationType = z.infer<typeof notificationType>;

/** One notification: id, title, message, type, timestamp, read. */
export const notification = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  type: notificationType,
  timestamp: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notification>;

export const notificationListResponse = z.object({
  notifications: z.array(notification),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListResponse>;
export const notificationParams = z.object({
  id: z.string().uuid('That is not a notification id.'),
});
export const notificationResponse = z.object({ notification });
