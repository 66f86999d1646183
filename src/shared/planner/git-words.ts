import {
  isValidBranchName,
  matchCreateBranch,
  matchDeleteBranch,
  matchMerge,
  matchReset,
} from './git';
import { ask, problem, type ClauseResult, type Piece } from './pieces';
import { listWords, slugify } from './names';
import { branchNames, type Workspace } from './workspace';
import { tagPiece } from './git-history';

/**
 * Git said loosely, where the studio's repository differs from a laptop's: there is no working
 * copy, so nothing is ever unsaved (every plan commits its own work). "Save my work" names the
 * newest commit with a tag, and "switch to X" changes the working branch that changes go to.
 */

const mainOf = (ws: Workspace): string => ws.after.git?.defaultBranch ?? 'main';
const currentOf = (ws: Workspace): string => ws.after.git?.current ?? mainOf(ws);

const WORK = String.raw`(?:changes?|work|edits?|stuff|progress|files?|code|everything)`;
const UNSAVED = String.raw`(?:uncommitted|un-committed|unsaved|unstaged|local|pending|working|current)`;

/** "throw away my uncommitted changes", "discard local edits", "wipe my working changes". */
const DISCARD = new RegExp(
  String.raw`^(?:throw away|throw out|discard|ditch|drop|bin|scrap|wipe(?: out)?|clear(?: out)?|lose|get rid of|toss|nuke|reset|revert|undo)\s+(?:all\s+)?(?:(?:of\s+)?(?:my|our|the|these|those)\s+)?(?:${UNSAVED}\s+)+${WORK}(?:\s+(?:on|in)\s+[\w./-]+(?:\s+branch)?)?$|^discard\s+(?:all\s+)?(?:(?:my|our|the)\s+)?${WORK}$`,
  'i',
);

/** "go back to an earlier save", "restore an older version", "roll back to a previous checkpoint". */
const EARLIER = new RegExp(
  String.raw`^(?:go back|get back|roll back|rollback|return|revert|restore|jump back|take (?:me|it|us) back)\s+(?:to\s+)?(?:an?|some|one of (?:my|the))\s+(?:earlier|older|previous|old|prior)\s+(?:saves?|versions?|commits?|checkpoints?|save points?|points?)(?:\s+(?:on|of)\s+(?:the\s+)?(?<branch>[\w./-]+)(?:\s+branch)?)?$`,
  'i',
);

/** "save my progress", "checkpoint this", "commit everything with the message ...". */
const SAVE = new RegExp(
  String.raw`^(?:(?:save|commit|checkpoint|check in|snapshot|stash)\s+(?:all\s+)?(?:(?:of\s+)?(?:my|our|the|this|these|what i (?:have\s+)?(?:changed|did|done)|whatever (?:i|we) (?:have\s+)?(?:changed|did|done))\s*)?(?:${WORK}|it all|all of it|this|it|that|everything|all|progress|state|version|where (?:i|we) (?:am|are))?(?:\s+(?:so far|now|for now))?|(?:make|create|take|add)\s+(?:a\s+)?(?:checkpoint|save point|snapshot|commit))(?:\s*,?\s*(?:with\s+)?(?:the\s+)?(?:message|note|msg|called|named|saying|as)\s*:?\s*(?<message>.+))?$`,
  'i',
);

/** "switch over to the redesign branch", "go to develop", "jump back to main", "check out x". */
const SWITCH =
  /^(?:switch|swap|change|move|go|jump|hop|head|get)\s+(?:(?:back|over|across)\s+)?(?:to|onto|into)\s+(?:the\s+|my\s+)?["'`]?(?<branch>[\w./-]+)["'`]?(?:\s+branch)?$|^(?:check\s?out|checkout|open|use|work on)\s+(?:the\s+|my\s+)?(?:branch\s+)?["'`]?(?<branch2>[\w./-]+)["'`]?(?:\s+branch)?$|^back to\s+(?:the\s+)?["'`]?(?<branch3>[\w./-]+)["'`]?(?:\s+branch)?$/i;

function earlierChoices(ws: Workspace, branch: string) {
  return [
    {
      label: `Take back the last commit on ${branch}, keeping history`,
      instruction: `Revert the last commit on ${branch}`,
    },
    {
      label: `Move ${branch} back one commit (drops it)`,
      instruction: `Reset ${branch} to the previous commit`,
    },
    {
      label: `Move ${branch} back two commits (drops them)`,
      instruction: `Reset ${branch} to 2 commits back`,
    },
  ];
}

/** A tag name from the founder's words: "first version" → first-version. */
const tagNameOf = (message: string): string =>
  message
    .toLowerCase()
    .replace(/^["'`]|["'`]$/g, '')
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 40)
    .replace(/[-.]+$/, '');

/** "save my work as first version": every change is committed already, so the save is a named tag. */
function saveAs(message: string | undefined, ws: Workspace): ClauseResult {
  const branch = ws.focusBranch ?? currentOf(ws);
  const name = message ? tagNameOf(message) : '';
  if (!name)
    return problem(
      'You want to save your changes as a commit.',
      `Nothing to commit: every change made here is saved as a commit on its branch when its plan runs, so ${branch} has no uncommitted changes. To mark this version, give it a name.`,
      [
        `Save ${branch} as version 1`,
        `Show the latest commits on ${branch}`,
        'Create a branch called feature/next',
      ],
    );
  const piece = tagPiece(
    ws,
    name,
    branch,
    `Every change is already committed when its plan runs; this names the newest commit of ${branch} "${name}", so you can find this version again.`,
  );
  return { service: 'git', understood: `save ${branch} as ${name}`, render: () => [piece] };
}

/** "switch to redesign": changes that name no branch go there from now on. */
function switchTo(branch: string, ws: Workspace): ClauseResult {
  const before = currentOf(ws);
  ws.focusBranch = branch;
  if (branch === before)
    return problem(
      `You want to work on ${branch}.`,
      `You are already working on ${branch}: changes that name no branch go there.`,
      [`What changed on ${branch}?`, `Create a branch called feature/next`],
    );
  if (ws.after.git) ws.after.git.current = branch;
  const piece: Piece = {
    service: 'git',
    steps: [{ kind: 'git.switchBranch', name: branch }],
    commands: [`git switch ${branch}`],
    summary: `Makes ${branch} your working branch: changes that name no branch go to ${branch} instead of ${before}.`,
    meaning: `Nothing in your files changes, and the live site stays as it is. Say "switch to ${before}" to go back.`,
    branchInfo: { current: before, name: branch },
  };
  return { service: 'git', understood: `switch to ${branch}`, render: () => [piece] };
}

const NAME = String.raw`["'\u0060]?(?<NAME>[\w./-]+)["'\u0060]?`;
const named = (group: string) => NAME.replace('NAME', group);

/** "rename the branch test to staging", "call the wip branch checkout-flow instead". */
const RENAME = [
  new RegExp(
    String.raw`^(?:rename|re-?name|call|name)\s+(?:the\s+)?(?:branch\s+)?${named('from')}(?:\s+branch)?\s+(?:to|as|into)\s+${named('to')}(?:\s+instead)?$`,
    'i',
  ),
  new RegExp(
    String.raw`^(?:call|name)\s+(?:the\s+)?${named('from')}\s+branch\s+${named('to')}(?:\s+instead)?$`,
    'i',
  ),
];
/** "make a copy of main called backup-nov": a new branch from another. */
const COPY = new RegExp(
  String.raw`^(?:make|create|take|do|start|set\s+up)\s+(?:me\s+|us\s+)?(?:a\s+|an\s+)?(?:(?:separate|fresh|new|spare|second|extra|sandbox|test|practice|play|safe)\s+)*(?:copy|backup|snapshot|clone|duplicate)(?:\s+(?:of|off|from)\s+(?:the\s+|my\s+|our\s+)?(?:(?:site|website|project|app|code)\b|${named('from')}(?:\s+branch)?))?\s+(?:called|named|as)\s+(?!(?:it|this|that|is|now)\b)${named('name')}`,
  'i',
);
/** "bring redesign into main", "fold the changes into main": a merge said with another verb. */
const BRING = new RegExp(
  String.raw`^(?:bring|pull|fold|get|put|move|push|land)\s+(?<src>.+?)\s+(?:into|in to|onto|over to|back into|back to)\s+(?:the\s+)?${named('dst')}(?:\s+(?:branch|one|version))?$`,
  'i',
);
/** "delete main", "remove old-idea": a branch named without the word "branch". */
const DELETE_NAMED = new RegExp(
  String.raw`^(?:delete|remove|drop|get rid of|kill|bin|scrap|throw away|throw out|ditch|trash|dump)\s+(?:the\s+)?${named('name')}(?:\s+branch)?$`,
  'i',
);
/** "happy with new-look, make it the real version": the branch merged into the main one. */
const MAKE_REAL = new RegExp(
  String.raw`(?:^|[.!?]\s+)(?:(?:i'?m\s+|we'?re\s+|i am\s+|we are\s+)?(?:happy|done|good|finished|pleased|all good) with\s+(?:the\s+)?${named('src')}(?:\s+branch)?[,.;]?\s+(?:so\s+|now\s+)?)?(?:make|let'?s make|turn)\s+(?:the\s+)?${named('src2')}(?:\s+branch)?\s+(?:into\s+)?(?:the\s+)?(?:real|main|live|official|proper|actual)\s+(?:version|one|site|thing|branch)$`,
  'i',
);
/** "try out a new homepage without messing up the real one": a branch to try it on. */
const TRY_OUT =
  /^(?:(?:i|we)\s+(?:want|would like|'d like|need)\s+to\s+|let\s+me\s+|can\s+(?:i|we)\s+)?(?:try out|try|experiment with|play (?:around )?with|test out|work on)\s+(?:a\s+|an\s+|some\s+)?(?:new\s+)?(?<thing>[\w -]{2,30}?)\s+without\s+(?:messing up|breaking|touching|changing|affecting|ruining|wrecking)\s+(?:(?:the\s+|my\s+|our\s+)?(?:real|live|main|current|actual|existing)\s+(?:one|site|version|thing|page|app)|what'?s (?:there|live|up)|what (?:we|i) have|anything)(?:\s*[-,;:]\s*(?:so\s+)?(?:make|create|start|set up)\s+(?:a\s+|an\s+)?(?:(?:separate|new|fresh|spare)\s+)*(?:copy|branch|version)\s+(?:called|named)\s+["'\u0060]?(?<name>[\w./-]+)["'\u0060]?)?$/i;
/** "save a copy of how everything is right now": a branch or a tag, asked. */
const SAVE_COPY =
  /^(?:save|make|take|keep)\s+(?:a\s+)?(?:copy|backup|back-up|snapshot)\s+(?:of\s+)?(?:how\s+|what\s+)?(?:everything|it|things|the site|my work|the project|the app)?(?:\s+(?:is|looks|are))?(?:\s+(?:right now|now|as it(?: is|'s|s)(?: now| right now)?|at the moment))?(?:,?\s+(?:in case|so|before)\b.+)?(?:,?\s+(?:and\s+)?(?:call|name)\s+it\s+["'\u0060]?(?<name>[\w./-]+)["'\u0060]?)?$/i;
/** "go back one commit on main", "step main back two commits". */
const BACK = new RegExp(
  String.raw`^(?:go|step|move|roll|wind)\s+back\s+(?<n>one|a|1|two|2|three|3)\s+commits?\s+(?:on|in)\s+(?:the\s+)?${named('branch')}(?:\s+branch)?$`,
  'i',
);
const COUNT: Record<string, number> = { one: 1, a: 1, '1': 1, two: 2, '2': 2, three: 3, '3': 3 };
const PRONOUN =
  /^(?:it|that|this|them|those|these|the changes|my changes|our changes|that work|the work|everything)$/i;

/** Git said with other verbs, each said again as the rule that plans it reads it. */
function gitSaidOtherwise(text: string, ws: Workspace): ClauseResult {
  const names = branchNames(ws);
  const rename = RENAME.map((p) => text.match(p)).find(Boolean)?.groups;
  if (rename?.from && rename.to && (names.includes(rename.from) || /\bbranch\b/i.test(text)))
    return renameBranch(rename.from, rename.to, ws);
  const copy = text.match(COPY)?.groups;
  // "make a separate copy called new-look": a copy of the branch you are on.
  const from = copy?.from ?? (copy?.name ? currentOf(ws) : undefined);
  if (copy?.name && from && names.includes(from))
    return matchCreateBranch(`create a branch called ${copy.name} from ${from}`, ws);
  const bring = text.match(BRING)?.groups;
  if (bring?.src && bring.dst && names.includes(bring.dst)) {
    // "the fix-typo changes over": the branch, without the words about its work.
    const said = bring.src
      .replace(/^(?:the\s+)|\s+over$|\s+branch$/gi, '')
      .replace(/\s+(?:changes?|work|stuff|edits?|updates?)$/i, '')
      .replace(/\s+branch$/i, '')
      .trim();
    const others = names.filter((n) => n !== bring.dst);
    const src = names.includes(said)
      ? said
      : PRONOUN.test(said) && others.length === 1
        ? others[0]
        : undefined;
    if (src) return matchMerge(`merge ${src} into ${bring.dst}`, ws);
  }
  const real = text.match(MAKE_REAL)?.groups;
  const main = ws.after.git?.defaultBranch ?? 'main';
  const src = [real?.src, real?.src2].find((n) => n && names.includes(n) && n !== main);
  if (real && src) return matchMerge(`merge ${src} into ${main}`, ws);
  const trial = text.match(TRY_OUT)?.groups;
  if (trial?.thing)
    return matchCreateBranch(
      `create a branch called ${trial.name ?? `try-${slugify(trial.thing)}`}`,
      ws,
    );
  const saved = text.match(SAVE_COPY);
  if (saved) {
    const branch = ws.focusBranch ?? currentOf(ws);
    const name = saved.groups?.name ?? 'backup';
    return ask(
      'You want to keep this version so you can come back to it.',
      'How should it be kept?',
      [
        {
          label: `A branch called ${name}, copied from ${branch}`,
          instruction: `create a branch called ${name} from ${branch}`,
        },
        {
          label: `A name (tag) on the newest commit of ${branch}`,
          instruction: `tag ${branch} as ${name}`,
        },
      ],
    );
  }
  const gone = text.match(DELETE_NAMED)?.groups?.name;
  if (gone && names.includes(gone)) return matchDeleteBranch(`delete the branch ${gone}`, ws);
  const back = text.match(BACK)?.groups;
  if (back?.branch && names.includes(back.branch))
    return matchReset(
      `reset ${back.branch} to ${COUNT[back.n?.toLowerCase() ?? 'one'] ?? 1} commits back`,
      ws,
    );
  return null;
}

/** "rename the branch test to staging": the same commits under a new name. */
function renameBranch(from: string, to: string, ws: Workspace): ClauseResult {
  const names = branchNames(ws);
  const understood = `You want to rename the branch ${from} to ${to}.`;
  const examples = [
    `Rename the branch ${names.find((n) => n !== mainOf(ws)) ?? 'feature'} to feature/next`,
  ];
  if (!names.includes(from))
    return problem(
      understood,
      `There is no branch called ${from}. Your branches: ${listWords(names)}.`,
      examples,
    );
  if (from === mainOf(ws))
    return problem(understood, `${from} is the project's main branch, so it keeps its name.`, [
      `Create a branch called ${to} from ${from}`,
      ...examples,
    ]);
  if (names.includes(to))
    return problem(understood, `A branch called ${to} already exists.`, examples);
  if (!isValidBranchName(to))
    return problem(
      understood,
      `"${to}" cannot be a branch name: use letters, numbers, dashes and slashes.`,
      examples,
    );
  const git = ws.after.git;
  const branch = git?.branches.find((b) => b.name === from);
  if (branch) branch.name = to;
  if (git?.current === from) git.current = to;
  ws.focusBranch = to;
  const piece: Piece = {
    service: 'git',
    steps: [{ kind: 'git.renameBranch', from, to }],
    commands: [`git branch -m ${from} ${to}`, `git push origin ${to} :${from}`],
    summary: `Renames the branch ${from} to ${to}. Its commits stay as they are.`,
    meaning: `A preview link made from ${from} keeps working until its next deploy; new previews use ${to}.`,
    branchInfo: { current: ws.after.git?.current, name: to },
  };
  return { service: 'git', understood: `rename ${from} to ${to}`, render: () => [piece] };
}

export function matchGitWords(clause: string, ws: Workspace): ClauseResult {
  const text = clause.trim();
  const otherwise = gitSaidOtherwise(text, ws);
  if (otherwise) return otherwise;
  if (DISCARD.test(text)) {
    const branch = currentOf(ws);
    return ask(
      'You want to throw away changes that were not saved yet.',
      `Nothing is unsaved: every change made here is committed when its plan runs, so there is nothing uncommitted to throw away. Do you want to take back the latest commit on ${branch} instead?`,
      earlierChoices(ws, branch),
    );
  }
  const earlier = text.match(EARLIER);
  if (earlier) {
    const said = earlier.groups?.branch;
    const branch = said && branchNames(ws).includes(said) ? said : currentOf(ws);
    return ask(
      `You want ${branch} to go back to an earlier commit.`,
      `Which earlier version of ${branch} do you mean? Going back drops the commits after it; a revert keeps them in the history.`,
      earlierChoices(ws, branch),
    );
  }
  const save = text.match(SAVE);
  if (
    save &&
    /^(?:save|commit|checkpoint|check in|snapshot|stash|make|create|take|add)\b/i.test(text)
  ) {
    // "save the file notes.md ..." and "create a commit of X" belong to the file rules.
    if (/\w\.[a-z0-9]{1,8}\b|\bfiles?\b/i.test(text)) return null;
    return saveAs(save.groups?.message, ws);
  }
  const switched = text.match(SWITCH);
  const said = switched?.groups?.branch ?? switched?.groups?.branch2 ?? switched?.groups?.branch3;
  if (said) {
    const names = branchNames(ws);
    const branch = names.find((n) => n.toLowerCase() === said.toLowerCase());
    // "go to settings" or "use a checkbox" name no branch: not ours unless the word "branch" is said.
    if (!branch && !/\bbranch\b/i.test(text)) return null;
    if (!branch)
      return problem(
        `You want to switch to the branch ${said}.`,
        `There is no branch called ${said}. Your branches: ${listWords(names) || mainOf(ws)}.`,
        [`Create a branch called ${said}`, ...names.map((n) => `What changed on ${n}?`)],
      );
    return switchTo(branch, ws);
  }
  return null;
}

/** "a backup copy of main called backup-june", "a separate copy to play in, call it sandbox". */
const COPY_CALLED =
  /\b(?:copy|version|duplicate|clone|sandbox|playground)\b(?:\s+of\s+(?:the\s+)?(?<from>[\w./-]+)(?:\s+(?:branch|site))?)?.*?\b(?:called|named|call it|name it)\s+["'`]?(?<name>[\w./-]+)/i;
/** "bring the blog changes into the main site": one branch's work into main. */
const BRING_IN =
  /\b(?:bring|move|put|pull|get|carry|take)\s+(?:over\s+)?(?:all\s+)?(?:the\s+|my\s+|our\s+)?(?<branch>[\w./-]+)\s+(?:changes|work|stuff|edits|branch|version|bits)?\s*(?:into|onto|over to|across to|to)\s+(?:the\s+)?(?:main|live|real)\b/i;
/** "what's the most recent save on main": the newest commit, said as a save. */
const LATEST_SAVE =
  /\b(?:most recent|latest|last|newest)\s+(?:save|saved version|checkpoint|snapshot|version|change|commit|update|edit)\s+(?:on|of|in|to)\s+(?:the\s+)?(?<branch>[\w./-]+)/i;
/** "throw away the scratch copy": a branch said as a copy, let go. */
const DROP_COPY =
  /\b(?:throw away|throw out|get rid of|delete|remove|bin|scrap|ditch|trash|dump|lose)\s+(?:the\s+|that\s+|our\s+|my\s+)?(?<branch>[\w./-]+)\s+(?:copy|version|sandbox|playground|branch)\b/i;
/** "happy with the experiment, bring those changes into the real version": the branch named. */
const INTO_REAL =
  /\b(?:bring|merge|move|put|carry|take|fold)\s+(?:all\s+)?(?:those|these|the|my|our|its)?\s*(?:changes|work|edits|stuff|it|them|everything)\s+(?:into|onto|to|over to)\s+(?:the\s+)?(?:real|main|live|proper|actual)\b/i;
/** "happy with redesign, merge it into main": the one branch the words named is "it". */
const IT_VERB = /\b(?<verb>merge|delete|remove|deploy|publish|switch to|rename)\s+it\b/i;

/** Git asked for in a founder's words, said again the way the git rules read it. */
export function readGitWords(text: string, ws: Workspace): string | undefined {
  const branches = branchNames(ws);
  const main = mainOf(ws);
  const copy = text.match(COPY_CALLED)?.groups;
  if (copy?.name && isValidBranchName(copy.name) && !branches.includes(copy.name)) {
    const from = copy.from && branches.includes(copy.from) ? ` from ${copy.from}` : '';
    return `create a branch called ${copy.name}${from}`;
  }
  const bring = text.match(BRING_IN)?.groups?.branch;
  if (bring && bring !== main && branches.includes(bring)) return `merge ${bring} into ${main}`;
  const latest = text.match(LATEST_SAVE)?.groups?.branch;
  if (latest && branches.includes(latest)) return `what is the latest commit on ${latest}`;
  const dropped = text.match(DROP_COPY)?.groups?.branch;
  if (dropped && dropped !== main && branches.includes(dropped))
    return `delete the ${dropped} branch`;
  const verb = text.match(IT_VERB)?.groups?.verb;
  const named = branches.filter(
    (b) =>
      b !== main &&
      new RegExp(`(?<![\\w./-])${b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/-])`, 'i').test(
        text,
      ),
  );
  if (verb && named.length === 1 && named[0])
    return text.slice(text.match(IT_VERB)?.index ?? 0).replace(/\bit\b/i, named[0]);
  if (INTO_REAL.test(text) && named.length === 1 && named[0])
    return `merge ${named[0]} into ${main}`;
  return undefined;
}
