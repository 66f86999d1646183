import type { FastifyBaseLogger } from 'fastify';
import type { User } from '@shared/contracts/auth';
import type { Operation } from '@shared/contracts/operations';
import type { Plan } from '@shared/contracts/plan';
import type { IssueCode, MonitorIssue, MonitorState } from '@shared/contracts/monitor';
import { MONITOR_INTERVAL_MS } from '@shared/constants/timings';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { Timers } from '../../services/project-db';
import type { EventHub } from '../events/hub';
import type { NotificationService } from '../notifications/service';
import type { OperationService } from '../operations/service';
import type { ProjectService } from '../projects/service';
import type { ProjectWorkspace } from '../projects/workspace';
import type { CheckLock } from './check-lock';
import { connectivityFinding, runChecks, type CheckOutcome } from './checks';
import { PART_OF, type Finding } from './findings';
import { overallHealth } from './health';
import type { IssueRow, MonitorRepository } from './repository';
import { MonitorScheduler } from './scheduler';

export interface MonitorDeps {
  repo: MonitorRepository;
  projects: ProjectService;
  workspace: ProjectWorkspace;
  operations: OperationService;
  notifications: NotificationService;
  hub: EventHub;
  lock: CheckLock;
  now: () => Date;
  timers: Timers;
  log: FastifyBaseLogger;
  /** Checks allowed at once across projects (default 2). */
  concurrency?: number;
  /** Test hook run inside the timed query-speed probe. */
  probeHook?: () => Promise<void> | void;
}

/** The notification title for a new issue, as the monitor's toasts name them (src/client/features/monitor/monitor-messages.ts). */
const ALERT_TITLES: Partial<Record<IssueCode, string>> = {
  slow_query: 'Performance Warning',
  database_unreachable: 'Database Issue',
  health_check_failed: 'Health Check Failed',
  operation_failed: 'Execution failed',
};
const alertTitle = (row: IssueRow) =>
  ALERT_TITLES[row.code] ??
  (row.type === 'performance' ? 'Performance Advice' : 'RLS Policy Issue');

const fixTypeOf = (code: string) =>
  code.startsWith('rls') || code.startsWith('policy') ? 'rls' : 'schema';

function toIssue(
  row: IssueRow,
  fix: Plan | null,
  status: Operation['status'] | null,
): MonitorIssue {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    severity: row.severity,
    description: row.description,
    impact: row.impact,
    remedy: row.remedy,
    table: row.tableName,
    autoFixable: row.autoFixable,
    source: row.source,
    timestamp: row.createdAt.toISOString(),
    fixApplied: row.fixApplied,
    status: row.status,
    fixOperationId: row.fixOperationId,
    fix:
      fix && status
        ? {
            explanation: fix.explanation,
            commands: fix.commands,
            risk: fix.risk,
            riskReasons: fix.riskReasons,
            status,
          }
        : null,
  };
}

export function createMonitorService(deps: MonitorDeps) {
  const { repo, projects, operations, notifications, hub, now, log } = deps;

  async function state(projectId: string): Promise<MonitorState> {
    const [monitor, rows] = await Promise.all([
      repo.monitor(projectId),
      repo.shownIssues(projectId),
    ]);
    return {
      projectId,
      isMonitoring: monitor.isMonitoring,
      configured: monitor.configured,
      lastCheck: monitor.lastCheckAt?.toISOString() ?? null,
      warningsDetected: monitor.warningsDetected,
      autoFixesApplied: monitor.autoFixesApplied,
      health: overallHealth(rows.map((r) => r.issue)),
      issues: rows.map((r) => toIssue(r.issue, r.fixPlan, r.fixStatus)),
      asOf: now().toISOString(),
    };
  }

  /** Sends the new state to every member's open pages, with what just happened for their toasts. */
  async function publish(projectId: string, raised: IssueRow[], fixed: IssueRow | null) {
    const current = await state(projectId);
    const shown = (row: IssueRow) =>
      current.issues.find((i) => i.id === row.id) ?? toIssue(row, null, null);
    const event = { state: current, raised: raised.map(shown), fixed: fixed ? shown(fixed) : null };
    for (const userId of await projects.memberIds(projectId))
      hub.publish({ type: 'monitor', data: event }, { userId });
    return current;
  }

  async function alert(projectId: string, raised: IssueRow[]) {
    if (raised.length === 0) return;
    const members = await projects.memberIds(projectId);
    for (const row of raised) {
      await notifications.notify(members, {
        key: `issue:${row.id}`,
        event: 'monitor_issue',
        type: row.severity === 'high' ? 'error' : 'warning',
        title: alertTitle(row),
        message: row.description,
      });
    }
  }

  /** Plans the fix as the project's owner; the user still reviews and approves it. */
  async function prepareFix(
    projectId: string,
    finding: Pick<Finding, 'code' | 'description' | 'fix'>,
  ): Promise<string | null> {
    if (!finding.fix) return null;
    const owner = await repo.owner(projectId);
    if (!owner) return null;
    const user: User = {
      id: owner.user.id,
      email: owner.user.email,
      emailConfirmed: owner.user.emailConfirmedAt !== null,
      firstName: owner.profile?.firstName ?? null,
      lastName: owner.profile?.lastName ?? null,
      createdAt: owner.user.createdAt.toISOString(),
    };
    const commands = finding.fix.sql.map((s) => `${s};`);
    try {
      const op = await operations.prepare(user, projectId, {
        service: 'backend',
        type: fixTypeOf(finding.code),
        // Raised by what the SQL really does: preparing runs the same risk rules as every plan
        // (classifySqlRisk), so a fix that widens access is never offered as low risk.
        risk: 'low',
        riskReasons: [],
        instruction: `Fix: ${finding.description}`,
        explanation: finding.fix.explanation,
        warnings: [],
        commands,
        code: commands.join('\n'),
        steps: finding.fix.sql.map((sql) => ({ kind: 'sql' as const, sql })),
        source: 'deterministic',
      });
      return op.id;
    } catch (error) {
      log.warn({ err: error, projectId, code: finding.code }, 'monitor: could not prepare a fix');
      return null;
    }
  }

  /** Stores new findings as issues, keeps known ones, and closes those whose check ran and no longer finds them. */
  async function reconcile(
    projectId: string,
    outcome: CheckOutcome,
    at: Date,
  ): Promise<IssueRow[]> {
    const live = await repo.liveIssues(projectId);
    const known = new Map(live.map((i) => [i.key, i]));
    const found = new Set(outcome.findings.map((f) => f.key));
    const raised: IssueRow[] = [];
    for (const finding of outcome.findings) {
      if (known.has(finding.key)) continue;
      const row = await repo.insertIssue({
        projectId,
        key: finding.key,
        code: finding.code,
        type: finding.type,
        severity: finding.severity,
        description: finding.description,
        impact: finding.impact,
        remedy: finding.remedy,
        tableName: finding.table,
        source: finding.source,
        autoFixable: finding.fix !== null,
        createdAt: at,
        lastSeenAt: at,
      });
      if (!row) continue;
      const fixOperationId = await prepareFix(projectId, finding);
      raised.push(
        fixOperationId ? ((await repo.updateIssue(row.id, { fixOperationId })) ?? row) : row,
      );
    }
    await repo.touchIssues(
      live.filter((i) => found.has(i.key)).map((i) => i.id),
      at,
    );
    const gone = live.filter((i) => {
      const part = PART_OF[i.code as IssueCode];
      return !found.has(i.key) && part !== null && outcome.ran.includes(part);
    });
    await repo.closeIssues(
      gone.map((i) => i.id),
      at,
    );
    return raised;
  }

  async function runCheck(projectId: string, reason: 'scheduled' | 'manual') {
    if (
      reason === 'scheduled' &&
      !(await repo.claimScheduledCheck(projectId, now(), MONITOR_INTERVAL_MS))
    ) {
      // Paused elsewhere (another server) or the project is gone: stop this server's timer too.
      if (!(await repo.monitor(projectId)).isMonitoring) scheduler.unwatch(projectId);
      return;
    }
    await deps.lock(projectId, async () => {
      const owner = await repo.owner(projectId);
      if (!owner) return scheduler.unwatch(projectId);
      const { project } = owner;
      if (
        reason === 'scheduled' &&
        project.databaseUrlSealed === null &&
        !deps.workspace.isEmbeddedDatabaseOpen(project)
      ) {
        // Only this server changes an embedded database, and it is closed: nothing changed since
        // the last check, so its findings stand and it is not opened (and another evicted) for nothing.
        await repo.recordCheck(projectId, now());
        await publish(projectId, [], null);
        return;
      }
      let outcome: CheckOutcome;
      try {
        const db = await deps.workspace.database(project);
        outcome = await runChecks(db, {
          clock: () => deps.timers.now(),
          probeHook: deps.probeHook,
        });
      } catch (error) {
        outcome = { findings: [connectivityFinding(error)], ran: ['connectivity'], probeMs: null };
      }
      const at = now();
      const raised = await reconcile(projectId, outcome, at);
      await repo.recordCheck(projectId, at);
      await repo.countWarnings(projectId, raised.length);
      await publish(projectId, raised, null);
      await alert(projectId, raised);
    });
  }

  const scheduler = new MonitorScheduler({
    timers: deps.timers,
    intervalMs: MONITOR_INTERVAL_MS,
    concurrency: deps.concurrency ?? 2,
    run: runCheck,
    onError: (projectId, error) => log.error({ err: error, projectId }, 'monitor: a check failed'),
  });

  async function issueFor(projectId: string, issueId: string) {
    const issue = await repo.findIssue(projectId, issueId);
    if (!issue)
      throw notFound('No issue was found with that id in this project.', 'issue_not_found');
    return issue;
  }

  /** Runs a check now and restarts the 30-second count from it. */
  async function checkNow(projectId: string) {
    await scheduler.trigger(projectId, 'manual');
    if (scheduler.isWatched(projectId)) scheduler.watch(projectId);
  }

  return {
    async get(user: User, projectId: string) {
      await projects.access(user, projectId, 'read');
      return state(projectId);
    },

    /** Turns monitoring on: a check at once, then one every 30 seconds. */
    async start(user: User, projectId: string) {
      await projects.access(user, projectId, 'controlMonitor');
      await repo.setMonitoring(projectId, true);
      scheduler.watch(projectId);
      await checkNow(projectId);
      return publish(projectId, [], null);
    },

    async pause(user: User, projectId: string) {
      await projects.access(user, projectId, 'controlMonitor');
      await repo.setMonitoring(projectId, false);
      scheduler.unwatch(projectId);
      return publish(projectId, [], null);
    },

    async check(user: User, projectId: string) {
      await projects.access(user, projectId, 'controlMonitor');
      await checkNow(projectId);
      return state(projectId);
    },

    /** Runs the issue's prepared fix: the user's click is the approval. */
    async approveFix(user: User, projectId: string, issueId: string, confirm: boolean) {
      await projects.access(user, projectId, 'controlMonitor');
      const issue = await issueFor(projectId, issueId);
      if (issue.status !== 'open') throw conflict('This issue is already closed.', 'issue_closed');
      if (!issue.fixOperationId) {
        throw conflict(`There is no automatic fix for this issue. ${issue.remedy}`, 'no_fix');
      }
      try {
        const ran = await operations.execute(user, projectId, issue.fixOperationId, confirm);
        const message = ran.ok
          ? 'The fix was applied.'
          : String((ran.result as { error?: unknown }).error ?? 'The fix did not apply.');
        return { ok: ran.ok, message, state: await state(projectId) };
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'target_changed') throw error;
        // The plan was made against an older schema: plan it again for the user to review.
        const finding = {
          code: issue.code as IssueCode,
          description: issue.description,
          fix: null,
        };
        const live = (await runChecksFor(projectId))?.findings.find((f) => f.key === issue.key);
        const fixOperationId = await prepareFix(projectId, live ?? finding);
        await repo.updateIssue(issue.id, { fixOperationId });
        await publish(projectId, [], null);
        throw conflict(
          'Your database changed since this fix was prepared. We prepared it again: review it and approve once more.',
          'fix_refreshed',
        );
      }
    },

    async dismiss(user: User, projectId: string, issueId: string) {
      await projects.access(user, projectId, 'controlMonitor');
      const issue = await issueFor(projectId, issueId);
      if (issue.status === 'open')
        await repo.updateIssue(issue.id, { status: 'dismissed', resolvedAt: now() });
      return publish(projectId, [], null);
    },

    /** Hears every finished operation: counts approved fixes, and records failures of monitored projects. */
    async onOperationFinished(operation: Operation) {
      const projectId = operation.projectId;
      const monitoring = (await repo.monitor(projectId)).isMonitoring;
      // A schema change is checked at once, so its findings (or the fix's effect) show without waiting.
      if (monitoring && operation.status === 'succeeded' && operation.service === 'backend')
        void checkNow(projectId);
      if (operation.status === 'succeeded') {
        const issue = await repo.findByFixOperation(operation.id);
        if (!issue || issue.fixApplied) return;
        const updated = (await repo.updateIssue(issue.id, { fixApplied: true })) ?? issue;
        await repo.countFixApplied(projectId);
        await publish(projectId, [], updated);
        await notifications.notify(await projects.memberIds(projectId), {
          key: `fix:${issue.id}`,
          event: 'monitor_issue',
          type: 'success',
          title: 'Fix applied',
          message: operation.explanation,
        });
        return;
      }
      if (operation.status !== 'failed' || !monitoring) return;
      const error = (operation.result as { error?: unknown } | null)?.error;
      const at = now();
      const row = await repo.insertIssue({
        projectId,
        key: `operation_failed:${operation.id}`,
        code: 'operation_failed',
        type: 'error',
        severity: 'medium',
        description:
          typeof error === 'string'
            ? `Operation failed: ${error}`
            : 'Operation failed due to system error',
        impact: `The change "${operation.instruction}" did not run, so nothing was changed.`,
        remedy:
          'Read what went wrong, then plan the change again; dismiss this issue once it is sorted.',
        tableName: null,
        source: 'client',
        autoFixable: false,
        createdAt: at,
        lastSeenAt: at,
      });
      if (!row) return;
      await repo.countWarnings(projectId, 1);
      await publish(projectId, [row], null);
    },

    /** After a restart: picks up every monitored project, spread over one interval. */
    async resume() {
      scheduler.watchSpread(await repo.monitoredIds());
    },

    settled: () => scheduler.settled(),

    async close() {
      scheduler.stop();
      await scheduler.settled();
    },
  };

  /** A fresh finding for a refreshed fix (its SQL may depend on the table as it is now). */
  async function runChecksFor(projectId: string) {
    const owner = await repo.owner(projectId);
    if (!owner) return null;
    return runChecks(await deps.workspace.database(owner.project), {
      clock: () => deps.timers.now(),
    }).catch(() => null);
  }
}

export type MonitorService = ReturnType<typeof createMonitorService>;
