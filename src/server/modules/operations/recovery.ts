import type { FastifyBaseLogger } from 'fastify';
import { repeatEvery, type Repeating } from '../../services/project-db/repeat';
import type { Timers } from '../../services/project-db/timers';
import type { NewNotification } from '../notifications/service';
import type { ProjectRow } from '../projects/repository';
import type { ProjectWorkspace } from '../projects/workspace';
import { TARGET_WORDS, targetFingerprint, targetOf } from './fingerprint';
import { RENEW_EVERY_MS } from './lease';
import type { OperationRepository, OperationRow } from './repository';

/** How often a server looks for runs whose server stopped renewing them. */
export const SWEEP_EVERY_MS = RENEW_EVERY_MS;

export const INTERRUPTED_UNCHANGED =
  'Interrupted by a restart before it finished. Nothing was changed; you can run it again.';
export const interruptedChanged = (target: string) =>
  `Interrupted by a restart while it ran, and your ${target} changed, so part of it may have been applied. Look at the ${target} before planning it again.`;

export interface OperationRecoveryDeps {
  repo: OperationRepository;
  workspace: ProjectWorkspace;
  findProject: (projectId: string) => Promise<ProjectRow | undefined>;
  /** Tells the project's members: a live refresh and a notification. */
  announce: (row: OperationRow, notice: NewNotification) => Promise<void>;
  timers: Timers;
  now: () => Date;
  log: FastifyBaseLogger;
  /**
   * With a database only this process uses, only this process can be running operations, so at start-up every
   * running one was interrupted; with a shared database only expired leases are.
   */
  soleServer: boolean;
}

/**
 * Settles operations that a crash left running: at start-up and whenever a lease expires. The
 * database already rolled back any transaction that did not commit; what is left is to say so.
 */
export function createOperationRecovery(deps: OperationRecoveryDeps) {
  const { repo, timers, log } = deps;

  /** Failed with the reason for an interrupted run; an interrupted undo leaves the change in place. */
  async function settle(row: OperationRow): Promise<boolean> {
    const plan = row.plan;
    const project = await deps.findProject(row.projectId);
    const now = deps.now();
    const after = project
      ? await targetFingerprint(deps.workspace, project, targetOf(plan)).catch(() => null)
      : null;
    const untouched = after !== null && after === row.fingerprint;
    const target = TARGET_WORDS[targetOf(plan)];
    if (row.runningAction === 'undo') {
      const settled = await repo.settleInterrupted(row, { status: 'succeeded' });
      if (!settled) return false;
      const message = untouched
        ? `Undoing "${plan.instruction}" was interrupted by a restart; the change is still in place and you can undo it again.`
        : `Undoing "${plan.instruction}" was interrupted by a restart, and your ${target} changed, so part of it may have been undone. Look at the ${target} before trying again.`;
      await deps.announce(settled, {
        key: `operation:${row.id}:interrupted:${now.getTime()}`,
        event: 'operation_failed',
        type: 'error',
        title: 'Undo interrupted',
        message,
      });
      return true;
    }
    const error = untouched ? INTERRUPTED_UNCHANGED : interruptedChanged(target);
    const settled = await repo.settleInterrupted(row, {
      status: 'failed',
      executed: false,
      executedAt: null,
      result: { error, code: 'interrupted' },
    });
    if (!settled) return false;
    await deps.announce(settled, {
      key: `operation:${row.id}:interrupted:${now.getTime()}`,
      event: 'operation_failed',
      type: 'error',
      title: 'Execution interrupted',
      message: error,
    });
    return true;
  }

  async function sweep(all: boolean): Promise<void> {
    let count = 0;
    for (const row of await repo.interrupted(deps.now(), all)) {
      try {
        if (await settle(row)) count++;
      } catch (err) {
        log.error({ err, operationId: row.id }, 'could not settle an interrupted operation');
      }
    }
    if (count > 0) log.warn({ count }, 'settled operations interrupted by a restart');
  }

  /** A pass that cannot reject: a database that is down now is tried again at the next pass. */
  const safely = async (all: boolean) => {
    await sweep(all).catch((err: unknown) =>
      log.error({ err }, 'could not look for interrupted operations'),
    );
  };

  return {
    /** The start-up pass (awaited), then a pass every SWEEP_EVERY_MS until `close()`. */
    async start(): Promise<Repeating> {
      const first = safely(deps.soleServer);
      const repeating = repeatEvery(timers, SWEEP_EVERY_MS, () => safely(false), first);
      await first;
      return repeating;
    },
  };
}
