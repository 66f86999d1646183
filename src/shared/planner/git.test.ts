import { describe, expect, it } from 'vitest';
import type { PlannerContext } from '@shared/planner';
import { baselineContext } from '../../../tests/planner/baseline-context';
import { planOk, refused } from '../../../tests/planner/helpers';

/** A repository with main and feature/login, and how far apart they are. */
function withFeature(ahead: number): PlannerContext {
  const context = baselineContext();
  context.git?.branches.push({
    name: 'feature/login',
    sha: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
  });
  if (context.git) context.git.divergence = { 'feature/login..main': { ahead, behind: 0 } };
  return context;
}

describe('pull requests', () => {
  it('refuses a pull request from a branch this instruction just created, since it has no commits yet', () => {
    const answer = refused('create a branch called landing-page and open a pull request for it');
    expect(answer.understood).toContain('create the branch landing-page from main');
    expect(answer.message).toContain('landing-page has no commits that main lacks yet');
    expect(answer.examples).toContain('Open a pull request from landing-page to main');
  });

  it('refuses a pull request from an existing branch with nothing new', () => {
    expect(
      refused('open a pull request from feature/login to main', withFeature(0)).message,
    ).toMatch(/no commits that main lacks/);
  });

  it('opens it once the branch has commits, in the same instruction or before', () => {
    const plan = planOk(
      "create a branch called landing-page, commit a file called landing.md containing 'hero' to it and open a pull request for it",
    );
    expect(plan.steps.map((s) => s.kind)).toEqual([
      'git.createBranch',
      'git.commitFiles',
      'git.pullRequest',
    ]);
    const existing = planOk('open a pull request from feature/login to main', withFeature(2));
    expect(existing.steps).toEqual([
      { kind: 'git.pullRequest', source: 'feature/login', target: 'main', title: 'Login' },
    ]);
    expect(existing.branchInfo).toMatchObject({ ahead: 2, behind: 0 });
  });
});

describe('collaborators', () => {
  it('invites a GitHub user name directly', () => {
    const plan = planOk('invite @octocat to the repository with read access');
    expect(plan.steps).toEqual([
      { kind: 'git.addCollaborator', user: 'octocat', permission: 'pull' },
    ]);
    expect(plan.commands).toEqual([
      'gh api -X PUT repos/{owner}/{repo}/collaborators/octocat -f permission=pull',
    ]);
    expect(plan.warnings).toEqual([]);
  });

  it('invites by e-mail through the GitHub account that shows it, and says what happens if none does', () => {
    const plan = planOk('add ana@example.com as a collaborator on the repository');
    expect(plan.steps).toEqual([
      { kind: 'git.addCollaborator', user: 'ana@example.com', permission: 'push' },
    ]);
    expect(plan.commands[0]).toContain('search/users?q=ana@example.com+in:email');
    expect(plan.explanation).toContain('Invites the GitHub account of ana@example.com');
    expect(plan.warnings.join(' ')).toMatch(/by user name.*invite their GitHub user name instead/);
  });
});
