import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { contactMessages, users } from '../../db/schema';

/** The newest messages shown in the inbox; older ones stay stored. */
const INBOX_LIMIT = 200;

export function createContactRepository(db: Db) {
  return {
    async insert(values: { name: string; email: string; message: string; userId: string | null }) {
      const [row] = await db.insert(contactMessages).values(values).returning();
      return row!;
    },
    async newest() {
      return db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(INBOX_LIMIT);
    },
    async emailOf(userId: string) {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },
    /** The account made first on this server. */
    async firstAccountEmail() {
      const [row] = await db
        .select({ email: users.email })
        .from(users)
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(1);
      return row?.email ?? null;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
