// `npm run eval:planner -- --model`: the corpus through the model path. The fake OpenAI-compatible
// server answers each instruction with the built-in planner's own plan for it (steps and words, in
// the documented response shape), so the same expectations check the contracts the model path gives.
import {
  OPERATION_TYPES,
  risk,
  type Plan,
  type PlanStep,
  type Risk,
  type Service,
} from '@shared/contracts/plan';
import { startFakeLlm } from '../fakes/llm/llm-fake';
import type { TestApp } from '../support/test-app';
import type { CorpusCase } from './expect';

/** A case only the model path has: the fake answers `answer` instead of the built-in plan. */
export interface ModelCase extends CorpusCase {
  answer: PlanStep[];
  /** The error code a refusal must carry. */
  code?: string;
  /** Words the stored plan's notes must contain. */
  note?: string;
  source?: Plan['source'];
}

const SIGNUPS: PlanStep[] = [
  {
    kind: 'sql',
    sql: 'create table public.signups (id uuid primary key default gen_random_uuid(), email text not null, created_at timestamptz not null default now(), user_id uuid not null default auth.uid() references auth.users(id) on delete cascade);',
  },
  { kind: 'sql', sql: 'alter table public.signups enable row level security;' },
  {
    kind: 'sql',
    sql: 'create policy "Owners see their sign-ups" on public.signups for select to authenticated using ((select auth.uid()) = user_id);',
  },
];
const RISKS = risk.options;
const DEPLOY: PlanStep = { kind: 'hosting.deploy', branch: 'main', context: 'production' };

/** Answers that are mislabelled or mixed on purpose: relabelled and run, or refused clearly. */
export const MODEL_CASES: ModelCase[] = [
  {
    id: 'model-001',
    family: 'model-labels',
    instruction: 'make the deployed site keep a list of newsletter sign-ups',
    answer: SIGNUPS,
    expected: { service: 'backend', type: 'schema', risk: 'low' },
    expect: { tables: { signups: { columns: { email: 'text' }, rls: true } } },
    note: 'Relabelled: filed under the backend',
    source: 'model',
  },
  {
    id: 'model-002',
    family: 'model-labels',
    instruction: 'write down our launch notes somewhere safe',
    answer: [
      {
        kind: 'git.commitFiles',
        branch: 'main',
        message: 'Add launch notes',
        files: [{ path: 'LAUNCH.md', content: '# Launch\n' }],
      },
    ],
    expected: { service: 'git', type: 'repository', risk: 'low' },
    expect: { files: { main: { present: ['LAUNCH.md'] } } },
    note: 'Relabelled: filed under version control',
    source: 'model',
  },
  {
    id: 'model-003',
    family: 'model-labels',
    instruction: 'ship what is on the main branch to the world',
    answer: [DEPLOY],
    expected: { service: 'hosting', type: 'deploy', risk: 'medium' },
    expect: { deploys: { live: { branch: 'main', context: 'production' } } },
    note: 'Relabelled: filed under hosting',
    source: 'model',
  },
  {
    id: 'model-004',
    family: 'model-labels',
    instruction: 'get everything ready for the big launch',
    answer: [...SIGNUPS, DEPLOY],
    expected: { ok: false },
    code: 'mixed_plan',
  },
  {
    id: 'model-005',
    family: 'model-labels',
    instruction: 'create a branch called launch',
    answer: [{ kind: 'git.createBranch', name: 'launch', from: 'main' }, DEPLOY],
    expected: { service: 'git', type: 'branch', risk: 'low' },
    expect: { branches: ['launch'] },
    note: 'it mixes repository and hosting steps',
    source: 'deterministic',
  },
];

/**
 * The fake model, taught before each plan request: what the built-in rules plan for the
 * instruction on the project as it is now, or `answer` when a case gives one.
 */
export async function startModelMode() {
  const llm = await startFakeLlm();
  return {
    env: { LLM_BASE_URL: llm.url, LLM_API_KEY: llm.apiKey, LLM_MODEL: 'eval-fake' },
    close: () => llm.close(),
    async teach(
      t: TestApp,
      cookie: string,
      projectId: string,
      body: { instruction: string; service: NonNullable<CorpusCase['service']> },
      answer?: PlanStep[],
    ) {
      const session = await t.request({ method: 'GET', url: '/api/auth/session', cookie });
      const planned = await t.app.services.operations.builtInPlan(
        session.json().user,
        projectId,
        body,
      );
      const content = answer
        ? { explanation: 'The fake model answers this case as it was told to.', steps: answer }
        : planned.ok
          ? {
              explanation: planned.plan.explanation,
              warnings: planned.plan.warnings,
              commands: planned.plan.commands,
              steps: planned.plan.steps,
            }
          : planned.clarification
            ? { clarification: planned.clarification }
            : // A model with nothing to propose: an answer outside the plan format.
              { explanation: 'I cannot plan that.' };
      llm.answer = { status: 200, content: JSON.stringify(content) };
      return planned;
    },
  };
}

/**
 * The classification the model path must give: the case's, except that a built-in plan whose
 * steps all change another service than its label is relabelled to the steps' service.
 */
export function modelClassificationProblems(
  c: CorpusCase,
  plan: Plan,
  stepsService: Service,
): string[] {
  const expected = c.expected as { risk: Risk };
  const types: readonly string[] = OPERATION_TYPES[stepsService];
  const problems: string[] = [];
  // The steps' service's own keyword rules may raise the risk; the words' risk is never lowered.
  const risky = RISKS.indexOf(plan.risk) >= RISKS.indexOf(expected.risk);
  if (plan.service !== stepsService || !types.includes(plan.type) || !risky)
    problems.push(
      `relabelled as ${plan.service}/${plan.type}/${plan.risk}, expected ${stepsService}/<a ${stepsService} type>/${expected.risk} or higher`,
    );
  if (!plan.notes?.some((n) => n.startsWith('Relabelled:')))
    problems.push('a relabelled plan must say so in its notes');
  return problems;
}
