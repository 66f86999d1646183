import type { Service, StateTopic } from '@shared/contracts/plan';
import type { ClauseResult } from './pieces';
import { tableMentions } from './grounding';
import { questionText } from './questions';
import type { Workspace } from './workspace';
import { selectPiece } from './query-piece';
import { literal } from './sql';
import { settingQuestion } from './setting-questions';

/**
 * Questions about the project itself ("what tables do I have?", "what branch am I on?", "when
 * was the last deploy?") become one `query.state` step: the server reads the real state when the
 * plan runs and answers in the same columns-and-rows shape as a data question.
 */

const TOPICS: ReadonlyArray<readonly [StateTopic, RegExp]> = [
  [
    'tablesWithoutRls',
    /^(?:which|what|are there(?: any)?|show(?: me)?|list|any)\s+(?:of my\s+|of the\s+)?tables?\s+(?:that\s+|which\s+)?(?:do not|don't|does not|doesn't|have no|has no|are without|without|lack|are missing|are not using|aren't using|are not protected by|aren't protected by|miss)\s*(?:have\s+|use\s+|any\s+)?(?:row[- ]level security|rls|row[- ]level security \(rls\))(?:\s+(?:on|turned on|enabled))?$|^(?:which|what)\s+tables?\s+(?:are|is)\s+(?:not protected|unprotected|open|public|exposed)$|^tables?\s+(?:without|with no|missing)\s+(?:row[- ]level security|rls)$|^(?:is|does)\s+(?:rls|row[- ]level security)\s+(?:on|enabled|turned on)\s+(?:for|on)\s+(?:all|every)\s+(?:of my\s+)?tables?$/,
  ],
  [
    'tables',
    /^(?:what|which)\s+tables\s+(?:do|have)\s+(?:i|we)\s+(?:have|got|made|created)(?:\s+(?:so far|now|in (?:my|the|our) (?:database|project|app)))?$|^(?:what|which)\s+tables\s+(?:are there|exist|does my (?:database|project|app) have|are in (?:my|the|our) (?:database|project))$|^(?:show|list|give)\s+(?:me\s+)?(?:all\s+)?(?:of\s+)?(?:my|the|our)?\s*tables$|^(?:what(?:'s| is) in|what does)\s+(?:my|the|our)\s+database(?:\s+(?:have|hold|contain))?$|^(?:my|all)\s+tables$|^what tables$/,
  ],
  [
    'branch',
    /^(?:what|which)\s+branch\s+(?:am i|are we|is this|is it|do i work|am i working)\s*(?:on|in|using)?(?:\s+(?:now|right now|at the moment))?$|^(?:what|which)(?:'s| is)\s+(?:my|the|our)\s+(?:current|active)\s+branch$|^(?:current|active)\s+branch$|^(?:what|which)\s+branch\s+is\s+(?:current|active|checked out)$/,
  ],
  [
    'lastDeploy',
    /^when\s+(?:was|did)\s+(?:the|my|our)\s+(?:last|latest|most recent|previous)\s+(?:deploy|deployment|release|publish)(?:\s+happen)?$|^when\s+did\s+(?:i|we)\s+(?:last\s+)?(?:deploy|publish|release)(?:\s+last)?(?:\s+the site)?$|^(?:the\s+)?(?:last|latest|most recent)\s+(?:deploy|deployment)(?:\s+date)?$|^(?:what|which)\s+was\s+(?:the|my|our)\s+(?:last|latest)\s+(?:deploy|deployment)$/,
  ],
  [
    'live',
    /^(?:what|which (?:version|deploy|branch))(?:'s| is)\s+(?:live|online|in production|published|deployed)(?:\s+(?:now|right now|right|at the moment|on (?:my|the) site|to production))?$|^what(?:'s| is)\s+(?:on|running on)\s+(?:my|the|our)\s+live site$|^(?:is|what is)\s+(?:my|the|our)\s+site\s+live$|^what version of (?:my|the|our) site is live$/,
  ],
];

const TOPIC_WORDS: Record<StateTopic, readonly [Service, string]> = {
  tables: ['backend', 'which tables you have'],
  tablesWithoutRls: ['backend', 'which tables have no row-level security'],
  branch: ['git', 'which branch you are on'],
  branches: ['git', 'which branches you have'],
  live: ['hosting', 'what is live'],
  lastDeploy: ['hosting', 'when the last deploy was'],
  commits: ['git', 'the latest commits'],
  branchDiff: ['git', 'how two branches differ'],
};

const SECURITY =
  /\b(?:rls|row[- ]level security|protected|protection|secured?|security|locked|exposed|unprotected|public|open)\b/;
const LACKING =
  /\b(?:not|no|without|n't|unprotected|exposed|open|public|lack|lacks|missing|off|disabled)\b|n't\b/;
const CURRENT = /\b(?:current|currently|on|working|checked out|active|using|in)\b/;

/** The topic of a question about the project read by the things it names; null when it names none. */
function topicByMeaning(q: string, ws: Workspace): StateTopic | undefined {
  // "have a table called books" asks for one; "have I got any tables" asks about them.
  const wh =
    /^(?:what|what's|whats|which|when|where|how|do|does|did|is|are|any|can)\b|^(?:have|has)\s+(?:i|we|you|my|our|the|any)\b/.test(
      q,
    );
  if (!wh && !/^(?:show|list|tell|give)\b/.test(q)) return undefined;
  if (tableMentions(ws, q.split(/\s+/)).length) return undefined;
  if (
    /\btables\b|\b(?:what|which)\s+table\b|\blists\b.*\bdatabase\b/.test(q) ||
    (/\bdatabase\b/.test(q) && /\b(?:in|have|has|hold|contain)\b/.test(q))
  )
    return SECURITY.test(q) && LACKING.test(q) ? 'tablesWithoutRls' : 'tables';
  if (/\bbranches\b/.test(q) && !/\b(?:current|currently|checked out|active)\b/.test(q))
    return 'branches';
  // "which versions of the site have we got": the copies being worked on, not what is live.
  if (
    /\b(?:versions|copies|drafts)\s+of\s+(?:the|my|our)\s+(?:site|website|app)\b/.test(q) &&
    !/\b(?:live|online|deployed|published)\b/.test(q)
  )
    return 'branches';
  // "which version are people seeing right now": the one that is live.
  if (
    /\b(?:people|customers|visitors|everyone|the public|users)\b.*\b(?:see|seeing|sees|looking at|visit|visiting|get|getting)\b/.test(
      q,
    ) &&
    /\b(?:version|site|website|app|page)\b/.test(q)
  )
    return 'live';
  // "which branch am I on", never "what's new on the blog branch" (a branch's news, git-questions.ts).
  if (
    /\b(?:which|what)\s+branch\b|\b(?:current|active|checked out)\s+branch\b|\bbranch\s+(?:am i|are we|is (?:this|it))\b/.test(
      q,
    ) &&
    CURRENT.test(q)
  )
    return 'branch';
  const deployWord =
    /\b(?:deploy|deployed|deployment|publish|published|release|released|went live|put (?:it )?live)\b/;
  if (deployWord.test(q) && /\b(?:when|last|latest|recent|previous|lately)\b/.test(q))
    return 'lastDeploy';
  if (
    /^can (?:people|anyone|visitors|customers|the public|everyone) (?:actually |already |now )?(?:see|visit|reach|access|open|find) (?:my|our|the) (?:site|website|app|page)\b/.test(
      q,
    )
  )
    return 'live';
  if (
    /\b(?:live|online|in production|deployed|published)\b/.test(q) &&
    /\b(?:site|version|deploy|what|which|website|anything|something)\b/.test(q)
  )
    return 'live';
  return undefined;
}

/** "what columns are in pets?", "describe the pets table": a table's columns and their types. */
const COLUMNS_ASKED =
  /^(?:(?:what|which)\s+(?:columns|fields)|(?:describe|explain)\b|(?:show|list|tell)\s+(?:me\s+)?(?:the\s+|all\s+)?(?:columns|fields|structure|layout)\b|what(?:'s| is| does)\s+(?:in\s+)?(?:the\s+)?(?:structure|layout)\b|what does\s+(?:the\s+|my\s+)?[\w ]+?\s+(?:table\s+)?(?:have|look like|store|hold|keep)$|(?:what|which)\s+(?:info|information|details|data|fields|things)\s+(?:do\s+|are\s+)?(?:we|i|you)\s+(?:actually\s+|really\s+)?(?:keep|keeping|store|storing|hold|holding|record|recording|save|saving|collect|collecting)\s+(?:on|about|for|of)\b)/;

function columnsQuestion(q: string, ws: Workspace): ClauseResult {
  if (!COLUMNS_ASKED.test(q)) return null;
  const [mention, other] = tableMentions(ws, q.split(/\s+/));
  if (!mention || other) return null;
  const name = mention.table.name;
  const sql = `select column_name, data_type, is_nullable from information_schema.columns where table_schema = 'public' and table_name = ${literal(name)} order by ordinal_position`;
  return {
    understood: `the columns of ${name}`,
    service: 'backend',
    render: () => [selectPiece(sql, `the columns of ${name} and what each holds`)],
  };
}

export function matchProjectQuestion(clause: string, ws: Workspace): ClauseResult {
  const q = questionText(clause);
  const columns = columnsQuestion(q, ws) ?? settingQuestion(q);
  if (columns) return columns;
  const shaped = TOPICS.find(([, pattern]) => pattern.test(q))?.[0];
  const topic = shaped ?? topicByMeaning(q, ws);
  if (topic) {
    const [service, words] = TOPIC_WORDS[topic];
    return {
      understood: words,
      service,
      render: () => [
        {
          service: service === 'git' ? 'git' : 'backend',
          steps: [{ kind: 'query.state', topic }],
          commands: [],
          summary: `I'll answer ${words}, from your project as it is now. This only reads; nothing changes.`,
          fileAs: {
            // Questions about the repository are filed under git, the rest under the database.
            service: service === 'git' ? 'git' : 'backend',
            type: 'query',
            risk: 'low',
            reason: 'A question only reads, so it runs at once and changes nothing.',
          },
        },
      ],
    };
  }
  return null;
}
