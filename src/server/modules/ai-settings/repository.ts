import { eq } from 'drizzle-orm';
import type { AiSettings } from '@shared/contracts/ai-settings';
import type { Db } from '../../db/database';
import { userAiSettings } from '../../db/schema';

export function createAiSettingsRepository(db: Db) {
  return {
    async find(userId: string) {
      const [row] = await db.select().from(userAiSettings).where(eq(userAiSettings.userId, userId));
      return row;
    },
    async save(userId: string, settings: AiSettings, at: Date) {
      const values = { ...settings, updatedAt: at };
      const [row] = await db
        .insert(userAiSettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userAiSettings.userId, set: values })
        .returning();
      return row!;
    },
  };
}
