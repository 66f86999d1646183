import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_SETTINGS } from '@shared/contracts/project-auth';
import type { PlannerContext } from '@shared/planner';
import { planOk, refused } from '../../../tests/planner/helpers';

const context = (passwordMinLength = 6): PlannerContext => ({
  database: { tables: [], buckets: [], auth: { ...DEFAULT_AUTH_SETTINGS, passwordMinLength } },
});

describe('the minimum password length of the app’s users', () => {
  it.each([
    ['passwords need to be at least 10 characters long', 10],
    ['set the minimum password length to 12', 12],
    ['12 characters is too strict for passwords, 8 is fine', 8],
    ['make passwords at least 8 chars', 8],
    ['passwords should be at least 9 letters', 9],
    ['16 characters minimum for passwords', 16],
    ['we want longer passwords, at least 14', 14],
    ['change the minimum password length from 8 to 11', 11],
    ['Passwords must be at least ten characters.', 10],
    ['require passwords of at least 12 characters', 12],
    ['the minimum password length should be 8', 8],
    ['increase the minimum password length to 10', 10],
    ['users must choose passwords with at least 10 characters', 10],
    ['let people sign up with 8 character passwords', 8],
  ])('"%s" sets it to %i in one auth step that is not high risk', (instruction, length) => {
    const plan = planOk(instruction, context(instruction.includes('from 8') ? 8 : 6));
    expect(plan.steps).toEqual([{ kind: 'auth.setPasswordMinLength', length }]);
    expect(plan.service).toBe('backend');
    expect(plan.type).toBe('auth');
    expect(plan.risk).not.toBe('high');
    expect(plan.after.database?.auth?.passwordMinLength).toBe(length);
  });

  it('says in plain words what changes, from what', () => {
    const plan = planOk('passwords need to be at least 10 characters long', context());
    expect(plan.risk).toBe('low');
    expect(plan.explanation).toContain('10 characters');
    expect(plan.explanation).toContain('it was 6');
  });

  it('starts from the default of 6 when the context has no settings', () => {
    const plan = planOk('make passwords at least 8 chars', {
      database: { tables: [], buckets: [] },
    });
    expect(plan.steps).toEqual([{ kind: 'auth.setPasswordMinLength', length: 8 }]);
  });

  it.each([
    ['passwords can be 4 characters', '6 and 72'],
    ['set the minimum password length to 5', '6 and 72'],
    ['passwords need to be at least 100 characters long', '6 and 72'],
  ])('"%s" is refused with the allowed range', (instruction, range) => {
    const answer = refused(instruction, context());
    expect(answer.message).toContain(range);
  });

  it('refuses a length passwords already have', () => {
    const answer = refused('passwords need to be at least 6 characters long', context());
    expect(answer.message).toContain('already');
  });

  it('refuses a maximum length, which the app does not have', () => {
    const answer = refused('passwords can be at most 20 characters', context());
    expect(answer.message).toContain('shortest password');
  });

  it.each([
    'reset my password',
    'add a password_hint column of 20 characters to customers',
    'how long do passwords have to be?',
  ])('"%s" is not read as the password length', (instruction) => {
    let steps: unknown[] = [];
    try {
      steps = planOk(instruction, context()).steps;
    } catch {
      // not understood at all is fine too
    }
    expect(steps.some((s) => (s as { kind: string }).kind === 'auth.setPasswordMinLength')).toBe(
      false,
    );
  });
});
