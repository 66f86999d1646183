import { describe, expect, it } from 'vitest';
import { suggestedInstructions, type ProjectFacts } from './suggested-instructions';

const empty: ProjectFacts = {
  tables: [],
  branches: { current: 'main', names: ['main'] },
  deploys: [],
};
const instructions = (facts: ProjectFacts) =>
  suggestedInstructions(facts).map((s) => s.instruction);

describe('suggestedInstructions', () => {
  it('starts a new project on each service: a first table, a branch, a first deploy', () => {
    expect(suggestedInstructions(empty).map((s) => [s.service, s.label])).toEqual([
      ['backend', 'Create your first table'],
      ['git', 'Try changes on a separate branch'],
      ['hosting', 'Put your site online'],
    ]);
  });

  it('counts only the app’s own tables: not the built-in profiles, not other schemas', () => {
    const facts = {
      ...empty,
      tables: [
        { schema: 'auth', name: 'users', rls: false },
        { schema: 'public', name: 'profiles', rls: true },
      ],
    };
    expect(instructions(facts)[0]).toBe(
      'create a table called tasks with a title and a done checkbox',
    );
  });

  it('asks to keep rows private for a table open to everyone, then to grow the first table', () => {
    const facts = {
      ...empty,
      tables: [
        { schema: 'public', name: 'notes', rls: true },
        { schema: 'public', name: 'tasks', rls: false },
      ],
    };
    expect(instructions(facts)[0]).toBe('each user should only see their own tasks');
    const closed = { ...facts, tables: [{ schema: 'public', name: 'notes', rls: true }] };
    expect(instructions(closed)[0]).toBe('give notes a due date');
  });

  it('offers to merge another branch into the current one once there is one', () => {
    const facts = { ...empty, branches: { current: 'main', names: ['main', 'feature/blog'] } };
    expect(instructions(facts)[1]).toBe('merge feature/blog into main');
  });

  it('only a ready production deploy counts as being online', () => {
    const hosting = (deploys: ProjectFacts['deploys']) =>
      suggestedInstructions({ ...empty, deploys })[2];
    const offline = { label: 'Put your site online', instruction: 'deploy main to production' };
    expect(hosting([{ state: 'ready', context: 'deploy-preview' }])).toMatchObject(offline);
    expect(hosting([{ state: 'error', context: 'production' }])).toMatchObject(offline);
    expect(hosting([{ state: 'ready', context: 'production' }])).toMatchObject({
      label: 'Publish your latest changes',
      instruction: 'deploy main to production',
    });
  });
});
