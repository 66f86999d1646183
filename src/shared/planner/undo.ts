import {
  serviceOfStep,
  type OperationType,
  type PlanDraft,
  type Service,
} from '@shared/contracts/plan';
import { SERVICE_LABEL, operationTypeFor } from './classify';
import type { Workspace } from './workspace';
import { problem, type ClauseResult } from './pieces';

/**
 * "Undo my last change", "put it back how it was", "revert that": the undo of the project's
 * newest change that has run, whichever service it touched, with the undo that change recorded.
 */

const UNDO =
  /^(?:(?:oops|no|wait|hmm|ugh|actually)[,!]?\s+)*(?:(?:i didn'?t mean (?:that|to do that|it)|that was a mistake|that'?s wrong)[,.;]?\s+)?(?:(?:undo|udno|undoo|revert|reverse|roll ?back|take back|cancel|back out)\s+(?:that|this|it|what (?:i|you|we) (?:just )?did|(?:my|the|our) (?:last|latest|previous|most recent) (?:change|edit|action|operation|thing i did|step)|(?:my|the|our) changes?|everything (?:i|you|we) just did|the change(?: i just made)?)|undo|put (?:it|things|everything) back(?: (?:how|the way|as) (?:it|they) (?:was|were)(?: before)?)?|change (?:it|that) back|go back(?: to how it was| to the way it was| to before)?|make it (?:how|like) it was(?: before)?)(?:\s+(?:please|again|now|for me))?$/i;

const EXAMPLES = [
  'Create a tasks table with title and done',
  'Deploy main to production',
  'Create a branch called feature/login',
];

/**
 * Where a change's undo is filed: the service its steps touched (the keyword rules may have filed
 * "set API_URL to ..." under the backend) and its type there.
 */
export function undoFiling(plan: Pick<PlanDraft, 'service' | 'type' | 'instruction' | 'steps'>): {
  service: Service;
  type: OperationType;
} {
  const first = plan.steps[0];
  const service = first ? serviceOfStep(first) : plan.service;
  return service === plan.service
    ? { service, type: plan.type }
    : { service, type: operationTypeFor(service, plan.instruction).type };
}

export function matchUndo(clause: string, ws: Workspace): ClauseResult {
  if (!UNDO.test(clause.trim())) return null;
  const history = ws.after.history;
  if (!history)
    return problem(
      'You asked to undo your last change.',
      "I cannot see this project's past changes from here; use Undo on the change's card in the chat or in History.",
      EXAMPLES,
    );
  const last = history.lastChange;
  if (!last)
    return problem(
      'You asked to undo your last change.',
      'Nothing has run in this project yet (or everything that ran was already undone), so there is nothing to undo. Tell me a change to make instead.',
      EXAMPLES,
    );
  if (last.blocker)
    return problem(
      `You asked to undo your last change, "${last.instruction}".`,
      `That change cannot be undone: ${last.blocker} You can make a new change that puts things the way you want them instead.`,
      EXAMPLES,
    );
  const what = `the undo of "${last.instruction}"`;
  return {
    understood: what,
    service: last.service,
    render: () => [
      {
        service: last.service,
        steps: [{ kind: 'operation.undo', operationId: last.id, service: last.service }],
        commands: last.reverseSql ?? [],
        summary: `This reverses your last change, "${last.instruction}" (${SERVICE_LABEL[last.service]}). ${last.undoWords}`,
        fileAs: {
          service: last.service,
          type: last.type,
          risk: 'medium',
          reason: `Your last change was filed under ${SERVICE_LABEL[last.service]}, so its undo is too.`,
        },
      },
    ],
  };
}
