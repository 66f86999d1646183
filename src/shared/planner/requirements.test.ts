import { describe, expect, it } from 'vitest';
import { splitRequirements } from './requirements';

describe('splitRequirements', () => {
  it('makes one instruction per line or bullet', () => {
    expect(
      splitRequirements(
        '- create a table called customers with a name\n* add a branch called feature-login\n\n1. deploy to production',
      ),
    ).toEqual([
      'create a table called customers with a name',
      'add a branch called feature-login',
      'deploy to production',
    ]);
  });

  it('keeps sentences about the same service together and splits where the service changes', () => {
    expect(
      splitRequirements(
        'Create a table called notes with a title. Each user sees only their own rows. Then deploy to production.',
      ),
    ).toEqual([
      'Create a table called notes with a title. Each user sees only their own rows.',
      'Then deploy to production.',
    ]);
  });

  it('drops greetings and empty lines, and gives nothing for blank text', () => {
    expect(splitRequirements('Hi!\n\n  \nThanks.')).toEqual([]);
    expect(splitRequirements('')).toEqual([]);
  });
});
