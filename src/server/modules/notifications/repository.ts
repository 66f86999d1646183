import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

/** Kept per user; older ones beyond this are not listed. */
const LISTED = 50;

export function createNotificationRepository(db: Db) {
  return {
    list(userId: string) {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt))
        .limit(LISTED);
    },

    async unread(userId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    /** Answers nothing when the user already has a notification with this key. */
    async insert(values: typeof notifications.$inferInsert) {
      const [row] = await db.insert(notifications).values(values).onConflictDoNothing().returning();
      return row;
    },

    async markRead(userId: string, id: string, at: Date) {
      const [row] = await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
        .returning();
      return row;
    },

    async clear(userId: string) {
      await db.delete(notifications).where(eq(notifications.userId, userId));
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
