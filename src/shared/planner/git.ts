import type { PlanStep } from '@shared/contracts/plan';
import { lookupDivergence, type ContextGit } from './context';
import { branchNames, type Workspace } from './workspace';
import { countOf, listWords, slugify, unquote } from './names';
import { ask, problem, type ClauseResult, type Piece, type Problem } from './pieces';

/** Version control: branches, merges, resets, rebases, pull requests and collaborators. */

const STOP = new Set(
  'a an the from off of based on onto into to for called named with and branch branches new git it this that my our please main-branch as'.split(
    ' ',
  ),
);

/** Git's own rules for a branch name (git check-ref-format), kept simple. */
export function isValidBranchName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 200 &&
    // eslint-disable-next-line no-control-regex -- git itself forbids control characters in branch names.
    !/[\s~^:?*[\\\x00-\x1f\x7f]/.test(name) &&
    !name.includes('..') &&
    !name.includes('@{') &&
    !name.includes('//') &&
    !/^[-/.]|[/.]$|\.lock$|\/\./.test(name) &&
    name !== '@'
  );
}

const defaultBranch = (git: ContextGit | undefined): string => git?.defaultBranch ?? 'main';
export const currentBranch = (ws: Workspace): string =>
  ws.after.git?.current ?? defaultBranch(ws.after.git);
const exists = (ws: Workspace, name: string): boolean => branchNames(ws).includes(name);

const branchExamples = (ws: Workspace): string[] => {
  const other = branchNames(ws).find((b) => b !== defaultBranch(ws.after.git)) ?? 'feature/login';
  return [
    `Create a branch called feature/signup from ${defaultBranch(ws.after.git)}`,
    `Merge ${other} into ${defaultBranch(ws.after.git)}`,
    `Delete the ${other} branch`,
  ];
};

/** What a phrase names as a branch ("the login branch", "'feature/x'", "it"), checked against the repository. */
export function branchRef(
  ws: Workspace,
  phrase: string | undefined,
  understood: string,
): string | { problem: Problem } {
  const raw = unquote(
    (phrase ?? '')
      .trim()
      .replace(/^(?:the|my|our)\s+/i, '')
      .replace(/\s+branch$/i, '')
      .replace(/^branch\s+/i, '')
      .replace(/^(?:called|named)\s+/i, ''),
  );
  if (!raw || /^(?:it|this|that|this one|that one|the branch|branch|same)$/i.test(raw)) {
    if (ws.focusBranch) return ws.focusBranch;
    return problem(
      understood,
      `I could not tell which branch you mean. Your branches: ${listWords(branchNames(ws)) || 'main'}.`,
      branchExamples(ws),
    );
  }
  const candidates = [raw, raw.toLowerCase(), slugify(raw), `feature/${slugify(raw)}`];
  const known = candidates.find((c) => exists(ws, c));
  if (known) return known;
  if (!ws.known.git) {
    const name = /\s/.test(raw) ? slugify(raw) : raw;
    if (isValidBranchName(name)) return name;
  }
  const names = branchNames(ws);
  return problem(
    understood,
    `There is no branch called ${raw}. Your branches: ${listWords(names) || 'none yet'}.`,
    branchExamples(ws),
  );
}

export const isProblem = (value: string | { problem: Problem }): value is { problem: Problem } =>
  typeof value !== 'string';

/** A step of this plan moves the branch: its head is no longer the one the live context knows. */
export function moved(ws: Workspace, name: string): void {
  const branch = ws.after.git?.branches.find((b) => b.name === name);
  if (branch) branch.sha = '';
}

/** True when `from` is known to have no commits that `into` lacks, so a pull request would be empty. */
function nothingToPull(ws: Workspace, from: string, into: string): boolean {
  const git = ws.after.git;
  const sha = (name: string) => git?.branches.find((b) => b.name === name)?.sha ?? '';
  if (!sha(from) || !sha(into)) return false;
  return sha(from) === sha(into) || lookupDivergence(git?.divergence, from, into)?.ahead === 0;
}

const BASE =
  /\s+(?:from|off(?:\s+of)?|based on|on top of|branching (?:off|from)|out of|starting from)\s+(?:the\s+)?["'`]?(?<base>[\w./-]+)["'`]?(?:\s+branch)?/i;
const CREATE = [
  /^(?:create|make|start|open|add|cut|set up|spin up|new|i need|we need|need)\s+(?:me\s+|us\s+)?(?:a\s+|an\s+|the\s+)?(?:new\s+)?(?:git\s+|feature\s+)?branch\b(?<rest>.*)$/i,
  /^branch\s+(?:off|from|out from)\s+(?:the\s+)?(?<base>[\w./-]+)(?:\s+branch)?\s*(?:,\s*)?(?:and\s+)?(?:(?:call it|called|named|as|for|to)\b\s*)?(?<rest>.*)$/i,
  /^(?:create|make|start)\s+(?:a\s+|an\s+|the\s+)?(?:new\s+)?["'`]?(?!(?:the|a|an|my|our|this|that|new)\b)(?<name>[\w][\w./-]*)["'`]?\s+branch\b(?<rest>.*)$/i,
];

/** "create a branch called feature-login from main", "a branch for the new pricing page". */
export function matchCreateBranch(clause: string, ws: Workspace): ClauseResult {
  const match = CREATE.map((p) => clause.match(p)).find(Boolean);
  if (!match?.groups) return null;
  let rest = (match.groups.rest ?? '').replace(/^\s*:\s*/, ' ');
  let base = match.groups.base;
  const baseMatch = rest.match(BASE);
  if (baseMatch?.groups) {
    base = baseMatch.groups.base;
    rest = rest.replace(BASE, ' ');
  }
  rest = rest.replace(/\s+/g, ' ').trim();
  let name = match.groups.name;
  let described = false;
  if (!name) {
    const called = rest.match(
      /^(?:called|named|call it|with the name|titled)\s+["'`]?([^"'`\s]+(?:\s+[^"'`\s]+)*)["'`]?$/i,
    );
    const quoted = rest.match(/^["'`]([^"'`]+)["'`]$/);
    const token = rest.match(/^([\w][\w./-]*)$/);
    const purpose = rest.match(
      /^(?:for|to|so (?:i|we) can)\s+(?:work on\s+|build\s+|add\s+|try\s+|make\s+)?(?<what>.+)$/i,
    );
    // "branch off main for the campaign, call it xmas-2025": the name said last.
    const last = rest.match(
      /(?:^|,\s*|\s)(?:and\s+)?(?:call it|name it|called|named)\s+["'`]?([\w./-]+)["'`]?$/i,
    );
    if (called) name = called[1];
    else if (last) name = last[1];
    else if (quoted) name = quoted[1];
    else if (token && !STOP.has((token[1] ?? '').toLowerCase())) name = token[1];
    else if (purpose?.groups) {
      const what = purpose.groups.what ?? '';
      const fix = /\b(?:fix|fixing|bug|bugs|hotfix|broken)\b/i.test(what);
      const slug = slugify(
        what
          .replace(/^(?:the|a|an|my|our)\s+/i, '')
          .replace(/^(?:fix|fixing)\s+(?:the\s+|a\s+)?/i, ''),
      );
      name = slug ? `${fix ? 'fix' : 'feature'}/${slug}` : undefined;
      described = true;
    }
  }
  const examples = branchExamples(ws);
  if (!name)
    return problem(
      'You want a new branch.',
      'I could not find its name. Put it after "called", for example "called feature/login".',
      examples,
    );
  if (!described && /\s/.test(name)) name = slugify(name);
  const understood = `You want a new branch called ${name}.`;
  if (!isValidBranchName(name))
    return problem(
      understood,
      `"${name}" cannot be a branch name: use letters, numbers, dashes and slashes, without spaces.`,
      examples,
    );
  if (exists(ws, name))
    return problem(understood, `A branch called ${name} already exists.`, examples);
  const from = base ? branchRef(ws, base, understood) : currentBranch(ws);
  if (isProblem(from)) return from;
  const git = ws.after.git;
  const sha = git?.branches.find((b) => b.name === from)?.sha ?? '';
  if (git) git.branches.push({ name, sha });
  else
    ws.after.git = {
      current: from,
      branches: [
        { name: from, sha: '' },
        { name, sha: '' },
      ],
    };
  ws.focusBranch = name;
  const piece: Piece = {
    service: 'git',
    steps: [{ kind: 'git.createBranch', name, from }],
    commands: [`git branch ${name} ${from}`, `git push -u origin ${name}`],
    summary: `Creates a new branch "${name}" from ${from}${described ? ' (named after what you described)' : ''}. It starts as an exact copy of ${from}.`,
    meaning: `You can change things on ${name} without touching ${from} or your live site, then merge when it is ready.`,
    branchInfo: { current: git?.current, name, base: from },
  };
  return {
    service: 'git',
    understood: `create the branch ${name} from ${from}`,
    render: () => [piece],
  };
}

const DELETE =
  /^(?:force[- ]?)?(?:delete|remove|get rid of|drop|clean up|trash|kill|destroy)\s+(?:the\s+)?(?:old\s+)?(?:(?:git\s+)?branch(?:es)?\s+(?:called\s+|named\s+)?(?<a>["'`]?[\w./-]+["'`]?)|(?<b>["'`]?[\w./ -]+?["'`]?)\s+branch(?:es)?|(?<c>it|that branch|this branch|the branch))(?:\s+(?:too|as well|now|afterwards|after that|once merged))?$/i;

/** "delete the old-design branch", "...and delete it". */
export function matchDeleteBranch(clause: string, ws: Workspace): ClauseResult {
  const match = clause.match(DELETE);
  if (!match?.groups) return null;
  const phrase = match.groups.a ?? match.groups.b ?? match.groups.c;
  if (match.groups.c && !ws.focusBranch) return null;
  const understood = `You want to delete the branch ${phrase}.`;
  const name = branchRef(ws, phrase, understood);
  if (isProblem(name)) return name;
  const git = ws.after.git;
  const main = defaultBranch(git);
  if (name === main)
    return problem(
      understood,
      `${name} is the project's main branch: your live site is built from it, so it cannot be deleted.`,
      [`Revert the last commit on ${main}`, ...branchExamples(ws)].slice(0, 3),
    );
  if (git && git.current === name)
    return problem(
      understood,
      `${name} is the branch you are working on; switch to another branch before deleting it.`,
      [`Switch to ${main}`, ...branchExamples(ws)].slice(0, 3),
    );
  const divergence = lookupDivergence(git?.divergence, name, main);
  const warnings = [
    `The branch ${name} is deleted${divergence?.ahead ? ` with ${countOf(divergence.ahead, 'commit')} that ${main} does not have; they will be lost` : ''}.`,
  ];
  if (git) git.branches = git.branches.filter((b) => b.name !== name);
  if (ws.focusBranch === name) ws.focusBranch = undefined;
  const piece: Piece = {
    service: 'git',
    steps: [{ kind: 'git.deleteBranch', name }],
    commands: [`git branch -D ${name}`, `git push origin --delete ${name}`],
    summary: `Deletes the branch ${name}.`,
    meaning:
      divergence?.ahead === 0
        ? `Everything on ${name} is already in ${main}, so no work is lost.`
        : `Work that exists only on ${name} is gone unless it was merged.`,
    warnings,
  };
  return { service: 'git', understood: `delete the branch ${name}`, render: () => [piece] };
}

const MERGE = [
  /^merge\s+(?:the\s+)?(?:changes\s+(?:from|on|in)\s+(?:the\s+)?)?(?<source>["'`]?[\w./ -]+?["'`]?)(?:\s+branch)?(?:\s+back)?\s+(?:into|to|onto|in|with)\s+(?:the\s+)?(?<target>["'`]?[\w./-]+["'`]?)(?:\s+branch)?$/i,
  /^merge\s+(?:the\s+)?(?<source>["'`]?[\w./-]+["'`]?|it|this|that)(?:\s+branch)?$/i,
  /^(?:bring|pull|move|get|put)\s+(?:the\s+|all\s+(?:the\s+)?)?(?:changes|work|commits|code)\s+(?:from|on|in)\s+(?:the\s+)?(?<source>["'`]?[\w./-]+["'`]?)(?:\s+branch)?\s+(?:into|to|onto|in)\s+(?:the\s+)?(?<target>["'`]?[\w./-]+["'`]?)(?:\s+branch)?$/i,
  /^(?:update|sync|refresh)\s+(?:the\s+)?(?<target>["'`]?[\w./-]+["'`]?)(?:\s+branch)?\s+(?:with|from)\s+(?:the\s+)?(?:latest\s+)?(?:changes\s+(?:from|on|in)\s+)?(?:the\s+)?(?<source>["'`]?[\w./-]+["'`]?)(?:\s+branch)?$/i,
];

/** "merge feature/login into main", "bring the changes from develop into main". */
export function matchMerge(clause: string, ws: Workspace): ClauseResult {
  const match = MERGE.map((p) => clause.match(p)).find(Boolean);
  if (!match?.groups) return null;
  const understood = `You want to merge ${match.groups.source ?? 'a branch'} into ${match.groups.target ?? defaultBranch(ws.after.git)}.`;
  const into = match.groups.target ?? defaultBranch(ws.after.git);
  const others = branchNames(ws).filter((n) => n !== into);
  // "merge the branch" with several to choose from: ask which, never guess.
  if (
    !ws.focusBranch &&
    others.length > 1 &&
    /^(?:(?:the|that|this)\s+)?(?:branch|it|that|this|one)?$/i.test(
      (match.groups.source ?? '').trim(),
    )
  )
    return ask(
      understood,
      `Which branch should go into ${into}?`,
      others.slice(0, 4).map((n) => ({ label: n, instruction: `merge ${n} into ${into}` })),
    );
  const source = branchRef(ws, match.groups.source, understood);
  if (isProblem(source)) return source;
  const target = branchRef(ws, match.groups.target ?? defaultBranch(ws.after.git), understood);
  if (isProblem(target)) return target;
  if (source === target)
    return problem(
      understood,
      'A branch cannot be merged into itself; name two different branches.',
      branchExamples(ws),
    );
  const git = ws.after.git;
  const divergence = lookupDivergence(git?.divergence, source, target);
  const warnings: string[] = [];
  if (divergence?.ahead === 0)
    warnings.push(
      `${source} has no commits that ${target} does not already have, so nothing will change.`,
    );
  if (divergence?.behind) {
    warnings.push(
      `${target} has ${countOf(divergence.behind, 'commit')} that ${source} does not; if both changed the same lines, the merge stops and nothing changes until the conflict is resolved.`,
    );
  }
  if (target === defaultBranch(git))
    warnings.push(
      `${target} is the branch production deploys come from; the next production deploy includes these changes.`,
    );
  ws.focusBranch = source;
  moved(ws, target);
  const piece: Piece = {
    service: 'git',
    steps: [{ kind: 'git.merge', source, target }],
    commands: [
      `git checkout ${target}`,
      `git merge --no-ff ${source}`,
      `git push origin ${target}`,
    ],
    summary: `Merges ${source} into ${target}${divergence ? `: ${countOf(divergence.ahead, 'commit')} from ${source} come into ${target}` : ''}.`,
    meaning: `${target} gets the work done on ${source}; ${source} itself stays as it is.`,
    warnings,
    branchInfo: {
      current: git?.current,
      source,
      target,
      ahead: divergence?.ahead,
      behind: divergence?.behind,
    },
  };
  return { service: 'git', understood: `merge ${source} into ${target}`, render: () => [piece] };
}

const REF = /^(?:[0-9a-f]{7,40}|HEAD(?:~\d+|\^+)?|FIRST|[\w./-]+@\{\d+\})$/i;
const RESET = [
  /^(?:hard\s+)?reset\s+(?:--hard\s+)?(?:the\s+)?(?:(?<branch>["'`]?[\w./-]+["'`]?)(?:\s+branch)?\s+)?(?:--hard\s+)?(?:back\s+)?(?:to\s+)?(?:commit\s+)?(?<ref>.+?)(?:\s+--hard)?$/i,
  /^(?:undo|remove|drop|throw away|get rid of)\s+(?:the\s+)?(?:last|latest|previous|most recent)\s+(?:(?<count>\d+|two|three|four|five)\s+)?commits?(?:\s+(?:on|in|from)\s+(?:the\s+)?(?<branch>["'`]?[\w./-]+["'`]?)(?:\s+branch)?)?$/i,
  /^(?:roll|move|take|set|put|wind)\s+(?:the\s+)?(?<branch>["'`]?[\w./-]+["'`]?)(?:\s+branch)?\s+back\s+(?:by\s+)?(?<ref>(?:\d+|one|a|an|two|three|four|five)\s+commits?)$/i,
  /^make\s+(?:the\s+)?(?<branch>["'`]?[\w./-]+["'`]?)(?:\s+branch)?\s+(?:exactly\s+)?(?<ref>(?:the same as|identical to|match|look like|mirror)\s+(?:the\s+)?[\w./-]+(?:\s+branch)?)(?:\s+again)?$/i,
  /^(?:go back|roll back|rollback|revert|move|take|set|put|wind|bring)\s+(?:the\s+)?(?:(?<branch>["'`]?[\w./-]+["'`]?)(?:\s+branch)?\s+)?(?:back\s+)?to\s+(?:commit\s+)?(?<ref>[0-9a-f]{7,40}|(?:the\s+)?(?:previous|last|prior) commit|\d+\s+commits?\s+(?:ago|back|before)|(?:the\s+)?(?:very\s+)?(?:first|initial|original|earliest|oldest)\s+(?:commit|version|save))$/i,
];
const WORD_COUNT: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };
const COUNT_OF: Record<string, number> = { ...WORD_COUNT, one: 1, a: 1, an: 1 };

/** "reset main to a1b2c3d", "undo the last commit on feature/login". */
export function matchReset(said: string, ws: Workspace): ClauseResult {
  const clause = said.replace(/^git\s+/i, '');
  // "reset --hard to the last commit" keeps the latest commit and drops what is not committed.
  const hardToLast =
    /^(?:hard\s+)?reset\s+(?:--hard\s+)?(?:back\s+)?to\s+(?:the\s+)?(?:last|latest|current)\s+commit$/i;
  const match =
    hardToLast.test(clause) && /hard/i.test(clause)
      ? { groups: { ref: 'HEAD' } as Record<string, string | undefined> }
      : RESET.map((p) => clause.match(p)).find(Boolean);
  if (!match?.groups) return null;
  const g = match.groups;
  let ref = g.ref?.trim();
  if (g.count !== undefined || !ref) {
    const count = g.count ? (WORD_COUNT[g.count.toLowerCase()] ?? Number(g.count)) : 1;
    ref = `HEAD~${count}`;
  } else {
    const words = ref.match(
      /^(?:the\s+)?(?:previous|last|prior|one before|commit before)(?:\s+commit)?$/i,
    );
    const back = ref.match(
      /^(\d+|one|a|an|two|three|four|five)\s+commits?(?:\s+(?:ago|back|before|earlier))?$/i,
    );
    // "to match main", "to be the same as develop": another branch's latest commit.
    const like = ref.match(
      /^(?:(?:so\s+(?:that\s+)?)?(?:it\s+)?(?:matches|mirrors|is the same as|looks like)|match|matching|mirror|copy|be (?:the same as|identical to|like)|the same as|identical to|look like|what(?:'s| is) (?:on|in))\s+(?:the\s+)?["'`]?([\w./-]+?)["'`]?(?:\s+branch)?$/i,
    );
    // "the very first commit": the branch's first commit (src/server/services/git/commits.ts).
    const first =
      /^(?:the\s+)?(?:very\s+)?(?:first|initial|original|earliest|oldest)(?:\s+(?:commit|version|save))?(?:\s+(?:and\s+)?(?:throw|get rid of|lose|delete|drop)\b.*)?$/i.test(
        ref,
      );
    if (first) ref = 'FIRST';
    else if (words) ref = 'HEAD~1';
    else if (back) ref = `HEAD~${COUNT_OF[(back[1] ?? '').toLowerCase()] ?? Number(back[1])}`;
    else if (like && exists(ws, like[1] ?? '')) ref = like[1] ?? ref;
  }
  const understood = `You want to reset ${g.branch ?? 'the current branch'} to ${ref}.`;
  if (!REF.test(ref) && !exists(ws, ref)) {
    // Only a clause that is clearly about commits gets an answer; "reset the password" is not ours.
    if (
      /^reset/i.test(clause) &&
      (/\b(?:commit|branch|--hard|head)\b/i.test(clause) ||
        (g.branch !== undefined && exists(ws, unquote(g.branch))))
    ) {
      return problem(
        understood,
        `I could not read "${ref}" as a commit. Use a commit id (like a1b2c3d), "the previous commit", or "N commits back".`,
        [
          'Reset main to a1b2c3d',
          'Undo the last commit on feature/login',
          'Reset main to the previous commit',
        ],
      );
    }
    return null;
  }
  const branch = g.branch
    ? branchRef(ws, g.branch, understood)
    : (ws.focusBranch ?? currentBranch(ws));
  if (isProblem(branch)) return branch;
  const back = ref.match(/^HEAD~(\d+)$/);
  moved(ws, branch);
  const piece: Piece = {
    service: 'git',
    steps: [{ kind: 'git.reset', branch, ref }],
    commands: [
      `git checkout ${branch}`,
      `git reset --hard ${ref === 'FIRST' ? '$(git rev-list --max-parents=0 HEAD | tail -1)' : ref}`,
      `git push --force-with-lease origin ${branch}`,
    ],
    summary: `Moves ${branch} back to ${back ? `${countOf(Number(back[1]), 'commit')} before its latest` : ref === 'FIRST' ? 'its very first commit' : `commit ${ref}`}, throwing away the commits after it.`,
    meaning: `The work in those commits disappears from ${branch}. Stored before running, the old position can be restored with undo.`,
    warnings: [
      `Commits after ${ref === 'FIRST' ? 'the first commit' : ref} on ${branch} are thrown away.`,
      ...(branch === defaultBranch(ws.after.git)
        ? [`${branch} is the branch production deploys come from.`]
        : []),
    ],
    branchInfo: { current: ws.after.git?.current, name: branch },
  };
  return {
    service: 'git',
    understood: `reset ${branch} to ${ref === 'FIRST' ? 'its first commit' : ref}`,
    render: () => [piece],
  };
}

const REBASE =
  /^rebase\s+(?:the\s+)?(?:(?<branch>["'`]?[\w./-]+["'`]?)(?:\s+branch)?)?(?:\s+(?:onto|on|on top of|against)\s+(?:the\s+)?(?:latest\s+)?(?<onto>["'`]?[\w./-]+["'`]?)(?:\s+branch)?)?$/i;

/** "rebase feature/login onto main". */
export function matchRebase(clause: string, ws: Workspace): ClauseResult {
  const match = clause.match(REBASE);
  if (!match?.groups) return null;
  const understood = `You want to rebase ${match.groups.branch ?? 'a branch'} onto ${match.groups.onto ?? defaultBranch(ws.after.git)}.`;
  const branch = match.groups.branch
    ? branchRef(ws, match.groups.branch, understood)
    : (ws.focusBranch ?? currentBranch(ws));
  if (isProblem(branch)) return branch;
  const onto = branchRef(ws, match.groups.onto ?? defaultBranch(ws.after.git), understood);
  if (isProblem(onto)) return onto;
  if (branch === onto)
    return problem(understood, 'A branch cannot be rebased onto itself.', branchExamples(ws));
  const divergence = lookupDivergence(ws.after.git?.divergence, branch, onto);
  moved(ws, branch);
  const piece: Piece = {
    service: 'git',
    steps: [{ kind: 'git.rebase', branch, onto }],
    commands: [
      `git checkout ${branch}`,
      `git rebase ${onto}`,
      `git push --force-with-lease origin ${branch}`,
    ],
    summary: `Replays the commits of ${branch} on top of the latest ${onto}${divergence ? ` (${countOf(divergence.behind, 'new commit')} on ${onto})` : ''}.`,
    meaning: `${branch} then includes everything in ${onto}, with its own work on top.`,
    warnings: [
      `Rebasing rewrites the history of ${branch}; anyone else working on it must fetch it again.`,
    ],
    branchInfo: {
      current: ws.after.git?.current,
      name: branch,
      base: onto,
      ahead: divergence?.ahead,
      behind: divergence?.behind,
    },
  };
  return { service: 'git', understood: `rebase ${branch} onto ${onto}`, render: () => [piece] };
}

const PULL_REQUEST =
  /^(?:open|create|make|start|raise|submit|send|file)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:pull request|pr)\b(?<rest>.*)$/i;

/** "open a pull request from feature/login to main titled 'Login page'". */
export function matchPullRequest(clause: string, ws: Workspace): ClauseResult {
  const match = clause.match(PULL_REQUEST);
  if (!match?.groups) return null;
  let rest = match.groups.rest ?? '';
  let title: string | undefined;
  const titled = rest.match(
    /\s*,?\s*(?:titled|called|named|with (?:the )?title|title:?)\s+["'`]([^"'`]+)["'`]|\s*,?\s*(?:titled|with (?:the )?title)\s+(.+)$/i,
  );
  if (titled) {
    title = (titled[1] ?? titled[2] ?? '').trim();
    rest = rest.replace(titled[0], ' ');
  }
  const source = rest.match(
    /\b(?:from|for|of|to merge)\s+(?:the\s+)?["'`]?(?<b>[\w./-]+)["'`]?(?:\s+branch)?/i,
  )?.groups?.b;
  const target =
    rest.match(
      /\b(?:into|to|against|onto|on)\s+(?:the\s+)?["'`]?(?<b>[\w./-]+)["'`]?(?:\s+branch)?\s*$/i,
    )?.groups?.b ?? rest.match(/\binto\s+(?:the\s+)?["'`]?(?<b>[\w./-]+)/i)?.groups?.b;
  const main = defaultBranch(ws.after.git);
  const understood = `You want a pull request${source ? ` from ${source}` : ''} into ${target ?? main}.`;
  const into = branchRef(ws, target ?? main, understood);
  if (isProblem(into)) return into;
  const fallback = ws.focusBranch ?? (currentBranch(ws) !== into ? currentBranch(ws) : undefined);
  if (!source && !fallback)
    return problem(understood, 'Say which branch the pull request is from.', [
      `Open a pull request from feature/login to ${main}`,
      'Create a PR for feature/checkout',
    ]);
  const from = branchRef(ws, source ?? fallback, understood);
  if (isProblem(from)) return from;
  if (from === into)
    return problem(understood, 'A pull request needs two different branches.', [
      `Open a pull request from feature/login to ${main}`,
    ]);
  // GitHub refuses a pull request with no commits; say so now rather than fail when it runs.
  if (nothingToPull(ws, from, into)) {
    return problem(
      understood,
      `${from} has no commits that ${into} lacks yet, so there is nothing for a pull request to show and GitHub would refuse it. Commit your changes to ${from} first, then open the pull request.`,
      [
        `Create a branch called ${from}`,
        `Commit a file called notes.md containing "first draft" to ${from}`,
        `Open a pull request from ${from} to ${into}`,
      ],
    );
  }
  const prTitle = title || readableTitle(from, into);
  const git = ws.after.git;
  if (git?.pullRequests?.some((pr) => pr.source === from && pr.target === into)) {
    return problem(understood, `There is already an open pull request from ${from} into ${into}.`, [
      `Merge ${from} into ${into}`,
    ]);
  }
  if (git)
    git.pullRequests = [
      ...(git.pullRequests ?? []),
      { source: from, target: into, title: prTitle },
    ];
  const divergence = lookupDivergence(git?.divergence, from, into);
  const piece: Piece = {
    service: 'git',
    steps: [{ kind: 'git.pullRequest', source: from, target: into, title: prTitle }],
    commands: [
      `git push -u origin ${from}`,
      `gh pr create --base ${into} --head ${from} --title "${prTitle.replace(/"/g, '\\"')}"`,
    ],
    summary: `Opens a pull request "${prTitle}" asking to merge ${from} into ${into}.`,
    meaning:
      'Nothing changes until someone reviews and merges it; it is a place to look at the changes together.',
    branchInfo: {
      current: git?.current,
      source: from,
      target: into,
      ahead: divergence?.ahead,
      behind: divergence?.behind,
    },
  };
  return {
    service: 'git',
    understood: `open a pull request from ${from} into ${into}`,
    render: () => [piece],
  };
}

/** "feature/new-pricing-page" → "New pricing page". */
function readableTitle(source: string, target: string): string {
  const words = (source.split('/').pop() ?? source).replace(/[-_]+/g, ' ').trim();
  return words
    ? `${words.charAt(0).toUpperCase()}${words.slice(1)}`
    : `Merge ${source} into ${target}`;
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i;
const USERNAME = /^@?[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const COLLABORATOR =
  /^(?:add|invite|give|grant|let)\s+(?:(?:the\s+)?(?:user|github user|developer|dev|my (?:friend|colleague|cofounder|co-founder))\s+)?(?<user>\S+)\s+(?<rest>.+)$/i;
/** Phrases that may follow the user, in any order; anything else means it is not an invitation. */
const COLLABORATOR_PARTS = [
  /\b(?:as\s+)?(?:an?\s+)?(?<role>(?:read[- ]only|read|write|admin|maintainer|full)\s+)?(?:collaborator|contributor|maintainer|member|developer|reviewer)\b/i,
  /\b(?:to|on|into)\s+(?:the|my|our)\s+(?:github\s+)?(?:repo(?:sitory)?|project|code(?:base)?)\b/i,
  /\b(?:with\s+)?(?<perm>read[- ]only|read|write|push|admin|full|maintain|edit)?\s*access(?:\s+(?:to|on)\s+(?:the|my|our)\s+(?:github\s+)?(?:repo(?:sitory)?|project|code(?:base)?))?\b/i,
  /\b(?<verb>push to|contribute to|work on|see|view|read|edit)\s+(?:the|my|our)\s+(?:github\s+)?(?:repo(?:sitory)?|code(?:base)?|project)\b/i,
];

function collaboratorRequest(clause: string): { user: string; words: string } | undefined {
  const match = clause.match(COLLABORATOR);
  if (!match?.groups) return undefined;
  let rest = match.groups.rest ?? '';
  let words = '';
  let matched = 0;
  for (const part of COLLABORATOR_PARTS) {
    const hit = rest.match(part);
    if (!hit) continue;
    matched += 1;
    words += ` ${hit.groups?.role ?? ''} ${hit.groups?.perm ?? ''} ${hit.groups?.verb ?? ''}`;
    rest = rest.replace(hit[0], ' ');
  }
  if (matched === 0 || rest.replace(/\b(?:and|please|too|now)\b|[\s,.]/gi, '')) return undefined;
  return { user: (match.groups.user ?? '').replace(/[.,]$/, ''), words };
}

/** "add ana@example.com as a collaborator", "give octocat read access to the repo". */
export function matchCollaborator(clause: string, ws: Workspace): ClauseResult {
  const request = collaboratorRequest(clause);
  if (!request) return null;
  const { user } = request;
  if (!EMAIL.test(user) && !USERNAME.test(user)) return null;
  const handle = user.replace(/^@/, '');
  const words = request.words.toLowerCase();
  const permission = /admin|full|maintain/.test(words)
    ? 'admin'
    : /read|see|view/.test(words)
      ? 'pull'
      : 'push';
  const git = ws.after.git;
  if (git?.collaborators?.includes(handle))
    return problem(
      `You want to add ${handle} as a collaborator.`,
      `${handle} already has access to the repository.`,
      ['Add ana@example.com as a collaborator'],
    );
  if (git) git.collaborators = [...(git.collaborators ?? []), handle];
  const can = {
    pull: 'see and copy the code',
    push: 'see the code and push changes to branches',
    admin: 'do everything, including settings and deleting the repository',
  }[permission];
  const step: PlanStep = { kind: 'git.addCollaborator', user: handle, permission };
  // GitHub invites by user name: an e-mail is first looked up among the e-mails people made public.
  const byEmail = EMAIL.test(handle);
  const piece: Piece = {
    service: 'git',
    steps: [step],
    commands: byEmail
      ? [
          `LOGIN=$(gh api "search/users?q=${handle}+in:email" --jq '.items[0].login')`,
          `gh api -X PUT "repos/{owner}/{repo}/collaborators/$LOGIN" -f permission=${permission}`,
        ]
      : [`gh api -X PUT repos/{owner}/{repo}/collaborators/${handle} -f permission=${permission}`],
    summary: `Invites ${byEmail ? `the GitHub account of ${handle}` : handle} to the repository with ${permission === 'pull' ? 'read-only' : permission === 'push' ? 'write' : 'admin'} access: they can ${can}.`,
    meaning: `${handle} gets an invitation and has access once they accept it.`,
    warnings: [
      ...(byEmail
        ? [
            `GitHub invites people by user name, so we look up the account that shows ${handle} publicly. If none does, nothing changes and you can invite their GitHub user name instead.`,
          ]
        : []),
      ...(permission === 'admin'
        ? [`Admin access lets ${handle} change settings and delete the repository.`]
        : []),
    ],
  };
  return {
    service: 'git',
    understood: `add ${handle} as a collaborator (${permission})`,
    render: () => [piece],
  };
}

const COMMIT =
  /^(?:commit|save|add and commit)\s+(?:an?\s+(?:new\s+)?|the\s+)?file\s+(?:called\s+|named\s+)?["'`]?(?<path>[\w./-]+)["'`]?\s+(?:with|containing|that says|saying|with the text)\s+(?<content>"[^"]*"|'[^']*')(?:\s+(?:to|on|in|into)\s+(?:the\s+)?["'`]?(?<branch>[\w./-]+)["'`]?(?:\s+branch)?)?(?:\s*,?\s+(?:with\s+(?:the\s+)?message|saying)\s+(?<message>"[^"]*"|'[^']*'))?$/i;

/** "commit a file called notes.md containing 'draft' to feature/login". */
export function matchCommitFile(clause: string, ws: Workspace): ClauseResult {
  const match = clause.match(COMMIT);
  if (!match?.groups) return null;
  const path = match.groups.path ?? '';
  const understood = `You want to commit ${path}.`;
  if (path.includes('..') || path.startsWith('/') || /(^|\/)\.git(\/|$)/.test(path)) {
    return problem(understood, `"${path}" is not a file path inside the project.`, [
      'Commit a file called notes.md containing "hello" to main',
    ]);
  }
  const branch = match.groups.branch
    ? branchRef(ws, match.groups.branch, understood)
    : (ws.focusBranch ?? currentBranch(ws));
  if (isProblem(branch)) return branch;
  const content = unquote(match.groups.content ?? '');
  const message = match.groups.message ? unquote(match.groups.message) : `Add ${path}`;
  ws.focusBranch = branch;
  moved(ws, branch);
  const piece: Piece = {
    service: 'git',
    steps: [
      {
        kind: 'git.commitFiles',
        branch,
        message,
        files: [{ path, content: content.endsWith('\n') ? content : `${content}\n` }],
      },
    ],
    commands: [
      `git checkout ${branch}`,
      `printf '%s\\n' ${JSON.stringify(content)} > ${path}`,
      `git add ${path}`,
      `git commit -m ${JSON.stringify(message)}`,
      `git push origin ${branch}`,
    ],
    summary: `Saves ${path} on ${branch} as a new commit ("${message}").`,
    meaning: `${branch} gets the file; other branches do not until you merge.`,
    branchInfo: { current: ws.after.git?.current, name: branch },
  };
  return { service: 'git', understood: `commit ${path} to ${branch}`, render: () => [piece] };
}

const PUSH =
  /^push\s+(?:it|them|the branch|this branch|that branch|(?:it\s+|them\s+)?(?:up\s+)?to\s+(?:github|the repo(?:sitory)?|origin|the remote))(?:\s+(?:to|up to)\s+(?:github|the repo(?:sitory)?|origin|the remote))?$/i;

/** "... and push it": every git step already saves to the repository, so there is nothing more to do. */
export function matchPush(clause: string): ClauseResult {
  if (!PUSH.test(clause)) return null;
  return {
    service: 'git',
    understood: 'push the changes',
    render: () => [
      {
        service: 'git',
        steps: [],
        commands: [],
        summary: '',
        notes: [
          'Branches and commits are saved to the repository as part of the plan, so no separate push is needed.',
        ],
      },
    ],
  };
}
