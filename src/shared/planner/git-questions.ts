import type { StateTopic } from '@shared/contracts/plan';
import { tableMentions } from './grounding';
import { listWords } from './names';
import { problem, type ClauseResult } from './pieces';
import { questionText } from './questions';
import { branchNames, type Workspace } from './workspace';

/**
 * Questions about the repository read by what they name, not by their shape: which branch am I
 * on, which branches exist, the latest commits ("saves"), anything unsaved, and what differs
 * between two branches. Each becomes one `query.state` step the server answers when it runs.
 */

const ASKS =
  /^(?:what|what's|whats|which|when|where|how|do|does|did|is|are|was|were|have|has|had|any|show|list|tell|give|see|view|display|look|compare|let me see|can i see|i want to see|i'd like to see)\b/;
const BRANCH = /\bbranch(?:es)?\b/;
const COMMIT_WORDS =
  /\b(?:commits?|committed|history|log(?!\s+(?:in|on|out)\b)|saves|saved|checkpoints?|save points?|recent changes|latest changes|last changes|changes i made|changes we made|what (?:have )?(?:i|we) (?:did|do|done|changed|change|been doing|worked on)|what did (?:i|we) (?:do|change|work on)|what(?:'s| has| have)? (?:been )?changed (?:lately|recently|today|this week))\b/;
const UNSAVED =
  /\b(?:unsaved|uncommitted|un-committed|not (?:yet )?(?:been )?(?:saved|committed)|(?:haven't|have not|hasn't|has not|didn't|did not) (?:yet )?(?:been )?(?:saved|committed|save|commit)|pending (?:changes|work|edits)|anything (?:left )?to (?:commit|save)|dirty|unstaged)\b/;
const DIFF =
  /\b(?:differ|differs|different|difference|differences|diff|compare|compared|comparison|vs|versus|changed|changes|new on|ahead of|behind)\b/;
const CURRENT =
  /\b(?:current|currently|active|checked out|am i|are we|i'm|we're|working on|working in|using|in use|selected)\b/;
const SINCE_SAVE =
  /\bsince\s+(?:the\s+|my\s+|our\s+)?(?:last|latest|previous)\s+(?:save|commit|checkpoint)\b/;

/** Branch names the question says, in the order said, with "main"/"master" as the default branch. */
function branchesSaid(q: string, ws: Workspace): string[] {
  const names = branchNames(ws);
  const main = ws.after.git?.defaultBranch ?? 'main';
  const found: { at: number; name: string }[] = [];
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    const escaped = name.toLowerCase().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const at = q.search(new RegExp(`(?:^|[\\s"'\`])${escaped}(?=$|[\\s"'\`?,.])`));
    if (at >= 0 && !found.some((f) => f.name.includes(name) && Math.abs(f.at - at) < 2))
      found.push({ at, name });
  }
  if (!names.includes('master') && /\bmaster\b/.test(q) && !found.some((f) => f.name === main))
    found.push({ at: q.search(/\bmaster\b/), name: main });
  return found.sort((a, b) => a.at - b.at).map((f) => f.name);
}

/** A word in a branch's place ("the X branch", "between X and Y") that names no branch. */
function unknownBranch(q: string, ws: Workspace): string | undefined {
  const names = new Set(branchNames(ws).map((n) => n.toLowerCase()));
  const slots = [
    ...q.matchAll(
      /\b(?:the|on|in|of|for)\s+["'`]?([\w./-]+)["'`]?\s+branch\b|\bbranch\s+(?:called|named)\s+["'`]?([\w./-]+)|\bbetween\s+(?:the\s+)?["'`]?([\w./-]+)["'`]?(?:\s+branch)?\s+and\s+(?:the\s+)?["'`]?([\w./-]+)/g,
    ),
  ].flatMap((m) => m.slice(1).filter(Boolean) as string[]);
  return slots.find(
    (s) => !names.has(s) && !/^(?:this|that|my|our|current|same|other|main|master|it)$/.test(s),
  );
}

const WORDS: Record<'branch' | 'branches' | 'commits' | 'branchDiff', string> = {
  branch: 'which branch you are on',
  branches: 'which branches you have',
  commits: 'the latest commits',
  branchDiff: 'how two branches differ',
};

function answer(
  topic: 'branch' | 'branches' | 'commits' | 'branchDiff',
  summary: string,
  params: { branch?: string; against?: string } = {},
): ClauseResult {
  return {
    understood: WORDS[topic],
    service: 'git',
    render: () => [
      {
        service: 'git',
        steps: [{ kind: 'query.state', topic: topic satisfies StateTopic, ...params }],
        commands: [],
        summary: `${summary} This only reads; nothing changes.`,
        fileAs: {
          service: 'git',
          type: 'query',
          risk: 'low',
          reason: 'A question only reads, so it runs at once and changes nothing.',
        },
      },
    ],
  };
}

/** "which branch am I on?", "what's different on redesign?", "show my last few saves". */
export function matchGitQuestion(clause: string, ws: Workspace): ClauseResult {
  const q = questionText(clause).replace(/\s+/g, ' ');
  if (!ASKS.test(q) && !/\?\s*$/.test(clause)) return null;
  const named = branchesSaid(q, ws);
  const gitWords = BRANCH.test(q) || COMMIT_WORDS.test(q) || UNSAVED.test(q) || named.length > 0;
  if (!gitWords) return null;
  // A question naming a table is about its rows ("which orders changed this week?").
  if (tableMentions(ws, q.split(/\s+/)).length) return null;
  const main = ws.after.git?.defaultBranch ?? 'main';
  const current = ws.after.git?.current ?? main;
  const missing = unknownBranch(q, ws);
  if (missing && ws.known.git)
    return problem(
      `You asked about the branch ${missing}.`,
      `There is no branch called ${missing}. Your branches: ${listWords(branchNames(ws)) || main}.`,
      branchNames(ws).map((b) => `What changed on ${b} compared to ${main}?`),
    );
  // Every plan saves its work as a commit, so "unsaved" and "since the last save" have one answer.
  if (UNSAVED.test(q) || SINCE_SAVE.test(q))
    return answer(
      'commits',
      `Nothing is waiting to be saved: every change made here is committed when its plan runs. I'll list the latest commits on ${named[0] ?? current}.`,
      { branch: named[0] ?? current },
    );
  if (DIFF.test(q) && (named.length >= 2 || (named.length === 1 && named[0] !== main))) {
    const [branch, against] =
      named.length >= 2 ? [named[0] as string, named[1] as string] : [named[0] as string, main];
    if (branch !== against)
      return answer(
        'branchDiff',
        `I'll list the files that differ between ${branch} and ${against}.`,
        { branch, against },
      );
  }
  if (
    DIFF.test(q) &&
    /\b(?:this|my|current|the current)\s+branch\b/.test(q) &&
    (named.includes(main) || /\bcompared\b|\bvs\b|\bversus\b/.test(q)) &&
    current !== main
  )
    return answer('branchDiff', `I'll list the files that differ between ${current} and ${main}.`, {
      branch: current,
      against: main,
    });
  if (
    COMMIT_WORDS.test(q) ||
    (DIFF.test(q) && /\b(?:recent|recently|lately|last|latest)\b/.test(q))
  )
    return answer('commits', `I'll list the latest commits on ${named[0] ?? current}.`, {
      branch: named[0] ?? current,
    });
  if (/\bbranches\b/.test(q) || /\b(?:other|all|any|every)\s+branch\b/.test(q))
    return answer('branches', "I'll list your branches and the one you are on.");
  if (BRANCH.test(q) && (CURRENT.test(q) || /^(?:what|which|what's)\s+branch\b/.test(q)))
    return answer('branch', "I'll say which branch you are on.");
  return null;
}
