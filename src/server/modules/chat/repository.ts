import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { chatMessages, chatSessions, operations } from '../../db/schema';

export type ChatSessionRow = typeof chatSessions.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type OperationRow = typeof operations.$inferSelect;

/** Every query names the project and the user, so nobody reaches another's conversation. */
export function createChatRepository(db: Db) {
  return {
    sessions(projectId: string, userId: string) {
      return db
        .select()
        .from(chatSessions)
        .where(and(eq(chatSessions.projectId, projectId), eq(chatSessions.userId, userId)))
        .orderBy(desc(chatSessions.updatedAt), desc(chatSessions.createdAt));
    },

    async session(projectId: string, userId: string, id: string) {
      const [row] = await db
        .select()
        .from(chatSessions)
        .where(
          and(
            eq(chatSessions.id, id),
            eq(chatSessions.projectId, projectId),
            eq(chatSessions.userId, userId),
          ),
        );
      return row;
    },

    async insertSession(values: typeof chatSessions.$inferInsert) {
      const [row] = await db.insert(chatSessions).values(values).returning();
      return row!;
    },

    /** True when the session was the user's and is gone, with its messages. */
    async deleteSession(projectId: string, userId: string, id: string) {
      const rows = await db
        .delete(chatSessions)
        .where(
          and(
            eq(chatSessions.id, id),
            eq(chatSessions.projectId, projectId),
            eq(chatSessions.userId, userId),
          ),
        )
        .returning({ id: chatSessions.id });
      return rows.length > 0;
    },

    /** The session's messages in order, each with its operation when it still exists in the project. */
    messages(session: ChatSessionRow) {
      return db
        .select({ message: chatMessages, operation: operations })
        .from(chatMessages)
        .leftJoin(
          operations,
          and(
            eq(operations.id, chatMessages.operationId),
            eq(operations.projectId, session.projectId),
          ),
        )
        .where(eq(chatMessages.sessionId, session.id))
        .orderBy(asc(chatMessages.seq));
    },

    async messageCount(sessionId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(chatMessages)
        .where(eq(chatMessages.sessionId, sessionId));
      return row?.n ?? 0;
    },

    async operation(projectId: string, id: string) {
      const [row] = await db
        .select()
        .from(operations)
        .where(and(eq(operations.projectId, projectId), eq(operations.id, id)));
      return row;
    },

    /** Adds messages in the order given (skipping ids already used) and marks the session as the one last used. */
    insertMessages(
      sessionId: string,
      values: Omit<typeof chatMessages.$inferInsert, 'sessionId'>[],
    ) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .insert(chatMessages)
          .values(values.map((v) => ({ ...v, sessionId })))
          .onConflictDoNothing()
          .returning();
        await tx
          .update(chatSessions)
          .set({ updatedAt: sql`now()` })
          .where(eq(chatSessions.id, sessionId));
        return rows.sort((a, b) => a.seq - b.seq);
      });
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
