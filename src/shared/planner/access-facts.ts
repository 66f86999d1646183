import { matchAccess } from './access';
import { tableMentions } from './grounding';
import { isProblem, type ClauseResult } from './pieces';
import type { Workspace } from './workspace';

/**
 * Access said as a fact about the table rather than as a rule: "products are public to browse",
 * "adding needs an account", "you have to be logged in to post reviews". Each is said again as
 * the rule it states and read by the access rules.
 */

/** What the gerund or verb is in the access rules' words. */
const ACTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:brows|read|view|see|seeing|look|looking|list|search)/, 'read'],
  [/^(?:add|creat|post|writ|submit|upload|mak|sav|insert|book|leav)/, 'add'],
  [/^(?:edit|chang|updat|modif)/, 'change'],
  [/^(?:delet|remov)/, 'delete'],
];

const actOf = (word: string): string | undefined =>
  ACTS.find(([pattern]) => pattern.test(word.toLowerCase()))?.[1];

const ACCOUNT =
  /(?:needs?|requires?|takes?)\s+(?:an?\s+)?(?:account|login|log-?in|sign-?in|signing in|being (?:signed|logged) in|to be (?:signed|logged) in|(?:a\s+)?(?:signed|logged)[- ]in (?:user|account))/;
const PUBLIC =
  /(?:is|are)\s+(?:public|open(?: to (?:everyone|anyone|all|the public))?|free(?: for (?:everyone|anyone|all))?|visible to (?:everyone|anyone|all)|for everyone|for anyone)/;

/** The rule a fact states, in the access rules' words, or undefined when it states none. */
function ruleOf(clause: string, ws: Workspace): string | undefined {
  const text = clause
    .toLowerCase()
    .replace(/[.!]+$/, '')
    .trim();
  const words = text.split(/\s+/);
  const table = tableMentions(ws, words)[0]?.table.name ?? ws.focusTable;
  if (!table) return undefined;
  // "products are public (to browse)", "browsing products is open to everyone"
  const gerundFirst = text.match(new RegExp(`^(?<act>\\w+ing)\\b.*?\\s${PUBLIC.source}`));
  const publicFirst = text.match(
    new RegExp(
      `^(?:the\\s+|my\\s+|our\\s+|all\\s+)?\\w[\\w ]*?\\s${PUBLIC.source}(?:\\s+to\\s+(?<act>\\w+)(?:\\s+\\w+)?)?$`,
    ),
  );
  const open =
    gerundFirst?.groups?.act ?? (publicFirst ? (publicFirst.groups?.act ?? 'read') : undefined);
  if (open && actOf(open)) return `anyone can ${actOf(open)} ${table}`;
  // "adding (reviews) needs an account", "you need an account to add products"
  const gated = text.match(new RegExp(`^(?<act>\\w+ing)\\b.*?\\s${ACCOUNT.source}`));
  const youNeed = text.match(
    /^(?:you|people|users|visitors)\s+(?:need|have|must|should need)\s+(?:to\s+)?(?:have\s+)?(?:an?\s+account|to be (?:signed|logged) in|be (?:signed|logged) in|(?:sign|log) in)\s+(?:to|before (?:they |you )?(?:can )?)\s*(?<act>\w+)/,
  );
  const act = gated?.groups?.act ?? youNeed?.groups?.act;
  if (act && actOf(act)) return `signed-in users can ${actOf(act)} ${table}`;
  return undefined;
}

export function matchAccessFact(clause: string, ws: Workspace): ClauseResult {
  const rule = ruleOf(clause, ws);
  if (!rule) return null;
  const read = matchAccess(rule, ws);
  if (read && !isProblem(read)) ws.focusTable = rule.split(' ').at(-1);
  return read;
}
