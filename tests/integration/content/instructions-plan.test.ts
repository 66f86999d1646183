import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planById } from '@shared/constants/plans';
import type { Plan } from '@shared/contracts/plan';
import {
  suggestedInstructions,
  type ProjectFacts,
} from '@client/features/studio/suggested-instructions';
import { instructionSequences } from '../../support/content-instructions';
import { studioRequests } from '../../support/operations';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

/**
 * Every instruction the help library and the studio show a founder, sent as the studio sends it to
 * a real project, in the order the text gives them: it must plan (no 422, no question) with the
 * service and type it describes, rehearse cleanly and run. The predicted outcome is checked by
 * tests/unit/content-instructions.test.ts.
 */
let t: TestApp;
let cookie: string;
let projectId = '';
const studio = studioRequests(() => ({ t, cookie, projectId }));

beforeAll(async () => {
  // One project per sequence; the plan limit is not what this measures.
  t = await createTestApp({}, { entitlements: { planFor: async () => planById('pro') } });
  ({ cookie } = await signUpUser(t));
});
afterAll(() => t.close());

/** Plans and runs an instruction; the failure says which instruction and why. */
async function planAndRun(instruction: string): Promise<Plan> {
  const planned = await studio.plan(instruction);
  expect(planned.statusCode, `"${instruction}" did not plan: ${planned.body}`).toBe(201);
  const plan = planned.json().plan as Plan;
  if (plan.steps.some((s) => s.kind === 'sql'))
    expect(plan.dryRun?.ok, `"${instruction}" failed its rehearsal: ${plan.dryRun?.error}`).toBe(
      true,
    );
  const ran = await studio.execute(plan.id, true);
  expect(ran.json().ok, `"${instruction}" did not run: ${ran.body}`).toBe(true);
  return plan;
}

describe('instructions shown to founders, on a real project', () => {
  it.each(instructionSequences.map((s) => [s.name, s] as const))(
    '%s',
    async (name, sequence) => {
      projectId = (await createProject(t, cookie, { name: `Content ${name}`.slice(0, 60) })).id;
      try {
        for (const step of sequence.steps) {
          for (const given of step.given ?? []) await planAndRun(given);
          const plan = await planAndRun(step.instruction);
          expect({ service: plan.service, type: plan.type }, step.instruction).toEqual({
            service: step.plans.service,
            type: step.plans.type,
          });
        }
      } finally {
        await t.request({ method: 'DELETE', url: `/api/projects/${projectId}`, cookie });
      }
    },
    120_000,
  );
});

/** What the studio's Suggested next steps read: the project's tables, branches and deploys. */
async function projectFacts(): Promise<ProjectFacts> {
  const get = async (path: string) =>
    (await t.request({ method: 'GET', url: `/api/projects/${projectId}/${path}`, cookie })).json();
  const branches = await get('git/branches');
  return {
    tables: (await get('database/schema')).tables,
    branches: {
      current: branches.current,
      names: branches.branches.map((b: { name: string }) => b.name),
    },
    deploys: (await get('deploys')).deploys,
  };
}

describe("the studio's suggested next steps, on a real project", () => {
  it('plan and run for each service as the project grows, each with the service it is shown under', async () => {
    projectId = (await createProject(t, cookie, { name: 'Suggested steps' })).id;
    const said: string[] = [];
    try {
      // A new project; then the tables, branch and deploy the first round made; then a table left open.
      for (const stage of [[], [], ['turn off row level security on tasks']]) {
        for (const instruction of stage) await planAndRun(instruction);
        for (const suggestion of suggestedInstructions(await projectFacts())) {
          const plan = await planAndRun(suggestion.instruction);
          expect(plan.service, suggestion.instruction).toBe(suggestion.service);
          said.push(suggestion.instruction);
        }
      }
    } finally {
      await t.request({ method: 'DELETE', url: `/api/projects/${projectId}`, cookie });
    }
    expect(said).toEqual([
      'create a table called tasks with a title and a done checkbox',
      'create a branch called redesign from main',
      'deploy main to production',
      'give tasks a due date',
      'merge redesign into main',
      'deploy main to production',
      'each user should only see their own tasks',
      'merge redesign into main',
      'deploy main to production',
    ]);
  }, 120_000);
});
