import { and, desc, eq, inArray, lte, ne, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  monitorIssues,
  operations,
  projectMonitors,
  projects,
  users,
  profiles,
} from '../../db/schema';

export type IssueRow = typeof monitorIssues.$inferSelect;
export type MonitorRow = typeof projectMonitors.$inferSelect;

/** Issues shown with the state: every live one, plus the most recent closed ones. */
const SHOWN_ISSUES = 50;

export function createMonitorRepository(db: Db) {
  return {
    /** The project's monitor; `configured` is false until it was first started, paused or checked. */
    async monitor(projectId: string): Promise<MonitorRow & { configured: boolean }> {
      const [row] = await db
        .select()
        .from(projectMonitors)
        .where(eq(projectMonitors.projectId, projectId));
      if (row) return { ...row, configured: true };
      return {
        projectId,
        isMonitoring: false,
        lastCheckAt: null,
        warningsDetected: 0,
        autoFixesApplied: 0,
        configured: false,
      };
    },

    async setMonitoring(projectId: string, isMonitoring: boolean) {
      await db
        .insert(projectMonitors)
        .values({ projectId, isMonitoring })
        .onConflictDoUpdate({ target: projectMonitors.projectId, set: { isMonitoring } });
    },

    /** Monitored projects, for resuming after a restart. */
    async monitoredIds(): Promise<string[]> {
      const rows = await db
        .select({ id: projectMonitors.projectId })
        .from(projectMonitors)
        .where(eq(projectMonitors.isMonitoring, true));
      return rows.map((r) => r.id);
    },

    /**
     * Takes the turn for a scheduled check, once: with several servers, the first one to ask
     * after the interval gets it and the others skip.
     */
    async claimScheduledCheck(projectId: string, at: Date, intervalMs: number): Promise<boolean> {
      const due = new Date(at.getTime() - intervalMs + 1_000);
      const rows = await db
        .update(projectMonitors)
        .set({ lastCheckAt: at })
        .where(
          and(
            eq(projectMonitors.projectId, projectId),
            eq(projectMonitors.isMonitoring, true),
            or(isNull(projectMonitors.lastCheckAt), lte(projectMonitors.lastCheckAt, due)),
          ),
        )
        .returning({ id: projectMonitors.projectId });
      return rows.length > 0;
    },

    async recordCheck(projectId: string, at: Date) {
      await db
        .insert(projectMonitors)
        .values({ projectId, lastCheckAt: at })
        .onConflictDoUpdate({ target: projectMonitors.projectId, set: { lastCheckAt: at } });
    },

    async countWarnings(projectId: string, raised: number) {
      if (raised === 0) return;
      await db
        .insert(projectMonitors)
        .values({ projectId, warningsDetected: raised })
        .onConflictDoUpdate({
          target: projectMonitors.projectId,
          set: { warningsDetected: sql`${projectMonitors.warningsDetected} + ${raised}` },
        });
    },

    async countFixApplied(projectId: string) {
      await db
        .insert(projectMonitors)
        .values({ projectId, autoFixesApplied: 1 })
        .onConflictDoUpdate({
          target: projectMonitors.projectId,
          set: { autoFixesApplied: sql`${projectMonitors.autoFixesApplied} + 1` },
        });
    },

    /** Open and dismissed issues: the ones a finding's key may match. */
    liveIssues(projectId: string) {
      return db
        .select()
        .from(monitorIssues)
        .where(and(eq(monitorIssues.projectId, projectId), ne(monitorIssues.status, 'fixed')));
    },

    /** Recent issues with their prepared fix, live ones first. */
    shownIssues(projectId: string) {
      return db
        .select({ issue: monitorIssues, fixPlan: operations.plan, fixStatus: operations.status })
        .from(monitorIssues)
        .leftJoin(operations, eq(operations.id, monitorIssues.fixOperationId))
        .where(eq(monitorIssues.projectId, projectId))
        .orderBy(
          sql`case ${monitorIssues.status} when 'open' then 0 when 'dismissed' then 1 else 2 end`,
          desc(monitorIssues.createdAt),
        )
        .limit(SHOWN_ISSUES);
    },

    async findIssue(projectId: string, issueId: string) {
      const [row] = await db
        .select()
        .from(monitorIssues)
        .where(and(eq(monitorIssues.projectId, projectId), eq(monitorIssues.id, issueId)));
      return row;
    },

    async findByFixOperation(operationId: string) {
      const [row] = await db
        .select()
        .from(monitorIssues)
        .where(eq(monitorIssues.fixOperationId, operationId));
      return row;
    },

    /** Inserts a new live issue; answers nothing when one with the key is already live (another server raced). */
    async insertIssue(values: typeof monitorIssues.$inferInsert) {
      const [row] = await db.insert(monitorIssues).values(values).onConflictDoNothing().returning();
      return row;
    },

    async updateIssue(id: string, values: Partial<typeof monitorIssues.$inferInsert>) {
      const [row] = await db
        .update(monitorIssues)
        .set(values)
        .where(eq(monitorIssues.id, id))
        .returning();
      return row;
    },

    async touchIssues(ids: string[], at: Date) {
      if (ids.length > 0)
        await db
          .update(monitorIssues)
          .set({ lastSeenAt: at })
          .where(inArray(monitorIssues.id, ids));
    },

    async closeIssues(ids: string[], at: Date) {
      if (ids.length > 0)
        await db
          .update(monitorIssues)
          .set({ status: 'fixed', resolvedAt: at })
          .where(inArray(monitorIssues.id, ids));
    },

    /** The owner as a user, so a fix prepared in the background is planned on their behalf. */
    async owner(projectId: string) {
      const [row] = await db
        .select({ project: projects, user: users, profile: profiles })
        .from(projects)
        .innerJoin(users, eq(users.id, projects.ownerId))
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(eq(projects.id, projectId));
      return row;
    },
  };
}

export type MonitorRepository = ReturnType<typeof createMonitorRepository>;
