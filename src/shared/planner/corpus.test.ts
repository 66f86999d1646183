import { beforeAll, describe, expect, it } from 'vitest';
import { loadModule, parseSync } from 'libpg-query';
import { notUnderstood, planDraft } from '@shared/contracts/plan';
import corpusFile from '../../../tests/planner/corpus.json';
import { checkExpect, type CorpusCase } from '../../../tests/planner/expect';
import { runCase } from '../../../tests/planner/predict';
import { contextAfter } from '../../../tests/planner/helpers';
import { planInstruction } from './index';

/** Every corpus instruction through the planner: classification, steps, contract, SQL, outcome. */
const cases = corpusFile.cases as CorpusCase[];

beforeAll(async () => {
  await loadModule();
});

describe('planner corpus', () => {
  it('holds at least 150 cases, each with a unique id', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });

  it('names the family of every case, so the eval can report per family', () => {
    expect(cases.filter((c) => !/^[a-z][a-z-]+$/.test(c.family ?? '')).map((c) => c.id)).toEqual(
      [],
    );
  });

  it.each(cases.map((c) => [c.id, c] as const))('%s', (_, testCase) => {
    if ('ask' in testCase.expected) {
      const result = planInstruction(testCase.instruction, {
        context: contextAfter(...(testCase.setup ?? [])),
      });
      // A named row that several rows match is asked about by the server, which sees the rows.
      const named =
        result.ok && result.plan.steps.some((s) => s.kind === 'data.updateWhere' && s.one);
      const asked =
        !result.ok && (testCase.expected.ask === 'action' ? result.action : result.clarification);
      expect(named || Boolean(asked), JSON.stringify(result)).toBe(true);
      return;
    }
    const run = runCase(testCase);
    if ('ok' in testCase.expected) {
      expect(run.ok, 'the instruction should be refused').toBe(false);
      if (run.ok) return;
      expect(run.setupFailed, run.reason).toBe(false);
      // The refusal of this very instruction, after its setup, keeps the contract the client reads...
      expect(notUnderstood.safeParse(run.notUnderstood).error).toBeUndefined();
      // ...and its message says why in words of its own (the understood line alone is not a reason).
      expect(run.notUnderstood?.message.trim()).toMatch(/[a-z]{3,}/i);
      return;
    }
    if (!run.ok) throw new Error(run.reason);
    const { plan, snapshot } = run;
    expect({ service: plan.service, type: plan.type, risk: plan.risk }).toEqual(testCase.expected);
    expect(plan.steps.length).toBeGreaterThan(0);
    expect(planDraft.safeParse(plan).error).toBeUndefined();
    for (const step of plan.steps)
      if (step.kind === 'sql') expect(() => parseSync(step.sql), step.sql).not.toThrow();
    if (plan.risk !== 'low') expect(plan.riskReasons.length).toBeGreaterThan(0);
    expect(checkExpect(testCase.expect ?? {}, snapshot)).toEqual([]);
  });
});
