import type { PlanDraft } from '@shared/contracts/plan';
import type { TestApp } from './test-app';

/** A hand-written plan stored as an operation (the engine runs typed steps, whoever wrote them). */
export function draft(
  partial: Pick<PlanDraft, 'service' | 'type' | 'steps'> & Partial<PlanDraft>,
): PlanDraft {
  return {
    risk: 'low',
    riskReasons: [],
    instruction: 'hand-written steps',
    explanation: 'Steps written by a test.',
    warnings: [],
    commands: [],
    source: 'deterministic',
    ...partial,
  };
}

export async function sessionUser(t: TestApp, cookie: string) {
  return (await t.request({ method: 'GET', url: '/api/auth/session', cookie })).json().user;
}

/** Stores the plan for the signed-in user and runs it through the HTTP API. */
export async function runDraft(
  t: TestApp,
  cookie: string,
  projectId: string,
  plan: PlanDraft,
  confirm = false,
) {
  const op = await t.app.services.operations.prepare(await sessionUser(t, cookie), projectId, plan);
  return t.request({
    method: 'POST',
    url: `/api/projects/${projectId}/operations/${op.id}/execute`,
    cookie,
    payload: confirm ? { confirm: true } : {},
  });
}

/** Plan and execute as the studio sends them; `current` is read per call, after beforeAll set it. */
export const studioRequests = (
  current: () => { t: TestApp; cookie: string; projectId: string },
) => ({
  plan: (instruction: string) => {
    const { t, cookie, projectId } = current();
    return t.request({
      method: 'POST',
      url: `/api/projects/${projectId}/plans`,
      cookie,
      payload: { instruction },
    });
  },
  execute: (opId: string, confirm = false) => {
    const { t, cookie, projectId } = current();
    return t.request({
      method: 'POST',
      url: `/api/projects/${projectId}/operations/${opId}/execute`,
      cookie,
      payload: confirm ? { confirm } : {},
    });
  },
});
