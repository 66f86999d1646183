import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@shared/contracts/notifications';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { notificationKeys } from './keys';

export function clearNotifications(): Promise<void> {
  return apiFetch<void>('/api/notifications', { method: 'DELETE' });
}

export function useClearNotificationsMutation({
  onSuccess,
  ...options
}: MutationHookOptions<void, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: clearNotifications,
    onSuccess: (...args) => {
      queryClient.setQueryData<NotificationList>(notificationKeys.list(), {
        notifications: [],
        unread: 0,
      });
      return onSuccess?.(...args);
    },
  });
}
