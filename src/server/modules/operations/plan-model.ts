import type { Service } from '@shared/contracts/plan';
import { modelProposal, type ModelProposal, type PlannerContext } from '@shared/planner';

/** A user's AI settings; the model falls back to the configured one. */
export interface AiSettings {
  model?: string;
  temperature: number;
  maxTokens: number;
}
export const DEFAULT_AI_SETTINGS: AiSettings = { temperature: 0.7, maxTokens: 2048 };

export interface PlanModelInput {
  instruction: string;
  service: Service;
  context: PlannerContext;
  settings?: Partial<AiSettings> | null;
}

export interface PlanModel {
  /** Resolves with a proposal that passed the plan contract, or rejects with the reason in plain words. */
  propose(input: PlanModelInput): Promise<ModelProposal>;
}

export interface OpenAiPlanModelOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const SYSTEM_PROMPT = [
  "You plan changes to a founder's app: its Postgres database (Supabase style), its git repository and its hosting, and you answer questions about it.",
  'Answer with JSON only: {"explanation": "plain words for a non-technical founder", "warnings": ["..."], "commands": ["what a developer would type"], "steps": [...]}.',
  'Each step is one of: {"kind":"sql","sql":"one statement"}; {"kind":"git.createBranch","name","from"}; {"kind":"git.deleteBranch","name"}; {"kind":"git.merge","source","target"};',
  '{"kind":"git.commitFiles","branch","message","files":[{"path","content"}]}; {"kind":"git.revert","branch","ref"}; {"kind":"git.tag","name","branch","ref"}; {"kind":"git.switchBranch","name"}; {"kind":"git.renameBranch","from","to"};',
  '{"kind":"git.pullRequest","source","target","title"}; {"kind":"git.addCollaborator","user","permission":"pull"|"push"|"admin"};',
  '{"kind":"hosting.deploy","branch","context":"production"|"deploy-preview"}; {"kind":"hosting.setEnv","key","value","context":"all"|"production"|"deploy-preview"}; {"kind":"hosting.addDomain","domain"}.',
  'A question is one step alone: {"kind":"query.select","sql":"one SELECT"} (run read-only, with a row limit) or {"kind":"query.state","topic":"tables"|"tablesWithoutRls"|"branch"|"live"|"lastDeploy"|"commits"|"branchDiff","branch"?,"against"?}.',
  'Rows: {"kind":"data.insertRows","table","rows":[{...}]}; {"kind":"data.updateWhere","table","where":[{"column","op":"is"|"isNot"|"lt"|"le"|"gt"|"ge"|"contains"|"startsWith"|"endsWith"|"empty"|"filled"|"ticked"|"notTicked","value"}],"values":{...},"one":true when one row is named}; {"kind":"data.deleteWhere","table","where":[...]}; row changes run alone.',
  'Site changes (one step alone; the server finds the words in the site files): {"kind":"content.edit","branch","edits":[{"op":"headline"|"title","text"} | {"op":"replaceText","from","to"} | {"op":"colour","target":"buttons"|"main"|"background"|"text","colour":"green or #2f5bea"} | {"op":"paragraph","text","about"?} | {"op":"addParagraph","text","place":"underHeadline"|"end"} | {"op":"addPage","name":"about","title","paragraphs":["..."]}]}.',
  'Sign-in switches (one step alone): {"kind":"auth.setSignInMethod","method":"emailPassword"|"signups"|"confirmEmail","enabled":true|false}.',
  'Shortest password the app\'s users may choose (one step alone): {"kind":"auth.setPasswordMinLength","length":6 to 72}.',
  'When the instruction has several readings, plan nothing and ask: {"clarification":{"question","choices":[{"label","instruction"}]}} with 2 to 6 choices, each a complete instruction.',
  'All steps of one plan change one thing: the database, the repository or the hosting; never mix them. Every new table in public gets a uuid primary key, created_at, row level security and policies using auth.uid().',
  'Do only what was asked. Never use SECURITY DEFINER, never change the auth or storage schemas except storage.buckets rows and storage.objects policies, never grant or revoke.',
  'Never read sign-in secrets (auth.sessions, auth.refresh_tokens, password hashes, tokens) and never copy rows of auth tables or storage.objects into a table, view or function; plans that do are refused.',
].join(' ');

/** The live state the model needs, small: table and column names with types, branches, env keys, domains. */
function describe(context: PlannerContext) {
  return {
    tables: context.database?.tables.map((t) => ({
      name: t.name,
      rows: t.rowCount,
      rls: t.rls,
      columns: t.columns.map((c) => `${c.name} ${c.type}${c.nullable ? '' : ' not null'}`),
    })),
    buckets: context.database?.buckets,
    branches: context.git?.branches.map((b) => b.name),
    env: context.hosting?.env.map((e) => `${e.key} (${e.context})`),
    domains: context.hosting?.domains,
  };
}

/** What an OpenAI-compatible endpoint says went wrong (`{ error: { message } }`), kept short. */
async function failure(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as {
    error?: { message?: unknown };
  } | null;
  const message =
    typeof body?.error?.message === 'string' ? `: ${body.error.message.slice(0, 200)}` : '';
  return new Error(`the model endpoint answered ${response.status}${message}`);
}

/** Any OpenAI-compatible chat completions endpoint (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL). */
export function createOpenAiPlanModel(options: OpenAiPlanModelOptions): PlanModel {
  const request = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/$/, '')}/chat/completions`;
  return {
    async propose({ instruction, service, context, settings }) {
      const chosen = { ...DEFAULT_AI_SETTINGS, ...settings };
      const response = await request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({
          model: chosen.model ?? options.model,
          temperature: chosen.temperature,
          max_tokens: chosen.maxTokens,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            {
              role: 'user',
              content: JSON.stringify({ instruction, service, project: describe(context) }),
            },
          ],
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
      if (!response.ok) throw await failure(response);
      const body = (await response.json().catch(() => null)) as {
        choices?: { message?: { content?: unknown } }[];
      } | null;
      const content = body?.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new Error('the model answered without a plan');
      // Some models wrap JSON in a Markdown fence despite being asked not to.
      const json = content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '');
      let parsed: unknown;
      try {
        parsed = JSON.parse(json);
      } catch {
        throw new Error('the model answered with something that is not JSON');
      }
      const proposal = modelProposal.safeParse(parsed);
      if (!proposal.success)
        throw new Error(
          `the model's plan does not fit the plan format (${proposal.error.issues[0]?.path.join('.') || 'plan'}: ${proposal.error.issues[0]?.message})`,
        );
      return proposal.data;
    },
  };
}

/** The configured model, or undefined when no model endpoint is configured. */
export function planModelFromConfig(
  llm: { baseUrl: string; apiKey: string; model: string } | null,
): PlanModel | undefined {
  return llm ? createOpenAiPlanModel(llm) : undefined;
}
