import { z } from 'zod';
import {
  clarification,
  planStep,
  serviceOfStep,
  type PlanDraft,
  type PlanStep,
  type Service,
  type ServiceChoice,
} from '@shared/contracts/plan';
import { SERVICE_LABEL, classify } from './classify';
import type { PlannerContext } from './context';
import { listWords } from './names';
import { higher, raisesOf } from './risk';
import { typeOfStep } from './step-types';
import { normalizeInstruction } from './text';

/**
 * A plan proposed by an AI model, checked like the planner's own: the model only proposes steps
 * and words; classification and risk come from the same rules as every other plan, and a
 * proposal that destroys something the instruction did not ask to destroy is refused.
 */

/** What the model must answer with: typed steps from the plan contract and plain words, or a question. */
export const modelProposal = z
  .object({
    explanation: z.string().trim().max(4000).default(''),
    warnings: z.array(z.string().max(500)).max(20).default([]),
    commands: z.array(z.string().max(4000)).max(50).default([]),
    steps: z.array(planStep).max(50).default([]),
    /** When the instruction has several readings: the same question the built-in planner asks. */
    clarification: clarification.optional(),
  })
  .refine((p) => p.clarification || (p.steps.length > 0 && p.explanation.length > 0), {
    message: 'give steps with an explanation, or a clarification',
    path: ['steps'],
  });
export type ModelProposal = z.infer<typeof modelProposal>;

export type ModelDraftResult =
  | { ok: true; plan: PlanDraft }
  /** `refusal`: what the founder is told when the steps span services that run separately. */
  | { ok: false; reason: string; refusal?: string };

const CREATE_TABLE = /^\s*create\s+table\s+(?:if\s+not\s+exists\s+)?(?:public\.)?"?([\w$]+)"?/i;

const RLS_OFF = /\bdisable\s+row\s+level\s+security\b/i;

/** The words for a service's steps in a refusal: "database and hosting steps". */
const STEP_WORDS: Record<Service, string> = {
  backend: 'database',
  git: 'repository',
  hosting: 'hosting',
};

/**
 * Where the model's steps belong: their one service, or every service they span. Questions, row
 * changes, site changes, undos and turning row level security off file as the built-in planner's.
 */
function filingOfSteps(steps: readonly PlanStep[], context?: PlannerContext) {
  const first = steps[0] as PlanStep;
  const type = typeOfStep(first, context);
  // Turning row level security off is filed as rls whatever the words, as rls-off.ts files it.
  const rlsOff = steps.some((s) => s.kind === 'sql' && RLS_OFF.test(s.sql));
  return {
    services: [...new Set(steps.map(serviceOfStep))],
    type: rlsOff ? 'rls' : type,
    fixedType:
      rlsOff ||
      ['query', 'data', 'content'].includes(type) ||
      first.kind === 'operation.undo' ||
      first.kind.startsWith('auth.'),
  };
}

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
  if (proposal.steps.length === 0) return { ok: false, reason: 'it proposed no steps' };
  const text = normalizeInstruction(instruction);
  const choice = options.service ?? 'auto';
  const filing = filingOfSteps(proposal.steps, options.context);
  const [stepsService, ...others] = filing.services as [Service, ...Service[]];
  if (others.length > 0) {
    const words = listWords(filing.services.map((s) => STEP_WORDS[s]));
    return {
      ok: false,
      reason: `it mixes ${words} steps`,
      refusal: `The AI model's plan mixes ${words} steps, which run separately: ask for one at a time.`,
    };
  }
  const labelled = classify(text, choice);
  const relabel = labelled.service.service !== stepsService;
  // A service the founder picked is kept: steps for another one are refused, as the planner refuses them.
  if (relabel && choice !== 'auto')
    return {
      ok: false,
      reason: `you chose ${SERVICE_LABEL[choice]}, but its steps are for ${SERVICE_LABEL[stepsService]}`,
    };
  // The steps decide where the plan is filed, so it is checked and fingerprinted where it acts.
  const classification = relabel ? classify(text, stepsService) : labelled;
  const created = new Set(
    proposal.steps.flatMap((s) => (s.kind === 'sql' ? (CREATE_TABLE.exec(s.sql)?.[1] ?? []) : [])),
  );
  // New tables that no type word names are a schema change, as app-sentences.ts files an app's.
  const wordsType =
    created.size > 0 && !classification.type.keyword ? 'schema' : classification.type.type;
  const type = relabel || filing.fixedType ? filing.type : wordsType;
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
  // Filed elsewhere, the words still count: their risk under either service is kept. A site
  // change is low as site-content.ts files it: "the main heading" names no branch.
  const site = filing.type === 'content';
  const wordsReasons = site ? [] : [...labelled.risk.reasons, ...classification.risk.reasons];
  const wordsRisk = site ? 'low' : higher(labelled.risk.risk, classification.risk.risk);
  const asked = higher(wordsRisk, options.deterministic?.risk ?? 'low');
  if (stepsRisk === 'high' && asked !== 'high') {
    const why = raises.filter((r) => r.risk === 'high').map((r) => r.reason);
    return {
      ok: false,
      reason: `it would destroy something you did not ask to (${why.join(' ')})`,
    };
  }
  const sql = proposal.steps.flatMap((s) => (s.kind === 'sql' ? [s.sql] : []));
  const plan: PlanDraft = {
    service: stepsService,
    type,
    risk: higher(wordsRisk, stepsRisk),
    riskReasons: [...new Set([...wordsReasons, ...raises.map((r) => r.reason)])],
    instruction: instruction.trim(),
    explanation: proposal.explanation,
    warnings: proposal.warnings,
    commands: proposal.commands.length ? proposal.commands : sql,
    steps: proposal.steps,
    source: 'model',
    notes: [
      relabel
        ? `Relabelled: filed under ${SERVICE_LABEL[stepsService]} because every step the AI model wrote changes it; the words alone pointed to ${SERVICE_LABEL[labelled.service.service]}.`
        : classification.service.reason,
      'Written by the AI model, then checked like every plan: its steps, its SQL and a dry run.',
    ],
    ...(sql.length ? { code: sql.join('\n\n') } : {}),
  };
  return { ok: true, plan };
}
