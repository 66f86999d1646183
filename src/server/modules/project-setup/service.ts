import type { FastifyBaseLogger } from 'fastify';
import { templateSchemas } from '@content/template-schemas';
import type { TemplateId } from '@content/schemas';
import type { User } from '@shared/contracts/auth';
import type { ProjectSetup, RequirementOutcome } from '@shared/contracts/projects';
import type { PlanDraft } from '@shared/contracts/plan';
import { planInstruction, splitRequirements } from '@shared/planner';
import { AppError } from '../../lib/errors';
import type { NewNotification } from '../notifications/service';
import type { OperationService } from '../operations/service';
import type { ProjectRow } from '../projects/repository';

const UNPLANNABLE =
  'The planner stopped on an unexpected error with this one; ask for it again in the chat.';

/** More instructions than this wait for the chat, so creating a project stays quick. */
export const MAX_PLANNED_REQUIREMENTS = 10;

/** The planner's own plan for the first deploy, so it reads like one the founder asked for. */
function deployDraft(): PlanDraft {
  const planned = planInstruction('deploy to production', { service: 'hosting' });
  if (!planned.ok) throw new Error('The planner could not plan the first deploy.');
  return planned.plan;
}

function schemaDraft(templateId: TemplateId): PlanDraft {
  const schema = templateSchemas[templateId];
  return {
    service: 'backend',
    type: 'schema',
    // Raised by what the SQL really does when the plan is prepared (classifySqlRisk).
    risk: 'low',
    riskReasons: [],
    instruction: schema.instruction,
    explanation: schema.explanation,
    warnings: [],
    commands: schema.statements,
    code: schema.statements.join('\n\n'),
    steps: schema.statements.map((sql) => ({ kind: 'sql' as const, sql })),
    source: 'deterministic',
  };
}

const isTemplateId = (id: string | null): id is TemplateId => id !== null && id in templateSchemas;

/**
 * What a new project gets after its database, repository and site exist: a template's schema and
 * first deploy, run as operations by its creator (so they show in the activity and can be undone),
 * and the founder's requirements planned for approval.
 */
export function createProjectSetup(deps: {
  operations: OperationService;
  /** Tells the founder, in the studio's notifications, what became of their requirements. */
  notify: (userId: string, notification: NewNotification) => Promise<void>;
  /** Opens the founder's chat in the project with the plans waiting there (modules/chat). */
  recordInChat: (user: User, projectId: string, outcomes: RequirementOutcome[]) => Promise<void>;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  /** Stores a plan and runs it at once; a failure stops the create with the plan's own words. */
  async function runNow(user: User, project: ProjectRow, draft: PlanDraft) {
    const { operations } = deps;
    const operation = await operations.prepare(user, project.id, draft);
    if (operation.dryRun && !operation.dryRun.ok)
      throw new AppError(
        422,
        'template_failed',
        `The template's database changes did not apply: ${operation.dryRun.error ?? operation.dryRun.message}`,
      );
    const ran = await operations.execute(user, project.id, operation.id, true);
    if (!ran.ok) {
      const why = typeof ran.result.error === 'string' ? ran.result.error : 'it did not finish';
      throw new AppError(422, 'template_failed', `The template could not be set up: ${why}`);
    }
    return operation.id;
  }

  async function planRequirement(
    user: User,
    project: ProjectRow,
    instruction: string,
  ): Promise<RequirementOutcome> {
    try {
      const answer = await deps.operations.plan(user, project.id, {
        instruction,
        service: 'auto',
      });
      if ('clarification' in answer)
        return { instruction, operationId: null, reason: answer.clarification.question };
      if ('action' in answer)
        return { instruction, operationId: null, reason: answer.action.message };
      return { instruction, operationId: answer.id, reason: null };
    } catch (error) {
      // The project exists by now: a requirement the planner stumbles on is kept, never a failed create.
      if (!(error instanceof AppError)) {
        deps.log.error(
          { err: error, projectId: project.id },
          'project setup: could not plan a requirement',
        );
        return { instruction, operationId: null, reason: UNPLANNABLE };
      }
      const understood = error.details?.understood;
      const reason =
        typeof understood === 'string' ? `${error.message} ${understood}` : error.message;
      return { instruction, operationId: null, reason };
    }
  }

  /** One notice for the plans waiting for approval, one per requirement that could not be planned. */
  async function tell(user: User, project: ProjectRow, outcomes: RequirementOutcome[]) {
    const planned = outcomes.filter((o) => o.operationId).length;
    if (planned > 0)
      await deps.notify(user.id, {
        type: 'info',
        title: 'Your requirements are planned',
        message: `${planned} ${planned === 1 ? 'plan is' : 'plans are'} waiting for your approval in ${project.name}. Open the project to review and run them.`,
      });
    for (const outcome of outcomes.filter((o) => !o.operationId))
      await deps.notify(user.id, {
        type: 'warning',
        title: 'A requirement needs rewording',
        message: `"${outcome.instruction}" in ${project.name} was not planned: ${outcome.reason}`,
      });
  }

  return {
    /** The template's app, built and live; throws when it cannot be, so the create is undone. */
    async buildTemplate(user: User, project: ProjectRow): Promise<string[]> {
      if (!isTemplateId(project.template)) return [];
      const schema = await runNow(user, project, schemaDraft(project.template));
      const deploy = await runNow(user, project, deployDraft());
      return [schema, deploy];
    },

    /** Each requirement planned (never run) for the founder to approve, or kept with the reason it could not be. */
    async planRequirements(user: User, project: ProjectRow): Promise<ProjectSetup['requirements']> {
      const instructions = splitRequirements(project.requirements ?? '');
      const outcomes: RequirementOutcome[] = [];
      for (const [index, instruction] of instructions.entries()) {
        outcomes.push(
          index < MAX_PLANNED_REQUIREMENTS
            ? await planRequirement(user, project, instruction)
            : {
                instruction,
                operationId: null,
                reason: `Only the first ${MAX_PLANNED_REQUIREMENTS} requirements are planned when a project is created; ask for this one in the chat.`,
              },
        );
      }
      await tell(user, project, outcomes);
      // The plans are stored either way; a chat that could not be written must not undo the create.
      await deps
        .recordInChat(user, project.id, outcomes)
        .catch((error: unknown) =>
          deps.log.error(
            { err: error, projectId: project.id },
            'project setup: could not add the plans to the chat',
          ),
        );
      return outcomes;
    },
  };
}
