import { describe, expect, it } from 'vitest';
import type { PlannerContext } from './context';
import { contextAfter, planOk, refused } from '../../../tests/planner/helpers';
import { baselineContext } from '../../../tests/planner/baseline-context';
import { asksToUndo, undoFiling } from './undo';
import { planInstruction } from './index';

const ID = '7d3c1f4e-2b1a-4c5d-9e8f-0a1b2c3d4e5f';
const after = (change: Partial<NonNullable<PlannerContext['history']>['lastChange']> | null) => ({
  ...baselineContext(),
  history: {
    lastChange: change && {
      id: ID,
      service: 'git' as const,
      type: 'branch' as const,
      instruction: 'create a branch called feature/x',
      undoWords: 'Undo deletes the new branch.',
      ...change,
    },
  },
});

describe('undo in plain words', () => {
  it.each([
    'undo my last change',
    'Undo my last change please',
    'put it back how it was',
    'revert that',
    'revert my last change',
    'UNDO MY LAST CHANGE',
    'udno my last change',
    'oops, undo that',
    'go back to how it was',
    'take back what I just did',
    'undo',
  ])('%s plans the undo of the last change, filed under its service', (instruction) => {
    const plan = planOk(instruction, after({}));
    expect(plan).toMatchObject({ service: 'git', type: 'branch', risk: 'medium' });
    expect(plan.steps).toEqual([{ kind: 'operation.undo', operationId: ID, service: 'git' }]);
    expect(plan.explanation).toBe(
      'This reverses your last change, "create a branch called feature/x" (version control (git)). Undo deletes the new branch.',
    );
    expect(plan.riskReasons).toEqual(['It reverses a change that has already run.']);
  });

  it('shows the SQL a database undo runs', () => {
    const plan = planOk(
      'undo my last change',
      after({ service: 'backend', type: 'schema', reverseSql: ['drop table public.notes'] }),
    );
    expect(plan.commands).toEqual(['drop table public.notes']);
  });

  it('says why when there is nothing to undo, or it cannot be undone', () => {
    expect(refused('undo my last change', after(null)).message).toMatch(/Nothing has run/);
    expect(
      refused('revert that', after({ blocker: 'A deleted site cannot be brought back.' })).message,
    ).toMatch(
      /cannot be undone: A deleted site cannot be brought back\. You can make a new change/,
    );
  });

  it('leaves git and hosting words to their own plans', () => {
    expect(planOk('revert the last commit', after({})).steps[0]?.kind).toBe('git.revert');
    expect(planOk('undo the last commit but keep history', after({})).steps[0]?.kind).toBe(
      'git.revert',
    );
  });
});

describe('undoFiling', () => {
  it('files an undo under the service its steps touched', () => {
    expect(
      undoFiling({
        service: 'backend',
        type: 'data',
        instruction: 'set API_URL to https://api.example.com',
        steps: [{ kind: 'hosting.setEnv', key: 'API_URL', value: 'x', context: 'all' }],
      }),
    ).toEqual({ service: 'hosting', type: 'deploy' });
  });
});

describe('the last change said by what it was', () => {
  it.each([
    ['rename the city column to town', 'undo the rename'],
    [
      'create a visits table with date',
      'undo the visits table I made earlier, keep everything else',
    ],
    [
      'create a branch called promo-banner',
      'Reverse what I just did with the promo-banner branch, made it by mistake',
    ],
  ])('after "%s", "%s" undoes it', (instruction, said) => {
    const plan = planOk(said, after({ service: 'backend', type: 'schema', instruction }));
    expect(plan.steps).toEqual([{ kind: 'operation.undo', operationId: ID, service: 'backend' }]);
  });

  it('leaves words that do not fit the last change to the other rules', () => {
    const context = after({
      service: 'backend',
      type: 'schema',
      instruction: 'add a price column',
    });
    expect(planOk('revert the last commit on main', context).steps[0]).toMatchObject({
      kind: 'git.revert',
    });
    expect(refused('undo the visits table', context).message).not.toMatch(/reverses/);
  });
});

describe('undo said around the words that take something back', () => {
  const made = () => ({
    ...contextAfter('create a table called quotes with a client and an amount'),
    history: after({
      service: 'backend',
      type: 'schema',
      instruction: 'create a table called quotes with a client and an amount',
    }).history,
  });

  it.each([
    'the quotes table was a mistake, can you undo it',
    'ugh, bin that table, I never meant to make it',
    'cmd+z that one please',
    'I want the amount column how it was, reverse what you did',
  ])('%s takes back the newest change', (instruction) =>
    expect(planOk(instruction, made()).steps).toEqual([
      { kind: 'operation.undo', operationId: ID, service: 'backend' },
    ]),
  );

  it('never reads as an undo when the words name something the change did not touch', () => {
    const context = contextAfter(
      'create a table called leads with a name',
      'create a table called quotes with a client and an amount',
    );
    const result = planInstruction('the leads table was a mistake, undo it', {
      context: { ...context, history: made().history },
    });
    expect(result.ok && result.plan.steps[0]?.kind).not.toBe('operation.undo');
  });
});

describe('an undo said beside why', () => {
  it.each([
    'scrap that last change please, the manager said we do not need it',
    'can we go back to how it was before I renamed it? everyone hates the new name',
    'ugh that has gone out with a typo in it, put the previous one back',
    'get rid of whatever you just did',
    'hmm I still need the price column I just deleted, bring it back',
    'that last deploy broke something on the site, roll it back',
    'scrap the plants table i just made, bad idea',
    'whoops could you put back the field I just deleted',
    'hmm no, change it back to what it was',
  ])('reads "%s" as the undo of the newest change', (instruction) => {
    expect(asksToUndo(instruction)).toBe(true);
  });
  it('never reads a remark that names what was wrong as an undo of the newest change', () => {
    expect(asksToUndo('the staff table was wrong, take it back')).toBe(false);
  });
});
