// npm run eval:planner: every corpus case through the HTTP API on a fresh project, then the
// real outcome (database, repository, site, GitHub) checked against the case's expectation.
// Prints the pass rate per family and per service; exits non-zero when any is below 98%.
// Then, for the built-in reader, figures that never change the exit code (docs/planner.md):
// the metamorphic pass rate per rewrite kind, the dev set's pass rate and the dead ends.
// `-- --model` runs the same cases through the model path against the fake model (model-mode.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { planById } from '@shared/constants/plans';
import { serviceOfStep, type Plan, type PlanStep } from '@shared/contracts/plan';
import { ancestors } from '@server/services/git/repository';
import { startGitHubFake } from '../fakes/github/github-fake';
import startProjectsServer from '../setup/projects-server';
import { createTestApp, type TestApp } from '../support/test-app';
import { useProjectsServer } from '../support/test-database';
import { signUpUser } from '../support/projects';
import { checkExpect, openOnPurpose, type CorpusCase, type OutcomeSnapshot } from './expect';
import { CHECKED_COLUMNS } from './introspect';
import {
  MODEL_CASES,
  modelClassificationProblems,
  startModelMode,
  type ModelCase,
} from './model-mode';
import { printMetamorphic, runMetamorphic } from './metamorphic';
import corpus from './corpus.json';

const GITHUB_TOKEN = 'ghp_eval_token_0001';
/** `npm run eval:planner be-001,git-036` runs only those cases; `-- --family constraints` one family. */
const args = process.argv.slice(2);
const modelMode = args.includes('--model');
const cases: (CorpusCase | ModelCase)[] = [
  ...(corpus as { cases: CorpusCase[] }).cases,
  ...(modelMode ? MODEL_CASES : []),
];
const familyAt = args.indexOf('--family');
const family = familyAt >= 0 ? args[familyAt + 1] : undefined;
const examplesAt = args.indexOf('--examples');
/** `--examples N`: failures printed per rewrite kind (default 3). */
const examples = examplesAt >= 0 ? Number(args[examplesAt + 1]) : 3;
const only = args
  .find(
    (a, i) =>
      !a.startsWith('--') &&
      (familyAt < 0 || i !== familyAt + 1) &&
      (examplesAt < 0 || i !== examplesAt + 1),
  )
  ?.split(',');
const selected = cases.filter(
  (c) => (!only || only.includes(c.id)) && (!family || c.family === family),
);
if (selected.length === 0) {
  const families = [...new Set(cases.map((c) => c.family))].join(', ');
  console.error(`No corpus case matches. Families: ${families}.`);
  process.exit(2);
}

// Outside vitest, the projects' PostgreSQL server its global setup would give is started here.
const stopProjectsServer = await startProjectsServer({
  provide: (_key: string, server: Parameters<typeof useProjectsServer>[0]) =>
    useProjectsServer(server),
} as unknown as Parameters<typeof startProjectsServer>[0]);
const fakeRoot = await mkdtemp(join(tmpdir(), 'bridge-eval-'));
// GitHub invites by user name; people invited by e-mail are found through their public e-mail.
const PUBLIC_EMAILS: Record<string, string> = {
  'ana@example.com': 'ana',
  'jane@acme.co': 'jane-acme',
  'maria@startup.io': 'maria-s',
};
const github = await startGitHubFake({
  root: fakeRoot,
  tokens: { [GITHUB_TOKEN]: 'founder' },
  users: ['ada', 'grace', 'sam', 'alex', 'octocat', 'bob-smith'],
  publicEmails: PUBLIC_EMAILS,
});
const emailsOf = (login: string) =>
  Object.keys(PUBLIC_EMAILS).filter((email) => PUBLIC_EMAILS[email] === login);
const model = modelMode ? await startModelMode() : null;
const t: TestApp = await createTestApp(
  {
    GITHUB_API_URL: github.apiUrl,
    GITHUB_GIT_URL: github.gitUrl,
    LOG_LEVEL: 'silent',
    ...model?.env,
  },
  // The eval makes a project per case; the plan limit is not what it measures.
  { entitlements: { planFor: async () => planById('pro') } },
);
const { cookie } = await signUpUser(t);

type Outcome = { id: string; family: string; service: string; ok: boolean; problems: string[] };

const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, cookie, ...(payload ? { payload } : {}) });

const needsGitHub = (c: CorpusCase) =>
  Boolean(c.expect?.pullRequests || c.expect?.collaborators) ||
  /pull request|\bpr\b|collaborat|invite|add @|access to the repo|force[- ]?push|push .*(?:with force|--force|by force)/i.test(
    [c.instruction, ...(c.setup ?? [])].join(' '),
  );

/** Asks for a plan; in model mode the fake model is taught its answer first. */
async function planRequest(
  projectId: string,
  instruction: string,
  service: CorpusCase['service'],
  answer?: PlanStep[],
) {
  const body = { instruction, service: service ?? 'auto' };
  const builtIn = await model?.teach(t, cookie, projectId, body, answer);
  return { builtIn, planned: await request('POST', `/api/projects/${projectId}/plans`, body) };
}

async function planAndRun(
  projectId: string,
  instruction: string,
  service: CorpusCase['service'],
  answer?: PlanStep[],
) {
  const { builtIn, planned } = await planRequest(projectId, instruction, service, answer);
  if (planned.statusCode !== 201) return { builtIn, planned, plan: null, ran: null };
  const plan = planned.json().plan as Plan;
  const ran = await request('POST', `/api/projects/${projectId}/operations/${plan.id}/execute`, {
    confirm: true,
  });
  return { builtIn, planned, plan, ran };
}

async function branchHeads(projectId: string): Promise<Record<string, string>> {
  const { branches } = (await request('GET', `/api/projects/${projectId}/git/branches`)).json() as {
    branches: { name: string; sha: string }[];
  };
  return Object.fromEntries(branches.map((b) => [b.name, b.sha]));
}

/** `heads`: branch heads before the instruction ran, so a merged-then-deleted branch still counts. */
async function snapshot(
  projectId: string,
  c: CorpusCase,
  heads: Record<string, string> = {},
): Promise<OutcomeSnapshot> {
  const { projects, workspace } = t.app.services;
  const user = (await request('GET', '/api/auth/session')).json().user;
  const { project } = await projects.access(user, projectId, 'read');
  const db = await workspace.database(project);
  const schema = await db.introspect();
  const tables: OutcomeSnapshot['tables'] = {};
  for (const table of schema.tables.filter((x) => x.schema === 'public')) {
    tables[table.name] = {
      columns: Object.fromEntries(
        table.columns.map((col) => [
          col.name,
          { type: col.type, nullable: col.nullable, default: col.default },
        ]),
      ),
      rls: table.rls,
      policies: table.policies.length,
      foreignKeys: table.foreignKeys,
      indexes: table.indexes,
      checks: [],
    };
  }
  for (const c of (await db.query<{ table: string; columns: string[] }>(CHECKED_COLUMNS)).rows) {
    const table = tables[c.table];
    if (table) table.checks = [...(table.checks ?? []), ...c.columns];
  }
  const buckets = (await db.query<{ id: string }>('select id from storage.buckets')).rows.map(
    (b) => b.id,
  );
  const git = workspace.git(project);
  const branches = (await git.listBranches()).branches.map((b) => b.name);
  const files: OutcomeSnapshot['files'] = {};
  for (const branch of Object.keys(c.expect?.files ?? {})) {
    files[branch] = branches.includes(branch)
      ? (await git.readFiles(branch)).files.map((f) => f.path)
      : [];
  }
  const merged: OutcomeSnapshot['merged'] = [];
  const current = Object.fromEntries(
    (await git.listBranches()).branches.map((b) => [b.name, b.sha]),
  );
  for (const m of c.expect?.merged ?? []) {
    const source = current[m.source] ?? heads[m.source];
    const target = current[m.target];
    if (source && target && (await ancestors(workspace.repoDir(projectId), target)).has(source))
      merged.push(m);
  }
  const fake = github.repository('founder', project.slug);
  const siteRes = await request('GET', `/api/projects/${projectId}/site`);
  const site = siteRes.statusCode === 200 ? siteRes.json() : null;
  const deploys = site
    ? (await request('GET', `/api/projects/${projectId}/deploys`)).json().deploys
    : [];
  return {
    tables,
    buckets,
    branches,
    files,
    merged,
    tags: (await git.listTags()).map((tag) => tag.name),
    pullRequests: (fake?.pulls ?? []).map((p) => ({ source: p.head, target: p.base })),
    collaborators: [...(fake?.collaborators.keys() ?? [])].flatMap((login) => [
      login,
      ...emailsOf(login),
    ]),
    deploys: deploys.map((d: { branch: string; context: string; live: boolean }) => ({
      branch: d.branch,
      context: d.context,
      live: d.live,
    })),
    env: site?.env ?? [],
    domains: site?.domains ?? [],
    siteDeleted: site === null,
    auth: (await request('GET', `/api/projects/${projectId}/auth/settings`)).json(),
  };
}

/** The pages a site change's expectation names, as its preview deploy serves them (by Host). */
async function preview(url: string, c: CorpusCase): Promise<Record<string, string>> {
  const { host } = new URL(url);
  const pages: Record<string, string> = {};
  for (const path of Object.keys(c.expect?.site ?? {}))
    pages[path] = (await t.app.inject({ method: 'GET', url: path, headers: { host } })).body;
  return pages;
}

/** A question must come with 200 and choices that each plan; a connection form with its service. */
async function checkAsk(
  c: CorpusCase,
  projectId: string,
  planned: Awaited<ReturnType<typeof request>>,
  fail: (...problems: string[]) => Outcome,
): Promise<Outcome> {
  const ask = (c.expected as { ask: 'clarify' | 'action' }).ask;
  if (planned.statusCode !== 200)
    return fail(`expected a ${ask}, got ${planned.statusCode}: ${planned.body}`);
  const body = planned.json() as {
    clarification?: { choices: { instruction: string }[] };
    action?: { kind: string; service: string };
  };
  if (ask === 'action')
    return body.action?.kind === 'connect'
      ? { id: c.id, family: c.family, service: 'ask', ok: true, problems: [] }
      : fail(`expected a connection form, got ${planned.body}`);
  const choices = body.clarification?.choices ?? [];
  if (choices.length < 2) return fail(`expected a question with choices, got ${planned.body}`);
  const problems: string[] = [];
  for (const choice of choices) {
    const { planned: answer } = await planRequest(projectId, choice.instruction, undefined);
    // A choice that reads right but finds no rows in this fresh project was still understood.
    const nothingYet =
      answer.statusCode === 422 && /^No row of /.test(answer.json().error?.message ?? '');
    if (answer.statusCode !== 201 && !nothingYet)
      problems.push(`choice "${choice.instruction}" did not plan: ${answer.body}`);
  }
  return { id: c.id, family: c.family, service: 'ask', ok: problems.length === 0, problems };
}

/** The service and type the operation an undo plan reverses was stored with. */
async function filedAs(plan: Plan) {
  const step = plan.steps[0];
  if (step?.kind !== 'operation.undo') return null;
  const list = await request('GET', `/api/projects/${plan.projectId}/operations?limit=50`);
  const target = (list.json().operations as Plan[]).find((o) => o.id === step.operationId);
  return target ? { service: target.service, type: target.type } : null;
}

/** Each case on a fresh project, deleted afterwards (so a custom domain is free again). */
async function runCase(c: CorpusCase): Promise<Outcome> {
  const created = await request('POST', '/api/projects', {
    name: `Eval ${c.id}`,
    ...(c.template ? { template: c.template } : {}),
  });
  const project = created.json().project as { id: string; slug: string };
  try {
    return await runCaseOn(c, project);
  } finally {
    await t.request({ method: 'DELETE', url: `/api/projects/${project.id}`, cookie });
  }
}

async function runCaseOn(
  c: CorpusCase | ModelCase,
  project: { id: string; slug: string },
): Promise<Outcome> {
  const service = 'service' in c.expected ? c.expected.service : 'refused';
  const fail = (...problems: string[]) => ({
    id: c.id,
    family: c.family,
    service,
    ok: false,
    problems,
  });
  const projectId = project.id;
  if (needsGitHub(c)) {
    const slug = project.slug;
    await github.createRepository('founder', slug);
    const connected = await request('PUT', `/api/projects/${projectId}/connections/github`, {
      owner: 'founder',
      repo: slug,
      token: GITHUB_TOKEN,
    });
    if (connected.statusCode !== 200) return fail(`connecting GitHub failed: ${connected.body}`);
  }
  for (const step of c.setup ?? []) {
    const { planned, ran } = await planAndRun(projectId, step, undefined);
    if (!ran?.json().ok) return fail(`setup "${step}" failed: ${ran?.body ?? planned.body}`);
  }
  if (c.seed?.length) {
    const user = (await request('GET', '/api/auth/session')).json().user;
    const { project: row } = await t.app.services.projects.access(user, projectId, 'read');
    const db = await t.app.services.workspace.database(row);
    await db.runInTransaction(c.seed.map((sql) => ({ sql })));
  }
  const heads = await branchHeads(projectId);
  const own = 'answer' in c ? c : undefined;
  const { builtIn, planned, plan, ran } = await planAndRun(
    projectId,
    c.instruction,
    c.service,
    own?.answer,
  );
  if ('ask' in c.expected) return checkAsk(c, projectId, planned, fail);
  if (!('service' in c.expected)) {
    const code = planned.json().error?.code;
    if (own?.code && code !== own.code) return fail(`expected ${own.code}, got ${planned.body}`);
    return planned.statusCode >= 400 && planned.statusCode < 500
      ? { id: c.id, family: c.family, service, ok: true, problems: [] }
      : fail(`expected a refusal, got ${planned.statusCode}`);
  }
  if (!plan || !ran) return fail(`not planned: ${planned.body}`);
  const problems: string[] = [];
  const got = { service: plan.service, type: plan.type, risk: plan.risk };
  // The model path files a plan where its steps act; the built-in rules may file it by its words.
  const stepsServices = new Set(builtIn?.ok && !own ? builtIn.plan.steps.map(serviceOfStep) : []);
  const [stepsService] = stepsServices.size === 1 ? stepsServices : [];
  // An undo is filed where the change it reverses was, and the model path may have relabelled that change.
  const undone = plan.steps[0]?.kind === 'operation.undo' && model ? await filedAs(plan) : null;
  const expected = undone ? { ...undone, risk: c.expected.risk } : c.expected;
  if (stepsService && stepsService !== c.expected.service)
    problems.push(...modelClassificationProblems(c, plan, stepsService));
  else if (JSON.stringify(got) !== JSON.stringify(expected))
    problems.push(`classified ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`);
  if (model && !own && plan.source !== 'model')
    problems.push(`the model's plan was not used: ${plan.notes?.at(-1) ?? ''}`);
  if (own?.source && plan.source !== own.source)
    problems.push(`expected a ${own.source} plan, got a ${plan.source} one`);
  if (own?.note && !plan.notes?.some((n) => n.includes(own.note as string)))
    problems.push(`expected a note with "${own.note}", got ${JSON.stringify(plan.notes)}`);
  // Every plan with database steps (a backend plan, whatever the keyword rules file it under) must dry-run cleanly.
  if (plan.steps.some((s) => s.kind === 'sql') && !plan.dryRun?.ok)
    problems.push(`dry run failed: ${plan.dryRun?.error}`);
  if (!ran.json().ok)
    problems.push(`execution failed: ${JSON.stringify(ran.json().result ?? ran.json())}`);
  const outcome = await snapshot(projectId, c, heads);
  if (plan.type === 'query') outcome.answer = ran.json().result;
  if (plan.type === 'content' && ran.json().ok)
    outcome.site = await preview(ran.json().result.url, c);
  problems.push(...checkExpect(c.expect ?? {}, outcome));
  // Supabase-style lint: no table in public without row-level security.
  const open = Object.entries((await snapshot(projectId, { ...c, expect: {} })).tables).filter(
    ([name, table]) => !table.rls && !openOnPurpose(c.expect, name),
  );
  if (open.length) problems.push(`tables without RLS: ${open.map(([name]) => name).join(', ')}`);
  return { id: c.id, family: c.family, service, ok: problems.length === 0, problems };
}

const outcomes: Outcome[] = [];
const started = Date.now();
try {
  for (const c of selected)
    outcomes.push(
      await runCase(c).catch((e: Error) => ({
        id: c.id,
        family: c.family,
        service: '?',
        ok: false,
        problems: [e.message],
      })),
    );
} finally {
  await t.close();
  await model?.close();
  await github.close();
  await rm(fakeRoot, { recursive: true, force: true });
  await stopProjectsServer();
}

for (const o of outcomes.filter((x) => !x.ok))
  console.log(`FAIL ${o.id} [${o.family}] (${o.service}): ${o.problems.join(' | ')}`);
console.log(
  `\nPlanner eval through the HTTP API${model ? ', plans from the fake model' : ''} (${outcomes.length} cases, ${((Date.now() - started) / 1000).toFixed(0)} s):`,
);
/** Pass rates grouped by a key, one line each; returns the lowest rate. */
function printRates(title: string, keyOf: (o: Outcome) => string): number {
  const groups = new Map<string, Outcome[]>();
  for (const o of outcomes) groups.set(keyOf(o), [...(groups.get(keyOf(o)) ?? []), o]);
  console.log(`  per ${title}:`);
  let lowest = 100;
  for (const [key, list] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const rate = (100 * list.filter((o) => o.ok).length) / list.length;
    lowest = Math.min(lowest, rate);
    console.log(
      `    ${key.padEnd(16)} ${list.filter((o) => o.ok).length}/${list.length} passed (${rate.toFixed(1)}%)`,
    );
  }
  return lowest;
}
const lowest = Math.min(
  printRates('family', (o) => o.family),
  printRates('service', (o) => o.service),
);
const passed = outcomes.filter((o) => o.ok).length;
console.log(
  `  all ${passed}/${outcomes.length} passed (${((100 * passed) / outcomes.length).toFixed(1)}%)`,
);

/**
 * The outside dev set (../shared/planner-dev, next to the checkout), run on a fresh build: its
 * pass rate and how many of its cases ended in a 422 where a plan or a question was expected.
 */
function runDevSet(): { summary: string[]; deadEnds: number } | null {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const runner = join(root, '..', 'shared', 'planner-dev', 'planner-eval.mjs');
  const wanted = args.includes('--dev') || (!only && !family);
  if (!existsSync(runner) || !wanted || args.includes('--no-dev')) return null;
  const run = (command: string, list: string[], env = {}) =>
    spawnSync(command, list, {
      cwd: root,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  if (!args.includes('--no-build')) {
    const build = run('npm', ['run', 'build']);
    if (build.status !== 0)
      return { summary: [`the build failed: ${build.stderr.slice(-300)}`], deadEnds: 0 };
  }
  const lines = run('node', [runner], { BARS_PREBUILT: '1' }).stdout.trim().split('\n');
  // The runner prints 422s as "dead end: 422 …", "no clarification: 422 …" or "plan refused: 422 …".
  const deadEnds = lines.filter((l) =>
    /^FAIL .*(?:dead end|no clarification|plan refused): 422\b/.test(l),
  ).length;
  return {
    summary: lines.filter((l) => /^(?:by family|by group|planner dev set):/.test(l)),
    deadEnds,
  };
}

// The built-in reader's robustness: what the model path does is measured above only.
if (!model) {
  const metamorphic = runMetamorphic(selected as CorpusCase[]);
  printMetamorphic(metamorphic, examples);
  const dev = runDevSet();
  if (dev) for (const line of dev.summary) console.log(`  ${line}`);
  const { deadEnds: ends, instructions } = metamorphic;
  const devEnds = dev
    ? `, dev set ${dev.deadEnds} (a 422 where a plan or a question was expected)`
    : '';
  console.log(
    `  dead ends (422 with no question, connection form or alternatives): corpus ${ends.corpus}/${instructions.corpus} (${ends.expectedRefusals} of them expected refusals), rewrites ${ends.rewrites}/${instructions.rewrites}${devEnds}`,
  );
}
process.exit(lowest >= 98 ? 0 : 1);
