import { describe, expect, it } from 'vitest';
import { planInstruction } from './index';
import { contextAfter, planOk, refused } from '../../../tests/planner/helpers';

const withBranch = (name: string) => contextAfter(`create a branch called ${name}`);
const asked = (instruction: string, context = contextAfter()) => {
  const result = planInstruction(instruction, { context });
  if (result.ok) throw new Error(`planned: ${JSON.stringify(result.plan.steps)}`);
  return result.clarification;
};

describe('questions about the repository', () => {
  it.each([
    ['which branch are we working in at the moment', 'branch'],
    ['do I have any other branches?', 'branches'],
    ['what have we done lately', 'commits'],
    ['can I see the recent commits', 'commits'],
    ['has anything not been committed yet', 'commits'],
  ])('%s answers %s, filed under git', (instruction, topic) => {
    const plan = planOk(instruction, contextAfter());
    expect(plan).toMatchObject({ service: 'git', type: 'query', risk: 'low' });
    expect(plan.steps[0]).toMatchObject({ kind: 'query.state', topic });
  });

  it('compares the branches it names, the default branch when only one is named', () => {
    const context = withBranch('onboarding');
    expect(planOk('how is onboarding different from main', context).steps).toEqual([
      { kind: 'query.state', topic: 'branchDiff', branch: 'onboarding', against: 'main' },
    ]);
    expect(planOk('what files changed on onboarding', context).steps).toEqual([
      { kind: 'query.state', topic: 'branchDiff', branch: 'onboarding', against: 'main' },
    ]);
  });

  it('refuses a branch that does not exist instead of answering for another', () => {
    expect(refused('what is new on the checkout branch?', contextAfter()).message).toMatch(
      /no branch called checkout/,
    );
  });
});

describe('git said loosely', () => {
  it('asks which earlier version, with choices that each plan', () => {
    const question = asked('take me back to one of my older saves');
    expect(question?.choices.length).toBeGreaterThanOrEqual(2);
    for (const choice of question?.choices ?? [])
      expect(planInstruction(choice.instruction, { context: contextAfter() }).ok).toBe(true);
  });

  it('says nothing is uncommitted when asked to throw unsaved work away, and offers the last commit', () => {
    const question = asked('wipe out the unsaved edits');
    expect(question?.question).toMatch(/nothing is unsaved/i);
    expect(question?.choices.map((c) => c.instruction)).toContain('Revert the last commit on main');
  });

  it.each(['save where I am so far', 'snapshot everything'])(
    '%s: nothing to commit, said plainly',
    (instruction) => {
      expect(refused(instruction, contextAfter()).message).toMatch(/nothing to commit/i);
    },
  );

  it.each([
    ['commit it all, message: copy fixes', 'copy-fixes'],
    ['save my work with the note "Launch Day!"', 'launch-day'],
  ])('%s names the newest commit with a tag', (instruction, name) => {
    const plan = planOk(instruction, contextAfter());
    expect(plan.service).toBe('git');
    expect(plan.steps).toEqual([{ kind: 'git.tag', name, branch: 'main', ref: 'main' }]);
  });

  it('switches the working branch, and refuses one that does not exist', () => {
    const plan = planOk('head over to the billing branch', withBranch('billing'));
    expect(plan).toMatchObject({ service: 'git', risk: 'low' });
    expect(plan.steps).toEqual([{ kind: 'git.switchBranch', name: 'billing' }]);
    expect(refused('move to the nowhere branch', contextAfter()).message).toMatch(
      /no branch called nowhere/,
    );
  });

  it('sends a later site change that names no branch to the branch switched to', () => {
    const context = contextAfter('create a branch called billing', 'switch to billing');
    expect(planOk('change the headline to "Pay less"', context).steps[0]).toMatchObject({
      kind: 'content.edit',
      branch: 'billing',
    });
  });

  it('leaves "go to" with no branch in it to other rules', () => {
    const result = planInstruction('go to pricing', { context: contextAfter() });
    expect(result.ok || !/branch/.test(result.notUnderstood.message)).toBe(true);
  });
});

describe('resets said loosely are high risk', () => {
  it.each([
    ['reset staging so it matches main', 'staging', 'main'],
    ['make staging identical to main', 'staging', 'main'],
    ['wind staging back three commits', 'staging', 'HEAD~3'],
    ['hard reset staging back a commit', 'staging', 'HEAD~1'],
  ])('%s', (instruction, branch, ref) => {
    const plan = planOk(instruction, withBranch('staging'));
    expect(plan.risk).toBe('high');
    expect(plan.steps).toEqual([{ kind: 'git.reset', branch, ref }]);
  });
});

describe('tags only from version names or known branches', () => {
  it('reads "mark the puppies as adopted" as anything but a tag', () => {
    const result = planInstruction('mark puppies as adopted', { context: contextAfter() });
    expect(result.ok && result.plan.steps.some((s) => s.kind === 'git.tag')).toBe(false);
  });

  it('tags a known branch with a word, and the current branch with a version', () => {
    expect(planOk('mark main as golden', contextAfter()).steps[0]).toMatchObject({
      kind: 'git.tag',
      name: 'golden',
    });
    expect(planOk('mark this version as v3.1', contextAfter()).steps[0]).toMatchObject({
      kind: 'git.tag',
      name: 'v3.1',
    });
  });
});

describe('files on a branch with unquoted words', () => {
  it('takes the words after "which says" to the end', () => {
    const plan = planOk(
      'pop a notes.txt onto docs-site which says Ask Sam first',
      withBranch('docs-site'),
    );
    expect(plan.steps[0]).toMatchObject({
      kind: 'git.commitFiles',
      branch: 'docs-site',
      files: [{ path: 'notes.txt', content: 'Ask Sam first\n' }],
    });
  });
});

describe('a hard reset to the latest commit', () => {
  it('keeps the latest commit, as high risk', () => {
    const plan = planOk('git reset --hard back to the current commit', contextAfter());
    expect(plan.risk).toBe('high');
    expect(plan.steps).toEqual([{ kind: 'git.reset', branch: 'main', ref: 'HEAD' }]);
  });
});
