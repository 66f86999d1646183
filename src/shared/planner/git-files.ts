import type { Workspace } from './workspace';
import { unquote } from './names';
import { problem, type ClauseResult, type Piece } from './pieces';
import { branchRef, currentBranch, isProblem, moved } from './git';

/**
 * Files on a named branch, said the way founders say it: "add a README to the feature branch",
 * "put notes.md on feature/login saying 'draft'", "edit the readme on main to say 'Hello'".
 * Git runs before hosting (src/shared/planner/matchers.ts), so "add a README to feature" is a
 * file, never an environment variable.
 */

/** Files known by their usual name, so "a readme" needs no extension. */
const KNOWN_FILES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^read[\s_-]?me(?:\.md)?$/i, 'README.md'],
  [/^licen[cs]e(?:\.md|\.txt)?$/i, 'LICENSE'],
  [/^change[\s_-]?log(?:\.md)?$/i, 'CHANGELOG.md'],
  [/^contributing(?:\.md)?$/i, 'CONTRIBUTING.md'],
  [/^\.?gitignore$/i, '.gitignore'],
];
const FILE = String.raw`read[\s_-]?me(?:\.md)?|licen[cs]e(?:\.md|\.txt)?|change[\s_-]?log(?:\.md)?|contributing(?:\.md)?|\.?gitignore|[\w./-]*\w\.[a-z0-9]{1,8}`;
const QUOTED = String.raw`"[^"]*"|'[^']*'|\u0060[^\u0060]*\u0060`;
const BRANCH = String.raw`(?:the\s+)?(?:branch\s+(?:called\s+|named\s+)?)?["'\u0060]?(?<branch>[\w./-]+)["'\u0060]?(?:\s+branch)?`;

const ADD = new RegExp(
  String.raw`^(?:add|create|put|write|commit|save|include|make|stick|drop|place|pop|upload|dump|throw)\s+(?:an?\s+|the\s+|new\s+|simple\s+|basic\s+)*(?:file\s+(?:called\s+|named\s+)?)?["'\u0060]?(?<path>${FILE})["'\u0060]?(?:\s+file)?(?<rest>.*)$`,
  'i',
);
const EDIT = new RegExp(
  String.raw`^(?:edit|update|change|rewrite|replace|overwrite)\s+(?:the\s+)?(?:file\s+)?["'\u0060]?(?<path>${FILE})["'\u0060]?(?:\s+file)?(?<rest>.*)$`,
  'i',
);
const PLACE = new RegExp(String.raw`^\s*,?\s*(?:to|on|in|into|onto)\s+${BRANCH}`, 'i');
const CONTENT = new RegExp(
  String.raw`^\s*,?\s*(?:(?:so\s+(?:that\s+)?it\s+)?(?:says|reads)|to\s+(?:say|read)|with(?:\s+the)?(?:\s+(?:text|content|contents|words))?|containing|that\s+says|saying|reading)\s*:?\s*(?<content>${QUOTED})`,
  'i',
);
const EDIT_TO = new RegExp(String.raw`^\s*,?\s*to\s+(?<content>${QUOTED})`, 'i');
/** Words said without quotes run to the end of the clause, after a cue that says they are the text. */
const BARE_CONTENT =
  /^\s*,?\s*(?:(?:so\s+(?:that\s+)?it\s+)?(?:says|reads)|to\s+(?:say|read)|that\s+(?:says|reads)|which\s+says|saying|reading|containing|with\s+(?:the\s+)?(?:text|content|contents|words|line|sentence))\s*:?\s+(?<content>\S.*)$/i;

const fileName = (written: string): string =>
  KNOWN_FILES.find(([pattern]) => pattern.test(written))?.[1] ?? written;

/** What a file gets when the founder names it but not its words. */
function starterContent(path: string): string {
  if (path === 'README.md')
    return '# About this project\n\nDescribe what this project does here.\n';
  if (path === 'CHANGELOG.md') return '# Changelog\n';
  if (path === 'CONTRIBUTING.md') return '# Contributing\n';
  return '';
}

/** "a robots.txt that lets search engines crawl everything", "… that keeps search engines out". */
function robotsRule(rest: string): string | undefined {
  const said = rest.trim().replace(/^(?:that|which|to|so)\s+/i, '');
  if (
    /^(?:lets?|allows?|welcomes?)\s+(?:all\s+)?(?:search engines|google|bots|crawlers|robots|everyone)\s+(?:to\s+)?(?:crawl|index|see|read|find|visit)\s+(?:everything|the whole site|all(?:\s+pages)?|it|every page)$/i.test(
      said,
    )
  )
    return 'User-agent: *\nAllow: /\n';
  if (
    /^(?:blocks?|stops?|keeps?|hides?|bans?)\s+(?:the site from\s+|it from\s+)?(?:all\s+)?(?:search engines|google|bots|crawlers|robots)(?:\s+(?:out|away|from (?:crawling|indexing)(?:\s+(?:everything|the site|it))?))?$/i.test(
      said,
    )
  )
    return 'User-agent: *\nDisallow: /\n';
  return undefined;
}

/** The branch and words after the file name, in either order; undefined when other words are left. */
function readRest(
  rest: string,
  editing: boolean,
): { branch?: string; content?: string } | undefined {
  const out: { branch?: string; content?: string } = {};
  let left = rest;
  for (let i = 0; i < 2 && left.trim(); i += 1) {
    const content =
      left.match(CONTENT) ?? (editing ? left.match(EDIT_TO) : null) ?? left.match(BARE_CONTENT);
    if (content?.groups && out.content === undefined) {
      out.content = unquote(content.groups.content ?? '');
      left = left.slice(content[0].length);
      continue;
    }
    const place = left.match(PLACE);
    if (place?.groups && out.branch === undefined) {
      out.branch = place.groups.branch;
      left = left.slice(place[0].length);
      continue;
    }
    break;
  }
  return left.replace(/^\s*(?:too|as well)\s*$/i, '').trim() ? undefined : out;
}

/** "add a README to the feature branch", "edit notes.md on feature to say 'hello'". */
export function matchBranchFile(clause: string, ws: Workspace): ClauseResult {
  const editing = EDIT.test(clause);
  const match = clause.match(editing ? EDIT : ADD);
  if (!match?.groups) return null;
  const place = (match.groups.rest ?? '').match(PLACE);
  const robots = /^robots\.txt$/i.test(match.groups.path ?? '')
    ? robotsRule((match.groups.rest ?? '').slice(place?.[0].length ?? 0))
    : undefined;
  const rest = robots
    ? { content: robots, branch: place?.groups?.branch }
    : readRest(match.groups.rest ?? '', editing);
  if (!rest) return null;
  if (editing && rest.content === undefined) return null;
  const path = fileName(match.groups.path ?? '');
  const understood = `You want to ${editing ? 'change' : 'add'} ${path}.`;
  if (path.includes('..') || path.startsWith('/') || /(^|\/)\.git(\/|$)/.test(path)) {
    return problem(understood, `"${path}" is not a file path inside the project.`, [
      'Add a README to the feature branch',
      'Edit README.md on main to say "Hello"',
    ]);
  }
  const branch =
    rest.branch !== undefined
      ? branchRef(ws, rest.branch, understood)
      : (ws.focusBranch ?? currentBranch(ws));
  if (isProblem(branch)) return branch;
  const text = rest.content ?? starterContent(path);
  // A licence is a legal text; an empty one would promise what it does not say.
  if (path === 'LICENSE' && !text.trim())
    return problem(
      understood,
      'Say which words the licence should hold; I will not guess a licence.',
      [
        `Add a LICENSE to ${currentBranch(ws)} with "MIT License, Copyright 2026 Your Name"`,
        'Add a README to the feature branch',
      ],
    );
  const content = text === '' || text.endsWith('\n') ? text : `${text}\n`;
  const message = `${editing ? 'Update' : 'Add'} ${path}`;
  ws.focusBranch = branch;
  moved(ws, branch);
  const piece: Piece = {
    service: 'git',
    steps: [{ kind: 'git.commitFiles', branch, message, files: [{ path, content }] }],
    commands: [
      `git checkout ${branch}`,
      `printf '%s' ${JSON.stringify(content)} > ${path}`,
      `git add ${path}`,
      `git commit -m ${JSON.stringify(message)}`,
      `git push origin ${branch}`,
    ],
    summary: `${editing ? 'Replaces the words of' : 'Saves'} ${path} on ${branch} as a new commit ("${message}").`,
    meaning: `${branch} gets the ${editing ? 'new version' : 'file'}${rest.content === undefined && content ? ' with a short starter text you can edit' : ''}; other branches do not until you merge.`,
    warnings: editing ? [`Whatever ${path} held on ${branch} is replaced by these words.`] : [],
    branchInfo: { current: ws.after.git?.current, name: branch },
  };
  return {
    service: 'git',
    understood: `${editing ? 'change' : 'add'} ${path} on ${branch}`,
    render: () => [piece],
  };
}

const COMMIT_PENDING =
  /^(?:commit|save|check in)\s+(?:all\s+)?(?:(?:my|our|the|your)\s+)?(?:pending\s+|current\s+|latest\s+|recent\s+|local\s+|uncommitted\s+|unsaved\s+)*(?:changes|work|edits|stuff|files|code)(?:\s+(?:to|on|in)\s+(?:the\s+)?[\w./-]+(?:\s+branch)?)?(?:\s+(?:to\s+git|in\s+git))?$|^commit(?:\s+(?:it|them|everything|all))?$/i;

/** "commit my changes": every plan already saves its work as a commit, so nothing waits to be committed. */
export function matchCommitPending(clause: string): ClauseResult {
  if (!COMMIT_PENDING.test(clause)) return null;
  return {
    service: 'git',
    understood: 'commit your changes',
    render: () => [
      {
        service: 'git',
        steps: [],
        commands: [],
        summary: '',
        notes: [
          'Every change made here is saved as a commit when its plan runs, so there are no uncommitted changes waiting.',
        ],
      },
    ],
  };
}
