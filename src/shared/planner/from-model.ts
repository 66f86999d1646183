import { z } from 'zod';
import { planStep, type PlanDraft, type ServiceChoice } from '@shared/contracts/plan';
import { classify } from './classify';
import type { PlannerContext } from './context';
import { higher, raisesOf } from './risk';
import { normalizeInstruction } from './text';

/**
 * A plan proposed by an AI model, checked like the planner's own: the model only proposes steps
 * and words; classification and risk come from the same rules as every other plan, and a
 * proposal that destroys something the instruction did not ask to destroy is refused.
 */

/** What the model must answer with: typed steps from the plan contract, and plain words. */
export const modelProposal = z.object({
  explanation: z.string().trim().min(1).max(4000),
  warnings: z.array(z.string().max(500)).max(20).default([]),
  commands: z.array(z.string().max(4000)).max(50).default([]),
  steps: z.array(planStep).min(1).max(50),
});
export type ModelProposal = z.infer<typeof modelProposal>;

export type ModelDraftResult = { ok: true; plan: PlanDraft } | { ok: false; reason: string };

const CREATE_TABLE = /^\s*create\s+table\s+(?:if\s+not\s+exists\s+)?(?:public\.)?"?([\w$]+)"?/i;

export interface ModelDraftOptions {
  service?: ServiceChoice;
  context?: PlannerContext;
  /** The built-in planner's plan for the same instruction, when it understood it. */
  deterministic?: PlanDraft;
}

export function draftFromModel(
  instruction: string,
  proposal: ModelProposal,
  options: ModelDraftOptions = {},
): ModelDraftResult {
  const classification = classify(normalizeInstruction(instruction), options.service ?? 'auto');
  const created = new Set(
    proposal.steps.flatMap((s) => (s.kind === 'sql' ? (CREATE_TABLE.exec(s.sql)?.[1] ?? []) : [])),
  );
  const empty = new Set(
    (options.context?.database?.tables ?? []).filter((t) => t.rowCount === 0).map((t) => t.name),
  );
  const raises = raisesOf(
    proposal.steps,
    created,
    empty,
    options.context?.git?.defaultBranch ?? 'main',
  );
  const stepsRisk = raises.reduce((acc, r) => higher(acc, r.risk), 'low' as PlanDraft['risk']);
  // Destroying something needs words that ask for it (delete, drop, remove...) or a built-in plan
  // that does it too; a model never destroys what the founder did not ask to destroy.
  const asked = higher(classification.risk.risk, options.deterministic?.risk ?? 'low');
  if (stepsRisk === 'high' && asked !== 'high') {
    const why = raises.filter((r) => r.risk === 'high').map((r) => r.reason);
    return {
      ok: false,
      reason: `it would destroy something you did not ask to (${why.join(' ')})`,
    };
  }
  const sql = proposal.steps.flatMap((s) => (s.kind === 'sql' ? [s.sql] : []));
  const plan: PlanDraft = {
    service: classification.service.service,
    type: classification.type.type,
    risk: higher(classification.risk.risk, stepsRisk),
    riskReasons: [...new Set([...classification.risk.reasons, ...raises.map((r) => r.reason)])],
    instruction: instruction.trim(),
    explanation: proposal.explanation,
    warnings: proposal.warnings,
    commands: proposal.commands.length ? proposal.commands : sql,
    steps: proposal.steps,
    source: 'model',
    notes: [
      classification.service.reason,
      'Written by the AI model, then checked like every plan: its steps, its SQL and a dry run.',
    ],
    ...(sql.length ? { code: sql.join('\n\n') } : {}),
  };
  return { ok: true, plan };
}
