import { describe, expect, it } from 'vitest';
import { contextAfter, planOk, refused } from '../../../tests/planner/helpers';

const withFeature = () => contextAfter('create a branch called feature');

describe('revert', () => {
  it.each([
    ['revert the last commit', 'main', 'HEAD'],
    ['undo the last commit but keep history', 'main', 'HEAD'],
    ['back out the last change on feature', 'feature', 'HEAD'],
    ['revert the commit before the last one on feature', 'feature', 'HEAD~1'],
    ['revert commit A1B2C3D', 'main', 'a1b2c3d'],
  ])('%s', (instruction, branch, ref) => {
    const plan = planOk(instruction, withFeature());
    expect(plan.steps).toEqual([{ kind: 'git.revert', branch, ref }]);
    expect(plan.risk).toBe('medium');
  });

  it('leaves "undo the last commit" to reset, which throws the commit away', () =>
    expect(planOk('undo the last commit').steps[0]?.kind).toBe('git.reset'));
});

describe('tags', () => {
  it.each([
    ['tag a release v1.0', 'v1.0', 'main'],
    ['tag feature as v0.1-beta', 'v0.1-beta', 'feature'],
    ['create a tag called beta on feature', 'beta', 'feature'],
    ['mark this version as release 1.0', '1.0', 'main'],
  ])('%s', (instruction, name, branch) =>
    expect(planOk(instruction, withFeature()).steps).toEqual([
      { kind: 'git.tag', name, branch, ref: branch },
    ]),
  );

  it('refuses a tag on a branch that does not exist', () =>
    expect(refused('tag ghost as v1', withFeature()).message).toMatch(/no branch called ghost/));
});

describe('force push and reading history', () => {
  it('plans a force push as high risk', () => {
    for (const instruction of [
      'force push main',
      'push main with force',
      'force-push main to github',
    ]) {
      const plan = planOk(instruction);
      expect(plan.steps).toEqual([{ kind: 'git.forcePush', branch: 'main' }]);
      expect(plan.risk).toBe('high');
    }
  });

  it('answers "show history" and the differences between two branches from the repository', () => {
    expect(planOk('show history').steps).toEqual([
      { kind: 'query.state', topic: 'commits', branch: 'main' },
    ]);
    expect(planOk('show me the differences between feature and main', withFeature()).steps).toEqual(
      [{ kind: 'query.state', topic: 'branchDiff', branch: 'feature', against: 'main' }],
    );
  });
});
