import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  operations,
  profiles,
  projectAccessRequests,
  projectInvitations,
  projectMembers,
  projects,
  users,
} from '../../db/schema';

export function createTeamRepository(db: Db) {
  return {
    async createInvitation(values: typeof projectInvitations.$inferInsert) {
      // A new invitation to the same address replaces any that is still pending.
      return db.transaction(async (tx) => {
        await tx
          .delete(projectInvitations)
          .where(
            and(
              eq(projectInvitations.projectId, values.projectId),
              eq(projectInvitations.email, values.email),
              isNull(projectInvitations.acceptedAt),
            ),
          );
        const [row] = await tx.insert(projectInvitations).values(values).returning();
        return row!;
      });
    },
    pendingInvitations(projectId: string, now: Date) {
      return db
        .select()
        .from(projectInvitations)
        .where(
          and(
            eq(projectInvitations.projectId, projectId),
            isNull(projectInvitations.acceptedAt),
            gt(projectInvitations.expiresAt, now),
          ),
        )
        .orderBy(projectInvitations.createdAt);
    },
    async deleteInvitation(projectId: string, invitationId: string) {
      const rows = await db
        .delete(projectInvitations)
        .where(
          and(
            eq(projectInvitations.projectId, projectId),
            eq(projectInvitations.id, invitationId),
            isNull(projectInvitations.acceptedAt),
          ),
        )
        .returning({ id: projectInvitations.id });
      return rows.length > 0;
    },
    /** A pending, unexpired invitation with its project's name and the inviter's name. */
    async findOpenByTokenHash(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          invitation: projectInvitations,
          projectName: projects.name,
          ownerId: projects.ownerId,
          inviterFirst: profiles.firstName,
          inviterLast: profiles.lastName,
          inviterEmail: users.email,
        })
        .from(projectInvitations)
        .innerJoin(projects, eq(projects.id, projectInvitations.projectId))
        .leftJoin(users, eq(users.id, projectInvitations.invitedBy))
        .leftJoin(profiles, eq(profiles.id, projectInvitations.invitedBy))
        .where(
          and(
            eq(projectInvitations.tokenHash, tokenHash),
            isNull(projectInvitations.acceptedAt),
            gt(projectInvitations.expiresAt, now),
          ),
        );
      return row;
    },
    /** The latest changes that ran on the project, with who ran them. */
    recentRuns(projectId: string, limit: number) {
      return db
        .select({
          id: operations.id,
          service: operations.service,
          plan: operations.plan,
          status: operations.status,
          executedAt: operations.executedAt,
          email: users.email,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
        })
        .from(operations)
        .leftJoin(users, eq(users.id, operations.executedBy))
        .leftJoin(profiles, eq(profiles.id, operations.executedBy))
        .where(and(eq(operations.projectId, projectId), isNotNull(operations.executedAt)))
        .orderBy(desc(operations.executedAt))
        .limit(limit);
    },
    /** The latest accepted invitations, with who joined. */
    recentJoins(projectId: string, limit: number) {
      return db
        .select({
          id: projectInvitations.id,
          role: projectInvitations.role,
          acceptedAt: projectInvitations.acceptedAt,
          email: users.email,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
        })
        .from(projectInvitations)
        .leftJoin(users, eq(users.id, projectInvitations.acceptedBy))
        .leftJoin(profiles, eq(profiles.id, projectInvitations.acceptedBy))
        .where(
          and(
            eq(projectInvitations.projectId, projectId),
            isNotNull(projectInvitations.acceptedAt),
          ),
        )
        .orderBy(desc(projectInvitations.acceptedAt))
        .limit(limit);
    },
    /** Records the request once; false when the user is already a member or the project does not exist. */
    async requestAccess(projectId: string, userId: string) {
      const [project] = await db
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.id, projectId));
      if (!project) return false;
      const [member] = await db
        .select({ userId: projectMembers.userId })
        .from(projectMembers)
        .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
      if (member) return false;
      await db.insert(projectAccessRequests).values({ projectId, userId }).onConflictDoNothing();
      return true;
    },
    accessRequests(projectId: string) {
      return db
        .select({
          userId: projectAccessRequests.userId,
          email: users.email,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          createdAt: projectAccessRequests.createdAt,
        })
        .from(projectAccessRequests)
        .innerJoin(users, eq(users.id, projectAccessRequests.userId))
        .leftJoin(profiles, eq(profiles.id, projectAccessRequests.userId))
        .where(eq(projectAccessRequests.projectId, projectId))
        .orderBy(projectAccessRequests.createdAt);
    },
    async deleteAccessRequest(projectId: string, userId: string) {
      const rows = await db
        .delete(projectAccessRequests)
        .where(
          and(
            eq(projectAccessRequests.projectId, projectId),
            eq(projectAccessRequests.userId, userId),
          ),
        )
        .returning({ userId: projectAccessRequests.userId });
      return rows.length > 0;
    },
    /** Marks it accepted once; false when another request accepted it first. */
    async markAccepted(invitationId: string, userId: string, at: Date) {
      const rows = await db
        .update(projectInvitations)
        .set({ acceptedAt: at, acceptedBy: userId })
        .where(and(eq(projectInvitations.id, invitationId), isNull(projectInvitations.acceptedAt)))
        .returning({ id: projectInvitations.id });
      return rows.length > 0;
    },
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
