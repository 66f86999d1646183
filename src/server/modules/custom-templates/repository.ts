import { and, count, desc, eq } from 'drizzle-orm';
import type { CustomTemplateInput } from '@shared/contracts/custom-templates';
import type { Db } from '../../db/database';
import { customTemplates } from '../../db/schema';

export function createCustomTemplateRepository(db: Db) {
  const mine = (userId: string, id: string) =>
    and(eq(customTemplates.userId, userId), eq(customTemplates.id, id));
  return {
    list: (userId: string) =>
      db
        .select()
        .from(customTemplates)
        .where(eq(customTemplates.userId, userId))
        .orderBy(desc(customTemplates.updatedAt)),
    async find(userId: string, id: string) {
      const [row] = await db.select().from(customTemplates).where(mine(userId, id));
      return row;
    },
    async count(userId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(customTemplates)
        .where(eq(customTemplates.userId, userId));
      return row?.n ?? 0;
    },
    /** All or nothing: an import either saves every template or none. */
    insertMany: (userId: string, inputs: CustomTemplateInput[], at: Date) =>
      db
        .insert(customTemplates)
        .values(inputs.map((input) => ({ ...input, userId, createdAt: at, updatedAt: at })))
        .returning(),
    async update(userId: string, id: string, input: CustomTemplateInput, at: Date) {
      const [row] = await db
        .update(customTemplates)
        .set({ ...input, updatedAt: at })
        .where(mine(userId, id))
        .returning();
      return row;
    },
    async delete(userId: string, id: string) {
      return (
        (
          await db
            .delete(customTemplates)
            .where(mine(userId, id))
            .returning({ id: customTemplates.id })
        ).length > 0
      );
    },
  };
}

export type CustomTemplateRepository = ReturnType<typeof createCustomTemplateRepository>;
