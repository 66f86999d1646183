import type { Notification, NotificationList } from '@shared/contracts/notifications';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { notificationKeys } from './keys';
import { withRead } from './notification-list';
import { useCacheUpdatingMutation } from '../cache-updating-mutation';

export async function markNotificationRead(id: string): Promise<Notification> {
  const answer = await apiFetch<{ notification: Notification }>(`/api/notifications/${id}/read`, {
    method: 'POST',
  });
  return answer.notification;
}

export const useMarkNotificationReadMutation = (
  options?: MutationHookOptions<Notification, string>,
) =>
  useCacheUpdatingMutation(
    markNotificationRead,
    (queryClient, read) =>
      queryClient.setQueryData<NotificationList>(notificationKeys.list(), (list) =>
        withRead(list, read),
      ),
    options,
  );
