import type { PlanStep } from '@shared/contracts/plan';
import type { AuthSetting } from '@shared/contracts/project-auth';
import type { RowUndo } from '../../services/project-db/row-changes';

/** What running an operation recorded so that it can be reversed; run last step first. */
export type UndoAction =
  | { kind: 'sql'; sql: string[] }
  | { kind: 'git.deleteBranch'; name: string }
  | { kind: 'git.restoreBranch'; name: string; sha: string }
  | { kind: 'git.resetBranch'; branch: string; sha: string }
  /** A new commit that takes back `sha`'s changes, so the history keeps both. */
  | { kind: 'git.revert'; branch: string; sha: string }
  | { kind: 'git.deleteTag'; name: string }
  | { kind: 'git.switchBranch'; name: string }
  | { kind: 'git.renameBranch'; from: string; to: string }
  | { kind: 'hosting.rollback'; deployId: string }
  | {
      kind: 'hosting.setEnv';
      key: string;
      value: string;
      context: 'production' | 'deploy-preview' | 'all';
    }
  | { kind: 'hosting.unsetEnv'; key: string; context: 'production' | 'deploy-preview' | 'all' }
  | { kind: 'hosting.addDomain'; domain: string }
  | { kind: 'hosting.removeDomain'; domain: string }
  | { kind: 'auth.setSignInMethod'; method: AuthSetting; enabled: boolean }
  | { kind: 'auth.setPasswordMinLength'; length: number }
  | RowUndo;

/** Why a step cannot be undone, or null when running it records its own undo. */
export function undoBlocker(step: PlanStep): string | null {
  switch (step.kind) {
    case 'git.pullRequest':
      return 'A pull request opened on GitHub has to be closed there.';
    case 'git.forcePush':
      return 'What GitHub had on the branch before is replaced there and cannot be brought back from here.';
    case 'git.addCollaborator':
      return 'A collaborator added on GitHub has to be removed there.';
    case 'backend.rotateApiSecret':
      return 'An old API secret is never brought back: the keys it signed may have leaked.';
    case 'hosting.deleteSite':
      return 'A deleted site and its deploys cannot be brought back.';
    case 'query.select':
    case 'query.state':
      return 'A question changes nothing, so there is nothing to undo.';
    case 'operation.undo':
      return 'An undo is not undone in turn: ask for the change again to make it once more.';
    case 'hosting.deploy':
      return step.context === 'production'
        ? null
        : 'A preview deploy does not change the live site, so there is nothing to undo.';
    default:
      return null;
  }
}

export const UNDO_DESCRIPTIONS: Partial<Record<PlanStep['kind'], string>> = {
  'git.createBranch': 'deletes the new branch',
  'git.deleteBranch': 'puts the branch back where it was',
  'git.merge': 'moves the target branch back to where it was before the merge',
  'git.commitFiles': 'moves the branch back to the commit before',
  'git.reset': 'moves the branch back to where it was',
  'git.rebase': 'moves the branch back to where it was',
  'git.revert': 'moves the branch back to the commit before the revert',
  'git.tag': 'removes the tag again',
  'git.switchBranch': 'makes the branch you worked on before the working branch again',
  'git.renameBranch': 'gives the branch its old name back',
  'content.publish': 'puts the site files back as they were with a new commit',
  'hosting.deploy': 'publishes the deploy that was live before',
  'hosting.rollback': 'publishes the deploy that was live before the rollback',
  'hosting.setEnv': 'puts the previous value back',
  'hosting.unsetEnv': 'puts the removed variables back',
  'hosting.addDomain': 'removes the domain again',
  'hosting.removeDomain': 'adds the domain back',
  'data.insertRows': 'deletes the added rows',
  'data.updateRows': 'puts the previous values back',
  'data.deleteRows': 'puts the deleted rows back',
  'auth.setSignInMethod': 'puts the sign-in setting back as it was',
  'auth.setPasswordMinLength': 'puts the minimum password length back as it was',
};
