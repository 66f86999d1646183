import { describe, expect, it } from 'vitest';
import { contextAfter, planOk, refused } from '../../../tests/planner/helpers';

const stepOf = (instruction: string, context = contextAfter()) =>
  planOk(instruction, context).steps[0];

describe('sign-in settings in plain words', () => {
  it.each([
    ['turn off sign ups', 'signups', false],
    ['stop new people signing up', 'signups', false],
    ["don't let new people sign up", 'signups', false],
    ['close registrations', 'signups', false],
    ['require email confirmation', 'confirmEmail', true],
    ['users must verify their email address', 'confirmEmail', true],
    ['turn off email login', 'emailPassword', false],
    ['disable password sign in', 'emailPassword', false],
  ] as const)('"%s" switches %s to %s', (instruction, method, enabled) => {
    expect(stepOf(instruction)).toEqual({ kind: 'auth.setSignInMethod', method, enabled });
  });

  it('reads the switch back on once it is off', () => {
    const off = contextAfter('turn off sign ups', 'turn off email login');
    expect(stepOf('let people sign up again', off)).toMatchObject({
      method: 'signups',
      enabled: true,
    });
    expect(stepOf('turn on email login', off)).toMatchObject({
      method: 'emailPassword',
      enabled: true,
    });
    expect(
      stepOf(
        'let people sign in without confirming their email',
        contextAfter('require email confirmation'),
      ),
    ).toMatchObject({ method: 'confirmEmail', enabled: false });
  });

  it('files the plan as auth; locking everyone out is high risk with the safer way', () => {
    const lockout = planOk('turn off email login');
    expect({ type: lockout.type, risk: lockout.risk }).toEqual({ type: 'auth', risk: 'high' });
    expect(lockout.warnings.join(' ')).toMatch(/turn off sign-ups instead/);
    const closed = planOk('turn off sign ups');
    expect({ type: closed.type, risk: closed.risk }).toEqual({ type: 'auth', risk: 'medium' });
    expect(planOk('require email confirmation').risk).toBe('low');
  });

  it('says a switch is off already instead of planning nothing', () => {
    expect(refused('turn off sign ups', contextAfter('turn off sign ups')).message).toMatch(
      /Sign-ups are already off/,
    );
  });

  it('answers a sign-in method the app does not have with the ones it has', () => {
    const answer = refused('turn on google login');
    expect(answer.message).toMatch(/no google option/);
    expect(answer.alternatives?.map((a) => a.instruction)).toEqual([
      'turn off sign ups',
      'require email confirmation',
    ]);
    expect(refused('log in with github').message).toMatch(/no github option/);
  });

  it('plans switches together, but on their own without other changes', () => {
    expect(planOk('turn off sign ups and require email confirmation').steps).toHaveLength(2);
    expect(refused('create a tasks table with title and turn off sign ups').message).toMatch(
      /Sign-in settings are changed on their own/,
    );
  });

  it('leaves tables, rows and connections to their own rules', () => {
    expect(planOk('create a signups table with email').type).toBe('schema');
    expect(refused('connect my github').message).toMatch(/GitHub connection/);
  });
});
