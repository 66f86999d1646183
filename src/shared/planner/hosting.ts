import type { DeployContext } from '@shared/contracts/plan';
import type { ContextDeploy, ContextHosting } from './context';
import { branchNames, type Workspace } from './workspace';
import { listWords, slugify, toSnake, unquote } from './names';
import { ask, problem, type ClauseResult, type Piece } from './pieces';

/** Hosting: deploys (production or preview, from a branch), rollbacks, env vars, domains, site deletion. */

type EnvContext = DeployContext | 'all';

const PRODUCTION = /\b(?:production|prod|live|online|for real|the real site|main site|public)\b/i;
const PREVIEW = /\b(?:previews?|staging|test(?:ing)?|draft|trial)\b/i;
const SITE_WORDS =
  /^(?:(?:the|my|our)\s+)?(?:site|website|web site|app|web app|frontend|front end|changes|latest(?:\s+(?:version|changes|code))?|new version|latest build|it|this|everything|code|project|page|landing page)$/i;

const siteOf = (ws: Workspace): ContextHosting | undefined => ws.after.hosting;
const siteUrl = (ws: Workspace): string => siteOf(ws)?.url ?? 'your site address';

const hostingExamples = [
  'Deploy main to production',
  'Deploy feature/login as a preview',
  'Set API_URL to https://api.example.com for production',
];

/** Refuses everything once the site is gone, with the reason. */
function siteGone(ws: Workspace, understood: string): ReturnType<typeof problem> | undefined {
  if (siteOf(ws)?.exists === false)
    return problem(understood, 'This project has no site any more (it was deleted).', [
      'Deploy main to production',
    ]);
  return undefined;
}

/** Measured from past ready deploys (never a promise); undefined when nothing was measured yet. */
function buildTime(ws: Workspace): string | undefined {
  const times = (siteOf(ws)?.deploys ?? [])
    .filter((d) => d.state === 'ready')
    .map((d) => d.buildSeconds)
    .filter((s): s is number => typeof s === 'number' && Number.isFinite(s) && s >= 0);
  if (times.length === 0) return undefined;
  const average = times.reduce((a, b) => a + b, 0) / times.length;
  const took =
    average < 1
      ? 'under a second'
      : average < 60
        ? `about ${Math.round(average)} second${Math.round(average) === 1 ? '' : 's'}`
        : `about ${Math.round(average / 60)} minute${Math.round(average / 60) === 1 ? '' : 's'}`;
  return `${took} (measured on your last ${times.length === 1 ? 'deploy' : `${times.length} deploys`})`;
}

const DEPLOY = [
  /^(?:re-?deploy|deploy)\b(?<rest>.*)$/i,
  /^(?:publish|ship|release|launch|roll out)\s*(?<rest>.*)$/i,
  // What goes live is a few words, never a list ("make a table: …, is it sold out" is no deploy).
  /^(?:push|put|make|get)\s+(?!rid\s+of\b)(?<what>(?:(?!\btables?\b)[^,:;]){1,60}?)\s+(?:live|online|to production|to prod|out)\b(?<rest>.*)$/i,
  /^(?:go|goes)\s+live\b(?<rest>.*)$/i,
];

/** "see the redesign branch somewhere before it goes live": a preview of that branch. */
const SEE_FIRST =
  /^(?:see|preview|view|look at|try out|show me)\s+(?:the\s+)?["'`]?(?<branch>[\w./-]+)["'`]?(?:\s+branch)?(?:\s+(?:somewhere|online|first|in a preview|as a preview))*(?:\s+before\s+(?:it goes|going|we go|it's|it is)\s+live)?$/i;

/** "deploy main to production", "deploy feature/login as a preview", "push the latest version live". */
export function matchDeploy(said: string, ws: Workspace): ClauseResult {
  // "push whatever's on main to production": what is on a branch is the branch.
  const clause = said
    .replace(
      /\b(?:whatever'?s|whatever is|what'?s|what is|everything that'?s) on\s+(?=[\w./-])/i,
      '',
    )
    // "can i see a preview of feature-x before it goes live?": a preview deploy of that branch.
    .replace(
      /^(?:(?:can|could|may)\s+(?:i|we)\s+)?(?:see|get|have|look at)\s+(?:a\s+)?preview\s+of\s+(?:the\s+)?([\w./-]+)(?:\s+branch)?(?:\s+(?:before|first).*)?$/i,
      'deploy $1 as a preview',
    );
  const seen = clause.match(SEE_FIRST)?.groups?.branch;
  if (
    seen &&
    /somewhere|online|first|preview|before/i.test(clause) &&
    branchNames(ws).includes(seen)
  )
    return matchDeploy(`deploy ${seen} as a preview`, ws);
  const match = DEPLOY.map((p) => clause.match(p)).find(Boolean);
  if (!match?.groups) return null;
  const rest = `${match.groups.what ?? ''} ${match.groups.rest ?? ''}`.replace(/\s+/g, ' ').trim();
  const isDeployVerb =
    /^(?:re-?deploy|deploy|go live|goes live)/i.test(clause) || match.groups.what !== undefined;
  const branchMention =
    rest.match(/\b(?:from|of|using|off|on)\s+(?:the\s+)?["'`]?(?<b>[\w./-]+)["'`]?(?:\s+branch)?/i)
      ?.groups?.b ??
    rest.match(/(?:^|\s)(?:the\s+)?["'`]?(?<b>[\w./-]+)["'`]?\s+branch\b/i)?.groups?.b ??
    rest.match(/^["'`]?(?<b>[\w./-]+)["'`]?(?=\s|$)/)?.groups?.b;
  const reserved =
    /^(?:to|as|a|an|the|it|my|our|site|website|app|production|prod|preview|staging|live|now|again)$/i;
  const candidate =
    branchMention &&
    (branchNames(ws).includes(branchMention) ||
      (!SITE_WORDS.test(branchMention) && !reserved.test(branchMention)))
      ? branchMention
      : undefined;
  const object = rest
    .replace(/\s+(?:to|as|for|on|in)\s+.*$/i, '')
    .replace(/\s+branch$/i, '')
    .replace(/\s+(?:again|now|please|today|asap|right away)$/i, '')
    .trim();
  // "publish", "ship" and "release" are deploys only when they name the site, a branch or a target.
  if (
    !isDeployVerb &&
    object &&
    !SITE_WORDS.test(object) &&
    !(candidate && branchNames(ws).includes(candidate)) &&
    !PRODUCTION.test(rest) &&
    !PREVIEW.test(rest)
  )
    return null;
  const leftWords = rest
    .replace(
      branchMention && candidate
        ? new RegExp(
            `(?:\\b(?:from|of|using|off|on|with)\\s+)?(?:the\\s+)?["'\`]?${candidate.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}["'\`]?(?:\\s+branch)?`,
            'i',
          )
        : /^$/,
      ' ',
    )
    .replace(
      /\b(?:to|as|for|on|in|into|onto|with)\s+(?:an?\s+|the\s+|my\s+|our\s+)?(?:production|prod|live|preview|staging|test|draft|public|real)(?:\s+(?:site|website|environment|deploy|version|server|url|link|copy))?\b/gi,
      ' ',
    )
    .replace(
      /^\s*(?:the\s+|my\s+|our\s+|a\s+)?(?:site|website|web site|app|web app|frontend|front end|changes|latest(?:\s+(?:version|changes|code|build))?|new version|it|this|everything|code|project|page|landing page|preview)\b(?:\s+of)?/i,
      ' ',
    )
    .replace(
      /^\s*(?:the\s+|my\s+|our\s+)?(?:new|latest|updated|recent)\s+(?:heading|headline|text|design|look|page|pages|stuff|changes|colou?rs?|version|tagline|logo)\b/i,
      ' ',
    )
    .replace(/\b(?:live|online|out|now|again|please|right away|asap|today|branch|the|a)\b/gi, ' ');
  const leftover = leftWords.replace(/[\s,.!]+/g, '');
  // "deploy the draft" with draft-a and draft-b: the branches the word is part of.
  const near =
    leftover.length >= 3 && !candidate
      ? branchNames(ws).filter((b) =>
          leftWords
            .toLowerCase()
            .split(/[\s,.!]+/)
            .filter((w) => w && w !== 'one')
            .every((w) => b.toLowerCase().includes(w)),
        )
      : [];
  const where = PREVIEW.test(rest) ? 'as a preview' : 'to production';
  if (near.length === 1) return matchDeploy(`deploy ${near[0] ?? ''} ${where}`, ws);
  if (near.length > 1)
    return ask(
      `You want to deploy a branch whose name has "${leftover}" in it.`,
      'Which branch should go live?',
      near.slice(0, 4).map((b) => ({ label: `Deploy ${b}`, instruction: `deploy ${b} ${where}` })),
    );
  if (leftover) {
    return problem(
      `You want to deploy${candidate ? ` ${candidate}` : ''}.`,
      `I did not understand "${rest}" in a deploy. Say which branch and where, like "deploy main to production".`,
      hostingExamples,
    );
  }
  const context: DeployContext =
    PREVIEW.test(rest) && !/\bto (?:production|prod)\b/i.test(rest)
      ? 'deploy-preview'
      : 'production';
  const git = ws.after.git;
  const main = git?.defaultBranch ?? 'main';
  let branch =
    candidate ?? (context === 'production' ? main : (ws.focusBranch ?? git?.current ?? main));
  const understood = `You want to deploy ${branch} to ${context === 'production' ? 'production' : 'a preview'}.`;
  const gone = siteGone(ws, understood);
  if (gone) return gone;
  if (ws.known.git && !branchNames(ws).includes(branch)) {
    const slug = [slugify(branch), `feature/${slugify(branch)}`].find((b) =>
      branchNames(ws).includes(b),
    );
    if (!slug)
      return problem(
        understood,
        `There is no branch called ${branch}. Your branches: ${listWords(branchNames(ws))}.`,
        hostingExamples,
      );
    branch = slug;
  }
  const hosting = siteOf(ws);
  if (hosting) {
    if (context === 'production') hosting.deploys.forEach((d) => (d.live = false));
    const deploy: ContextDeploy = {
      id: `planned-${hosting.deploys.length + 1}`,
      state: 'ready',
      live: context === 'production',
      branch,
      context,
      createdAt: '',
    };
    hosting.deploys.unshift(deploy);
  }
  const url =
    context === 'production'
      ? siteUrl(ws)
      : `a preview address for ${branch} (shown when the deploy finishes)`;
  const piece: Piece = {
    service: 'hosting',
    steps: [{ kind: 'hosting.deploy', branch, context }],
    commands: [
      `git checkout ${branch}`,
      'npm run build',
      context === 'production'
        ? 'netlify deploy --dir=dist --prod'
        : `netlify deploy --dir=dist --alias=${slugify(branch)}`,
    ],
    summary:
      context === 'production'
        ? `Builds ${branch} and publishes it to production at ${siteUrl(ws)}.`
        : `Builds ${branch} and publishes it as a preview, separate from your live site.`,
    meaning:
      context === 'production'
        ? 'Visitors see the new version as soon as the build finishes; the previous version stays available for a rollback.'
        : 'Your live site does not change; share the preview address to try the changes.',
    warnings:
      context === 'production' && branch !== main
        ? [
            `${branch} is not ${main}; production will show work that is not merged into ${main} yet.`,
          ]
        : [],
    deploymentInfo: {
      siteUrl: url,
      ...(buildTime(ws) ? { buildTime: buildTime(ws) } : {}),
      branch,
      context,
    },
  };
  return {
    service: 'hosting',
    understood: `deploy ${branch} to ${context === 'production' ? 'production' : 'a preview'}`,
    render: () => [piece],
  };
}

const ROLLBACK =
  /^(?:roll\s*back|rollback|revert|undo|go back|restore|switch back|put back)\b(?<rest>.*)$/i;
/** "that last deploy broke stuff, can u undo it": the deploy said first, then undone. */
const BROKE_THEN_UNDO =
  /^(?:that|the|this|our|my)\s+(?:last\s+|latest\s+|new\s+)?deploy(?:ment)?\s+(?:broke|has broken|messed up|ruined|killed|is broken)\b[^,]*,\s*(?:(?:can|could)\s+(?:you|u)\s+|please\s+|pls\s+)?(?:undo|revert|roll back|reverse|take back)\s+(?:it|that)(?:\s+back)?(?:\s+(?:please|pls))?$/i;

/** "roll back the site", "undo the last deploy", "restore deploy 5f2a1c". */
export function matchRollback(said: string, ws: Workspace): ClauseResult {
  const clause = BROKE_THEN_UNDO.test(said.trim()) ? 'roll back the last deploy' : said;
  const match = clause.match(ROLLBACK);
  if (!match?.groups) return null;
  const rest = (match.groups.rest ?? '').trim();
  if (/\b(?:commits?|branch|merge|column|table|migration|rows?)\b/i.test(rest)) return null;
  if (
    rest &&
    !/\b(?:deploy(?:ment)?s?|site|website|app|version|release|production|prod|live|previous|last|earlier|it|yesterday'?s?)\b/i.test(
      rest,
    )
  )
    return null;
  const understood = 'You want to put an earlier deploy back live.';
  const gone = siteGone(ws, understood);
  if (gone) return gone;
  const explicit = rest.match(
    /\b(?:deploy(?:ment)?|version|release)\s+(?:id\s+)?#?["'`]?(?<id>[A-Za-z0-9-]{6,})["'`]?/i,
  )?.groups?.id;
  const hosting = siteOf(ws);
  let target: ContextDeploy | undefined;
  if (explicit) {
    const found = hosting?.deploys.filter((d) => d.id === explicit || d.id.startsWith(explicit));
    target = found?.find((d) => d.id === explicit) ?? found?.[0];
    if (hosting && found && found.length > 1 && target?.id !== explicit)
      return problem(
        understood,
        `Several deploys start with ${explicit}; give the whole deploy id.`,
        ['Roll back to the previous deploy'],
      );
    if (hosting && !target)
      return problem(
        understood,
        `There is no deploy ${explicit}. Recent deploys: ${listWords(hosting.deploys.slice(0, 5).map((d) => d.id)) || 'none'}.`,
        ['Roll back to the previous deploy'],
      );
    if (target?.state !== undefined && target.state !== 'ready')
      return problem(
        understood,
        `Deploy ${explicit} did not finish (${target.state}), so it cannot go live.`,
        ['Roll back to the previous deploy'],
      );
    if (target?.live)
      return problem(understood, `Deploy ${explicit} is already live.`, [
        'Roll back to the previous deploy',
      ]);
    if (target && (target.context ?? 'production') !== 'production')
      return problem(
        understood,
        `Deploy ${explicit} is a preview of ${target.branch}, not a production deploy, so it cannot be put back live. To make that version live, deploy ${target.branch} to production.`,
        [`Deploy ${target.branch} to production`, 'Roll back to the previous deploy'],
      );
    const liveIndex = hosting?.deploys.findIndex((d) => d.live) ?? -1;
    if (target && hosting && liveIndex >= 0 && hosting.deploys.indexOf(target) < liveIndex)
      return problem(
        understood,
        `Deploy ${explicit} is newer than your live site; rolling back only goes to an earlier production deploy. To publish newer work, deploy it to production.`,
        [`Deploy ${target.branch} to production`, 'Roll back to the previous deploy'],
      );
  } else if (hosting) {
    const production = hosting.deploys.filter(
      (d) => (d.context ?? 'production') === 'production' && d.state === 'ready',
    );
    const liveIndex = production.findIndex((d) => d.live);
    target = production[liveIndex + 1];
    if (!target || liveIndex < 0)
      return problem(
        understood,
        production.length
          ? 'There is no earlier working deploy to go back to.'
          : 'Nothing has been deployed to production yet, so there is nothing to roll back.',
        ['Deploy main to production'],
      );
  }
  const deployId = explicit ?? target?.id;
  if (hosting && target) {
    hosting.deploys.forEach((d) => (d.live = d === target));
  }
  const piece: Piece = {
    service: 'hosting',
    steps: [deployId ? { kind: 'hosting.rollback', deployId } : { kind: 'hosting.rollback' }],
    commands: [
      `netlify api restoreSiteDeploy --data '{ "site_id": "<your site>", "deploy_id": "${deployId ?? '<previous deploy>'}" }'`,
    ],
    summary: `Puts ${target ? `the deploy of ${target.branch}${target.createdAt ? ` from ${target.createdAt}` : ''} (${target.id})` : 'the previous deploy'} back live at ${siteUrl(ws)}. Nothing is rebuilt.`,
    meaning:
      'Visitors see that earlier version again within seconds; the newer deploy is kept, so you can switch back.',
    deploymentInfo: {
      siteUrl: siteUrl(ws),
      buildTime: 'no build: the earlier deploy is published again as it was',
      branch: target?.branch,
      context: 'production',
    },
  };
  return {
    service: 'hosting',
    understood: `roll back to ${deployId ? `deploy ${deployId}` : 'the previous deploy'}`,
    render: () => [piece],
  };
}

const ENV_WORDS =
  /\b(?:env(?:ironment)?(?:\s+var(?:iable)?s?)?|config(?:uration)?\s+var(?:iable)?s?|secrets?|variables?)\b/i;
const CONTEXT_SUFFIX =
  /\s+(?:only\s+)?(?:for|in|on|to)\s+(?:the\s+)?(?<ctx>production|prod|live|previews?|deploy previews|staging|all contexts|every context|everything|all deploys)(?:\s+(?:only|deploys?|context|site|builds?|environment))*$/i;
/** "in the environment settings", "on netlify": where the variable lives, not part of its value. */
const ENV_PLACE =
  /\s+(?:in|to|on|into|from)\s+(?:the\s+|its\s+|our\s+|my\s+)?(?:site'?s\s+)?(?:environment|env|netlify|hosting|host)(?:\s+(?:settings|variables|vars|config|side))?$/i;
const UPPER_KEY = /^[A-Z][A-Z0-9_]*$/;
const ENV_FILLER =
  /\b(?:set up|set|add|use|put|configure|update|change|define|create|and|also|the|an?|new|with|plus|please|value|values|env(?:ironment)?|config(?:uration)?|var(?:iable)?s?|secrets?|to|as|our|my|the|app|site|website|needs?|requires?|should have|must have|has|have|it)\b/gi;

function envContext(words: string | undefined): EnvContext {
  if (!words) return 'all';
  if (/prod|live/i.test(words)) return 'production';
  if (/preview|staging/i.test(words)) return 'deploy-preview';
  return 'all';
}

/** "API_URL" stays; "stripe key" (said next to "env var") becomes STRIPE_KEY. */
function envKey(raw: string, hasEnvWords: boolean): string | undefined {
  const key = unquote(raw.trim());
  if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(key) && (UPPER_KEY.test(key) || hasEnvWords))
    return UPPER_KEY.test(key) ? key : key.toUpperCase();
  if (hasEnvWords && /^[a-z][a-z0-9 ]{1,40}$/i.test(key)) return toSnake(key).toUpperCase();
  return undefined;
}

interface EnvPair {
  key: string;
  value: string;
}

const SET_PREFIX =
  /^(?:set up|set|change|update|make|add|configure|use|put|define|create)\s+(?:an?\s+|the\s+)?(?:new\s+)?(?:(?:env(?:ironment)?|config(?:uration)?)\s+var(?:iable)?s?\s+|env(?:ironment)?\s+|secret\s+|variables?\s+)?(?:called\s+|named\s+)?/i;

/** "set API_URL to https://api.example.com", "API_URL=https://... and DEBUG=false for production". */
/** What a setting is for, or a request to do it, after the setting itself: "for checkout, can u add that". */
const ENV_TAIL = String.raw`(?:\s+(?:for|so)\b[^,]*)?(?:\s*,?\s*(?:(?:can|could)\s+(?:you|u)\s+)?(?:add|set|do|put)\s+(?:that|it|this)(?:\s+(?:in|up))?(?:\s+(?:please|pls))?)?$`;
/** "my site needs STRIPE_KEY set to pk_1", "Add KEY with the value V so …", "…: API_URL = https://…". */
const ENV_SAID = [
  // "add an environment variable called SITE_NAME with the value Luna Bakery": a value of several words.
  new RegExp(
    String.raw`^(?:[Aa]dd|[Ss]et|[Cc]reate|[Mm]ake)\s+(?:an?\s+)?(?:new\s+)?(?:env(?:ironment)?\s+)?(?:variable|setting|var)\s+(?:called|named)\s+(?<key>[A-Z][A-Z0-9_]*)\s+with\s+(?:the\s+)?value\s+(?<value>[^=]+?)${ENV_TAIL}`,
  ),
  new RegExp(
    String.raw`^(?:[Mm]y|[Tt]he|[Oo]ur)\s+(?:site|app|website|frontend|front end|checkout(?:\s+page)?|code)\s+needs\s+(?:an?\s+)?(?<key>[A-Z][A-Z0-9_]*)\s+(?:set\s+to|to\s+be|=|as|of)\s+(?<value>\S+?)${ENV_TAIL}`,
  ),
  new RegExp(
    String.raw`^(?:[Aa]dd|[Ss]et|[Cc]reate)\s+(?<key>[A-Z][A-Z0-9_]*)\s+with\s+(?:the\s+)?value\s+(?<value>\S+?)${ENV_TAIL}`,
  ),
  /^[^:=]*?:\s*(?<key>[A-Z][A-Z0-9_]*)\s*=\s*(?<value>\S+)$/,
];

/** A setting's key and value wherever they sit: "add an environment setting called KEY=value". */
const LOOSE_ENV =
  /\b(?<key>[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\s*(?:=|:|\s(?:(?:setting|variable|value|set|changed|updated|should be|needs to be|should point|points|point)\s+)?(?:to|as|with(?:\s+(?:the\s+)?value(?:\s+of)?)?|equal to)\s|\s+(?:setting|variable|var|value)\s*[,;-]?\s*(?:and\s+)?(?:make it|set it to|it should be|it's|with)\s)\s*(?<value>"[^"]*"|'[^']*'|[^\s,;]+)/;
/** "switch the promo code over to SUMMER15": a setting the site has, named in words. */
const SPOKEN_ENV =
  /^(?:(?:can you|could you|please)\s+)?(?:switch|change|set|update|make|put|move|flip)\s+(?:the\s+|our\s+)?(?<words>[a-z][a-z ]{1,40}?)\s+(?:over\s+)?(?:to|as)\s+(?<value>"[^"]*"|'[^']*'|\S+)$/i;

function spokenEnv(said: string, ws: Workspace): { key: string; value: string } | undefined {
  const m = said.trim().match(SPOKEN_ENV)?.groups;
  const words = m?.words?.toLowerCase().replace(/\s+(?:setting|variable|value)$/, '');
  const env = siteOf(ws)?.env.find((e) => e.key.toLowerCase().replace(/_/g, ' ') === words);
  return env && m?.value ? { key: env.key, value: m.value } : undefined;
}
/** "our booking widget needs a setting …": who needs the setting, said before it. */
const NEEDED_BY =
  /^(?:our|my|the)\s+[a-z][\w ]{0,30}?\s+(?:needs|wants|uses|requires|should have)\b/i;
/** Every other word of such a request only says where the setting goes. */
const ENV_AROUND =
  /\b(?:set|add|create|make|put|define|change|update|an?|the|new|env(?:ironment)?|settings?|variables?|vars?|config(?:uration)?|secrets?|called|named|on|for|in|of|site|website|app|live|please|pls|can|could|you|u|i|need|needs|want|key|up)\b/gi;

function looseEnv(said: string): { key: string; value: string } | undefined {
  const m = said.trim().match(LOOSE_ENV);
  if (!m?.groups?.key || !m.groups.value) return undefined;
  const rest = said
    .replace(m[0], ' ')
    .replace(NEEDED_BY, ' ')
    .replace(ENV_AROUND, ' ')
    .replace(/[\s,;:.!?]+/g, '');
  return rest ? undefined : { key: m.groups.key, value: m.groups.value };
}

export function matchSetEnv(said: string, ws: Workspace): ClauseResult {
  const env =
    ENV_SAID.map((pattern) => said.trim().match(pattern)?.groups).find(Boolean) ??
    looseEnv(said) ??
    spokenEnv(said, ws);
  // "Luna Bakery": a value of several words is quoted so it stays one value.
  const value =
    env && /\s/.test(env.value) && !/^["']/.test(env.value) ? `"${env.value}"` : env?.value;
  const clause = env ? `set ${env.key} to ${value}` : said;
  const hasEnvWords = ENV_WORDS.test(clause);
  // "set PUBLIC_MODE to live": "to live" is the value when nothing else is.
  const suffix = clause.match(CONTEXT_SUFFIX);
  const contextMatch =
    suffix && !/\b[A-Z][A-Z0-9_]*["'`]?$/.test(clause.slice(0, suffix.index).trim())
      ? suffix
      : null;
  const body = (contextMatch ? clause.slice(0, contextMatch.index) : clause).replace(ENV_PLACE, '');
  const context = envContext(contextMatch?.groups?.ctx);
  const pairs: EnvPair[] = [];
  const assignments = [
    ...body.matchAll(
      /(?:^|[\s,;:])["'`]?([A-Za-z_][A-Za-z0-9_]*)["'`]?\s*=\s*("[^"]*"|'[^']*'|[^\s,;]+)/g,
    ),
  ];
  // Every word around the assignments must be one of these, or the clause is about something else.
  const leftover = assignments
    .reduce((text, a) => text.replace(a[0], ' '), body)
    .replace(ENV_FILLER, ' ')
    .replace(/[\s,;:.]+/g, '');
  if (
    assignments.length &&
    !leftover &&
    assignments.every((a) => UPPER_KEY.test(a[1] ?? '') || hasEnvWords)
  ) {
    for (const a of assignments)
      pairs.push({ key: (a[1] ?? '').toUpperCase(), value: unquote(a[2] ?? '') });
  } else {
    const stripped = body.replace(SET_PREFIX, '');
    if (stripped === body && !/^[A-Z][A-Z0-9_]*\s+(?:to|as)\s/.test(body)) return null;
    const parts = stripped.split(
      /\s*(?:,\s*and\s+|,|\band\b)\s*(?=["'`]?[A-Za-z_][A-Za-z0-9_]*["'`]?\s+(?:to|as|=)\s)/,
    );
    for (const part of parts) {
      // A value is one word, a URL or something quoted; longer text is not a value we can trust.
      const m = part.match(
        /^(?:the\s+)?(?<key>["'`][^"'`]+["'`]|[A-Za-z_][A-Za-z0-9_ ]*?)\s+(?:to|as|=|with(?:\s+the)?\s+value)\s+(?<value>"[^"]*"|'[^']*'|`[^`]*`|\S+)$/i,
      );
      if (!m?.groups) return null;
      const key = envKey(m.groups.key ?? '', hasEnvWords);
      if (!key) return null;
      pairs.push({ key, value: unquote((m.groups.value ?? '').trim()) });
    }
  }
  if (pairs.length === 0) return null;
  const understood = `You want to set ${listWords(pairs.map((p) => p.key))}.`;
  const gone = siteGone(ws, understood);
  if (gone) return gone;
  for (const pair of pairs) {
    if (!pair.value)
      return problem(
        understood,
        `${pair.key} needs a value, like ${pair.key}=https://api.example.com.`,
        hostingExamples,
      );
  }
  const hosting = siteOf(ws);
  const warnings: string[] = [];
  for (const pair of pairs) {
    const existing = hosting?.env.find((e) => e.key === pair.key && e.context === context);
    if (existing?.value === pair.value)
      warnings.push(`${pair.key} already has this value; nothing changes.`);
    if (
      /^(?:VITE_|NEXT_PUBLIC_|PUBLIC_|REACT_APP_)/.test(pair.key) &&
      /SECRET|PRIVATE|PASSWORD|TOKEN|SERVICE_ROLE/.test(pair.key)
    ) {
      warnings.push(
        `${pair.key} starts with a public prefix, so its value ends up in the browser where anyone can read it. Secrets must not use that prefix.`,
      );
    }
    if (hosting)
      hosting.env = [
        ...hosting.env.filter((e) => !(e.key === pair.key && e.context === context)),
        { key: pair.key, value: pair.value, context },
      ];
  }
  const where =
    context === 'all'
      ? 'every deploy'
      : context === 'production'
        ? 'production deploys'
        : 'preview deploys';
  const piece: Piece = {
    service: 'hosting',
    steps: pairs.map((p) => ({
      kind: 'hosting.setEnv' as const,
      key: p.key,
      value: p.value,
      context,
    })),
    commands: pairs.map(
      (p) =>
        `netlify env:set ${p.key} ${JSON.stringify(p.value)}${context === 'all' ? '' : ` --context ${context}`}`,
    ),
    summary: `Sets ${listWords(pairs.map((p) => `${p.key} to ${p.value}`))} for ${where}.`,
    meaning:
      "Your site's pages see variables named PUBLIC_… in /env.json at once, where anyone can read them; other variables never reach the browser.",
    warnings,
    environmentVars: pairs.map((p) => ({ key: p.key, value: p.value, context })),
  };
  return {
    service: 'hosting',
    understood: `set ${listWords(pairs.map((p) => p.key))}`,
    render: () => [piece],
  };
}

const UNSET =
  /^(?:remove|delete|unset|clear|drop|get rid of)\s+(?:the\s+)?(?:(?:env(?:ironment)?|config(?:uration)?)\s+var(?:iable)?s?\s+|secret\s+|variables?\s+)?["'`]?(?<key>[A-Za-z_][A-Za-z0-9_]*)["'`]?(?:\s+(?:env(?:ironment)?\s+var(?:iable)?|variable|secret))?$/i;

/** "remove the env var DEBUG", "unset STRIPE_KEY for production". */
export function matchUnsetEnv(clause: string, ws: Workspace): ClauseResult {
  const contextMatch = clause.match(CONTEXT_SUFFIX);
  const body = (contextMatch ? clause.slice(0, contextMatch.index) : clause).replace(ENV_PLACE, '');
  const match = body.match(UNSET);
  if (!match?.groups) return null;
  const key = match.groups.key ?? '';
  if (!UPPER_KEY.test(key) && !ENV_WORDS.test(body)) return null;
  const context = envContext(contextMatch?.groups?.ctx);
  const understood = `You want to remove the environment variable ${key.toUpperCase()}.`;
  const hosting = siteOf(ws);
  const name = key.toUpperCase();
  if (
    ws.known.hosting &&
    hosting &&
    !hosting.env.some(
      (e) => e.key === name && (context === 'all' || e.context === context || e.context === 'all'),
    )
  ) {
    return problem(
      understood,
      `There is no environment variable ${name}${context === 'all' ? '' : ` for ${context}`}. Set: ${listWords(hosting.env.map((e) => e.key)) || 'none'}.`,
      hostingExamples,
    );
  }
  if (hosting)
    hosting.env = hosting.env.filter(
      (e) => !(e.key === name && (context === 'all' || e.context === context)),
    );
  const piece: Piece = {
    service: 'hosting',
    steps: [{ kind: 'hosting.unsetEnv', key: name, context }],
    commands: [`netlify env:unset ${name}${context === 'all' ? '' : ` --context ${context}`}`],
    summary: `Removes the environment variable ${name}${context === 'all' ? '' : ` from ${context} deploys`}.`,
    meaning: `From the next deploy on, code that reads ${name} gets nothing.`,
    warnings: [`If your app needs ${name}, it may break after the next deploy.`],
  };
  return {
    service: 'hosting',
    understood: `remove the environment variable ${name}`,
    render: () => [piece],
  };
}

const DOMAIN = '(?<domain>(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,63})';
const ADD_DOMAIN = [
  new RegExp(
    `^(?:add|connect|use|set up|setup|hook up|attach|link|register|configure|point)\\s+(?:the\\s+|my\\s+|our\\s+|a\\s+)?(?:custom\\s+)?(?:domain\\s+(?:name\\s+)?)?["'\`]?${DOMAIN}["'\`]?(?:\\s+(?:domain))?(?:\\s+(?:as|for|to|at|with|on)\\s+(?:the|my|our|a)\\s+(?:custom\\s+)?(?:site|website|domain|app|netlify site)){0,2}$`,
    'i',
  ),
  new RegExp(
    `^(?:make|set)\\s+["'\`]?${DOMAIN}["'\`]?\\s+(?:the|my|our)\\s+(?:site'?s\\s+)?(?:custom\\s+)?domain$`,
    'i',
  ),
  new RegExp(
    `^(?:my|our|the)\\s+(?:custom\\s+)?domain\\s+(?:is|should be|will be)\\s+["'\`]?${DOMAIN}["'\`]?$`,
    'i',
  ),
];
const REMOVE_DOMAIN = new RegExp(
  `^(?:remove|delete|disconnect|detach|drop|get rid of|unlink)\\s+(?:the\\s+)?(?:custom\\s+)?(?:domain\\s+)?["'\`]?${DOMAIN}["'\`]?(?:\\s+domain)?(?:\\s+from\\s+(?:the|my|our)\\s+(?:site|website|app))?$`,
  'i',
);

const CHANGE_DOMAIN = new RegExp(
  `^(?:change|switch|move|update|replace)\\s+(?:the|my|our)\\s+(?:custom\\s+)?domain\\s+(?:from\\s+["'\`]?(?<old>(?:[a-z0-9-]+\\.)+[a-z]{2,63})["'\`]?\\s+)?(?:to|with)\\s+["'\`]?${DOMAIN}["'\`]?$`,
  'i',
);
const POINT_IT =
  /^point\s+(?:it|them|the domain|that domain)\s+(?:to|at)\s+(?:my|the|our)\s+(?:site|website|app)$/i;

/** "change the domain to newbrand.com": the old one (when there is exactly one) goes, the new one comes. */
export function matchChangeDomain(clause: string, ws: Workspace): ClauseResult {
  const match = clause.match(CHANGE_DOMAIN);
  if (!match?.groups) return null;
  const domain = (match.groups.domain ?? '').toLowerCase();
  const hosting = siteOf(ws);
  const current =
    match.groups.old?.toLowerCase() ??
    (hosting?.domains.length === 1 ? hosting.domains[0] : undefined);
  const understood = `You want your site at ${domain}${current ? ` instead of ${current}` : ''}.`;
  if (!current && (hosting?.domains.length ?? 0) > 1) {
    return problem(
      understood,
      `Your site has several domains (${listWords(hosting?.domains ?? [])}); say which one to replace.`,
      [`Change the domain from ${hosting?.domains[0]} to ${domain}`],
    );
  }
  const remove = current ? matchDomain(`remove the domain ${current}`, ws) : null;
  if (remove && 'problem' in remove) return remove;
  const add = matchDomain(`add the domain ${domain}`, ws);
  if (!add || 'problem' in add) return add;
  return {
    service: 'hosting',
    understood: `move the site to ${domain}`,
    render: () => [...(remove && 'render' in remove ? remove.render() : []), ...add.render()],
  };
}

/** "... and point it to my site": the DNS change is the founder's; the plan says how. */
export function matchPointIt(clause: string): ClauseResult {
  if (!POINT_IT.test(clause)) return null;
  return {
    service: 'hosting',
    understood: 'point the domain at the site',
    render: () => [
      {
        service: 'hosting',
        steps: [],
        commands: [],
        summary: '',
        notes: [
          'Pointing a domain is a DNS change at your domain registrar; the DNS line in the commands says what to set.',
        ],
      },
    ],
  };
}

/** "add the domain shop.example.com", "remove the domain old.example.com". */
export function matchDomain(clause: string, ws: Workspace): ClauseResult {
  const removing = clause.match(REMOVE_DOMAIN);
  const adding = removing ? null : ADD_DOMAIN.map((p) => clause.match(p)).find(Boolean);
  const domain = (removing ?? adding)?.groups?.domain?.toLowerCase();
  if (!domain) return null;
  const hosting = siteOf(ws);
  const understood = `You want to ${removing ? 'remove' : 'add'} the domain ${domain}.`;
  const gone = siteGone(ws, understood);
  if (gone) return gone;
  const examples = ['Add the domain shop.example.com', 'Remove the domain old.example.com'];
  if (removing) {
    if (ws.known.hosting && hosting && !hosting.domains.includes(domain)) {
      return problem(
        understood,
        `${domain} is not connected to this site. Connected domains: ${listWords(hosting.domains) || 'none'}.`,
        examples,
      );
    }
    if (hosting) hosting.domains = hosting.domains.filter((d) => d !== domain);
    const piece: Piece = {
      service: 'hosting',
      steps: [{ kind: 'hosting.removeDomain', domain }],
      commands: [`Remove ${domain} from the site's domain settings`],
      summary: `Disconnects ${domain} from your site.`,
      meaning: `People who go to ${domain} will no longer reach your site; ${siteUrl(ws)} keeps working.`,
      warnings: [`Links and bookmarks that use ${domain} stop working.`],
    };
    return { service: 'hosting', understood: `remove the domain ${domain}`, render: () => [piece] };
  }
  if (hosting?.domains.includes(domain))
    return problem(understood, `${domain} is already connected to this site.`, examples);
  if (hosting) hosting.domains.push(domain);
  const apex = domain.split('.').length === 2;
  const host =
    siteOf(ws)
      ?.url.replace(/^https?:\/\//, '')
      .replace(/\/.*$/, '') ?? 'your site host';
  const piece: Piece = {
    service: 'hosting',
    steps: [{ kind: 'hosting.addDomain', domain }],
    commands: [
      `Add ${domain} in the site's domain settings`,
      `DNS: a TXT record _bridge-challenge.${domain} holding the code shown after this runs, to prove the domain is yours`,
      apex
        ? `DNS: an A (or ALIAS) record for ${domain} pointing at your host's load balancer`
        : `DNS: a CNAME record for ${domain} pointing at ${host}`,
    ],
    summary: `Connects ${domain} to your site.`,
    meaning: `Once a DNS record proves ${domain} is yours and its DNS points here, people can reach your site at ${domain}.`,
    warnings: [
      `${domain} only works after you change its DNS at your domain registrar; that can take up to a day.`,
    ],
  };
  return { service: 'hosting', understood: `add the domain ${domain}`, render: () => [piece] };
}

const DELETE_SITE =
  /^(?:delete|destroy|remove|take down|shut down|kill|tear down|nuke)\s+(?:the\s+|my\s+|our\s+)?(?:whole\s+|entire\s+)?(?:site|website|web site|hosting|netlify site|deployment)(?:\s+down)?(?:\s+(?:and|with)\s+(?:all\s+)?(?:its\s+|the\s+|of\s+its\s+)?(?:deploys|deployments|deploy history|builds))?(?:\s+(?:completely|entirely|for good|permanently))?$|^take\s+(?:the\s+|my\s+|our\s+)?(?:site|website)\s+(?:down|offline)(?:\s+(?:completely|entirely|for good|permanently|for now|for a while|for a bit|for a little while|temporarily))?$/i;

/** "delete the site", "take my website down for good". */
export function matchDeleteSite(clause: string, ws: Workspace): ClauseResult {
  if (!DELETE_SITE.test(clause)) return null;
  const understood = 'You want to delete your site.';
  const gone = siteGone(ws, understood);
  if (gone) return gone;
  // "for a bit": taking the site down deletes it for good, which the words do not ask for.
  if (/\b(?:for now|for a (?:bit|while|little while)|temporarily)\b/i.test(clause))
    return ask(
      'You want your site offline for a while.',
      'Taking the site down deletes it and every deploy for good; there is no pause. What would you like?',
      [
        {
          label: 'Show a "back soon" heading instead',
          instruction: 'change the main heading to "Back soon"',
        },
        { label: 'Delete the site for good', instruction: 'delete the site' },
      ],
    );
  const hosting = siteOf(ws);
  const domains = hosting?.domains ?? [];
  if (hosting) hosting.exists = false;
  const piece: Piece = {
    service: 'hosting',
    steps: [{ kind: 'hosting.deleteSite' }],
    commands: ['netlify sites:delete <your site>'],
    summary: `Deletes your site at ${siteUrl(ws)} with all its deploys${domains.length ? ` and disconnects ${listWords(domains)}` : ''}.`,
    meaning:
      'Visitors get an error instead of your site. Your code in git and your database are not touched.',
    warnings: [
      'Every deploy is deleted for good; this cannot be undone. Deploying again later creates a new site.',
      ...(domains.length ? [`${listWords(domains)} will stop working.`] : []),
    ],
  };
  return { service: 'hosting', understood: 'delete the site', render: () => [piece] };
}
