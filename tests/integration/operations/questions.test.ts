import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app';
import { studioRequests } from '../../support/operations';
import { createProject, signUpUser } from '../../support/projects';

let t: TestApp;
let cookie: string;
let project: { id: string; slug: string };

const requests = studioRequests(() => ({ t, cookie, projectId: project.id }));
const { plan } = requests;
const execute = (opId: string) => requests.execute(opId, true);
/** Plans and runs an instruction; the run's answer. */
const ask = async (instruction: string) => {
  const planned = plan(instruction);
  const { plan: made } = (await planned).json();
  return { plan: made, ran: (await execute(made.id)).json() };
};
const db = () => t.app.services.workspace.database({ id: project.id } as never);

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUpUser(t));
  project = await createProject(t, cookie, { name: 'Questions' });
  for (const instruction of [
    'create a customers table with name',
    'create an orders table with total, and each order belongs to a customer',
    'create a tasks table with title and done (checkbox)',
  ])
    expect((await ask(instruction)).ran.ok, instruction).toBe(true);
  await (
    await db()
  ).runInTransaction([
    {
      sql: `insert into auth.users (id, email, created_at) select gen_random_uuid(), 'u' || i || '@x.com', now() - (i || ' days')::interval from generate_series(0, 11) i`,
    },
    { sql: `insert into public.customers (name) select 'c' || i from generate_series(1, 3) i` },
    {
      sql: `insert into public.orders (total, customer_id) select 10, id from public.customers where name = 'c1'`,
    },
    {
      sql: `insert into public.tasks (title, done) select 't' || i, i % 3 = 0 from generate_series(1, 1200) i`,
    },
  ]);
});
afterAll(() => t.close());

describe('questions through the API', () => {
  it('answers a count as a low-risk query plan with columns, rows and rowCount', async () => {
    const { plan: made, ran } = await ask('how many people signed up in the last 3 days?');
    expect(made).toMatchObject({ service: 'backend', type: 'query', risk: 'low' });
    expect(made.undo.available).toBe(false);
    expect(ran.ok).toBe(true);
    expect(ran.result).toEqual({
      columns: [{ name: 'count', type: 'integer' }],
      rows: [{ count: 3 }],
      rowCount: 1,
    });
  });

  it('counts rows by a checkbox and lists the rows no other row points to', async () => {
    expect((await ask('how many tasks are done')).ran.result.rows).toEqual([{ count: 400 }]);
    const lonely = (await ask('which customers have no orders')).ran.result;
    expect(lonely.rows.map((r: { name: string }) => r.name).sort()).toEqual(['c2', 'c3']);
  });

  it('answers a series by day, oldest first, with a date column', async () => {
    const { ran } = await ask('sign-ups per day for the last 5 days');
    expect(ran.result.columns).toEqual([
      { name: 'day', type: 'date' },
      { name: 'count', type: 'integer' },
    ]);
    expect(ran.result.rows.length).toBeGreaterThanOrEqual(4);
    const days = ran.result.rows.map((r: { day: string }) => String(r.day));
    expect(days).toEqual([...days].sort());
  });

  it('keeps at most 1000 rows and says the answer was cut', async () => {
    const { ran } = await ask('list all tasks');
    expect(ran.result.rowCount).toBe(1000);
    expect(ran.result.rows).toHaveLength(1000);
    expect(ran.result.truncated).toBe(true);
  });

  it('answers questions about the project from its real state', async () => {
    const tables = (await ask('what tables do I have?')).ran.result;
    expect(tables.rows.map((r: { table: string }) => r.table)).toEqual(
      expect.arrayContaining(['customers', 'orders', 'tasks', 'profiles']),
    );
    expect(tables.rows.find((r: { table: string }) => r.table === 'tasks').rows).toBe(1200);
    expect((await ask("which tables don't have row-level security")).ran.result.rowCount).toBe(0);
    expect((await ask('what branch am I on?')).ran.result.rows[0].branch).toBe('main');
    const live = (await ask('what is live?')).ran.result;
    expect(live).toMatchObject({ rowCount: 0, rows: [] });
    const columns = (await ask('what columns are in the tasks table?')).ran.result;
    expect(columns.rows.map((r: { column_name: string }) => r.column_name)).toEqual([
      'id',
      'title',
      'done',
      'created_at',
    ]);
  });

  it('never writes: a hand-written question that changes rows is refused before it is stored', async () => {
    const draft = {
      service: 'backend',
      type: 'query',
      risk: 'low',
      riskReasons: [],
      instruction: 'sneaky',
      explanation: 'sneaky',
      warnings: [],
      commands: [],
      steps: [
        {
          kind: 'query.select',
          sql: 'with gone as (delete from public.tasks returning id) select count(*) from gone',
        },
      ],
    };
    const operations = t.app.services.operations;
    const user = (await t.request({ method: 'GET', url: '/api/auth/session', cookie })).json().user;
    await expect(operations.prepare(user, project.id, draft as never)).rejects.toThrow(
      /changes rows/,
    );
    const delete2 = {
      ...draft,
      steps: [{ kind: 'query.select', sql: 'delete from public.tasks' }],
    };
    await expect(operations.prepare(user, project.id, delete2 as never)).rejects.toThrow(
      /only reads/,
    );
  });

  it('runs a question in a read-only transaction, so even a function that writes cannot', async () => {
    const database = await db();
    await database.query('create sequence public.counter');
    const bump = await database.read("select nextval('public.counter')", { maxRows: 10 });
    expect(bump).toMatchObject({ ok: false });
    expect(!bump.ok && bump.postgres?.code).toBe('25006');
    const unlock = await database.read("select set_config('transaction_read_only', 'off', true)", {
      maxRows: 10,
    });
    expect(unlock.ok).toBe(false);
    const counter = await database.query<{ last_value: string; is_called: boolean }>(
      'select last_value, is_called from public.counter',
    );
    expect(counter.rows[0]?.is_called).toBe(false);
  });
});

describe('undo in plain words through the API', () => {
  it('undoes the last change, whichever service it touched, and says what is reversed', async () => {
    expect((await ask('create a branch called feature/x')).ran.ok).toBe(true);
    await ask('how many tasks are there');
    const { plan: made, ran } = await ask('undo my last change');
    expect(made).toMatchObject({ service: 'git', risk: 'medium' });
    expect(made.explanation).toMatch(/create a branch called feature\/x/);
    expect(ran.ok).toBe(true);
    const branches = (
      await t.request({ method: 'GET', url: `/api/projects/${project.id}/git/branches`, cookie })
    ).json();
    expect(branches.branches.map((b: { name: string }) => b.name)).not.toContain('feature/x');
  });

  it('asked again, undoes the change before, a database one', async () => {
    expect((await ask('create a notes table with body')).ran.ok).toBe(true);
    const { plan: made, ran } = await ask('put it back how it was');
    expect(made).toMatchObject({ service: 'backend' });
    expect(ran.ok).toBe(true);
    const schema = await (await db()).introspect();
    expect(schema.tables.map((x) => x.name)).not.toContain('notes');
  });

  it('says why when the last change cannot be undone', async () => {
    expect((await ask('rotate the api secret')).ran.ok).toBe(true);
    const refused = await plan('revert that');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toMatch(/cannot be undone/);
  });
});
