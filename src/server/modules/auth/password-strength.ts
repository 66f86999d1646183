import { createRequire } from 'node:module';
import { ZxcvbnFactory, type MatchExtended } from '@zxcvbn-ts/core';
import type * as Common from '@zxcvbn-ts/language-common';
import type * as English from '@zxcvbn-ts/language-en';
import { AppError } from '../../lib/errors';

/** zxcvbn's 0–4 scale; 3 means about ten billion guesses, which Argon2 makes slow enough. */
const MIN_SCORE = 3;
const ADVICE = 'Try a phrase of three or four unrelated words.';

// The word lists are unpacked as they load, a good part of the server's start-up: loaded at the
// first password check instead (decision 045), synchronously from the packages' CommonJS builds.
const load = createRequire(import.meta.url);
let words: { common: typeof Common; english: typeof English } | undefined;
const wordLists = () =>
  (words ??= {
    common: load('@zxcvbn-ts/language-common') as typeof Common,
    english: load('@zxcvbn-ts/language-en') as typeof English,
  });

let estimator: ZxcvbnFactory | undefined;
const zxcvbn = () => {
  const { common, english } = wordLists();
  return (estimator ??= new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
  }));
};

let commonPasswords: Set<string> | undefined;
const isCommon = (password: string) =>
  (commonPasswords ??= new Set(wordLists().common.dictionary['passwords-common'])).has(
    password.toLowerCase(),
  );

/** Why a guessed password is weak, from the longest pattern the estimator found in it. */
function reasonFor(sequence: MatchExtended[]): string {
  const main = [...sequence].sort((a, b) => b.token.length - a.token.length)[0];
  switch (main?.pattern) {
    case 'repeat':
      return 'it repeats the same characters';
    case 'sequence':
      return 'it follows an easy run such as "abcd" or "1234"';
    case 'spatial':
      return 'it is a line of neighbouring keys on the keyboard';
    case 'date':
      return 'it is mostly a date';
    case 'dictionary':
      if (!('dictionaryName' in main)) return 'it is made of a common word or name';
      if (main.dictionaryName === 'userInputs') return 'it contains your name or e-mail address';
      if (main.dictionaryName === 'passwords-common')
        return 'it is built on a commonly used password';
      return 'it is made of a common word or name';
    default:
      return 'it is short enough to guess';
  }
}

/** The person's e-mail, its parts and their names: what someone who knows them would try first. */
const personalWords = (personal: string[]) =>
  [
    ...new Set(
      personal
        .flatMap((value) => [value, ...value.split(/[@.\s_+-]+/)])
        .map((v) => v.toLowerCase()),
    ),
  ]
    .filter((v) => v.length >= 3)
    .sort((a, b) => b.length - a.length);

/** True when the person's own words make up half the password or more. */
function mostlyPersonal(password: string, words: string[]) {
  const rest = words.reduce((left, word) => left.replaceAll(word, ''), password.toLowerCase());
  return rest.length * 2 <= password.length;
}

/** Why the password would be easy to guess, or null when it is strong enough. */
export function passwordWeakness(password: string, personal: string[] = []): string | null {
  if (isCommon(password))
    return `This is one of the most used passwords, so attackers try it first. ${ADVICE}`;
  const words = personalWords(personal);
  if (mostlyPersonal(password, words))
    return `This password is too easy to guess: it contains your name or e-mail address. ${ADVICE}`;
  const result = zxcvbn().check(password, words);
  if (result.score >= MIN_SCORE) return null;
  return `This password is too easy to guess: ${reasonFor(result.sequence)}. ${ADVICE}`;
}

/** Refuses a new password that is easy to guess, saying why. */
export function assertStrongPassword(password: string, personal: string[]) {
  const weakness = passwordWeakness(password, personal);
  if (weakness) throw new AppError(400, 'weak_password', weakness, { field: 'password' });
}
