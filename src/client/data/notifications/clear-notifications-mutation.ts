import type { NotificationList } from '@shared/contracts/notifications';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { notificationKeys } from './keys';
import { useCacheUpdatingMutation } from '../cache-updating-mutation';

export function clearNotifications(): Promise<void> {
  return apiFetch<void>('/api/notifications', { method: 'DELETE' });
}

export const useClearNotificationsMutation = (options?: MutationHookOptions<void, void>) =>
  useCacheUpdatingMutation(
    clearNotifications,
    (queryClient) =>
      queryClient.setQueryData<NotificationList>(notificationKeys.list(), {
        notifications: [],
        unread: 0,
      }),
    options,
  );
