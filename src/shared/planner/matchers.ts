import { isProblem, type ClauseResult, type Problem, type Understood } from './pieces';
import { RULES } from './rules';
import { matchApiAsk, matchConnect, matchOutsideTool, matchVague } from './studio-asks';
import { stripPoliteness } from './text';
import { trialWorkspace, type Workspace } from './workspace';

/** Words the backend matchers never need: "in the database", "on supabase". */
const BACKEND_TAIL =
  /\s+(?:in|to|inside|on|into)\s+(?:the|my|our)\s+(?:database|db|backend|supabase(?: project)?)$|\s+(?:in|on|to|into)\s+supabase$/i;

/** Where a sentence may join two requests without a starter word ("... and name must be unique"). */
const JOIN = /\s*(?:,\s*and|,|\band)\s+/g;

/** How many readings a long clause may try, so a refusal stays as quick as a plan. */
const TRIAL_BUDGET = 24;

/** The parts of a clause that each read as a request on their own, tried on a copy; null if none. */
function compoundParts(
  text: string,
  trial: Workspace,
  depth: number,
  budget: { left: number },
): string[] | null {
  if (depth > 3) return null;
  for (const join of text.matchAll(JOIN)) {
    if ((budget.left -= 1) < 0) return null;
    const left = text.slice(0, join.index).trim();
    const right = text.slice((join.index ?? 0) + join[0].length).trim();
    if (!left || !right) continue;
    const probe = trialWorkspace(trial);
    const first = matchClause(left, probe);
    if (!first || isProblem(first)) continue;
    const second = matchClause(right, trialWorkspace(probe));
    if (second && !isProblem(second)) return [left, right];
    // "store capacity as a number and starts as a date": the second request reuses the verb.
    const verb = left.match(/^[a-z]+\b/i)?.[0];
    // "…, we've discontinued them" has its own subject, so it never borrows the verb.
    // "add a new customer: Jo, reg KX19 - she's had fifteen washes": the rest is the same row.
    const listed = /^(?:add|insert|put)$/i.test(verb ?? '') && left.includes(':');
    const gapped =
      verb &&
      !listed &&
      !right.toLowerCase().startsWith(verb.toLowerCase()) &&
      !/^(?:we|i|you|they|he|she|it|that|there)(?:'?\w{1,2})?\s/i.test(right)
        ? `${verb} ${right}`
        : '';
    const third = gapped ? matchClause(gapped, trialWorkspace(probe)) : null;
    if (third && !isProblem(third)) return [left, gapped];
    const rest = compoundParts(right, probe, depth + 1, budget);
    if (rest) return [left, ...rest];
  }
  return null;
}

/**
 * "stock can't be negative and name must be unique": several requests in one clause, each
 * understood alone. Only used when the whole clause was not understood.
 */
export function matchCompound(clause: string, ws: Workspace): Understood[] | null {
  // A clause with many joins is a list, not a few requests; reading it so would be slow and a guess.
  if ([...clause.matchAll(JOIN)].length > 6) return null;
  const parts = compoundParts(clause, trialWorkspace(ws), 0, { left: TRIAL_BUDGET });
  if (!parts) return null;
  const understood: Understood[] = [];
  for (const part of parts) {
    const result = matchClause(part, ws);
    if (!result || isProblem(result)) return null;
    understood.push(result);
  }
  return understood;
}

/**
 * "get rid of the spike branch, we're not doing that idea any more": requests with remarks beside
 * them, cut at commas; null unless every piece is read or is a remark.
 */
export function matchBesideAsides(
  clause: string,
  ws: Workspace,
  isAside: (text: string) => boolean,
): { understood: Understood[]; asides: string[]; question?: Problem } | null {
  const pieces = clause
    .split(/\s*,\s*|\s+-\s+/)
    .map((piece) => piece.trim())
    .filter(Boolean);
  if (pieces.length < 2 || pieces.length > 4) return null;
  const trial = trialWorkspace(ws);
  const results = pieces.map((piece) => matchClause(stripPoliteness(piece), trial));
  const reads = results.map((result) => result !== null && !isProblem(result));
  // "take the site offline for a bit, we're fixing things": one piece asks a question, the rest are asides.
  const asking = results.filter((r) => isProblem(r) && r.problem.clarification);
  const [question] = asking;
  if (
    question &&
    isProblem(question) &&
    asking.length === 1 &&
    pieces.every((piece, i) => results[i] === question || isAside(piece))
  )
    return {
      understood: [],
      asides: pieces.filter((_, i) => results[i] !== question),
      question: question.problem,
    };
  if (!reads.some(Boolean) || pieces.some((piece, i) => !reads[i] && !isAside(piece))) return null;
  const understood: Understood[] = [];
  for (const [i, piece] of pieces.entries()) {
    if (!reads[i]) continue;
    const result = matchClause(stripPoliteness(piece), ws);
    if (!result || isProblem(result)) return null;
    understood.push(result);
  }
  return { understood, asides: pieces.filter((_, i) => !reads[i]) };
}

/** The first rule (by priority, rules.ts) that recognises the clause answers it: understood, a problem, or null. */
export function matchClause(clause: string, ws: Workspace): ClauseResult {
  const trimmed = clause.replace(BACKEND_TAIL, '').trim();
  // Connection forms and vague wishes are answered before any service reads the words.
  // "how does it connect to the database": the tail the backend rules drop is the question here.
  const asked = matchConnect(trimmed) ?? matchApiAsk(clause) ?? matchVague(trimmed, ws);
  if (asked) return asked;
  for (const rule of RULES) {
    const result = rule.match(trimmed, ws);
    if (result) return result;
  }
  // No rule read it: a connection or the API, said by what it names rather than how.
  return matchConnect(trimmed, true) ?? matchApiAsk(clause, true) ?? matchOutsideTool(clause);
}
