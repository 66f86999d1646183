import { branchNames, type Workspace } from './workspace';
import { countOf, unquote } from './names';
import { problem, type ClauseResult, type Piece } from './pieces';
import { branchRef, currentBranch, isProblem, isValidBranchName, moved } from './git';

/**
 * Git words about history: revert a commit (a new commit that undoes it), tag a release,
 * force push a branch to GitHub, and what to say to "show history" (no plan changes nothing).
 */

const ON_BRANCH = String.raw`(?:\s+(?:on|in|from)\s+(?:the\s+)?(?:branch\s+)?["'\u0060]?(?<branch>[\w./-]+)["'\u0060]?(?:\s+branch)?)?`;
const COUNT_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };

const REVERT = [
  new RegExp(
    String.raw`^(?:revert|reverse|back out|cancel out|take back)\s+(?:the\s+|my\s+|our\s+)?(?:(?<last>last|latest|previous|most recent|newest)\s+)?(?:commit|change|changes|save)${ON_BRANCH}(?:\s+(?:but|and)\s+keep\s+(?:the\s+)?history)?$`,
    'i',
  ),
  new RegExp(
    String.raw`^(?:revert|reverse|back out|cancel out)\s+(?:the\s+)?commit\s+["'\u0060]?(?<sha>[0-9a-f]{7,40})["'\u0060]?${ON_BRANCH}$`,
    'i',
  ),
  new RegExp(
    String.raw`^(?:revert|back out)\s+["'\u0060]?(?<sha>[0-9a-f]{7,40})["'\u0060]?${ON_BRANCH}$`,
    'i',
  ),
  new RegExp(
    String.raw`^(?:revert|reverse|back out|cancel out)\s+(?:the\s+)?(?:commit|change)\s+before\s+(?:the\s+)?(?:last|latest)(?:\s+one)?${ON_BRANCH}$`,
    'i',
  ),
  new RegExp(
    String.raw`^undo\s+(?:the\s+)?(?:last|latest|previous)\s+commit${ON_BRANCH}\s+(?:but|and)\s+keep\s+(?:the\s+)?history$`,
    'i',
  ),
];

/** "revert the last commit", "revert commit a1b2c3d on feature": a new commit undoes it. */
export function matchRevert(clause: string, ws: Workspace): ClauseResult {
  const index = REVERT.findIndex((pattern) => pattern.test(clause));
  if (index < 0) return null;
  const g = clause.match(REVERT[index] as RegExp)?.groups ?? {};
  const ref = g.sha ? g.sha.toLowerCase() : index === 3 ? 'HEAD~1' : 'HEAD';
  const understood = `You want to revert ${g.sha ? `commit ${ref}` : index === 3 ? 'the commit before the last one' : 'the last commit'}.`;
  const branch = g.branch
    ? branchRef(ws, g.branch, understood)
    : (ws.focusBranch ?? currentBranch(ws));
  if (isProblem(branch)) return branch;
  const which = g.sha
    ? `commit ${ref}`
    : index === 3
      ? 'the commit before the latest'
      : 'the latest commit';
  moved(ws, branch);
  ws.focusBranch = branch;
  const piece: Piece = {
    service: 'git',
    steps: [{ kind: 'git.revert', branch, ref }],
    commands: [
      `git checkout ${branch}`,
      `git revert --no-edit ${ref}`,
      `git push origin ${branch}`,
    ],
    summary: `Adds a commit to ${branch} that undoes the changes of ${which}.`,
    meaning: `The work of ${which} disappears from ${branch}, but the history keeps both commits, so nothing is lost.`,
    warnings: [
      `If later commits changed the same lines, nothing changes and you will see which files clash.`,
    ],
    raises: [{ risk: 'medium', reason: `It changes the files on ${branch}.` }],
    branchInfo: { current: ws.after.git?.current, name: branch },
  };
  return { service: 'git', understood: `revert ${which} on ${branch}`, render: () => [piece] };
}

const TAG_NAME = String.raw`["'\u0060]?(?<name>v?\d+(?:\.\d+){0,3}(?:[-+][\w.]+)?|[\w][\w./-]*)["'\u0060]?`;
const TAG = [
  new RegExp(
    String.raw`^(?:tag|mark)\s+(?:the\s+|this\s+)?(?:(?:current|latest)\s+)?(?:version|release|commit|code|state)?(?:\s+(?:of|on)\s+(?:the\s+)?["'\u0060]?(?<branch>[\w./-]+)["'\u0060]?(?:\s+branch)?)?\s+as\s+(?:(?:a\s+)?(?:release|version)\s+)?${TAG_NAME}$`,
    'i',
  ),
  new RegExp(
    // "mark it as done" and "mark everything as paid" are row changes (row-updates.ts), not tags.
    String.raw`^(?:tag|mark(?!\s+(?:it|everything|them|all|this one|that one)\s))\s+(?:the\s+)?["'\u0060]?(?<branch>[\w./-]+)["'\u0060]?(?:\s+branch)?\s+(?:as|with)\s+(?:(?:a\s+)?(?:release|version|tag)\s+)?${TAG_NAME}$`,
    'i',
  ),
  new RegExp(
    String.raw`^(?:tag|create|make|add|cut|publish)\s+(?:an?\s+|the\s+|new\s+)*(?:release|version|tag)(?:\s+tag)?\s+(?:called\s+|named\s+)?${TAG_NAME}${ON_BRANCH}$`,
    'i',
  ),
  new RegExp(String.raw`^tag\s+${TAG_NAME}${ON_BRANCH}$`, 'i'),
];

/** "tag a release v1.0", "tag main as v2.1", "create a tag called beta on feature". */
export function matchTag(clause: string, ws: Workspace): ClauseResult {
  const match = TAG.map((pattern) => clause.match(pattern)).find(Boolean);
  if (!match?.groups) return null;
  const name = unquote(match.groups.name ?? '');
  // "mark dogs as done" changes rows: a word is a tag only on a known branch or in a version's shape.
  const said = match.groups.branch && unquote(match.groups.branch);
  const version = /^v?\d+(?:\.\d+)*(?:[-+][\w.]+)?$|^(?:release|version)[-_.]?\d/i.test(name);
  if (said && !version && !branchNames(ws).includes(said) && /^(?:mark|tag)\b/i.test(clause))
    return null;
  const understood = `You want to tag a release called ${name}.`;
  if (!isValidBranchName(name) || /^(?:it|this|that|the|a|an|release|version)$/i.test(name))
    return problem(
      understood,
      `"${name}" cannot be a tag name; use letters, numbers, dots and dashes, like v1.0.`,
      ['Tag a release v1.0', 'Tag main as v2.1'],
    );
  const branch = match.groups.branch
    ? branchRef(ws, match.groups.branch, understood)
    : (ws.focusBranch ?? currentBranch(ws));
  if (isProblem(branch)) return branch;
  const piece = tagPiece(
    ws,
    name,
    branch,
    `Names the latest commit of ${branch} "${name}", so this version can be found again later.`,
  );
  return { service: 'git', understood: `tag ${branch} as ${name}`, render: () => [piece] };
}

/** A tag on the newest commit of a branch: nothing in the files changes. */
export const tagPiece = (ws: Workspace, name: string, branch: string, summary: string): Piece => ({
  service: 'git',
  steps: [{ kind: 'git.tag', name, branch, ref: branch }],
  commands: [`git tag ${name} ${branch}`],
  summary,
  meaning: `Nothing in your files changes. The name is kept in the project's repository.`,
  branchInfo: { current: ws.after.git?.current, name: branch },
});

const FORCE_PUSH = new RegExp(
  String.raw`^(?:force[- ]?push|push\s+--force|push\s+-f|overwrite\s+github\s+with)\s+(?:the\s+)?(?:branch\s+)?["'\u0060]?(?<branch>[\w./-]+)?["'\u0060]?(?:\s+branch)?(?:\s+(?:to|up to|onto)\s+(?:github|the remote|origin|the repo(?:sitory)?))?$|^push\s+(?:the\s+)?["'\u0060]?(?<branch2>[\w./-]+)["'\u0060]?(?:\s+branch)?\s+(?:to\s+(?:github|origin|the remote)\s+)?(?:with\s+force|by force|forcefully|--force)$`,
  'i',
);

/** "force push main": make GitHub's copy of the branch match the project's, replacing what GitHub had. */
export function matchForcePush(clause: string, ws: Workspace): ClauseResult {
  const match = clause.match(FORCE_PUSH);
  if (!match?.groups) return null;
  const said = match.groups.branch ?? match.groups.branch2;
  const understood = `You want to force push ${said ?? 'the current branch'} to GitHub.`;
  const branch =
    said && !/^(?:it|this|that)$/i.test(said)
      ? branchRef(ws, said, understood)
      : (ws.focusBranch ?? currentBranch(ws));
  if (isProblem(branch)) return branch;
  const piece: Piece = {
    service: 'git',
    steps: [{ kind: 'git.forcePush', branch }],
    commands: [`git push --force origin ${branch}`],
    summary: `Makes GitHub's copy of ${branch} exactly match the project's, replacing whatever GitHub has there.`,
    meaning: `Commits that exist only on GitHub's ${branch} (pushed by someone else) are lost there.`,
    warnings: [
      'This needs a connected GitHub repository; without one the plan stops before changing anything.',
    ],
    raises: [
      {
        risk: 'high',
        reason: `A force push can throw away commits on GitHub's ${branch} that are not in the project.`,
      },
    ],
    branchInfo: { current: ws.after.git?.current, name: branch },
  };
  return { service: 'git', understood: `force push ${branch} to GitHub`, render: () => [piece] };
}

const SHOW =
  /^(?:show|see|view|list|display|look at|what(?:'s| is| are))\s+(?:me\s+)?(?:the\s+)?(?:(?:git|commit|change)\s+)?(?<what>history|log|commits|changes|differences|diff|diffs|what changed|recent commits|last (?:\d+|two|three|four|five) commits)(?:\s+(?:on|of|for|in|between)\s+.+)?$/i;

/** "show history", "show the differences": reading needs no plan, so say where to look. */
export function matchShowHistory(clause: string): ClauseResult {
  const match = clause.match(SHOW);
  if (!match?.groups) return null;
  const diff = /diff|change/i.test(match.groups.what ?? '');
  const count = Number(
    match.groups.what?.match(/\d+/)?.[0] ??
      COUNT_WORDS[match.groups.what?.split(' ')[1] ?? ''] ??
      5,
  );
  return {
    service: 'git',
    understood: diff ? 'show the differences' : 'show the history',
    render: () => [
      {
        service: 'git',
        steps: [],
        commands: [],
        summary: '',
        notes: [
          diff
            ? 'Plans change things, so none is needed to look. A merge plan ("merge feature into main") shows how many commits each branch has that the other lacks before anything runs.'
            : `Plans change things, so none is needed to look: the project page lists your branches and the latest ${countOf(Math.min(count, 5), 'commit')} on the current one.`,
        ],
      },
    ],
  };
}
