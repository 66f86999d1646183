import { describe, expect, it } from 'vitest';
import { draftFromModel, modelProposal } from '@shared/planner';
import { baselineContext } from '../../../tests/planner/baseline-context';
import { planOk } from '../../../tests/planner/helpers';

const propose = (steps: unknown[]) =>
  modelProposal.parse({ explanation: 'What the model says it does.', steps });

describe('plans proposed by a model', () => {
  it('are classified by the same keyword rules, with the risk their steps carry', () => {
    const result = draftFromModel(
      'rename the title column of tasks to name',
      propose([{ kind: 'sql', sql: 'alter table public.tasks rename column title to name;' }]),
      { context: baselineContext() },
    );
    expect(result).toMatchObject({
      ok: true,
      plan: { service: 'backend', type: 'schema', risk: 'medium', source: 'model' },
    });
    if (result.ok) expect(result.plan.riskReasons.join(' ')).toMatch(/renames something in tasks/);
  });

  it('count tables the steps create as empty, so requiring a column there stays low risk', () => {
    const result = draftFromModel(
      'create a tasks table',
      propose([
        { kind: 'sql', sql: 'create table public.tasks (id uuid primary key);' },
        { kind: 'sql', sql: 'alter table public.tasks add column title text not null;' },
      ]),
    );
    expect(result).toMatchObject({ ok: true, plan: { risk: 'low' } });
  });

  it('are refused when they would destroy something the instruction did not ask to', () => {
    expect(
      draftFromModel(
        'add a notes column to tasks',
        propose([{ kind: 'sql', sql: 'drop table public.tasks;' }]),
      ),
    ).toMatchObject({
      ok: false,
      reason: expect.stringMatching(
        /destroy something you did not ask to .*deletes the table tasks/,
      ),
    });
    expect(
      draftFromModel(
        'create a branch called x',
        propose([{ kind: 'git.deleteBranch', name: 'main' }]),
      ),
    ).toMatchObject({ ok: false });
  });

  it('may be as risky as the built-in plan for the same instruction', () => {
    const deterministic = planOk(
      'merge main into feature/login',
      (() => {
        const context = baselineContext();
        context.git?.branches.push({ name: 'feature/login', sha: 'b'.repeat(40) });
        return context;
      })(),
    );
    const result = draftFromModel(
      'merge main into feature/login',
      propose([{ kind: 'git.merge', source: 'main', target: 'feature/login' }]),
      { deterministic },
    );
    expect(result).toMatchObject({ ok: true, plan: { risk: 'medium' } });
  });

  it('only in the plan format: unknown steps and empty plans are rejected', () => {
    expect(
      modelProposal.safeParse({ explanation: 'x', steps: [{ kind: 'shell', command: 'rm -rf /' }] })
        .success,
    ).toBe(false);
    expect(modelProposal.safeParse({ explanation: 'x', steps: [] }).success).toBe(false);
  });
});
