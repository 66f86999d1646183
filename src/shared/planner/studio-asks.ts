import type { ConnectAction } from '@shared/contracts/plan';
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
  // "here's my own postgres, use it from now on: postgres://…"
  new RegExp(
    String.raw`^here'?s\s+(?:my|our)\s+(?:own\s+)?${SERVICE_WORDS}(?:\s+(?:account|repo(?:sitory)?|site|project|database|instance))?\s*,?\s+(?:please\s+)?use\s+(?:it|that|this)\b.*$`,
    'i',
  ),
  // "can the studio use that instead of its own database?"
  /^(?:can|could)\s+(?:the\s+studio|you|it|we)\s+(?:just\s+)?use\s+(?:that|it|this|mine)(?:\s+one)?\s+instead\s+of\s+(?:its|your|the)\s+own\s+(?<service>database|db)$/i,
  // "push everything to github.com/me/site"
  /^(?:push|put|send|upload|copy)\s+(?:everything|it|the\s+code|my\s+code|the\s+site|my\s+site)\s+(?:to|on)\s+(?:https?:\/\/)?(?:www\.)?(?<service>github)\.com\/\S+$/i,
  // "i want to publish on netlify instead", "host the site with netlify", "keep the code on github"
  new RegExp(
    String.raw`^(?:publish|host|deploy|put|keep|store|back\s+up|save|have)\s+(?:(?:it|this|the\s+(?:site|app|code|project)|my\s+(?:site|app|code|project))\s+)?(?:up\s+)?(?:on|to|with|via|through|in)\s+${MINE}(?<hosted>netlify|github|git hub)${SERVICE_TAIL}$`,
    'i',
  ),
];
/** Lead-ins that only say the founder wants it: "i want to", "i'd like to", "can we". */
const WANTS =
  /^(?:i\s+(?:want|need|would\s+like|'d\s+like)\s+(?:to\s+)?|i'd\s+like\s+to\s+|we\s+(?:want|need)\s+to\s+|can\s+(?:we|i)\s+|how\s+(?:do|can)\s+i\s+)/i;

const FORM: Record<ConnectAction['service'], string> = {
  github: 'Opening the GitHub connection: paste a token and pick the repository to use.',
  netlify: 'Opening the Netlify connection: paste a token and pick the site to deploy to.',
  database: 'Opening the database connection: paste the address of your own Postgres database.',
};

/** Places a founder's own database may already live. */
const OWN_DATABASE =
  /\b(?:postgres(?:ql)?|supabase|neon|render|railway|heroku|rds|aws|digitalocean|planetscale|(?:my|our|own|existing)\s+(?:database|db))\b/i;
/** Words that ask to use something of the founder's instead of the studio's own. */
const USE_MINE =
  /\b(?:instead|already|existing|use (?:that|it|this|mine)|(?:connect|link|hook|plug|point|switch|move)\b|deploy (?:there|to it)|host (?:there|it there))/i;

/** The service an instruction asks to connect by what it names and wants, whatever its shape. */
function connectedService(text: string): string | undefined {
  if (!USE_MINE.test(text)) return undefined;
  if (/\bnetlify\b/i.test(text)) return 'netlify';
  if (/\bgit ?hub\b/i.test(text)) return 'github';
  return OWN_DATABASE.test(text) ? 'database' : undefined;
}

/** "connect my GitHub", "use my own database": the connection form, not a plan. */
export function matchConnect(clause: string, byMeaning = false): ClauseResult {
  const wish = clause.replace(WANTS, '').replace(/[?!.]+$/, '');
  const m = CONNECT.map((pattern) => wish.match(pattern)).find(Boolean);
  // "we already host on netlify, can this deploy there instead?": read by what it names.
  const said = (
    m?.groups?.service ??
    m?.groups?.hosted ??
    (byMeaning ? connectedService(wish) : undefined) ??
    ''
  ).toLowerCase();
  if (!said) return null;
  const service: ConnectAction['service'] = /git/.test(said)
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

/**
 * "where's my api key?", "what url do i give createClient", "how does my vercel frontend talk to
 * the database": questions the API screen answers, so the studio opens it.
 */
const API_WORDS = String.raw`(?:api(?:\s+(?:key|keys|url|address|details|credentials))?|anon(?:ymous)?\s+key|public\s+key|publishable\s+key|service[\s_-]?role(?:\s+key)?|secret\s+key|project\s+url|supabase\s+(?:url|key|keys|details)|createclient|connection\s+(?:details|string|info)|credentials|keys?)`;
const APP = String.raw`(?:(?:my|our|the)\s+)?(?:react|next(?:\.js|js)?|vue|svelte|sveltekit|nuxt|expo|react native|flutter|mobile|ios|android|web|frontend|front end|front-end|backend|back end|node|vercel)?\s*(?:app|site|website|frontend|front end|front-end|backend|server|code|project)`;
const API_ASKS = [
  new RegExp(
    String.raw`\b(?:where'?s|where\s+is|where\s+are|where\s+do\s+i\s+(?:find|get)|what'?s|what\s+is|what\s+are|how\s+do\s+i\s+get|can\s+i\s+(?:get|have|see)|is\s+there|do\s+i\s+have|give\s+me|show\s+me)\s+(?:a\s+|an\s+|the\s+|my\s+|our\s+)?${API_WORDS}\b`,
    'i',
  ),
  new RegExp(
    String.raw`\bwhat\s+(?:url|address|key|keys)\s+(?:do|should|would)\s+(?:i|we)\s+(?:give|use|put|pass|paste)\b`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:hook\s+up|connect|wire\s+up|link|point)\s+${APP}\s+(?:up\s+)?(?:to|with)\s+(?:this|it|the\s+(?:database|backend|api|project)|my\s+(?:database|backend|project))\b`,
    'i',
  ),
  new RegExp(
    String.raw`\bhow\s+(?:does|do|can|will|should)\s+(?:it|they|${APP})\s+(?:talk|connect|speak|get|read|reach)\s+(?:to|with|from)?\s*(?:the\s+|my\s+|our\s+|this\s+)?(?:database|backend|api|data|project)\b`,
    'i',
  ),
  new RegExp(String.raw`\bconnect\s+to\s+(?:the\s+|my\s+|our\s+)?(?:database|db)\s+from\b`, 'i'),
  new RegExp(
    String.raw`\bwhat\s+(?:web\s+)?(?:url|address|key|keys)(?:\s+and\s+(?:key|keys|url|address))?\s+(?:do|does|should|would)\s+(?:i|we|my\s+\w+|the\s+\w+)\s+(?:give|use|put|pass|paste|need)\b`,
    'i',
  ),
  // "my bookkeeper's tool wants a connection string, where do I get that?"
  new RegExp(
    String.raw`^(?=.*\b(?:where|what|how|which|is\s+there|do\s+i\s+have|can\s+i)\b).*\b(?:connection\s+(?:string|details|info)|api\s+(?:key|keys|url|address)|anon\s+key|publishable\s+key|service[\s_-]?role\s+key|project\s+url|supabase\s+(?:url|key))\b`,
    'i',
  ),
];

/** Apps and tools a founder connects to the project from outside. */
const OUTSIDE =
  /\b(?:(?:building|built|making|made)\s+(?:us\s+|me\s+)?an?\s+app|(?:sign ?up|signup|contact|booking|enquiry|order)\s+form|react|next(?:\.?js)?|vue|svelte(?:kit)?|nuxt|expo|flutter|zapier|make\.com|n8n|bubble|webflow|retool|framer|frontend|front end|front-end|mobile app|ios app|android app)\b/i;
/** What connecting one needs: the words for hooking up, talking to, or the keys pasted. */
const REACHES =
  /\b(?:save\s+(?:people|them|it|entries|rows)?\s*(?:in|into|to)|hook|connect|wire|talk(?:s|ing)? to|speak to|reach|integrate|paste|\.env|env file|url and (?:a |the )?key|key and (?:a |the )?url|api)\b/i;

/** "where's my api key?": the API screen, with what it holds said first. */
export function matchApiAsk(clause: string, byMeaning = false): ClauseResult {
  // "what goes in the env file so it can talk to this": the file says it is an app outside.
  const envFile = /\.env\b|\benv(?:ironment)? file\b/i.test(clause);
  const outside = byMeaning && (OUTSIDE.test(clause) || envFile) && REACHES.test(clause);
  if (!outside && !API_ASKS.some((pattern) => pattern.test(clause))) return null;
  const secret = /service[\s_-]?role|secret\s+key|get\s+round|bypass|server/i.test(clause);
  const message = secret
    ? "Opening Database Settings: your project's API is there. Owners and admins can reveal the service-role key, which skips row-level security; keep it on your server and never put it in a website or app."
    : "Opening Database Settings: your project's API is there, with its URL, the anon key (safe to put in your website or app, because row-level security still decides who sees what) and the few lines of supabase-js to paste in.";
  return {
    problem: {
      understood: 'You asked how your app connects to this project.',
      message,
      examples: ['What tables do I have?', 'Deploy main to production'],
      action: { kind: 'show', screen: 'api', message },
    },
  };
}

/** Tools founders already use, which reach a project only through its API. */
const TOOL =
  /\b(?<tool>stripe|paypal|square|mailchimp|zapier|glide|airtable|google sheets|make\.com|n8n|bubble|webflow|shopify|squarespace|wix|hubspot|sendgrid|twilio|calendly|typeform|softr|retool)\b/i;
const PAYMENTS = /^(?:stripe|paypal|square)$/i;
/** Words of joining a tool up: hooking up, pointing at, picking up rows, or "where do I start". */
const JOINS =
  /\b(?:hook(?:ed)?|connect(?:ed)?|link(?:ed)?|integrat\w*|wire[ds]?|point(?:ed)?|pick(?:s|ed)? up|sync(?:ed)?|plug(?:ged)?|send (?:them|it|people|rows|bookings|orders)|take payments|where do i start|how (?:do|would|can|could) (?:i|we))\b/i;

/**
 * "we use stripe for card payments, can you hook it up", "can zapier pick up new rows": a tool the
 * studio does not connect itself. The answer says so plainly and opens the API it would use.
 */
export function matchOutsideTool(clause: string): ClauseResult {
  const tool = clause.match(TOOL)?.groups?.tool;
  // "we use stripe, set STRIPE_KEY to …": a setting named is the request, not the tool.
  if (!tool || !JOINS.test(clause) || /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/.test(clause)) return null;
  const name = tool.charAt(0).toUpperCase() + tool.slice(1);
  const message = PAYMENTS.test(tool)
    ? `Card payments are not built into your app here, so I cannot connect ${name} for you. Your app's own code can send people to ${name}'s checkout; to read and save rows (a deposit paid, say) it uses this project's API, which Database Settings shows with its URL and anon key.`
    : `${name} is not connected from the studio. ${name} can reach your data through this project's API: Database Settings shows its URL and anon key, and row-level security still decides what it may see.`;
  return {
    problem: {
      understood: `You asked about using ${name} with this project.`,
      message,
      examples: ['What tables do I have?', 'Deploy main to production'],
      action: { kind: 'show', screen: 'api', message },
    },
  };
}
