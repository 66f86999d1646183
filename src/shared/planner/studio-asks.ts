import type { PlanAction } from '@shared/contracts/plan';
import { tablesOf, type Workspace } from './workspace';
import { ask, type ClauseResult } from './pieces';

/** Requests the planner answers with a form or a question rather than a plan. */

const CONNECT =
  /^(?:connect|link|hook up|add|set up|integrate|sign in to|log in to|login to)\s+(?:(?:my|our|a|the)\s+)?(?:own\s+)?(?<service>github|git hub|netlify|database|postgres(?:ql)?|db|supabase)(?:\s+(?:account|repo(?:sitory)?|site|connection|url|database|server))?(?:\s+(?:to|with)\s+(?:this|the|my)\s+project)?$|^use\s+(?:my|our)\s+own\s+(?<own>database|postgres(?:ql)?|db|github|netlify)(?:\s+(?:account|server))?$/i;

const FORM: Record<PlanAction['service'], string> = {
  github: 'Opening the GitHub connection: paste a token and pick the repository to use.',
  netlify: 'Opening the Netlify connection: paste a token and pick the site to deploy to.',
  database: 'Opening the database connection: paste the address of your own Postgres database.',
};

/** "connect my GitHub", "use my own database": the connection form, not a plan. */
export function matchConnect(clause: string): ClauseResult {
  const m = clause.match(CONNECT);
  const said = (m?.groups?.service ?? m?.groups?.own ?? '').toLowerCase();
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
