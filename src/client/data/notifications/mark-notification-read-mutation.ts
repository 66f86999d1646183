import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationList } from '@shared/contracts/notifications';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { notificationKeys } from './keys';
import { withRead } from './notification-list';

export async function markNotificationRead(id: string): Promise<Notification> {
  const answer = await apiFetch<{ notification: Notification }>(`/api/notifications/${id}/read`, {
    method: 'POST',
  });
  return answer.notification;
}

export function useMarkNotificationReadMutation({
  onSuccess,
  ...options
}: MutationHookOptions<Notification, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: markNotificationRead,
    onSuccess: (read, ...rest) => {
      queryClient.setQueryData<NotificationList>(notificationKeys.list(), (list) =>
        withRead(list, read),
      );
      return onSuccess?.(read, ...rest);
    },
  });
}
