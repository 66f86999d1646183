import { randomUUID } from 'node:crypto';
import type { User } from '@shared/contracts/auth';
import {
  isContentStep,
  isDataStep,
  isQueryStep,
  serviceOfStep,
  type CreatePlanBody,
  type Plan,
  type PlanAnswer,
  type PlanDraft,
  type Service,
  type Clarification,
} from '@shared/contracts/plan';
import type { Operation } from '@shared/contracts/operations';
import type { EventOf } from '@shared/contracts/events';
import type { Role } from '@shared/constants/roles';
import { EVENT_NAMES } from '@shared/contracts/analytics';
import { can, executePermission, stepRefusal } from '@shared/constants/roles';
import {
  detectService,
  draftFromModel,
  planInstruction,
  type PlannerContext,
} from '@shared/planner';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { classifySqlRisk, deriveReverseSql, guardSql, maxRisk } from '../../services/project-db';
import { notReadOnlyReason } from '../../services/project-db/read-only';
import { checkRowChanges } from '../../services/project-db/row-changes';
import type { ProjectService } from '../projects/service';
import type { ProjectWorkspace } from '../projects/workspace';
import type { ProjectRow } from '../projects/repository';
import { plannerContext } from './context';
import { HISTORY_DEPTH, lastChange } from './history';
import type { AiSettings, PlanModel } from './plan-model';
import { TARGET_WORDS, targetFingerprint, targetOf } from './fingerprint';
import type { OperationLeases } from './lease';
import type { OperationRepository, OperationRow } from './repository';
import { resolveRowSelections } from './row-selection';
import { runSteps, type RunContext } from './run-steps';
import { runUndo } from './run-undo';
import { changedAccess, visitorsGain } from './table-access';
import { resolveSiteEdits } from './site-edits';
import { UNDO_DESCRIPTIONS, undoBlocker, type UndoAction } from './undo-actions';

export interface OperationDeps {
  repo: OperationRepository;
  projects: ProjectService;
  workspace: ProjectWorkspace;
  recordEvent: (event: {
    userId: string;
    projectId: string;
    name: string;
    properties: Record<string, unknown>;
  }) => Promise<void>;
  /** Tells the project's members (over /api/events) that an operation or deploy moved. */
  notify: (projectId: string, event: EventOf<'operation'> | EventOf<'deploy'>) => Promise<void>;
  now?: () => Date;
  /** The configured AI model; without one, every plan comes from the built-in planner. */
  planModel?: PlanModel | undefined;
  /** The user's AI settings (model, temperature, max tokens), when they saved any. */
  aiSettingsFor?: (userId: string) => Promise<Partial<AiSettings> | null>;
  /** Leases that mark a run as alive, so one a crash interrupted can be told apart and settled. */
  leases: OperationLeases;
  /** The database storage the project owner's plan includes. */
  storageQuota: (project: ProjectRow) => Promise<number>;
}

const UNEXPECTED =
  'The operation stopped because of an unexpected error on our side; it has been logged. Check the project before running it again.';
const INTERNAL = { error: UNEXPECTED, code: 'internal_error' };

const sqlOf = (draft: Pick<PlanDraft, 'steps'>) =>
  draft.steps.flatMap((s) => (s.kind === 'sql' ? [s.sql] : []));

export function toOperation(row: OperationRow): Operation {
  const plan = row.plan;
  return {
    ...plan,
    executed: row.executed,
    executedAt: row.executedAt?.toISOString() ?? null,
    result: row.result ?? null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    executedBy: row.executedBy,
    durationMs: row.durationMs,
    undoneAt: row.undoneAt?.toISOString() ?? null,
  };
}

/** A step doing what a settings page does is refused as that page refuses it (403 role_forbidden). */
function refuseSteps(role: Role, plan: Pick<Plan, 'steps'>) {
  const refused = stepRefusal(role, plan.steps);
  if (refused)
    throw forbidden(
      `Your role on this project (${role}) cannot ${refused.what}; ask an owner or admin.`,
      'role_forbidden',
    );
}

export function createOperationService(deps: OperationDeps) {
  const { repo, projects, workspace } = deps;
  const now = deps.now ?? (() => new Date());

  /** Parses the plan's SQL, refuses what projects may not run, raises the risk and dry-runs it. */
  async function checkBackend(project: ProjectRow, draft: PlanDraft, context?: PlannerContext) {
    const sql = sqlOf(draft);
    const guard = await guardSql(sql);
    if (!guard.ok) throw new AppError(422, 'sql_refused', guard.message);
    const db = await workspace.database(project);
    // The planner's context already counted the rows; a hand-written plan counts them here.
    const emptyTables = new Set(
      context?.database
        ? context.database.tables.filter((t) => t.rowCount === 0).map((t) => t.name)
        : (await db.usage()).tables
            .filter((t) => t.schema === 'public' && t.rows === 0)
            .map((t) => t.name),
    );
    const raised = classifySqlRisk(guard.statements, { emptyTables });
    const reverse = deriveReverseSql(guard.statements);
    const dryRun = await db.dryRun(sql);
    const rules = dryRun.ok ? dryRun.rules : undefined;
    const opened = rules ? visitorsGain(rules.before, rules.after, emptyTables) : [];
    const access = rules ? changedAccess(rules.before, rules.after) : [];
    const risk = maxRisk(maxRisk(draft.risk, raised.risk), opened.length ? 'high' : 'low');
    const reasons = [...new Set([...draft.riskReasons, ...raised.reasons, ...opened])];
    return {
      risk,
      riskReasons: reasons,
      dryRun: dryRun.ok
        ? { ok: true, message: dryRun.message, ...(access.length && { access }) }
        : { ok: false, message: dryRun.message, error: dryRun.error },
      undo: { available: reverse.available, reason: reverse.reason },
      reverseSql: reverse.sql,
    };
  }

  /** Row changes are dry-run; bad input or rows that are gone refuse the plan before it is stored. */
  async function checkData(project: ProjectRow, draft: PlanDraft) {
    const data = draft.steps.filter(isDataStep);
    const check = await checkRowChanges(await workspace.database(project), data);
    const dryRun: NonNullable<Plan['dryRun']> = { ok: true, message: check.message };
    return {
      risk: maxRisk(draft.risk, check.risk),
      riskReasons: [
        ...draft.riskReasons,
        ...check.reasons.filter((r) => !draft.riskReasons.includes(r)),
      ],
      dryRun,
      undo: undoFor(draft),
      reverseSql: undefined,
    };
  }

  /** A question or an undo runs alone; a question's SQL must be one SELECT the guard accepts. */
  async function checkApart(draft: PlanDraft, step: PlanDraft['steps'][number]) {
    if (draft.steps.length > 1)
      throw new AppError(
        422,
        'mixed_plan',
        step.kind === 'operation.undo'
          ? 'An undo runs on its own: plan other changes separately.'
          : 'A question runs on its own: plan changes separately.',
      );
    if (step.kind === 'query.select') {
      const guard = await guardSql(step.sql);
      const reason = guard.ok ? notReadOnlyReason(guard) : guard.message;
      if (reason) throw new AppError(422, 'sql_refused', reason);
    }
    return null;
  }

  /** Every plan's checks before it is stored: it changes something, does not mix SQL with other steps, and its SQL is guarded and dry-run. */
  async function vet(project: ProjectRow, draft: PlanDraft, context?: PlannerContext) {
    if (draft.steps.length === 0) {
      throw new AppError(
        422,
        'not_understood',
        'I could not find anything to change in that instruction.',
        {
          understood: draft.explanation,
          examples: [
            'Create a tasks table with a title and a done checkbox',
            'Create a branch called feature/login',
            'Deploy main to production',
          ],
        },
      );
    }
    const apart = draft.steps.find((s) => isQueryStep(s) || s.kind === 'operation.undo');
    if (apart) return checkApart(draft, apart);
    if (draft.steps.some(isContentStep) && draft.steps.length > 1)
      throw new AppError(
        422,
        'mixed_plan',
        'A change to the site runs on its own: plan other changes separately.',
      );
    const data = draft.steps.filter(isDataStep);
    if (data.length > 0 && data.length !== draft.steps.length)
      throw new AppError(
        422,
        'mixed_plan',
        'Row changes run on their own: plan them separately from other changes.',
      );
    if (data.length > 0) return checkData(project, draft);
    const sql = sqlOf(draft);
    if (sql.length > 0 && sql.length !== draft.steps.length) {
      throw new AppError(
        422,
        'mixed_plan',
        'Database changes run on their own: plan them separately from git or hosting changes.',
      );
    }
    // Database steps are guarded and dry-run whatever the plan is filed under.
    return sql.length > 0 ? checkBackend(project, draft, context) : null;
  }
  type Vetted = { draft: PlanDraft; backend: Awaited<ReturnType<typeof vet>> };

  async function store(
    user: User,
    project: ProjectRow,
    draft: PlanDraft,
    backend: Vetted['backend'],
  ): Promise<Operation> {
    const id = randomUUID();
    const plan: Plan = {
      ...draft,
      ...(backend
        ? { risk: backend.risk, riskReasons: backend.riskReasons, dryRun: backend.dryRun }
        : {}),
      id,
      projectId: project.id,
      undo: backend ? backend.undo : undoFor(draft),
      executed: false,
      executedAt: null,
      result: null,
    };
    const row = await repo.insert({
      id,
      projectId: project.id,
      createdBy: user.id,
      plan,
      service: plan.service,
      risk: plan.risk,
      fingerprint: await targetFingerprint(workspace, project, targetOf(plan)),
      undo: backend?.reverseSql
        ? [{ kind: 'sql', sql: backend.reverseSql } satisfies UndoAction]
        : null,
    });
    return toOperation(row);
  }

  /**
   * The model's plan when it passes every check a plan must pass (and its dry run), its question
   * when it asks one, else why not (and what to tell the founder when its steps span services).
   */
  async function fromModel(
    user: User,
    project: ProjectRow,
    body: CreatePlanBody,
    known: { service: Service; context: PlannerContext; deterministic?: PlanDraft | undefined },
  ): Promise<Vetted | { clarification: Clarification } | { reason: string; refusal?: string }> {
    const model = deps.planModel as PlanModel;
    try {
      const settings = (await deps.aiSettingsFor?.(user.id)) ?? null;
      const proposal = await model.propose({
        instruction: body.instruction,
        service: known.service,
        context: known.context,
        settings,
      });
      if (proposal.clarification) return { clarification: proposal.clarification };
      const drafted = draftFromModel(body.instruction, proposal, {
        service: body.service,
        context: known.context,
        deterministic: known.deterministic,
      });
      if (!drafted.ok) return drafted;
      // Site files are only written from structured edits, found in the files like the planner's.
      if (drafted.plan.steps.some((s) => s.kind === 'content.publish'))
        return { reason: 'it writes site files itself instead of naming the changes to make' };
      // Rows the model picks by conditions are found now, as the planner's are; a named row that several match is asked about.
      const resolved = await resolveRowSelections(() => workspace.database(project), drafted.plan);
      if ('clarification' in resolved) return resolved;
      const site = await resolveSiteEdits(() => workspace.git(project), resolved.draft);
      if ('clarification' in site) return site;
      const { draft } = site;
      const backend = await vet(project, draft, known.context);
      if (backend && !backend.dryRun.ok)
        return {
          reason: `its SQL failed the dry run (${backend.dryRun.error ?? backend.dryRun.message})`,
        };
      return { draft, backend };
    } catch (error) {
      if (error instanceof AppError && error.code === 'sql_refused')
        return { reason: `the SQL guard refused it (${error.message})` };
      if (error instanceof Error) return { reason: error.message };
      throw error;
    }
  }

  /** The built-in rules' plan, made with the live state of every service its steps touch. */
  async function planBuiltIn(project: ProjectRow, body: CreatePlanBody) {
    const service = detectService(body.instruction, body.service).service;
    const history = { lastChange: lastChange(await repo.lastRun(project.id, HISTORY_DEPTH)) };
    let context = { ...(await plannerContext(workspace, project, [service])), history };
    let planned = planInstruction(body.instruction, { service: body.service, context });
    // The keyword service is a guess: "set SUPABASE_URL=..." is filed under the backend but sets
    // a hosting variable. Plan again with the live state of every service the steps touch.
    const touched = planned.ok ? [...new Set(planned.plan.steps.map(serviceOfStep))] : [];
    if (touched.some((s) => s !== service)) {
      context = { ...(await plannerContext(workspace, project, [service, ...touched])), history };
      planned = planInstruction(body.instruction, { service: body.service, context });
    }
    // Words the keyword service did not explain may name a branch, a deploy or a table elsewhere.
    if (!planned.ok && !planned.clarification && !planned.action) {
      context = {
        ...(await plannerContext(workspace, project, ['backend', 'git', 'hosting'])),
        history,
      };
      planned = planInstruction(body.instruction, { service: body.service, context });
    }
    return { service, context, planned };
  }

  function undoFor(draft: PlanDraft) {
    const blockers = draft.steps.map(undoBlocker).filter((b): b is string => b !== null);
    if (blockers.length > 0) return { available: false, reason: blockers.join(' ') };
    const words = draft.steps.map((s) => UNDO_DESCRIPTIONS[s.kind]).filter(Boolean);
    return { available: true, reason: `Undo ${[...new Set(words)].join(', then ')}.` };
  }

  async function record(
    user: User,
    project: ProjectRow,
    name: string,
    properties: Record<string, unknown>,
  ) {
    await deps.recordEvent({ userId: user.id, projectId: project.id, name, properties });
  }

  /** Runs a claimed operation's steps and records how it ended. */
  /** How a run ends in the operation's row, alike for a plan and for an undo asked in words. */
  const ending = (
    ok: boolean,
    userId: string,
    started: number,
    result: Record<string, unknown> | null,
  ) => ({
    status: ok ? ('succeeded' as const) : ('failed' as const),
    executed: ok,
    executedAt: ok ? now() : null,
    executedBy: userId,
    durationMs: Date.now() - started,
    result,
  });

  /** A known failure becomes the run's result; an unexpected one still ends the run, then is thrown. */
  async function failureOf(error: unknown, id: string, userId: string, started: number) {
    if (error instanceof AppError) return { error: error.message, code: error.code };
    await repo.finish(id, ending(false, userId, started, INTERNAL));
    throw error;
  }

  async function run(user: User, project: ProjectRow, row: OperationRow) {
    const projectId = project.id;
    const plan = row.plan;
    // A question reads the project as it is now, so a change since it was asked does not matter.
    const asks = plan.steps.every(isQueryStep);
    const current = asks
      ? row.fingerprint
      : await targetFingerprint(workspace, project, targetOf(plan)).catch(() => null);
    if (current !== row.fingerprint) {
      await repo.release(row.id);
      throw conflict(
        `Your ${TARGET_WORDS[targetOf(plan)]} changed since this plan was made. Plan it again so it matches what is there now; nothing was changed.`,
        'target_changed',
      );
    }
    const started = Date.now();
    const ctx: RunContext = {
      workspace,
      project,
      user,
      expectedFingerprint: row.fingerprint,
      storageQuotaBytes: await deps.storageQuota(project),
      onDeployProgress: (progress) =>
        void deps.notify(projectId, { type: 'deploy', data: { ...progress, projectId } }),
    };
    let ok = true;
    let result: Record<string, unknown>;
    let undo: UndoAction[] | null = row.undo ?? null;
    try {
      const ran = await runSteps(plan.steps, ctx);
      result = ran.result;
      if (sqlOf(plan).length === 0) undo = plan.undo.available ? ran.undo : null;
    } catch (error) {
      ok = false;
      result = await failureOf(error, row.id, user.id, started);
    }
    const finished = await repo.finish(row.id, {
      ...ending(ok, user.id, started, result),
      undo,
      // After a run, undo checks against the state this run left behind.
      fingerprint: ok
        ? await targetFingerprint(workspace, project, targetOf(plan))
        : row.fingerprint,
    });
    const facts = { operationId: row.id, service: plan.service, success: ok };
    await record(user, project, EVENT_NAMES.operationExecuted, facts);
    await record(user, project, EVENT_NAMES.multiAgentOperationExecuted, facts);
    const operation = toOperation(finished);
    await deps.notify(projectId, { type: 'operation', data: operation });
    return { ok, operation, result };
  }

  /** Reverses an operation that has run, with the undo it recorded; refuses when it cannot. */
  async function reverse(user: User, project: ProjectRow, role: Role, row: OperationRow) {
    const plan = row.plan;
    if (!can(role, executePermission(plan.risk))) {
      throw forbidden(
        `Your role on this project (${role}) cannot undo ${plan.risk}-risk changes.`,
        'role_forbidden',
      );
    }
    refuseSteps(role, plan);
    if (row.status === 'undone')
      throw conflict('This operation has already been undone.', 'already_undone');
    if (!row.executed)
      throw conflict('This operation has not run, so there is nothing to undo.', 'not_executed');
    const actions = row.undo ?? [];
    if (!plan.undo.available || actions.length === 0) {
      throw conflict(
        plan.undo.available ? 'This change left nothing to undo.' : plan.undo.reason,
        'undo_unavailable',
      );
    }
    if (!(await repo.claimUndo(row.id, deps.leases.terms('undo', user.id))))
      throw conflict('This operation cannot be undone right now.', 'already_running');
    const current = await targetFingerprint(workspace, project, targetOf(plan)).catch(() => null);
    if (current !== row.fingerprint) {
      await repo.finish(row.id, { status: 'succeeded' });
      throw conflict(
        `Your ${TARGET_WORDS[targetOf(plan)]} changed after this operation ran, so undoing it could lose newer work. Nothing was changed.`,
        'target_changed',
      );
    }
    try {
      await runUndo(actions, { workspace, project, user });
    } catch (error) {
      await repo.finish(row.id, { status: 'succeeded' });
      throw error;
    }
    const finished = await repo.finish(row.id, { status: 'undone', undoneAt: now() });
    const operation = toOperation(finished);
    await deps.notify(project.id, { type: 'operation', data: operation });
    return operation;
  }

  /** Runs a claimed "undo my last change" plan: the named operation's own undo, recorded on both. */
  async function runUndoPlan(user: User, project: ProjectRow, role: Role, row: OperationRow) {
    const step = row.plan.steps[0];
    const started = Date.now();
    let ok = true;
    let result: Record<string, unknown>;
    try {
      if (step?.kind !== 'operation.undo')
        throw new AppError(500, 'internal_error', 'This plan is not an undo.');
      const target = await repo.find(project.id, step.operationId);
      if (!target)
        throw notFound('The change to undo is no longer in this project.', 'operation_not_found');
      const undone = await reverse(user, project, role, target);
      result = {
        undone: undone.id,
        message: `Undone: "${undone.instruction}" was taken back.`,
      };
    } catch (error) {
      ok = false;
      result = await failureOf(error, row.id, user.id, started);
    }
    const finished = await repo.finish(row.id, {
      ...ending(ok, user.id, started, result),
      undo: null,
    });
    const facts = { operationId: row.id, service: row.plan.service, success: ok };
    await record(user, project, EVENT_NAMES.operationExecuted, facts);
    await record(user, project, EVENT_NAMES.multiAgentOperationExecuted, facts);
    const operation = toOperation(finished);
    await deps.notify(project.id, { type: 'operation', data: operation });
    return { ok, operation, result };
  }

  async function findFor(user: User, projectId: string, opId: string) {
    const { project, role } = await projects.access(user, projectId, 'read');
    const row = await repo.find(projectId, opId);
    if (!row)
      throw notFound('No operation was found with that id in this project.', 'operation_not_found');
    return { project, role, row };
  }

  return {
    async list(user: User, projectId: string, limit: number) {
      await projects.access(user, projectId, 'read');
      return (await repo.list(projectId, limit)).map(toOperation);
    },

    /** Stores a ready plan as an operation: the planner's, a monitor fix, or hand-written steps. */
    async prepare(user: User, projectId: string, draft: PlanDraft): Promise<Operation> {
      const { project } = await projects.access(user, projectId, 'plan');
      return store(user, project, draft, await vet(project, draft));
    },

    /** What the built-in rules plan for an instruction, stored nowhere and asked of no model. */
    async builtInPlan(user: User, projectId: string, body: CreatePlanBody) {
      const { project } = await projects.access(user, projectId, 'plan');
      return (await planBuiltIn(project, body)).planned;
    },

    /** A stored plan, or a question or an action instead when there is no single right plan. */
    async plan(
      user: User,
      projectId: string,
      body: CreatePlanBody,
    ): Promise<Operation | PlanAnswer> {
      const { project } = await projects.access(user, projectId, 'plan');
      const { service, context, planned } = await planBuiltIn(project, body);
      const failed = async () => {
        const facts = { instruction: body.instruction, success: false, service };
        await record(user, project, EVENT_NAMES.instructionProcessed, facts);
        await record(user, project, EVENT_NAMES.multiAgentInstructionProcessed, facts);
      };
      // A question or a connection form comes before any model: never a guess.
      if (!planned.ok && (planned.action || planned.clarification)) {
        await failed();
        return planned.action
          ? { action: planned.action }
          : { clarification: planned.clarification as NonNullable<typeof planned.clarification> };
      }
      let chosen: Vetted | undefined;
      let modelNote: string | undefined;
      let refusal: string | undefined;
      if (deps.planModel) {
        const attempt = await fromModel(user, project, body, {
          service,
          context,
          deterministic: planned.ok ? planned.plan : undefined,
        });
        if ('clarification' in attempt) {
          await failed();
          return attempt;
        }
        if ('reason' in attempt) {
          modelNote = `The AI model's plan was not used because ${attempt.reason}; this plan comes from the built-in rules.`;
          refusal = attempt.refusal;
        } else chosen = attempt;
      }
      if (!chosen) {
        if (!planned.ok) {
          await failed();
          const { message, understood, examples, alternatives } = planned.notUnderstood;
          // A model's plan that spans services is refused in its own words; the buttons stay the planner's.
          throw new AppError(422, refusal ? 'mixed_plan' : 'not_understood', refusal ?? message, {
            understood: modelNote ? `${understood} ${modelNote}` : understood,
            examples,
            // What it can do instead, as buttons: the planner's own, else its examples.
            alternatives: alternatives ?? examples.map((e) => ({ label: e, instruction: e })),
          });
        }
        const noted = modelNote
          ? { ...planned.plan, notes: [...(planned.plan.notes ?? []), modelNote] }
          : planned.plan;
        try {
          const resolved = await resolveRowSelections(() => workspace.database(project), noted);
          if ('clarification' in resolved) {
            await failed();
            return resolved;
          }
          const site = await resolveSiteEdits(() => workspace.git(project), resolved.draft);
          // Words that several places show are asked about, as a named row is.
          if ('clarification' in site) {
            await failed();
            return site;
          }
          chosen = { draft: site.draft, backend: await vet(project, site.draft, context) };
        } catch (error) {
          await failed();
          throw error;
        }
      }
      const operation = await store(user, project, chosen.draft, chosen.backend);
      const facts = {
        instruction: body.instruction,
        success: true,
        operationType: operation.type,
        risk: operation.risk,
        service: operation.service,
      };
      await record(user, project, EVENT_NAMES.instructionProcessed, facts);
      await record(user, project, EVENT_NAMES.multiAgentInstructionProcessed, facts);
      return operation;
    },

    async execute(user: User, projectId: string, opId: string, confirm: boolean) {
      const { project, role, row } = await findFor(user, projectId, opId);
      const plan = row.plan;
      const permission = executePermission(plan.risk);
      if (!can(role, permission)) {
        throw forbidden(
          `Your role on this project (${role}) cannot run ${plan.risk}-risk changes; ask an owner or admin.`,
          'role_forbidden',
        );
      }
      refuseSteps(role, plan);
      if (row.executed)
        throw conflict(
          'This operation has already run. Plan it again to run it once more.',
          'already_executed',
        );
      if (plan.risk === 'high' && !confirm) {
        throw conflict(
          'This is a high-risk change. Confirm that you want to run it.',
          'confirmation_required',
        );
      }
      if (!(await repo.claim(row.id, deps.leases.terms('execute', user.id)))) {
        throw conflict('This operation is already running.', 'already_running');
      }
      const lease = deps.leases.hold(row.id);
      try {
        if (plan.steps[0]?.kind === 'operation.undo')
          return await runUndoPlan(user, project, role, row);
        return await run(user, project, row);
      } finally {
        lease.stop();
      }
    },

    async undo(user: User, projectId: string, opId: string) {
      const { project, role, row } = await findFor(user, projectId, opId);
      return { ok: true, operation: await reverse(user, project, role, row) };
    },
  };
}

export type OperationService = ReturnType<typeof createOperationService>;
