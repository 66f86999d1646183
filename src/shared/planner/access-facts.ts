import { matchAccess } from './access';
import { tableMentions } from './grounding';
import { isProblem, together, type ClauseResult } from './pieces';
import { trialWorkspace, type Workspace } from './workspace';

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

/** Rows kept to the one who added them: "journal entries are private", "nobody else can read them". */
const OWNERS_ONLY: readonly RegExp[] = [
  /^(?:the\s+|my\s+|our\s+|all\s+|their\s+)?[\w ]*?\s?(?:is|are|should be|must be|needs? to be|have to be|has to be)\s+(?:kept\s+)?(?:private|personal|secret)(?:\s+to (?:each|every|their) (?:user|person|owner|member)s?)?$/,
  /\bonly\s+(?:be\s+)?(?:visible|viewable|seen|readable|shown|available)\s+to\s+(?:the\s+)?(?:user|person|one|member|owner|account)s?\s+(?:who|that)\s+(?:added|created|made|wrote|posted|owns?|entered|uploaded|saved)\b/,
  /^only\s+(?:the\s+)?(?:person|user|one|owner|author|member|people)s?\s+(?:who|that)\s+(?:wrote|created|made|added|posted|owns?|left|entered)\s+(?:one|it|them|the\s+\w+|an?\s+\w+)\s+(?:should|can|may|must|will|is allowed to|are allowed to)(?:\s+be able to)?\s+(?:see|read|view|access|open|look at)\s+(?:it|them|one|that)$/,
  /^(?:each|every|an?|the)\s+[\w ]+?\s+(?:belongs?\s+to|is owned by|is tied to)\s+(?:whoever(?:'?s| is)\s+(?:logged|signed)[- ]in|the (?:logged|signed)[- ]in (?:user|person)|the (?:current|signed-in|logged-in) user|the (?:user|person) (?:who|that) (?:is (?:logged|signed) in|made|created|added|wrote) (?:it|them))$/,
  /^(?:no\s?(?:one|body)|nobody)\s+else\s+(?:should|can|may|must|will)\s+(?:be able to\s+)?(?:see|read|view|access|look at|open)\s+(?:(?:someone|somebody|anyone|another (?:user|person))(?:\s+else)?(?:'?s)?|other (?:people|users)'?s?|their|them|it)\b/,
];
/** "only the person who wrote one can edit it": what the owner may do, the table said before. */
const OWNER_ACTS =
  /^only\s+(?:the\s+)?(?:person|user|one|owner|author|member|people)s?\s+(?:who|that)\s+(?:wrote|created|made|added|posted|owns?|left)\s+(?:one|it|them|the\s+\w+|an?\s+\w+)\s+(?:can|may|should be able to|is able to|gets? to)\s+(?<acts>(?:edit|change|update|delete|remove)(?:\s+(?:or|and)\s+(?:edit|change|update|delete|remove))?)\s+(?:it|them|one|that)$/;

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
  if (OWNERS_ONLY.some((p) => p.test(text))) return `only the owner can see their ${table}`;
  const theirs = text.match(OWNER_ACTS)?.groups?.acts;
  if (theirs) return `owners can ${theirs} their own ${table}`;
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

/** "anyone logged in can read ratings but only the person who wrote one can edit it": two rules. */
function matchTwoRules(clause: string, ws: Workspace): ClauseResult {
  const halves = clause.split(/\s*,?\s+but\s+/i);
  if (halves.length !== 2) return null;
  const read = (half: string, space: Workspace) => {
    const result = matchAccessFact(half, space) ?? matchAccess(half, space);
    return result && !isProblem(result) ? result : undefined;
  };
  // Tried on a copy first, so a second half that fails leaves the workspace as it was.
  const trial = trialWorkspace(ws);
  if (!read(halves[0] ?? '', trial) || !read(halves[1] ?? '', trial)) return null;
  const first = read(halves[0] ?? '', ws);
  const second = read(halves[1] ?? '', ws);
  if (!first || !second) return null;
  return together([first, second]);
}

export function matchAccessFact(clause: string, ws: Workspace): ClauseResult {
  const both = matchTwoRules(clause, ws);
  if (both) return both;
  const rule = ruleOf(clause, ws);
  if (!rule) return null;
  const read = matchAccess(rule, ws);
  if (read && !isProblem(read)) ws.focusTable = rule.split(' ').at(-1);
  return read;
}
