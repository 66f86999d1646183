import { and, count, countDistinct, desc, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { events, projectMembers, projects } from '../../db/schema';

/** Enough for a busy user's 90 days; beyond it the oldest events of the window are left out. */
const EVENT_ROWS_LIMIT = 50_000;

export interface NewEvent {
  userId: string | null;
  projectId?: string | null;
  name: string;
  properties?: Record<string, unknown>;
  createdAt?: Date;
}

export function createAnalyticsRepository(db: Db) {
  return {
    async insert(event: NewEvent) {
      await db.insert(events).values({
        userId: event.userId,
        projectId: event.projectId ?? null,
        name: event.name,
        properties: event.properties ?? {},
        ...(event.createdAt ? { createdAt: event.createdAt } : {}),
      });
    },

    /** The user's events in [from, to), newest first. */
    async eventsBetween(userId: string, from: Date, to: Date) {
      return db
        .select({
          id: events.id,
          name: events.name,
          properties: events.properties,
          createdAt: events.createdAt,
        })
        .from(events)
        .where(
          and(eq(events.userId, userId), gte(events.createdAt, from), lt(events.createdAt, to)),
        )
        .orderBy(desc(events.createdAt))
        .limit(EVENT_ROWS_LIMIT);
    },

    /** Distinct people with events on any project the user belongs to, in [from, to). */
    async activeUsersBetween(userId: string, from: Date, to: Date) {
      const mine = db
        .select({ id: projectMembers.projectId })
        .from(projectMembers)
        .where(eq(projectMembers.userId, userId));
      const [row] = await db
        .select({ users: countDistinct(events.userId) })
        .from(events)
        .where(
          and(
            inArray(events.projectId, mine),
            gte(events.createdAt, from),
            lt(events.createdAt, to),
          ),
        );
      return Number(row?.users ?? 0);
    },

    async isMember(projectId: string, userId: string) {
      const [row] = await db
        .select({ userId: projectMembers.userId })
        .from(projectMembers)
        .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
      return row !== undefined;
    },

    /** Projects the user created in [from, to). */
    async projectsCreatedBetween(userId: string, from: Date, to: Date) {
      return db
        .select({
          id: projects.id,
          name: projects.name,
          template: projects.template,
          createdAt: projects.createdAt,
        })
        .from(projects)
        .where(
          and(
            eq(projects.ownerId, userId),
            gte(projects.createdAt, from),
            lt(projects.createdAt, to),
          ),
        )
        .orderBy(desc(projects.createdAt));
    },

    /** How many projects, by anyone, were started from each template in [from, to): counts only. */
    async templateUsesBetween(from: Date, to: Date) {
      const rows = await db
        .select({ template: projects.template, uses: count() })
        .from(projects)
        .where(
          and(
            isNotNull(projects.template),
            gte(projects.createdAt, from),
            lt(projects.createdAt, to),
          ),
        )
        .groupBy(projects.template);
      return rows.map((row) => ({ template: row.template!, uses: Number(row.uses) }));
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
