import { eq } from 'drizzle-orm';
import {
  defaultNotificationSettings,
  type NotificationEventId,
  type NotificationSettings,
} from '@shared/contracts/notification-settings';
import type { Db } from '../../db/database';
import { userNotificationSettings } from '../../db/schema';

/** Which events notify each user; saved switches over the defaults. */
export function createNotificationSettingsService(db: Db, now: () => Date) {
  async function settingsFor(userId: string): Promise<NotificationSettings> {
    const [row] = await db
      .select()
      .from(userNotificationSettings)
      .where(eq(userNotificationSettings.userId, userId));
    const defaults = defaultNotificationSettings();
    // Only known events count: a stored event that was since retired is ignored.
    for (const id of Object.keys(defaults) as NotificationEventId[]) {
      if (typeof row?.events[id] === 'boolean') defaults[id] = row.events[id];
    }
    return defaults;
  }

  return {
    settingsFor,
    /** Whether this event should notify this user; what notification senders ask. */
    async wants(userId: string, event: NotificationEventId) {
      return (await settingsFor(userId))[event];
    },
    async save(userId: string, settings: NotificationSettings) {
      const values = { events: settings, updatedAt: now() };
      await db
        .insert(userNotificationSettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userNotificationSettings.userId, set: values });
      return settingsFor(userId);
    },
  };
}

export type NotificationSettingsService = ReturnType<typeof createNotificationSettingsService>;
