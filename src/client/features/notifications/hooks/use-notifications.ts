import { TOAST_WARNING_MS } from '@shared/constants/timings';
import { toast } from '@client/lib/toast';
import { useClearNotificationsMutation } from '@client/data/notifications/clear-notifications-mutation';
import { useMarkNotificationReadMutation } from '@client/data/notifications/mark-notification-read-mutation';
import { useNotificationsQuery } from '@client/data/notifications/notifications-query';

/** The user's notifications, with new ones arriving live, and the actions on them. */
export function useNotifications() {
  const query = useNotificationsQuery();
  const failed = (title: string) => (error: Error) =>
    toast.error(title, { description: error.message, duration: TOAST_WARNING_MS });
  const markRead = useMarkNotificationReadMutation({ onError: failed('Could not mark it read') });
  const clear = useClearNotificationsMutation({
    onError: failed('Could not clear notifications'),
  });
  return { query, markRead, clear };
}
