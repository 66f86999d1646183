import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailTokens, profiles, sessions, users } from '../../db/schema';

const userColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  emailConfirmedAt: users.emailConfirmedAt,
  createdAt: users.createdAt,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
};

export type UserRow = {
  id: string;
  email: string;
  passwordHash: string;
  emailConfirmedAt: Date | null;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
};

export function createAuthRepository(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select(userColumns)
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(eq(users.email, email));
      return row;
    },

    /** Inserts the user and the profile together; undefined when the e-mail is taken. */
    async createUser(input: {
      email: string;
      passwordHash: string;
      firstName: string;
      lastName: string;
    }) {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ email: input.email, passwordHash: input.passwordHash })
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (!user) return undefined;
        await tx
          .insert(profiles)
          .values({ id: user.id, firstName: input.firstName, lastName: input.lastName });
        return { ...user, firstName: input.firstName, lastName: input.lastName } satisfies UserRow;
      });
    },

    async createSession(values: typeof sessions.$inferInsert) {
      await db.insert(sessions).values(values);
    },

    async findSession(tokenHash: string) {
      const [row] = await db
        .select({ session: sessions, user: userColumns })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(eq(sessions.tokenHash, tokenHash));
      return row;
    },

    async touchSession(id: string, at: Date) {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
    },

    async deleteSession(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async emailOf(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email;
    },

    async createEmailToken(values: typeof emailTokens.$inferInsert) {
      await db.insert(emailTokens).values(values);
    },

    /** Marks a token used and answers its user id, once; undefined for unknown, used or expired tokens. */
    async consumeEmailToken(tokenHash: string, purpose: string, now: Date) {
      const [row] = await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
          ),
        )
        .returning({ userId: emailTokens.userId });
      return row?.userId;
    },

    async confirmEmail(userId: string, at: Date) {
      await db
        .update(users)
        .set({ emailConfirmedAt: at })
        .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
