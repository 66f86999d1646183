import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app';
import { studioRequests } from '../../support/operations';
import { createProject, signUpUser } from '../../support/projects';

let t: TestApp;
let cookie: string;
let projectId: string;

const { plan, execute } = studioRequests(() => ({ t, cookie, projectId }));
const schema = async () =>
  (
    await t.request({ method: 'GET', url: `/api/projects/${projectId}/database/schema`, cookie })
  ).json().tables as {
    name: string;
    rls: boolean;
    columns: { name: string; type: string }[];
    policies: unknown[];
  }[];

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUpUser(t));
  projectId = (await createProject(t, cookie)).id;
});
afterAll(() => t.close());

describe('backend operations', () => {
  it('plans a table with row-level security, dry-runs it, runs it, and the policy really isolates users', async () => {
    const res = await plan(
      'create a table called tasks with a title and a done checkbox, each user sees only their own rows',
    );
    expect(res.statusCode).toBe(201);
    const op = res.json().plan;
    expect(op).toMatchObject({
      service: 'backend',
      risk: 'low',
      executed: false,
      dryRun: { ok: true },
    });
    expect(op.code ?? op.commands.join('\n')).toMatch(/create table/i);
    expect(op.undo.available).toBe(true);

    const ran = await execute(op.id);
    expect(ran.statusCode).toBe(200);
    expect(ran.json()).toMatchObject({
      ok: true,
      operation: { executed: true, status: 'succeeded' },
    });

    const tasks = (await schema()).find((table) => table.name === 'tasks')!;
    expect(tasks.rls).toBe(true);
    expect(tasks.columns.map((c) => c.name)).toEqual(
      expect.arrayContaining(['id', 'title', 'done', 'created_at']),
    );
    expect(tasks.columns.find((c) => c.name === 'done')!.type).toBe('boolean');
    expect(tasks.policies.length).toBeGreaterThan(0);

    // Two users each insert a row; inside one rolled-back transaction each sees only their own.
    const project = (
      await t.app.services.projects.access(
        (await t.request({ method: 'GET', url: '/api/auth/session', cookie })).json().user,
        projectId,
        'read',
      )
    ).project;
    const db = await t.app.services.workspace.database(project);
    const [a, b] = [randomUUID(), randomUUID()];
    const results = await db.runInTransaction(
      [
        {
          sql: 'insert into auth.users (id, email) values ($1, $2), ($3, $4)',
          params: [a, 'a@example.com', b, 'b@example.com'],
        },
        {
          sql: "insert into public.tasks (title) values ('A task')",
          as: { role: 'authenticated', userId: a },
        },
        {
          sql: "insert into public.tasks (title) values ('B task')",
          as: { role: 'authenticated', userId: b },
        },
        { sql: 'select title from public.tasks', as: { role: 'authenticated', userId: a } },
        { sql: 'select title from public.tasks', as: { role: 'authenticated', userId: b } },
        { sql: 'select title from public.tasks', as: { role: 'anon' } },
      ],
      { finish: 'rollback' },
    );
    expect(results[3]!.rows).toEqual([{ title: 'A task' }]);
    expect(results[4]!.rows).toEqual([{ title: 'B task' }]);
    expect(results[5]!.rows).toEqual([]);
  });

  it('refuses to run an operation twice and answers 404 for an unknown id', async () => {
    const op = (await plan('create a table called notes with a body')).json().plan;
    expect((await execute(op.id)).statusCode).toBe(200);
    const again = await execute(op.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_executed');
    expect((await execute(randomUUID())).statusCode).toBe(404);
  });

  it('asks for confirmation on high risk, refuses a stale plan, and undo restores the table', async () => {
    await execute((await plan('create a table called drafts with a title')).json().plan.id);
    const drop = (await plan('delete the drafts table')).json().plan;
    expect(drop.risk).toBe('high');
    const unconfirmed = await execute(drop.id);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().error.code).toBe('confirmation_required');
    expect((await schema()).some((table) => table.name === 'drafts')).toBe(true);

    // The schema changes after planning: the stale drop is refused and changes nothing.
    await execute((await plan('create a table called extras with a label')).json().plan.id);
    const stale = await execute(drop.id, true);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('target_changed');
    expect((await schema()).some((table) => table.name === 'drafts')).toBe(true);

    const addColumn = (await plan('add a notes column to extras')).json().plan;
    expect((await execute(addColumn.id)).json().ok).toBe(true);
    expect(
      (await schema())
        .find((table) => table.name === 'extras')!
        .columns.some((c) => c.name === 'notes'),
    ).toBe(true);
    const undone = await t.request({
      method: 'POST',
      url: `/api/projects/${projectId}/operations/${addColumn.id}/undo`,
      cookie,
    });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().operation.status).toBe('undone');
    expect(
      (await schema())
        .find((table) => table.name === 'extras')!
        .columns.some((c) => c.name === 'notes'),
    ).toBe(false);
  });

  it('explains an instruction it cannot understand, with examples', async () => {
    const res = await plan('make it pop with more synergy');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('not_understood');
    expect(res.json().error.details.examples.length).toBeGreaterThanOrEqual(2);
    const empty = await plan('   ');
    expect(empty.statusCode).toBe(400);
  });

  it('lists operations newest first', async () => {
    const list = (
      await t.request({ method: 'GET', url: `/api/projects/${projectId}/operations`, cookie })
    ).json().operations;
    expect(list.length).toBeGreaterThan(3);
    const times = list.map((o: { createdAt: string }) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
