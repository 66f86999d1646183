import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planById } from '@shared/constants/plans';
import type { Plan } from '@shared/contracts/plan';
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
