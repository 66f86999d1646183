import {
  DEFAULT_AUTH_SETTINGS,
  PASSWORD_MIN_LENGTH_HIGHEST,
  PASSWORD_MIN_LENGTH_LOWEST,
} from '@shared/contracts/project-auth';
import { problem, type ClauseResult, type Piece } from './pieces';
import type { Workspace } from './workspace';

/** The shortest password the app's users may choose, in plain words ("make passwords at least 8 chars"). */

const PASSWORD = /\bpass(?:words?|phrases?)\b/i;
/** Words that make a number a length: "at least 10 characters", "minimum length", "too strict". */
const LENGTH =
  /\b(?:characters?|chars?|letters?|digits?|long|longer|length|minimum|min|at least|strict|short|shorter)\b/i;
/** Only the shortest length is a setting; "at most 20" asks for something GoTrue does not have. */
const MAXIMUM = /\b(?:at most|maximum|max|no (?:more|longer) than|up to|shorter than|or fewer)\b/i;
/** "how long must passwords be?": asked, not a change (the settings questions answer it). */
const ASKED =
  /\?\s*$|^(?:how|what|what'?s|which|is|are|do|does|can|could|should|must)\b(?!\s+(?:you|u)\b)/i;
/** Words that make the sentence about tables, columns or the site, not the app's sign-in. */
const OTHER_THINGS =
  /\b(?:tables?|columns?|rows?|fields?|records?|page|button|form|headline|database password|db password|secret|api key)\b/i;

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  hundred: 100,
};
const NUMBER = new RegExp(`\\b(?:\\d+|${Object.keys(NUMBER_WORDS).join('|')})\\b`, 'gi');

/** The last number said: "12 is too strict, 8 is fine" and "from 8 to 12" both mean the later one. */
function lastNumber(clause: string): number | undefined {
  const said = [...clause.matchAll(NUMBER)].map((m) => m[0].toLowerCase());
  const last = said.at(-1);
  if (last === undefined) return undefined;
  return /^\d+$/.test(last) ? Number(last) : NUMBER_WORDS[last];
}

const RANGE = `between ${PASSWORD_MIN_LENGTH_LOWEST} and ${PASSWORD_MIN_LENGTH_HIGHEST} characters`;
const EXAMPLES = [
  'passwords need to be at least 10 characters long',
  'set the minimum password length to 8',
  'make passwords at least 12 chars',
];

/** The project's settings as the plan leaves them; a context without them has the defaults. */
const settingsOf = (ws: Workspace) => {
  ws.after.database.auth ??= { ...DEFAULT_AUTH_SETTINGS };
  return ws.after.database.auth;
};

/** "passwords need to be at least 10 characters long", "12 is too strict for passwords, 8 is fine". */
export function matchPasswordLength(clause: string, ws: Workspace): ClauseResult {
  const text = clause.trim();
  if (!PASSWORD.test(text) || !LENGTH.test(text) || OTHER_THINGS.test(text)) return null;
  if (ASKED.test(text)) return null;
  const length = lastNumber(text);
  if (length === undefined) return null;
  if (MAXIMUM.test(text))
    return problem(
      'You want to limit how long passwords can be.',
      `Your app can only set the shortest password people may choose (${RANGE}); the longest is always ${PASSWORD_MIN_LENGTH_HIGHEST} characters.`,
      EXAMPLES,
    );
  const understood = `set the minimum password length to ${length} characters`;
  if (length < PASSWORD_MIN_LENGTH_LOWEST || length > PASSWORD_MIN_LENGTH_HIGHEST)
    return problem(
      `You want to ${understood}.`,
      length < PASSWORD_MIN_LENGTH_LOWEST
        ? `Passwords must be at least ${PASSWORD_MIN_LENGTH_LOWEST} characters long, so the minimum can be set ${RANGE}.`
        : `Passwords longer than ${PASSWORD_MIN_LENGTH_HIGHEST} characters are cut short when they are stored, so the minimum can be set ${RANGE}.`,
      EXAMPLES,
    );
  // "at least 10 characters, passwords must be 10 long" says one thing twice: the second adds nothing.
  if (ws.said?.has(`passwordMinLength:${length}`))
    return { service: 'backend', understood, render: () => [] };
  const settings = settingsOf(ws);
  const before = settings.passwordMinLength;
  if (before === length)
    return problem(
      `You want to ${understood}.`,
      `Passwords already need at least ${length} characters, so there is nothing to change.`,
      EXAMPLES.filter((example) => !example.includes(String(length))),
    );
  settings.passwordMinLength = length;
  (ws.said ??= new Set()).add(`passwordMinLength:${length}`);
  return { service: 'backend', understood, render: () => [lengthPiece(length, before)] };
}

function lengthPiece(length: number, before: number): Piece {
  return {
    service: 'backend',
    steps: [{ kind: 'auth.setPasswordMinLength', length }],
    commands: [`Authentication → Passwords → Minimum password length: ${length}`],
    summary: `Sets the shortest password your app's users may choose to ${length} characters (it was ${before}).`,
    meaning: `From now on, people who sign up or change their password must pick one of at least ${length} characters. Passwords people already have keep working.`,
  };
}
