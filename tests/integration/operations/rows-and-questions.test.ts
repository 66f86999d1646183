import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app';
import { studioRequests } from '../../support/operations';
import { createProject, signUpUser } from '../../support/projects';

/** Row changes said in English run and undo through the operation API; unclear ones ask first. */
let t: TestApp;
let cookie: string;
let projectId: string;

const { plan } = studioRequests(() => ({ t, cookie, projectId }));
const act = (opId: string, what: 'execute' | 'undo') =>
  t.request({
    method: 'POST',
    url: `/api/projects/${projectId}/operations/${opId}/${what}`,
    cookie,
    payload: what === 'execute' ? { confirm: true } : {},
  });
const titles = async () =>
  (
    await t.request({
      method: 'GET',
      url: `/api/projects/${projectId}/database/tables/tasks/rows?order=title.asc&limit=50`,
      cookie,
    })
  )
    .json()
    .rows.map((r: { title: string; done: boolean }) => `${r.title}${r.done ? ' ✓' : ''}`);

async function planAndRun(instruction: string) {
  const res = await plan(instruction);
  expect(res.statusCode, res.body).toBe(201);
  const op = res.json().plan;
  const ran = await act(op.id, 'execute');
  expect(ran.json().ok, ran.body).toBe(true);
  return op;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUpUser(t));
  projectId = (await createProject(t, cookie)).id;
  await planAndRun('create a tasks table with title and done (checkbox)');
});
afterAll(() => t.close());

describe('row changes from English', () => {
  it('adds a list of rows, marks one done, deletes the done ones with their count, and undoes each', async () => {
    const added = await planAndRun('add 3 tasks: buy milk, call mum, pay rent');
    expect(added).toMatchObject({ type: 'data', risk: 'low', undo: { available: true } });
    expect(await titles()).toEqual(['buy milk', 'call mum', 'pay rent']);

    const marked = await planAndRun("mark 'Buy milk' as done");
    expect(marked.steps).toEqual([
      {
        kind: 'data.updateRows',
        table: 'tasks',
        rows: [{ key: { id: expect.any(String) }, values: { done: true } }],
      },
    ]);
    expect(await titles()).toEqual(['buy milk ✓', 'call mum', 'pay rent']);

    const planned = await plan('delete the tasks that are done');
    expect(planned.statusCode).toBe(201);
    const deletion = planned.json().plan;
    expect(deletion).toMatchObject({ type: 'data', risk: 'high', dryRun: { ok: true } });
    expect(deletion.riskReasons).toContain(
      'It deletes 1 row from tasks. Undo in Activity puts it back.',
    );
    expect(deletion.explanation).toContain('Right now that is 1 row of tasks.');
    expect((await act(deletion.id, 'execute')).json().ok).toBe(true);
    expect(await titles()).toEqual(['call mum', 'pay rent']);

    expect((await act(deletion.id, 'undo')).json().ok).toBe(true);
    expect(await titles()).toEqual(['buy milk ✓', 'call mum', 'pay rent']);
    expect((await act(marked.id, 'undo')).statusCode).toBe(200);
    expect(await titles()).toEqual(['buy milk', 'call mum', 'pay rent']);
  });

  it('says so when no row matches', async () => {
    const res = await plan("mark 'walk the dog' as done");
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toContain('No row of tasks matches title is');
  });

  it('plans emptying an empty table as high risk, saying nothing is there yet', async () => {
    await planAndRun('create a memos table with a body');
    const res = await plan('empty the memos table');
    expect(res.statusCode).toBe(201);
    const planned = res.json().plan;
    expect(planned).toMatchObject({ risk: 'high', service: 'backend' });
    expect(planned.steps).toEqual([
      expect.objectContaining({ kind: 'sql', sql: 'delete from public.memos' }),
    ]);
    expect(planned.explanation).toMatch(/no row of memos/);
  });

  it('asks which row when one named row matches several', async () => {
    await planAndRun("add 'water plants' to tasks");
    await planAndRun("add 'water plants' to tasks");
    const res = await plan("mark 'water plants' as done");
    expect(res.statusCode).toBe(200);
    const { clarification } = res.json();
    expect(clarification.question).toBe(
      "2 rows of tasks match title is 'water plants'. Which one do you mean?",
    );
    expect(clarification.choices).toHaveLength(3);
    const all = clarification.choices[2];
    expect(all.label).toBe('All 2 of them');
    const chosen = await plan(all.instruction);
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.json().plan.steps[0].rows).toHaveLength(2);
    const one = await plan(clarification.choices[0].instruction);
    expect(one.json().plan.steps[0].rows).toHaveLength(1);
  });
});

describe('rows named loosely', () => {
  it('finds a row by one of its words, offers the rows there when none has it, and asks which one to delete', async () => {
    await planAndRun('add 2 tasks: feed the cat, feed the dog');
    const fed = await plan('tick off cat');
    expect(fed.statusCode, fed.body).toBe(201);
    expect(fed.json().plan.steps[0].rows).toHaveLength(1);
    const possessive = await plan('tick off dogs');
    expect(possessive.statusCode, possessive.body).toBe(201);
    expect(possessive.json().plan.steps[0].rows).toHaveLength(1);

    const missing = await plan('tick off hamster');
    expect(missing.statusCode).toBe(422);
    const { alternatives } = missing.json().error.details;
    expect(alternatives.map((a: { label: string }) => a.label)).toContain('feed the cat');
    expect((await plan(alternatives[0].instruction)).statusCode).toBe(201);

    const both = await plan('remove feed from my tasks');
    expect(both.statusCode, both.body).toBe(200);
    const { clarification } = both.json();
    expect(clarification.question).toBe(
      "2 rows of tasks match title is 'feed'. Which one do you mean?",
    );
    const one = await plan(clarification.choices[0].instruction);
    expect(one.json().plan).toMatchObject({ risk: 'high' });
    expect(one.json().plan.steps[0].keys).toHaveLength(1);
  });

  it('lists the rows to pick from for "mark it done"', async () => {
    const res = await plan('mark it done');
    expect(res.statusCode, res.body).toBe(200);
    const { clarification } = res.json();
    expect(clarification.question).toMatch(/^\d+ rows of tasks\. Which one do you mean\?$/);
    expect((await plan(clarification.choices[0].instruction)).statusCode).toBe(201);
  });
});

describe('rows of a table each user owns', () => {
  it("asks which of the app's users owns new rows, and adds them for the one chosen", async () => {
    await planAndRun('create a notes table with body, and let each user see only their own notes');
    const db = await t.app.services.workspace.database({ id: projectId } as never);
    await db.runInTransaction([
      {
        sql: 'insert into auth.users (id, email) values (gen_random_uuid(), $1), (gen_random_uuid(), $2)',
        params: ['ana@example.com', 'bo@example.com'],
      },
    ]);
    const res = await plan('add 2 notes: call the bank, renew passport');
    expect(res.statusCode, res.body).toBe(200);
    const { clarification } = res.json();
    expect(clarification.choices.map((c: { label: string }) => c.label)).toEqual([
      'ana@example.com',
      'bo@example.com',
    ]);
    await planAndRun(clarification.choices[1].instruction);
    await planAndRun('add a note called pay rent for ana@example.com');
    const owners = await db.runInTransaction([
      {
        sql: 'select n.body, u.email from public.notes n join auth.users u on u.id = n.user_id order by n.body',
      },
    ]);
    expect(owners[0]?.rows).toEqual([
      { body: 'call the bank', email: 'bo@example.com' },
      { body: 'pay rent', email: 'ana@example.com' },
      { body: 'renew passport', email: 'bo@example.com' },
    ]);
  });
});

describe('questions, forms and refusals', () => {
  it('answers a sentence with two readings with a question whose choices plan', async () => {
    const res = await plan('delete the tasks');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      clarification: {
        question: 'Do you want to delete the rows of tasks, or the whole tasks table?',
        choices: [
          { label: 'Delete every row, keep the table', instruction: 'delete all rows from tasks' },
          { label: 'Remove the tasks table', instruction: 'drop the tasks table' },
        ],
      },
    });
    for (const choice of res.json().clarification.choices)
      expect((await plan(choice.instruction)).statusCode).toBe(201);
  });

  it('turns row level security off as high risk with the safer rule named, and undo turns it back on', async () => {
    const rlsOfTasks = async () =>
      (
        await t.request({
          method: 'GET',
          url: `/api/projects/${projectId}/database/schema`,
          cookie,
        })
      )
        .json()
        .tables.find((table: { name: string }) => table.name === 'tasks').rls;
    const off = await planAndRun('turn off rls on tasks');
    expect(off).toMatchObject({ type: 'rls', risk: 'high' });
    expect(off.warnings.join(' ')).toContain('"let everyone read tasks"');
    expect(await rlsOfTasks()).toBe(false);
    expect((await act(off.id, 'undo')).statusCode).toBe(200);
    expect(await rlsOfTasks()).toBe(true);
  });

  it("changes numbers from each row's own value, rounding as the column keeps them, and undoes it", async () => {
    await planAndRun(
      'create a table called stock_items with a name, a price (number) and count (whole number)',
    );
    await planAndRun('add 2 stock items: Lamp for 9.99 with count 3, Mug for 4 with count 10');
    const rows = async () =>
      (
        await t.request({
          method: 'GET',
          url: `/api/projects/${projectId}/database/tables/stock_items/rows?order=name.asc`,
          cookie,
        })
      )
        .json()
        .rows.map((r: { name: string; price: string; count: number }) => [
          r.name,
          Number(r.price),
          r.count,
        ]);
    const raised = await planAndRun('raise all prices by 10%');
    expect(raised).toMatchObject({ type: 'data', risk: 'medium' });
    expect(await rows()).toEqual([
      ['Lamp', 10.99, 3],
      ['Mug', 4.4, 10],
    ]);
    await planAndRun("take 4 off the Mug's count");
    await planAndRun('double the count of the lamp');
    expect(await rows()).toEqual([
      ['Lamp', 10.99, 6],
      ['Mug', 4.4, 6],
    ]);
    expect((await act(raised.id, 'undo')).statusCode).toBe(200);
    expect((await rows()).map((r: unknown[]) => r[1])).toEqual([9.99, 4]);
  });

  it('opens the connection form for "connect my GitHub"', async () => {
    const res = await plan('connect my GitHub');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ action: { kind: 'connect', service: 'github' } });
  });

  it('keeps 422 for what it cannot do, with what it can do instead as choices that plan', async () => {
    const res = await plan('send a newsletter to every user');
    expect(res.statusCode).toBe(422);
    const { examples, alternatives } = res.json().error.details;
    expect(alternatives).toEqual(examples.map((e: string) => ({ label: e, instruction: e })));
    expect(alternatives.length).toBeGreaterThanOrEqual(2);
    const planned = await Promise.all(
      alternatives.map(
        async (a: { instruction: string }) => (await plan(a.instruction)).statusCode,
      ),
    );
    expect(planned).toContain(201);
  });
});
