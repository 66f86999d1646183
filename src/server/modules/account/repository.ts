import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { projects, sessions, users } from '../../db/schema';

/** The signed-in user's own account: password, sessions and removal. */
export function createAccountRepository(db: Db) {
  return {
    async passwordHash(userId: string) {
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId));
      return row?.passwordHash;
    },
    async setPasswordHash(userId: string, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },
    listSessions(userId: string) {
      return db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.lastSeenAt));
    },
    /** True when the session existed and was the user's. */
    async deleteSession(userId: string, sessionId: string) {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },
    async deleteOtherSessions(userId: string, keepTokenHash: string) {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
        .returning({ id: sessions.id });
      return rows.length;
    },
    ownedProjectIds(userId: string) {
      return db.select({ id: projects.id }).from(projects).where(eq(projects.ownerId, userId));
    },
    /** Everything else the user owns goes with them (foreign keys cascade). */
    async deleteUser(userId: string) {
      await db.delete(users).where(eq(users.id, userId));
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
