import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { profiles } from '../../db/schema';

type ProfileFields = Partial<
  Pick<typeof profiles.$inferInsert, 'firstName' | 'lastName' | 'company' | 'bio'>
>;

export function createProfileRepository(db: Db) {
  return {
    async find(userId: string) {
      const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
      return row;
    },
    /** Upsert, so the first save creates the profile; updated_at is set on every write. */
    async upsert(userId: string, fields: ProfileFields, at: Date) {
      const [row] = await db
        .insert(profiles)
        .values({ id: userId, ...fields, updatedAt: at })
        .onConflictDoUpdate({ target: profiles.id, set: { ...fields, updatedAt: at } })
        .returning();
      return row!;
    },
  };
}
