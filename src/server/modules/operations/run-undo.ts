import { AppError } from '../../lib/errors';
import { undoRowChange } from '../../services/project-db/row-changes';
import { authorOf, type RunContext } from './run-steps';
import type { UndoAction } from './undo-actions';

/** Reverses an executed operation, last change first. */
export async function runUndo(actions: readonly UndoAction[], ctx: RunContext): Promise<void> {
  const { workspace, project } = ctx;
  const host = workspace.host;
  const netlify = workspace.netlify(project);
  for (const action of [...actions].reverse()) {
    switch (action.kind) {
      case 'sql': {
        const db = await workspace.database(project);
        const outcome = await db.execute(action.sql);
        if (!outcome.ok)
          throw new AppError(
            422,
            'undo_failed',
            `The change could not be undone: ${outcome.error}`,
          );
        break;
      }
      case 'git.deleteBranch':
        await workspace.git(project).deleteBranch(action.name);
        break;
      case 'git.restoreBranch':
        await workspace.git(project).restoreBranch({ name: action.name, sha: action.sha });
        break;
      case 'git.resetBranch':
        await workspace.git(project).resetBranch({ branch: action.branch, ref: action.sha });
        break;
      case 'git.revert':
        await workspace
          .git(project)
          .revert({ branch: action.branch, ref: action.sha, author: authorOf(ctx.user) });
        break;
      case 'git.deleteTag':
        await workspace.git(project).deleteTag(action.name);
        break;
      case 'git.renameBranch':
        await workspace.git(project).renameBranch({ from: action.from, to: action.to });
        break;
      case 'git.switchBranch':
        await workspace.git(project).switchBranch(action.name);
        break;
      case 'hosting.rollback':
        await host.rollback({ siteId: project.id, deployId: action.deployId, netlify });
        break;
      case 'hosting.setEnv':
        await host.setEnv({
          siteId: project.id,
          key: action.key,
          value: action.value,
          context: action.context,
          netlify,
        });
        break;
      case 'hosting.unsetEnv':
        await host.unsetEnv({
          siteId: project.id,
          key: action.key,
          context: action.context,
          netlify,
        });
        break;
      case 'hosting.addDomain':
        await host.addDomain(project.id, action.domain);
        break;
      case 'hosting.removeDomain':
        await host.removeDomain(project.id, action.domain);
        break;
      case 'auth.setSignInMethod':
        await workspace.changeAuthSettings(project, { [action.method]: action.enabled });
        break;
      case 'auth.setPasswordMinLength':
        await workspace.changeAuthSettings(project, { passwordMinLength: action.length });
        break;
      case 'data.deleteRows':
      case 'data.insertRows':
      case 'data.updateRows':
        await undoRowChange(await workspace.database(project), action);
        break;
    }
  }
}
