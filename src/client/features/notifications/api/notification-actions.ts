import type { Notification } from '@shared/contracts/notifications';
import { apiFetch } from '@client/lib/api-client';

export async function markNotificationRead(id: string): Promise<Notification> {
  return (
    await apiFetch<{ notification: Notification }>(`/api/notifications/${id}/read`, {
      method: 'POST',
    })
  ).notification;
}

export function clearNotifications(): Promise<void> {
  return apiFetch<void>('/api/notifications', { method: 'DELETE' });
}
