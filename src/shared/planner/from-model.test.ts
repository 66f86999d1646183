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

  it('may ask instead, in the clarification contract the built-in planner uses', () => {
    const asked = {
      clarification: {
        question: 'Which list do you mean?',
        choices: [
          { label: 'Tasks', instruction: 'show my tasks' },
          { label: 'Profiles', instruction: 'show my profiles' },
        ],
      },
    };
    expect(modelProposal.parse(asked).clarification?.choices).toHaveLength(2);
    const oneChoice = { clarification: { ...asked.clarification, choices: [] } };
    expect(modelProposal.safeParse(oneChoice).success).toBe(false);
  });
});

describe('where a model plan is filed', () => {
  it('follows its steps when they all change another service than the words point to', () => {
    const result = draftFromModel(
      'make the deployed site keep a list of newsletter sign-ups',
      propose([
        {
          kind: 'sql',
          sql: 'create table public.signups (id uuid primary key default gen_random_uuid());',
        },
      ]),
      { context: baselineContext() },
    );
    expect(result).toMatchObject({
      ok: true,
      plan: { service: 'backend', type: 'schema', source: 'model' },
    });
    if (result.ok) expect(result.plan.notes?.[0]).toMatch(/^Relabelled: filed under the backend/);
    expect(
      draftFromModel(
        'tag a release v1.0',
        propose([{ kind: 'git.tag', name: 'v1.0', branch: 'main', ref: 'main' }]),
      ),
    ).toMatchObject({ ok: true, plan: { service: 'git', type: 'repository' } });
  });

  it('files questions and row changes as query and data, as the built-in planner does', () => {
    expect(
      draftFromModel(
        'how many tasks are in the table?',
        propose([{ kind: 'query.select', sql: 'select count(*) from public.tasks' }]),
      ),
    ).toMatchObject({ ok: true, plan: { service: 'backend', type: 'query', risk: 'low' } });
    expect(
      draftFromModel(
        'mark the milk task as done',
        propose([
          {
            kind: 'data.updateWhere',
            table: 'tasks',
            where: [{ column: 'title', op: 'contains', value: 'milk' }],
            values: { done: true },
          },
        ]),
      ),
    ).toMatchObject({ ok: true, plan: { service: 'backend', type: 'data' } });
  });

  it('files turning row level security off as rls, as the built-in planner does', () => {
    expect(
      draftFromModel(
        'turn off rls on profiles',
        propose([{ kind: 'sql', sql: 'alter table public.profiles disable row level security;' }]),
        { deterministic: planOk('turn off rls on profiles', baselineContext()) },
      ),
    ).toMatchObject({ ok: true, plan: { service: 'backend', type: 'rls', risk: 'high' } });
  });

  it('files an undo where the change it reverses was, keeping the risk its words carry', () => {
    const context = baselineContext();
    const id = '5f0c7d8e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
    context.history = {
      lastChange: {
        id,
        service: 'hosting',
        type: 'domain',
        instruction: 'add the domain shop.example.com',
        undoWords: 'Undo removes the domain.',
      },
    };
    const result = draftFromModel(
      'change it back',
      propose([{ kind: 'operation.undo', operationId: id, service: 'hosting' }]),
      { context },
    );
    expect(result).toMatchObject({
      ok: true,
      plan: { service: 'hosting', type: 'domain', risk: 'medium' },
    });
  });

  it('is refused when its steps span services, in words the founder can act on', () => {
    const result = draftFromModel(
      'get the launch ready',
      propose([
        { kind: 'sql', sql: 'create table public.launches (id uuid primary key);' },
        { kind: 'hosting.deploy', branch: 'main', context: 'production' },
      ]),
    );
    expect(result).toEqual({
      ok: false,
      reason: 'it mixes database and hosting steps',
      refusal:
        "The AI model's plan mixes database and hosting steps, which run separately: ask for one at a time.",
    });
  });

  it('keeps the service the founder picked: steps for another one are refused', () => {
    expect(
      draftFromModel(
        'get the launch ready',
        propose([{ kind: 'hosting.deploy', branch: 'main', context: 'production' }]),
        { service: 'backend' },
      ),
    ).toMatchObject({ ok: false, reason: expect.stringMatching(/you chose the backend/) });
  });
});
