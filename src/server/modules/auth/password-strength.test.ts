import { describe, expect, it } from 'vitest';
import { passwordWeakness } from './password-strength';

describe('passwordWeakness', () => {
  it.each([
    ['password', /most used passwords/],
    ['Password', /most used passwords/],
    ['qwertyuiop', /most used passwords/],
    ['Password1!', /commonly used password/],
    ['letmein2024', /too easy to guess/],
    ['aaaaaaaaaa', /repeats the same characters/],
    ['abcdefgh1', /easy run/],
    ['zxcvbnm,./', /neighbouring keys/],
    ['12/05/1987', /date/],
  ])('refuses %j and says why', (password, reason) => {
    expect(passwordWeakness(password)).toMatch(reason);
  });

  it('refuses a password made of the person’s own name or address', () => {
    expect(
      passwordWeakness('adalovelace1815', ['ada.lovelace@example.com', 'Ada', 'Lovelace']),
    ).toMatch(/your name or e-mail/);
  });

  it.each(['correct horse battery', 'a brand new password', 'my dog is called rex', 'Tr0ub4dor&3'])(
    'accepts %j',
    (password) => {
      expect(passwordWeakness(password)).toBeNull();
    },
  );
});
