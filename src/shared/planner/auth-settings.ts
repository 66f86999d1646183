import {
  AUTH_SETTINGS,
  DEFAULT_AUTH_SETTINGS,
  type AuthSetting,
} from '@shared/contracts/project-auth';
import type { Choice } from '@shared/contracts/plan';
import { ask, type ClauseResult, type Piece } from './pieces';
import type { Workspace } from './workspace';

/** Sign-in switches of the project's own app, in plain words ("turn off sign ups"). */

const OFF =
  /\b(?:(?:turn|switch|shut)\s+(?:\S+\s+){0,4}?off|invite[- ]only|(?:nobody|no one)(?: new)? (?:should|can|may|will)|disable|deactivate|stop|block|close|prevent|pause|freeze|forbid|remove|get rid of|no (?:more|new|longer)|don'?t (?:let|allow|require|need|ask)|do not (?:let|allow|require|need|ask)|without)\b/i;
const ON =
  /\b(?:(?:turn|switch)\s+(?:\S+\s+){0,4}?on|set\s*up|implement|enable|re-?enable|allow|activate|let|reopen|open|bring back|resume|require|must|have to|need to|should|make|add|support|unblock|ask)\b/i;

/** What the sentence is about, checked in this order: the most specific words first. */
const TOPICS: ReadonlyArray<readonly [AuthSetting, RegExp]> = [
  [
    'confirmEmail',
    /\b(?:confirm(?:s|ed|ing|ation|ations)?|verif(?:y|ies|ied|ying|ication|ications))\b.*\b(?:e-?mails?|addresse?s?|accounts?|sign[- ]?ups?|signing up)\b|\b(?:e-?mail|address)\s+(?:confirmation|verification)s?\b/i,
  ],
  [
    'emailPassword',
    /\b(?:e-?mail|password)(?:\s+(?:and|&|\/|or)\s+(?:e-?mail|password))?\s+(?:log[- ]?ins?|logging in|sign[- ]?ins?|signing in|auth(?:entication)?|accounts?)\b|\b(?:log(?:ging)?|sign(?:ing)?)[- ]?in\s+with\s+(?:an?\s+|their\s+)?(?:e-?mail|password)s?\b|\b(?:e-?mail|password)s?\s+(?:as a\s+)?(?:sign[- ]?in|login)\s+method\b|\b(?:(?:create|make|open|set up)\s+(?:an?\s+|their\s+(?:own\s+)?)?accounts?|(?:sign|log)[- ]?(?:up|in)|register)\s+(?:with|using)\s+(?:an?\s+|their\s+)?e-?mail(?:\s+address)?\s+(?:and|&|\+)\s+(?:an?\s+|their\s+)?password\b/i,
  ],
  [
    'signups',
    /\b(?:sign[- ]?ups?|signing up|sign(?:s)? up|registrations?|registering|register|new (?:accounts?|members|users|people) (?:joining|signing up)|joining|invite[- ]only|(?:create|make|open) (?:an |their own |new )?accounts?)\b/i,
  ],
];

/** Ways to sign in the project's API does not have; a sentence naming one gets what it does have. */
const UNKNOWN_PROVIDER =
  /\b(?<provider>google|github|git hub|apple|facebook|twitter|microsoft|azure|discord|gitlab|bitbucket|slack|linkedin|spotify|twitch|notion|zoom|magic links?|phone(?: numbers?)?|sms|text messages?|one[- ]time codes?|otp|passkeys?|anonymous(?: users)?|guests?|sso|saml|oauth|social)\b.*\b(?:log[- ]?ins?|logging in|sign[- ]?ins?|signing in|sign[- ]?ons?|auth(?:entication)?|accounts?|sign[- ]?ups?)\b|\b(?:log(?:ging)?|sign(?:ing)?)[- ]?(?:in|up)\s+(?:with|using|through|via|by)\s+(?:just\s+|only\s+)?(?:an?\s+|their\s+|a\s+one[- ]time\s+)?(?<via>google|github|git hub|apple|facebook|twitter|microsoft|discord|gitlab|slack|linkedin|magic links?|e-?mail links?|login links?|links?|phone(?: numbers?)?|sms|text messages?|passkeys?|codes?)\b/i;

/** Words that make the sentence about tables, rows, the site or the repository, not the switches. */
const OTHER_THINGS =
  /\b(?:twice|more than once|same|duplicates?|unique|tables?|columns?|rows?|fields?|records?|how many|count|chart|index|bucket|branch|deploy\w*|page|button|form|headline|link to|called|named|titled)\b|["?]/i;

const AUTH_SETTING_WORDS: Readonly<Record<AuthSetting, { on: string; off: string }>> = {
  emailPassword: {
    on: 'People can sign up and sign in to your app with an e-mail and password.',
    off: 'Nobody can sign up or sign in to your app with an e-mail and password.',
  },
  signups: {
    on: 'New people can sign up to your app.',
    off: 'New people cannot sign up to your app; people who have an account can still sign in.',
  },
  confirmEmail: {
    on: 'New people must follow a link e-mailed to them before they can sign in.',
    off: 'New people are signed in as soon as they sign up, without confirming their e-mail.',
  },
};

const NAMES: Readonly<Record<AuthSetting, string>> = {
  emailPassword: 'e-mail and password sign-in',
  signups: 'sign-ups',
  confirmEmail: 'e-mail confirmation',
};

const INSTRUCTIONS: Readonly<Record<AuthSetting, { on: string; off: string }>> = {
  emailPassword: { on: 'turn on email login', off: 'turn off email login' },
  signups: { on: 'let people sign up again', off: 'turn off sign ups' },
  confirmEmail: { on: 'require email confirmation', off: 'turn off email confirmation' },
};

/** Each switch flipped from where it stands, but never a lock-out: what the founder can ask for instead. */
const alternativesFor = (settings: Record<AuthSetting, boolean>): Choice[] =>
  AUTH_SETTINGS.filter((setting) => setting !== 'emailPassword' || !settings[setting]).map(
    (setting) => ({
      label: `Turn ${settings[setting] ? 'off' : 'on'} ${NAMES[setting]}`,
      instruction: INSTRUCTIONS[setting][settings[setting] ? 'off' : 'on'],
    }),
  );

/** The project's switches as the plan leaves them; a context without them has the defaults. */
const settingsOf = (ws: Workspace) => {
  ws.after.database.auth ??= { ...DEFAULT_AUTH_SETTINGS };
  return ws.after.database.auth;
};

/** "turn off sign ups", "require email confirmation", "disable password sign in". */
/** "do users have to confirm their email?", "is sign-up on?": asked, never a switch to flip. */
const ASKED =
  /^(?:do|does|did|is|are|was|were|will|would|should|has|have)\s+(?!(?:you|u)\b)(?:\w+\s+){0,3}?(?:have to|need to|must|currently|already|still|on|off|open|closed|allowed|able|confirm|verify|sign|log)\b|^(?:can|could)\s+(?!(?:you|u)\b)(?:people|users|customers|anyone|members|visitors)\s+(?:still\s+|currently\s+)?(?:sign|log|register|join)\s+(?:up|in)(?:\s+(?:with(?:out)?\s+\w+|yet|now|right now|at the moment))?\??$/i;

export function matchAuthSetting(clause: string, ws: Workspace): ClauseResult {
  if (OTHER_THINGS.test(clause)) return null;
  const provider = clause.match(UNKNOWN_PROVIDER);
  if (provider) {
    const said = (provider.groups?.provider ?? provider.groups?.via ?? '')
      .toLowerCase()
      .replace(/^(?:e-?mail |login )?links?$/, 'magic link')
      .replace(/^codes?$/, 'one-time code');
    // Not a dead end: say what the app has, and offer its switches as buttons.
    const alternatives = alternativesFor(settingsOf(ws));
    const asked = ask(
      `You want to change sign-in with ${said}.`,
      `Your app's sign-in has no ${said} option yet. It has ${NAMES.emailPassword}; do you want to change one of its switches instead?`,
      alternatives,
    );
    return { problem: { ...asked.problem, alternatives } };
  }
  if (ASKED.test(clause.trim())) return null;
  const off = OFF.exec(clause);
  const on = ON.exec(clause);
  const topic = TOPICS.find(([, pattern]) => pattern.test(clause))?.[0];
  if (!topic || (!off && !on)) return null;
  // "don't let new people sign up": the first of the two words decides.
  const enabled =
    !off || (on !== null && on.index < off.index && !/^(?:let|make|ask)$/i.test(on[0]));
  const settings = settingsOf(ws);
  const name = NAMES[topic];
  const understood = `turn ${enabled ? 'on' : 'off'} ${name}`;
  if (settings[topic] && enabled && topic === 'emailPassword')
    return ask(
      'You want people to sign in with their e-mail and a password.',
      'That is on already: people can sign up and sign in to your app with an e-mail and a password. Do you want to change another sign-in switch?',
      alternativesFor(settings),
    );
  // "we're invite-only, so nobody new can sign up" says one thing twice: the second adds nothing.
  if (ws.said?.has(`${topic}:${enabled}`))
    return { service: 'backend', understood, render: () => [] };
  // "let people sign up and give each a profile" is the profiles rule's, when sign-ups are on already.
  if (settings[topic] === enabled && enabled) return null;
  if (settings[topic] === enabled)
    return {
      problem: {
        understood: `You want to ${understood}.`,
        message: `${name[0]?.toUpperCase()}${name.slice(1)} ${topic === 'signups' ? 'are' : 'is'} already off, so there is nothing to change.`,
        examples: alternativesFor(settings).map((a) => a.instruction),
      },
    };
  settings[topic] = enabled;
  (ws.said ??= new Set()).add(`${topic}:${enabled}`);
  return {
    service: 'backend',
    understood,
    render: () => [settingPiece(topic, enabled)],
  };
}

function settingPiece(setting: AuthSetting, enabled: boolean): Piece {
  const words = AUTH_SETTING_WORDS[setting];
  return {
    service: 'backend',
    steps: [{ kind: 'auth.setSignInMethod', method: setting, enabled }],
    commands: [`Authentication → Sign-in methods → ${NAMES[setting]}: ${enabled ? 'on' : 'off'}`],
    summary: `Turns ${enabled ? 'on' : 'off'} ${NAMES[setting]} for your app's users.`,
    meaning: enabled ? words.on : words.off,
    ...(setting === 'emailPassword' && !enabled
      ? {
          warnings: [
            'E-mail and password is the only way to sign in to your app, so everyone is locked out until you turn it back on. To keep members in but stop new ones, turn off sign-ups instead.',
          ],
        }
      : {}),
  };
}
