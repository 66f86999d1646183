import { describe, expect, it } from 'vitest';
import { contextAfter, planOk, refused } from '../../../tests/planner/helpers';

const withFeature = () => contextAfter('create a branch called feature');

describe('files on a named branch', () => {
  it.each([
    ['add a README to feature', 'README.md'],
    ['add a readme to the feature branch', 'README.md'],
    ['Add a README.md file to branch feature', 'README.md'],
    ['put a read me on feature', 'README.md'],
    ['add a changelog to feature', 'CHANGELOG.md'],
    [
      'create a file named docs/setup.md in the feature branch containing "Step one"',
      'docs/setup.md',
    ],
  ])('%s is a commit on feature, never an environment variable', (instruction, path) => {
    const plan = planOk(instruction, withFeature());
    expect(plan.steps).toHaveLength(1);
    expect(plan.steps[0]).toMatchObject({ kind: 'git.commitFiles', branch: 'feature' });
    expect(plan.steps[0]?.kind === 'git.commitFiles' && plan.steps[0].files[0]?.path).toBe(path);
  });

  it('keeps the words the founder gives, before or after the branch', () => {
    const plan = planOk('edit the readme on feature to say "Hello there"', withFeature());
    expect(plan.steps[0]).toMatchObject({
      kind: 'git.commitFiles',
      branch: 'feature',
      message: 'Update README.md',
      files: [{ path: 'README.md', content: 'Hello there\n' }],
    });
    const added = planOk('add notes.md with "draft" to feature', withFeature());
    expect(added.steps[0]).toMatchObject({ files: [{ path: 'notes.md', content: 'draft\n' }] });
  });

  it('refuses a branch that does not exist, a path outside the project and a licence without words', () => {
    expect(refused('add a README to the ghost branch', withFeature()).message).toMatch(
      /no branch called ghost/,
    );
    expect(refused('add ../secrets.txt to feature', withFeature()).message).toMatch(
      /not a file path inside the project/,
    );
    expect(refused('add a license to feature', withFeature()).message).toMatch(/will not guess/);
  });

  it('says there is nothing to commit, since every plan commits its own work', () => {
    for (const instruction of ['commit my changes', 'commit all pending changes', 'commit'])
      expect(refused(instruction).message).toMatch(/no uncommitted changes/);
  });
});
