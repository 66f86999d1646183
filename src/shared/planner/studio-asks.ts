import type { PlanAction } from '@shared/contracts/plan';
import { tablesOf, type Workspace } from './workspace';
import { ask, type ClauseResult } from './pieces';

/** Requests the planner answers with a form or a question rather than a plan. */

/** The services the studio connects to, in the words founders use for them. */
const SERVICE_WORDS = String.raw`(?<service>github|git hub|netlify|supabase|database|postgres(?:ql)?|db)`;
/** Words that may follow the service: "account", "repo", "so the code lives there", "instead". */
const SERVICE_TAIL = String.raw`(?:\s+(?:account|repo(?:sitory)?|site|connection|url|database|server|project|instance))?(?:\s+(?:at\s+)?(?:https?:\/\/)?(?:www\.)?(?:github\.com|[\w-]+\.netlify\.app|[\w-]+\.supabase\.co)\S*)?(?:\s+(?:to|with)\s+(?:this|the|my)\s+(?:project|app|site))?(?:\s+instead)?(?:\s*,?\s+(?:so|to|and|for)\b.*)?`;
const MINE = String.raw`(?:(?:my|our|a|the|an)\s+)?(?:own\s+|existing\s+|personal\s+)?`;
const CONNECT = [
  // "connect my github", "hook up netlify", "link this project to my github so the code lives there"
  new RegExp(
    String.raw`^(?:connect|link|hook\s+up|hook|add|set\s+up|setup|integrate|attach|sync|pair|sign\s+in\s+to|log\s*in\s+to|login\s+to)\s+(?:(?:this|it|the\s+project|my\s+project|the\s+app|my\s+app|the\s+code|my\s+code)\s+)?(?:up\s+)?(?:(?:to|with)\s+)?${MINE}${SERVICE_WORDS}${SERVICE_TAIL}$`,
    'i',
  ),
  // "use my own supabase database", "bring my own database", "switch to my own postgres"
  new RegExp(
    String.raw`^(?:use|bring|switch\s+to|move\s+to|go\s+with|plug\s+in)\s+(?:my|our)\s+own\s+${SERVICE_WORDS}${SERVICE_TAIL}$`,
    'i',
  ),
  // "I already have a supabase project, can you use that one instead?"
  new RegExp(
    String.raw`^(?:i|we)\s+already\s+(?:have|got)\s+${MINE}${SERVICE_WORDS}(?:\s+(?:account|repo(?:sitory)?|site|project|database|instance))?\s*,?\s+(?:so\s+)?(?:can|could)\s+(?:you|we|i)\s+(?:just\s+)?(?:use|connect|link)\s+(?:that|it|this|mine)(?:\s+one)?(?:\s+instead)?$`,
    'i',
  ),
  // "i want to publish on netlify instead", "host the site with netlify", "keep the code on github"
  new RegExp(
    String.raw`^(?:publish|host|deploy|put|keep|store|back\s+up|save|have)\s+(?:(?:it|this|the\s+(?:site|app|code|project)|my\s+(?:site|app|code|project))\s+)?(?:up\s+)?(?:on|to|with|via|through|in)\s+${MINE}(?<hosted>netlify|github|git hub)${SERVICE_TAIL}$`,
    'i',
  ),
];
/** Lead-ins that only say the founder wants it: "i want to", "i'd like to", "can we". */
const WANTS =
  /^(?:i\s+(?:want|need|would\s+like|'d\s+like)\s+(?:to\s+)?|i'd\s+like\s+to\s+|we\s+(?:want|need)\s+to\s+|can\s+(?:we|i)\s+|how\s+(?:do|can)\s+i\s+)/i;

const FORM: Record<PlanAction['service'], string> = {
  github: 'Opening the GitHub connection: paste a token and pick the repository to use.',
  netlify: 'Opening the Netlify connection: paste a token and pick the site to deploy to.',
  database: 'Opening the database connection: paste the address of your own Postgres database.',
};

/** "connect my GitHub", "use my own database": the connection form, not a plan. */
export function matchConnect(clause: string): ClauseResult {
  const wish = clause.replace(WANTS, '').replace(/[?!.]+$/, '');
  const m = CONNECT.map((pattern) => wish.match(pattern)).find(Boolean);
  const said = (m?.groups?.service ?? m?.groups?.hosted ?? '').toLowerCase();
  if (!said) return null;
  const service: PlanAction['service'] = /git/.test(said)
    ? 'github'
    : said === 'netlify'
      ? 'netlify'
      : 'database';
  return {
    problem: {
      understood: `You want to connect ${service === 'database' ? 'your own database' : service}.`,
      message: FORM[service],
      examples: ['Create a branch called feature/login', 'Deploy main to production'],
      action: { kind: 'connect', service, message: FORM[service] },
    },
  };
}

const VAGUE =
  /^(?:make|get)\s+(?:it|the app|my app|the site|my site|things|everything|the database|my database)\s+(?:faster|quicker|speedier|snappier|more efficient)$|^(?:speed|tune)\s+(?:it|things|everything|the app|my app|the database)\s+up$|^improve\s+(?:the\s+|my\s+)?(?:performance|speed|queries)$|^optimi[sz]e\s+(?:the\s+|my\s+)?(?:performance|speed|app|database|queries)$/i;

/** "make it faster": which lookups? Indexes on what the tables are searched by, or a deploy. */
export function matchVague(clause: string, ws: Workspace): ClauseResult {
  if (!VAGUE.test(clause)) return null;
  const choices = tablesOf(ws)
    .filter((t) => t.name !== 'profiles')
    .flatMap((t) => {
      const linked = (t.foreignKeys ?? []).map((k) => k.columns[0]).find(Boolean);
      const column =
        linked ?? t.columns.find((c) => c.name === 'created_at' || c.name === 'user_id')?.name;
      return column
        ? [
            {
              label: `Faster lookups of ${t.name} by ${column.replace(/_/g, ' ')}`,
              instruction: `add an index on ${column.replace(/_/g, ' ')} in ${t.name}`,
            },
          ]
        : [];
    })
    .slice(0, 3);
  return ask(
    'You want the app to be faster.',
    'What feels slow? I can speed up how a table is searched, or publish your latest work.',
    [
      ...choices,
      { label: 'Publish the latest version', instruction: 'deploy main to production' },
      ...(choices.length === 0
        ? [
            {
              label: 'Start a tasks table',
              instruction: 'create a tasks table with title and done',
            },
          ]
        : []),
    ],
  );
}
