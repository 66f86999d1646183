import { DEFAULT_TYPE } from './classify';
import type { PlannerContext } from './context';
import type { OperationType, PlanStep } from '@shared/contracts/plan';

/** The type a step files its plan under, for the service it touches (OPERATION_TYPES). */
export function typeOfStep(step: PlanStep, context?: PlannerContext): OperationType {
  switch (step.kind) {
    case 'operation.undo': {
      // An undo is filed where the change it reverses was, as the built-in planner files it (undo.ts).
      const last = context?.history?.lastChange;
      return last?.id === step.operationId ? last.type : DEFAULT_TYPE[step.service];
    }
    case 'sql':
      if (/\bstorage\.(?:buckets|objects)\b/i.test(step.sql)) return 'storage';
      return /^\s*(?:create|alter|drop)\s+policy\b|\brow\s+level\s+security\b/i.test(step.sql)
        ? 'rls'
        : 'schema';
    case 'backend.rotateApiSecret':
    case 'auth.setSignInMethod':
    case 'auth.setPasswordMinLength':
      return 'auth';
    case 'git.merge':
    case 'git.pullRequest':
      return 'merge';
    case 'git.createBranch':
    case 'git.deleteBranch':
    case 'git.reset':
    case 'git.rebase':
    case 'git.switchBranch':
    case 'git.renameBranch':
      return 'branch';
    case 'git.addCollaborator':
      return 'collaboration';
    case 'content.edit':
    case 'content.publish':
      return 'content';
    case 'hosting.setEnv':
    case 'hosting.unsetEnv':
      return 'environment';
    case 'hosting.addDomain':
    case 'hosting.removeDomain':
      return 'domain';
    default:
      return step.kind.startsWith('git.')
        ? 'repository'
        : step.kind.startsWith('hosting.')
          ? 'deploy'
          : step.kind.startsWith('query.')
            ? 'query'
            : 'data';
  }
}
