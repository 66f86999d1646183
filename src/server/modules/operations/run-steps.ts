import type { User } from '@shared/contracts/auth';
import {
  isContentStep,
  isDataStep,
  isQueryStep,
  type ContentResult,
  type DeployContext,
  type PlanStep,
} from '@shared/contracts/plan';
import { AppError } from '../../lib/errors';
import type { ProjectRow } from '../projects/repository';
import type { ProjectWorkspace } from '../projects/workspace';
import type { DeployProgress } from '../../services/hosting/site-deploys';
import { runRowChanges } from '../../services/project-db/row-changes';
import { runQuery } from './run-query';
import { assertStorageRoom, sqlOnlyFreesSpace } from './storage-room';
import type { UndoAction } from './undo-actions';

export interface StepRun {
  result: Record<string, unknown>;
  undo: UndoAction[];
}

export interface RunContext {
  workspace: ProjectWorkspace;
  project: ProjectRow;
  user: User;
  /** The storage the project owner's plan includes; a full database takes only changes that free space. */
  storageQuotaBytes?: number;
  /** The schema fingerprint the plan was made against; the database refuses to run if it moved. */
  expectedFingerprint?: string | null;
  onDeployProgress?: (progress: DeployProgress) => void;
}

export const authorOf = (user: User) => ({
  name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
  email: user.email,
});

/** Runs a plan's typed steps (never free text) and records what undoing them needs. */
export async function runSteps(steps: readonly PlanStep[], ctx: RunContext): Promise<StepRun> {
  const sql = steps.flatMap((s) => (s.kind === 'sql' ? [s.sql] : []));
  if (sql.length > 0) {
    if (sql.length !== steps.length)
      throw new AppError(400, 'mixed_plan', 'A plan cannot mix database changes with other steps.');
    const db = await ctx.workspace.database(ctx.project);
    if (ctx.storageQuotaBytes !== undefined)
      await assertStorageRoom(db, ctx.storageQuotaBytes, () => sqlOnlyFreesSpace(sql));
    const outcome = await db.execute(
      sql,
      ctx.expectedFingerprint ? { expectedFingerprint: ctx.expectedFingerprint } : {},
    );
    if (!outcome.ok)
      throw new AppError(outcome.code === 'refused' ? 400 : 422, outcome.code, outcome.message);
    return {
      result: {
        message: outcome.message,
        statements: outcome.statements,
        durationMs: outcome.durationMs,
      },
      undo: [],
    };
  }
  const [question, ...others] = steps;
  if (question && isQueryStep(question)) {
    if (others.length > 0)
      throw new AppError(400, 'mixed_plan', 'A question runs on its own, without other steps.');
    return { result: await runQuery(question, ctx.workspace, ctx.project), undo: [] };
  }
  if (question && isContentStep(question)) {
    if (others.length > 0)
      throw new AppError(400, 'mixed_plan', 'A site change runs on its own, without other steps.');
    return publishSite(question, ctx);
  }
  const data = steps.filter(isDataStep);
  if (data.length > 0) {
    if (data.length !== steps.length)
      throw new AppError(400, 'mixed_plan', 'A plan cannot mix row changes with other steps.');
    const db = await ctx.workspace.database(ctx.project);
    if (ctx.storageQuotaBytes !== undefined)
      await assertStorageRoom(db, ctx.storageQuotaBytes, async () =>
        data.every((s) => s.kind === 'data.deleteRows'),
      );
    // All row changes commit together, so a failure leaves every row as it was.
    return runRowChanges(db, data);
  }
  const results: unknown[] = [];
  const undo: UndoAction[] = [];
  for (const step of steps) {
    const { result, undo: reverse } = await runOne(step, ctx);
    results.push(result);
    if (reverse) undo.push(...(Array.isArray(reverse) ? reverse : [reverse]));
  }
  return { result: { steps: results }, undo };
}

async function runOne(
  step: PlanStep,
  ctx: RunContext,
): Promise<{ result: unknown; undo?: UndoAction | UndoAction[] | undefined }> {
  const { workspace, project } = ctx;
  const git = () => workspace.git(project);
  const host = workspace.host;
  const netlify = () => workspace.netlify(project);
  switch (step.kind) {
    case 'sql':
    case 'data.insertRows':
    case 'data.updateRows':
    case 'data.deleteRows':
      throw new AppError(500, 'internal_error', 'Database steps run together.');
    case 'query.select':
    case 'query.state':
      throw new AppError(500, 'internal_error', 'A question runs on its own.');
    case 'operation.undo':
      throw new AppError(500, 'internal_error', 'An undo runs on its own.');
    case 'content.edit':
    case 'content.publish':
      throw new AppError(500, 'internal_error', 'A site change runs on its own.');
    // Planning turns these into keyed steps (src/server/modules/operations/row-selection.ts).
    case 'data.updateWhere':
    case 'data.deleteWhere':
      throw new AppError(
        422,
        'plan_again',
        'This plan picks rows that were never found. Plan it again.',
      );
    case 'git.createBranch': {
      const change = await git().createBranch({ name: step.name, from: step.from });
      return { result: change, undo: { kind: 'git.deleteBranch', name: change.branch } };
    }
    case 'git.deleteBranch': {
      const change = await git().deleteBranch(step.name);
      const sha = change.previous ?? change.sha;
      return { result: change, undo: { kind: 'git.restoreBranch', name: step.name, sha } };
    }
    case 'git.merge': {
      const change = await git().merge({
        source: step.source,
        target: step.target,
        author: authorOf(ctx.user),
      });
      return { result: change, undo: resetTo(change.branch, change.previous, change.sha) };
    }
    case 'git.commitFiles': {
      const change = await git().commitFiles({ ...step, author: authorOf(ctx.user) });
      return { result: change, undo: resetTo(change.branch, change.previous, change.sha) };
    }
    case 'git.reset': {
      const change = await git().resetBranch({ branch: step.branch, ref: step.ref });
      return { result: change, undo: resetTo(change.branch, change.previous, change.sha) };
    }
    case 'git.rebase': {
      const change = await git().rebase({
        branch: step.branch,
        onto: step.onto,
        author: authorOf(ctx.user),
      });
      return { result: change, undo: resetTo(change.branch, change.previous, change.sha) };
    }
    case 'git.revert': {
      const change = await git().revert({
        branch: step.branch,
        ref: step.ref,
        author: authorOf(ctx.user),
      });
      return { result: change, undo: resetTo(change.branch, change.previous, change.sha) };
    }
    case 'git.tag': {
      const tag = await git().tag({ name: step.name, ref: step.ref, branch: step.branch });
      return { result: tag, undo: { kind: 'git.deleteTag', name: tag.tag } };
    }
    case 'git.renameBranch': {
      const change = await git().renameBranch({ from: step.from, to: step.to });
      return { result: change, undo: { kind: 'git.renameBranch', from: step.to, to: step.from } };
    }
    case 'git.switchBranch': {
      const change = await git().switchBranch(step.name);
      return { result: change, undo: { kind: 'git.switchBranch', name: change.previous } };
    }
    case 'git.forcePush':
      return { result: await git().forcePush(step.branch) };
    case 'git.pullRequest':
      return { result: await git().createPullRequest(step) };
    case 'git.addCollaborator':
      return { result: await git().addCollaborator(step.user, step.permission) };
    case 'hosting.deploy': {
      const previous = await host.liveDeployId(project.id);
      const deploy = await deployBranch(step.branch, step.context, ctx);
      if (deploy.state === 'error')
        throw new AppError(422, 'deploy_failed', deploy.error ?? 'The deploy failed.');
      const undo: UndoAction | undefined =
        step.context === 'production' && previous
          ? { kind: 'hosting.rollback', deployId: previous }
          : undefined;
      return { result: deploy, undo };
    }
    case 'hosting.rollback': {
      const change = await host.rollback({
        siteId: project.id,
        ...(step.deployId ? { deployId: step.deployId } : {}),
        netlify: netlify(),
      });
      const undo: UndoAction | undefined = change.previousDeployId
        ? { kind: 'hosting.rollback', deployId: change.previousDeployId }
        : undefined;
      return { result: change, undo };
    }
    case 'hosting.setEnv': {
      const { previous } = await host.setEnv({
        siteId: project.id,
        key: step.key,
        value: step.value,
        context: step.context,
        netlify: netlify(),
      });
      const undo: UndoAction = previous
        ? {
            kind: 'hosting.setEnv',
            key: previous.key,
            value: previous.value,
            context: previous.context as 'all',
          }
        : { kind: 'hosting.unsetEnv', key: step.key, context: step.context };
      return { result: { key: step.key, context: step.context }, undo };
    }
    case 'hosting.unsetEnv': {
      const { removed } = await host.unsetEnv({
        siteId: project.id,
        key: step.key,
        context: step.context,
        netlify: netlify(),
      });
      // Several contexts may be removed at once; each comes back as it was.
      const undo = removed.map((e): UndoAction => ({
        kind: 'hosting.setEnv',
        key: e.key,
        value: e.value,
        context: e.context as 'all',
      }));
      return {
        result: { removed: removed.map((e) => ({ key: e.key, context: e.context })) },
        undo,
      };
    }
    case 'hosting.addDomain': {
      await host.addDomain(project.id, step.domain);
      const { domain, status, record } = await host.domainStatus(project.id, step.domain);
      const message =
        status === 'verified'
          ? `${domain} is proven yours and now shows your site.`
          : `To prove ${domain} is yours, add a ${record.type} record named ${record.name} with the value ${record.value} at your domain's DNS provider. Your site answers on ${domain} once we find it; we look every 10 minutes, or choose Check now under Custom domains.`;
      return {
        result: { domain, status, record, message },
        undo: { kind: 'hosting.removeDomain', domain: step.domain },
      };
    }
    case 'hosting.removeDomain':
      await host.removeDomain(project.id, step.domain);
      return {
        result: { domain: step.domain },
        undo: { kind: 'hosting.addDomain', domain: step.domain },
      };
    case 'hosting.deleteSite':
      await host.deleteSite(project.id);
      return { result: { deleted: true } };
    case 'backend.rotateApiSecret':
      await ctx.workspace.rotateApiSecret(project);
      return { result: { rotated: true } };
    case 'auth.setSignInMethod': {
      const before = await workspace.authSettings(project);
      const settings = await workspace.changeAuthSettings(project, {
        [step.method]: step.enabled,
      });
      const undo: UndoAction = {
        kind: 'auth.setSignInMethod',
        method: step.method,
        enabled: before[step.method],
      };
      return { result: { settings }, undo };
    }
    case 'auth.setPasswordMinLength': {
      const before = await workspace.authSettings(project);
      const settings = await workspace.changeAuthSettings(project, {
        passwordMinLength: step.length,
      });
      const undo: UndoAction = {
        kind: 'auth.setPasswordMinLength',
        length: before.passwordMinLength,
      };
      return { result: { settings }, undo };
    }
  }
}

/** Deploys the head of a branch to the project's site; a failed deploy is answered, not thrown. */
async function deployBranch(branch: string, context: DeployContext, ctx: RunContext) {
  const { workspace, project } = ctx;
  const remote = workspace.netlify(project);
  return workspace.host.deploy({
    siteId: project.id,
    repoDir: workspace.repoDir(project.id),
    branch,
    context,
    netlify: remote,
    ...(remote ? { apiSettings: await workspace.apiSettings(project) } : {}),
    ...(ctx.onDeployProgress ? { onProgress: ctx.onDeployProgress } : {}),
  });
}

/**
 * A site change: commits the edited files on the branch, then deploys a preview of it. If the
 * preview fails, the branch goes back to where it was, so a failed run changes nothing.
 */
async function publishSite(
  step: Extract<PlanStep, { kind: `content.${string}` }>,
  ctx: RunContext,
): Promise<StepRun> {
  if (step.kind === 'content.edit')
    throw new AppError(
      422,
      'plan_again',
      'This site change was never found in the files. Plan it again.',
    );
  const git = ctx.workspace.git(ctx.project);
  const change = await git.commitFiles({ ...step, author: authorOf(ctx.user) });
  const deploy = await deployBranch(step.branch, 'deploy-preview', ctx);
  if (deploy.state === 'error') {
    if (change.previous && change.previous !== change.sha)
      await git.resetBranch({ branch: step.branch, ref: change.previous });
    throw new AppError(
      422,
      'deploy_failed',
      `${deploy.error ?? 'The preview could not be built.'} The change was taken back; nothing was changed.`,
    );
  }
  const result: ContentResult = {
    url: deploy.url,
    branch: step.branch,
    commit: change.sha,
    message: step.message,
  };
  return { result, undo: [{ kind: 'git.revert', branch: step.branch, sha: change.sha }] };
}

const resetTo = (branch: string, previous: string | null, sha: string): UndoAction | undefined =>
  previous && previous !== sha ? { kind: 'git.resetBranch', branch, sha: previous } : undefined;
