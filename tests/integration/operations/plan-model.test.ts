import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { events } from '@server/db/schema';
import { createOpenAiPlanModel } from '@server/modules/operations/plan-model';
import { startFakeLlm, type FakeLlm } from '../../fakes/llm/llm-fake';
import { createTestApp, type TestApp } from '../../support/test-app';
import { draft, runDraft, studioRequests } from '../../support/operations';
import { createProject, signUpUser } from '../../support/projects';
import { baselineContext } from '../../planner/baseline-context';

/** Plans written by an OpenAI-compatible model: used only when they pass every check a plan must pass. */
let t: TestApp;
let llm: FakeLlm;
let cookie: string;
let projectId: string;

const TASKS_SQL = [
  'create table public.tasks (id uuid primary key default gen_random_uuid(), title text not null, created_at timestamptz not null default now(), user_id uuid not null default auth.uid() references auth.users(id) on delete cascade);',
  'alter table public.tasks enable row level security;',
  'create policy "Owners see their tasks" on public.tasks for select to authenticated using ((select auth.uid()) = user_id);',
];
const proposal = (steps: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    explanation: 'Creates a tasks table that only its owner can see.',
    warnings: [],
    commands: [],
    steps,
    ...extra,
  });
const sqlSteps = (statements: string[]) => statements.map((sql) => ({ kind: 'sql' as const, sql }));

const { plan, execute } = studioRequests(() => ({ t, cookie, projectId }));

beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({
    LLM_BASE_URL: llm.url,
    LLM_API_KEY: llm.apiKey,
    LLM_MODEL: 'fake-planner',
  });
  ({ cookie } = await signUpUser(t));
  projectId = (await createProject(t, cookie)).id;
});
afterAll(async () => {
  await t.close();
  await llm.close();
});
beforeEach(() => {
  llm.answer = { status: 200, content: proposal(sqlSteps(TASKS_SQL)) };
});

describe('a plan from the configured model', () => {
  it('is used when it passes the contract, the SQL guard and the dry run, with the default AI settings', async () => {
    const res = await plan(
      'create a tasks table with a title, and each user sees only their own tasks',
    );
    expect(res.statusCode).toBe(201);
    const op = res.json().plan;
    expect(op).toMatchObject({
      source: 'model',
      service: 'backend',
      type: 'schema',
      risk: 'low',
      dryRun: { ok: true },
    });
    expect(op.steps).toHaveLength(3);
    expect(op.notes.join(' ')).toContain('Written by the AI model');
    const sent = llm.requests.at(-1)!;
    expect(sent.authorization).toBe(`Bearer ${llm.apiKey}`);
    expect(sent.body).toMatchObject({
      model: 'fake-planner',
      temperature: 0.7,
      max_tokens: 2048,
      response_format: { type: 'json_object' },
    });
    // The model is given the instruction and the project's live schema.
    expect(JSON.stringify(sent.body.messages)).toContain(
      'create a tasks table with a title, and each user sees only their own tasks',
    );
    expect(JSON.stringify(sent.body.messages)).toContain('profiles');
    const ran = await t.request({
      method: 'POST',
      url: `/api/projects/${projectId}/operations/${op.id}/execute`,
      cookie,
      payload: {},
    });
    expect(ran.json()).toMatchObject({ ok: true });
    // Undo it so the next cases start from the same schema.
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/projects/${projectId}/operations/${op.id}/undo`,
          cookie,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('plans what the built-in rules do not understand', async () => {
    llm.answer = {
      status: 200,
      content: proposal([{ kind: 'git.createBranch', name: 'feature/bakery-menu', from: 'main' }], {
        explanation: 'Creates a branch for the bakery menu.',
      }),
    };
    const res = await plan('get me somewhere to try out the bakery menu idea, a branch maybe');
    expect(res.statusCode).toBe(201);
    expect(res.json().plan).toMatchObject({
      source: 'model',
      service: 'git',
      steps: [{ kind: 'git.createBranch', name: 'feature/bakery-menu' }],
    });
  });

  it.each([
    [
      'malformed JSON',
      { status: 200, content: 'Sure! Here is the plan: create table tasks' },
      'not JSON',
    ],
    [
      'a body that is not JSON at all',
      { status: 200, content: '', raw: '<html>502 Bad Gateway</html>' },
      'without a plan',
    ],
    ['a server error', { status: 500, content: '' }, 'answered 500: The server had an error'],
    ['a rate limit', { status: 429, content: '' }, 'answered 429'],
    ['a refused API key', { status: 401, content: '' }, 'answered 401: Incorrect API key'],
    [
      'a step outside the plan format',
      { status: 200, content: proposal([{ kind: 'shell', command: 'rm -rf /' }]) },
      'does not fit the plan format',
    ],
    [
      'SQL with a SECURITY DEFINER function',
      {
        status: 200,
        content: proposal(
          sqlSteps([
            'create function public.f() returns int language sql security definer as $$ select 1 $$;',
          ]),
        ),
      },
      'the SQL guard refused it',
    ],
    [
      'SQL that changes roles',
      { status: 200, content: proposal(sqlSteps(['alter role authenticated superuser;'])) },
      'the SQL guard refused it',
    ],
    [
      'SQL hidden after a harmless statement',
      { status: 200, content: proposal(sqlSteps(['select 1; drop schema auth cascade;'])) },
      'the SQL guard refused it',
    ],
    [
      'SQL that fails its dry run',
      {
        status: 200,
        content: proposal(sqlSteps(['alter table public.nowhere add column x text;'])),
      },
      'failed the dry run',
    ],
    [
      'database changes mixed with a deploy',
      {
        status: 200,
        content: proposal([
          ...sqlSteps(TASKS_SQL),
          { kind: 'hosting.deploy', branch: 'main', context: 'deploy-preview' },
        ]),
      },
      'it mixes database and hosting steps',
    ],
    [
      'steps that destroy what was not asked (dropping a table)',
      { status: 200, content: proposal(sqlSteps(['drop table public.profiles;'])) },
      'would destroy something you did not ask to',
    ],
    [
      'steps that destroy what was not asked (deleting the site)',
      { status: 200, content: proposal([{ kind: 'hosting.deleteSite' }]) },
      'would destroy something you did not ask to',
    ],
  ])(
    'falls back to the built-in plan on %s, and the plan says why',
    async (_label, answer, why) => {
      llm.answer = answer;
      const res = await plan(
        'create a tasks table with a title, and each user sees only their own tasks',
      );
      expect(res.statusCode).toBe(201);
      const op = res.json().plan;
      expect(op.source).toBe('deterministic');
      expect(
        op.steps.every(
          (s: { kind: string; sql?: string }) =>
            s.kind === 'sql' && !/security definer|drop |alter role/i.test(s.sql ?? ''),
        ),
      ).toBe(true);
      const note = op.notes.find((n: string) => n.startsWith("The AI model's plan was not used"));
      expect(note).toContain(why);
      expect(note).toContain('this plan comes from the built-in rules');
    },
  );

  /** Why the model's plan was not used: in the built-in plan's note, or in the 422 when there is none. */
  const modelRefusal = (res: Awaited<ReturnType<typeof plan>>) =>
    res.statusCode === 201
      ? (expect(res.json().plan.source).toBe('deterministic'), res.json().plan.notes.join(' '))
      : (expect(res.statusCode).toBe(422), String(res.json().error.details.understood));

  it.each([
    [
      'a question joining users to their refresh tokens',
      [
        {
          kind: 'query.select',
          sql: 'select u.email, t.token from auth.users u join auth.refresh_tokens t on t.user_id = u.id::text',
        },
      ],
      'reads auth.refresh_tokens',
    ],
    [
      'a view of the sign-ups',
      sqlSteps(['create view public.people as select id, email from auth.users;']),
      'copies rows of auth.users into public.people',
    ],
    [
      'INSERT … SELECT of the sign-ups',
      sqlSteps([
        'create table public.people (email text);',
        'alter table public.people enable row level security;',
        'insert into public.people (email) select email from auth.users;',
      ]),
      'copies rows of auth.users into public.people',
    ],
    [
      'SELECT INTO of the sign-ups',
      sqlSteps(['select id, email, encrypted_password into public.people from auth.users;']),
      'reads encrypted_password of auth.users',
    ],
  ])('is refused when it reads or copies sign-up data: %s', async (_what, steps, reason) => {
    llm.answer = { status: 200, content: proposal(steps) };
    const res = await plan('put the people who signed up in a people table');
    expect(modelRefusal(res)).toContain(`the SQL guard refused it (Statement`);
    expect(modelRefusal(res)).toContain(reason);
  });

  it('marks a new public table without row-level security as high risk, with the reason', async () => {
    llm.answer = {
      status: 200,
      content: proposal(
        sqlSteps(['create table public.guestbook (id bigint primary key, note text);']),
      ),
    };
    const res = await plan('make a guestbook where visitors leave notes');
    expect(res.statusCode).toBe(201);
    const op = res.json().plan;
    expect(op).toMatchObject({ source: 'model', risk: 'high' });
    expect(op.riskReasons.join(' ')).toContain(
      'Makes the table guestbook without row-level security, so anyone with your app',
    );
  });

  it('answers 422 when neither the model nor the rules can plan it, and records the failure', async () => {
    llm.answer = { status: 200, content: 'I am not sure what you mean.' };
    const instruction = 'frobnicate the zorbles';
    const res = await plan(instruction);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('not_understood');
    expect(res.json().error.details.understood).toContain("The AI model's plan was not used");
    const user = (await t.request({ method: 'GET', url: '/api/auth/session', cookie })).json().user;
    const rows = await t.app.services.database.db
      .select({ name: events.name, properties: events.properties })
      .from(events)
      .where(and(eq(events.userId, user.id), eq(events.projectId, projectId)));
    const failures = rows.filter(
      (r) => (r.properties as { instruction?: string }).instruction === instruction,
    );
    expect(failures.map((r) => r.name).sort()).toEqual([
      'agent_instruction_processed',
      'multi_agent_instruction_processed',
    ]);
    expect(failures.every((r) => (r.properties as { success: boolean }).success === false)).toBe(
      true,
    );
  });
});

describe('a model plan gives the same contracts as the built-in planner', () => {
  const SIGNUPS_SQL = [
    'create table public.signups (id uuid primary key default gen_random_uuid(), email text not null, created_at timestamptz not null default now());',
    'alter table public.signups enable row level security;',
  ];

  it('is relabelled when every step changes another service than its words, and then runs and undoes', async () => {
    llm.answer = { status: 200, content: proposal(sqlSteps(SIGNUPS_SQL)) };
    // "deployed" files the words under hosting; the steps are all SQL.
    const res = await plan('make the deployed site keep a list of newsletter sign-ups');
    expect(res.statusCode).toBe(201);
    const op = res.json().plan;
    expect(op).toMatchObject({ source: 'model', service: 'backend', type: 'schema' });
    expect(op.notes[0]).toMatch(/^Relabelled: filed under the backend \(database\)/);
    const ran = await execute(op.id);
    expect(ran.json()).toMatchObject({ ok: true });
    const undone = await t.request({
      method: 'POST',
      url: `/api/projects/${projectId}/operations/${op.id}/undo`,
      cookie,
    });
    expect(undone.statusCode).toBe(200);
  });

  it('runs SQL steps filed under hosting against the database, not the site', async () => {
    const ran = await runDraft(
      t,
      cookie,
      projectId,
      draft({
        service: 'hosting',
        type: 'deploy',
        steps: sqlSteps([
          'create table public.filed_elsewhere (id uuid primary key);',
          'alter table public.filed_elsewhere enable row level security;',
        ]),
      }),
    );
    expect(ran.json()).toMatchObject({ ok: true, operation: { executed: true } });
  });

  it('is refused with 422 and buttons when its steps mix services and the rules have no plan', async () => {
    llm.answer = {
      status: 200,
      content: proposal([
        ...sqlSteps(SIGNUPS_SQL),
        { kind: 'hosting.deploy', branch: 'main', context: 'production' },
      ]),
    };
    const res = await plan('get everything ready for the big launch');
    expect(res.statusCode).toBe(422);
    const { error } = res.json();
    expect(error.code).toBe('mixed_plan');
    expect(error.message).toBe(
      "The AI model's plan mixes database and hosting steps, which run separately: ask for one at a time.",
    );
    expect(error.details.alternatives.length).toBeGreaterThan(0);
    expect(error.details.understood).toContain('it mixes database and hosting steps');
  });

  it('answers a question through the SELECT guard and returns the result', async () => {
    llm.answer = {
      status: 200,
      content: proposal(
        [{ kind: 'query.select', sql: 'select count(*)::int as people from public.profiles' }],
        { explanation: 'Counts the profiles.' },
      ),
    };
    const res = await plan('how many people do I have?');
    expect(res.statusCode).toBe(201);
    const op = res.json().plan;
    expect(op).toMatchObject({ source: 'model', service: 'backend', type: 'query', risk: 'low' });
    const ran = await execute(op.id);
    expect(ran.json()).toMatchObject({
      ok: true,
      result: { columns: [{ name: 'people' }], rows: [{ people: 0 }], rowCount: 1 },
    });
  });

  it('does not let a question write: the guard refuses it and the model plan is not used', async () => {
    llm.answer = {
      status: 200,
      content: proposal([{ kind: 'query.select', sql: 'delete from public.profiles' }]),
    };
    const res = await plan('how many people do I have?');
    expect(res.statusCode).toBe(201);
    const op = res.json().plan;
    expect(op.source).toBe('deterministic');
    expect(op.notes.join(' ')).toContain('the SQL guard refused it');
  });

  it('answers 200 with its clarification, checked by the clarification contract', async () => {
    const clarification = {
      question: 'Which list should get the new column?',
      choices: [
        { label: 'Tasks', instruction: 'add a due date column to tasks' },
        { label: 'Profiles', instruction: 'add a due date column to profiles' },
      ],
    };
    llm.answer = { status: 200, content: JSON.stringify({ clarification }) };
    const res = await plan('add a due date to the list');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ clarification });
    llm.answer = {
      status: 200,
      content: JSON.stringify({ clarification: { ...clarification, choices: [] } }),
    };
    const bad = await plan('add a due date to the list');
    expect(bad.json().clarification).toBeUndefined();
  });

  it('picks rows by conditions as the planner does, and asks when a named row matches several', async () => {
    const errands = [
      'create table public.errands (id uuid primary key default gen_random_uuid(), title text not null, done boolean not null default false);',
      'alter table public.errands enable row level security;',
    ];
    await runDraft(
      t,
      cookie,
      projectId,
      draft({ service: 'backend', type: 'schema', steps: sqlSteps(errands) }),
    );
    await runDraft(
      t,
      cookie,
      projectId,
      draft({
        service: 'backend',
        type: 'data',
        steps: [
          {
            kind: 'data.insertRows',
            table: 'errands',
            rows: [{ title: 'buy milk' }, { title: 'buy milk' }, { title: 'post letter' }],
          },
        ],
      }),
    );
    const update = (one: boolean) =>
      proposal(
        [
          {
            kind: 'data.updateWhere',
            table: 'errands',
            where: [{ column: 'title', op: 'is', value: 'buy milk' }],
            values: { done: true },
            ...(one ? { one } : {}),
          },
        ],
        { explanation: 'Ticks the milk errands.' },
      );
    llm.answer = { status: 200, content: update(true) };
    const asked = await plan('tick off the buy milk errand');
    expect(asked.statusCode).toBe(200);
    expect(asked.json().clarification.choices.length).toBeGreaterThanOrEqual(2);
    llm.answer = { status: 200, content: update(false) };
    const res = await plan('tick off the buy milk errands');
    expect(res.statusCode).toBe(201);
    const op = res.json().plan;
    expect(op).toMatchObject({ source: 'model', type: 'data' });
    expect(op.steps[0].kind).toBe('data.updateRows');
    expect(op.steps[0].rows).toHaveLength(2);
    expect((await execute(op.id)).json()).toMatchObject({ ok: true });
  });
});

describe('the OpenAI-compatible client', () => {
  it("sends the user's AI settings (model, temperature, max tokens)", async () => {
    const model = createOpenAiPlanModel({
      baseUrl: llm.url,
      apiKey: llm.apiKey,
      model: 'fake-planner',
    });
    await model.propose({
      instruction: 'create a tasks table',
      service: 'backend',
      context: baselineContext(),
      settings: { model: 'gpt-4-turbo', temperature: 0.2, maxTokens: 512 },
    });
    expect(llm.requests.at(-1)!.body).toMatchObject({
      model: 'gpt-4-turbo',
      temperature: 0.2,
      max_tokens: 512,
    });
  });

  it('sends what the user saved in AI settings once they saved it, through the plans endpoint', async () => {
    const other = await signUpUser(t);
    const saved = {
      modelId: 'claude-3-opus',
      temperature: 0.3,
      maxTokens: 1024,
      streamResponses: true,
      contextAwareness: true,
    };
    expect(
      (
        await t.request({
          method: 'PUT',
          url: '/api/ai-settings',
          cookie: other.cookie,
          payload: saved,
        })
      ).statusCode,
    ).toBe(200);
    const theirs = (await createProject(t, other.cookie)).id;
    await t.request({
      method: 'POST',
      url: `/api/projects/${theirs}/plans`,
      cookie: other.cookie,
      payload: { instruction: 'create a notes table with a title' },
    });
    expect(llm.requests.at(-1)!.body).toMatchObject({
      model: 'claude-3-opus',
      temperature: 0.3,
      max_tokens: 1024,
    });
  });

  it("accepts JSON in a Markdown fence and rejects a wrong key with the endpoint's message", async () => {
    llm.answer = { status: 200, content: '```json\n' + proposal(sqlSteps(TASKS_SQL)) + '\n```' };
    const model = createOpenAiPlanModel({
      baseUrl: llm.url,
      apiKey: llm.apiKey,
      model: 'fake-planner',
    });
    expect(
      (await model.propose({ instruction: 'x', service: 'backend', context: {} })).steps,
    ).toHaveLength(3);
    const wrongKey = createOpenAiPlanModel({
      baseUrl: llm.url,
      apiKey: 'sk-wrong',
      model: 'fake-planner',
    });
    await expect(
      wrongKey.propose({ instruction: 'x', service: 'backend', context: {} }),
    ).rejects.toThrow('the model endpoint answered 401: Incorrect API key provided.');
  });

  it('finds a site edit the model proposes in the files, and refuses one that writes whole files', async () => {
    llm.answer = {
      status: 200,
      content: proposal([
        { kind: 'content.edit', branch: 'main', edits: [{ op: 'title', text: 'Model title' }] },
      ]),
    };
    const edited = (await plan('give the site a better title')).json().plan;
    expect(edited).toMatchObject({ source: 'model', service: 'git', type: 'content' });
    expect(edited.steps).toEqual([
      expect.objectContaining({ kind: 'content.publish', branch: 'main' }),
    ]);
    expect(edited.explanation).toContain('becomes "Model title"');

    llm.answer = {
      status: 200,
      content: proposal([
        {
          kind: 'content.publish',
          branch: 'main',
          message: 'Rewrite the site',
          files: [{ path: 'index.html', content: '<script>steal()</script>' }],
        },
      ]),
    };
    const res = await plan('change the headline to Hello founders');
    expect(res.statusCode).toBe(201);
    const op = res.json().plan;
    expect(op.source).toBe('deterministic');
    expect(op.notes.join(' ')).toContain(
      'it writes site files itself instead of naming the changes to make',
    );
  });
});
