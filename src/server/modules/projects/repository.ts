import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Role } from '@shared/constants/roles';
import type { Db } from '../../db/database';
import { profiles, projectMembers, projects, users } from '../../db/schema';

export type ProjectRow = typeof projects.$inferSelect;

export function createProjectRepository(db: Db) {
  return {
    /**
     * Inserts the project with its owner, or answers null when the owner already has `limit`
     * projects; the count and the insert hold the owner's lock, so parallel creates cannot pass it.
     */
    async insertWithOwner(values: typeof projects.$inferInsert, limit = Infinity) {
      return db.transaction(async (tx) => {
        if (Number.isFinite(limit)) {
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtext(${`projects-of:${values.ownerId}`}))`,
          );
          const [owned] = await tx
            .select({ n: count() })
            .from(projects)
            .where(eq(projects.ownerId, values.ownerId));
          if ((owned?.n ?? 0) >= limit) return null;
        }
        const [row] = await tx.insert(projects).values(values).returning();
        await tx
          .insert(projectMembers)
          .values({ projectId: row!.id, userId: values.ownerId, role: 'owner' });
        return row!;
      });
    },

    async listForUser(userId: string) {
      return db
        .select({ project: projects, role: projectMembers.role })
        .from(projectMembers)
        .innerJoin(projects, eq(projects.id, projectMembers.projectId))
        .where(eq(projectMembers.userId, userId))
        .orderBy(desc(projects.createdAt));
    },

    /** The project with the caller's role, or undefined when it does not exist or the user is not a member. */
    async findForMember(projectId: string, userId: string) {
      const [row] = await db
        .select({ project: projects, role: projectMembers.role })
        .from(projectMembers)
        .innerJoin(projects, eq(projects.id, projectMembers.projectId))
        .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
      return row;
    },

    async findBySlug(slug: string) {
      const [row] = await db.select().from(projects).where(eq(projects.slug, slug));
      return row;
    },

    async findById(projectId: string) {
      const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
      return row;
    },

    async update(projectId: string, values: Partial<typeof projects.$inferInsert>) {
      const [row] = await db
        .update(projects)
        .set(values)
        .where(eq(projects.id, projectId))
        .returning();
      return row!;
    },

    /** A new API secret: keys are derived from the generation, so the old ones stop working. */
    async bumpApiKeyGeneration(projectId: string) {
      await db
        .update(projects)
        .set({ apiKeyGeneration: sql`${projects.apiKeyGeneration} + 1` })
        .where(eq(projects.id, projectId));
    },

    async delete(projectId: string) {
      await db.delete(projects).where(eq(projects.id, projectId));
    },

    async listMembers(projectId: string) {
      return db
        .select({
          userId: projectMembers.userId,
          role: projectMembers.role,
          joinedAt: projectMembers.createdAt,
          lastActiveAt: projectMembers.lastActiveAt,
          email: users.email,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
        })
        .from(projectMembers)
        .innerJoin(users, eq(users.id, projectMembers.userId))
        .leftJoin(profiles, eq(profiles.id, projectMembers.userId))
        .where(eq(projectMembers.projectId, projectId))
        .orderBy(projectMembers.createdAt);
    },

    async addMember(projectId: string, userId: string, role: Role) {
      await db
        .insert(projectMembers)
        .values({ projectId, userId, role })
        .onConflictDoUpdate({
          target: [projectMembers.projectId, projectMembers.userId],
          set: { role },
        });
    },

    async setMemberRole(projectId: string, userId: string, role: Role) {
      const rows = await db
        .update(projectMembers)
        .set({ role })
        .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
        .returning();
      return rows.length > 0;
    },

    async removeMember(projectId: string, userId: string) {
      const rows = await db
        .delete(projectMembers)
        .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
        .returning();
      return rows.length > 0;
    },

    async touchMember(projectId: string, userId: string, at: Date) {
      await db
        .update(projectMembers)
        .set({ lastActiveAt: at })
        .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
    },
  };
}

export type ProjectRepository = ReturnType<typeof createProjectRepository>;
