// The Data view's row changes: planned through the row-changes endpoint, run and undone through
// the operation endpoints, on a real project database.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDatabase } from '@server/services/project-db';
import { projectWithMembers } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let owner: string;
let editor: string;
let viewer: string;
let projectId: string;
let db: ProjectDatabase;
const endUser = randomUUID();

const plan = (payload: unknown, table = 'tasks', cookie = owner) =>
  t.request({
    method: 'POST',
    url: `/api/projects/${projectId}/database/tables/${encodeURIComponent(table)}/row-changes`,
    cookie,
    payload: payload as object,
  });
const execute = (opId: string, cookie = owner, confirm = false) =>
  t.request({
    method: 'POST',
    url: `/api/projects/${projectId}/operations/${opId}/execute`,
    cookie,
    payload: confirm ? { confirm: true } : {},
  });
const undo = (opId: string, cookie = owner) =>
  t.request({
    method: 'POST',
    url: `/api/projects/${projectId}/operations/${opId}/undo`,
    cookie,
    payload: {},
  });
/** Every task as exact text, to compare before and after. */
const snapshot = async () =>
  (
    await db.query<{ row: string }>('select t::text as row from public.tasks t order by id')
  ).rows.map((r) => r.row);
const operationCount = async () =>
  (
    await t.request({ method: 'GET', url: `/api/projects/${projectId}/operations`, cookie: owner })
  ).json().operations.length as number;

/** Plans and runs a change, answering the plan and the run. */
async function planAndRun(payload: unknown, confirm = false) {
  const planned = await plan(payload);
  expect(planned.statusCode, planned.body).toBe(201);
  const { plan: made } = planned.json();
  const ran = await execute(made.id, owner, confirm);
  expect(ran.statusCode, ran.body).toBe(200);
  expect(ran.json().ok).toBe(true);
  return { plan: made, ran: ran.json() };
}

beforeAll(async () => {
  t = await createTestApp();
  let members;
  ({ owner, projectId, members } = await projectWithMembers(t, ['editor', 'viewer']));
  editor = members.editor!;
  viewer = members.viewer!;
  db = await t.app.services.workspace.database({ id: projectId } as never);
  await db.runInTransaction([
    { sql: 'insert into auth.users (id, email) values ($1, $2)', params: [endUser, 'e@x.com'] },
    {
      sql: `create table public.tasks (
              id bigint generated always as identity primary key,
              title text not null, done boolean not null default false,
              big bigint, amount numeric(20, 2), doc jsonb, owner uuid,
              slug text generated always as (lower(title)) stored)`,
    },
    // Row-level security lets nobody in through the API; the founder's changes are not filtered.
    { sql: 'alter table public.tasks enable row level security' },
    {
      sql: `insert into public.tasks (title, big, owner) values ('First', 9007199254740993, $1), ('Second', 1, $1), ('Third', 2, $1)`,
      params: [endUser],
    },
    { sql: 'create table public.logs (message text)' },
    { sql: "insert into public.logs values ('hello')" },
  ]);
}, 60_000);
afterAll(() => t.close());

describe('POST /api/projects/:id/database/tables/:table/row-changes', () => {
  it('adds a row with exact values, and undo removes it', async () => {
    const before = await snapshot();
    const { plan: made, ran } = await planAndRun({
      insert: {
        values: {
          title: 'Buy milk',
          big: '9007199254740993',
          amount: '12345678901234567.89',
          doc: { tags: ['a'] },
        },
      },
    });
    expect(made).toMatchObject({ service: 'backend', type: 'data', risk: 'low' });
    expect(made.steps).toEqual([
      {
        kind: 'data.insertRows',
        table: 'tasks',
        rows: [
          {
            title: 'Buy milk',
            big: '9007199254740993',
            amount: '12345678901234567.89',
            doc: { tags: ['a'] },
          },
        ],
      },
    ]);
    expect(made.commands[0]).toContain(
      "INSERT INTO public.tasks (title, big, amount, doc) VALUES ('Buy milk'",
    );
    expect(made.dryRun.ok).toBe(true);
    expect(made.undo.available).toBe(true);
    expect(ran.result.message).toBe('Added 1 row to tasks.');
    const added = await db.query<Record<string, string>>(
      "select big::text, amount::text, doc::text, done::text, slug from public.tasks where title = 'Buy milk'",
    );
    expect(added.rows).toEqual([
      {
        big: '9007199254740993',
        amount: '12345678901234567.89',
        doc: '{"tags": ["a"]}',
        done: 'false',
        slug: 'buy milk',
      },
    ]);
    const undone = await undo(made.id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it('changes a row by its primary key, and undo puts the previous values back', async () => {
    const before = await snapshot();
    const first = (
      await db.query<{ id: string }>("select id::text from public.tasks where title = 'First'")
    ).rows[0]!.id;
    const { plan: made } = await planAndRun({
      update: { key: { id: first }, values: { title: 'Renamed', big: null, done: true } },
    });
    expect(made.risk).toBe('low');
    expect(made.commands[0]).toBe(
      `UPDATE public.tasks SET title = 'Renamed', big = NULL, done = true WHERE id = '${first}';`,
    );
    const changed = await db.query(
      'select title, big, done, slug from public.tasks where id = $1',
      [first],
    );
    expect(changed.rows).toEqual([{ title: 'Renamed', big: null, done: true, slug: 'renamed' }]);
    expect((await undo(made.id)).statusCode).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it('deletes rows only when confirmed, says how many, and undo brings them back exactly', async () => {
    const before = await snapshot();
    const ids = (
      await db.query<{ id: string }>(
        "select id::text from public.tasks where title in ('First', 'Third')",
      )
    ).rows.map((r) => ({ id: r.id }));
    const planned = await plan({ delete: { keys: [...ids, { id: '999999' }] } });
    expect(planned.statusCode, planned.body).toBe(201);
    const made = planned.json().plan;
    expect(made.risk).toBe('high');
    expect(made.riskReasons, made.riskReasons.join('|')).toContain(
      'It deletes 2 rows from tasks. Undo in Activity puts them back.',
    );
    const unconfirmed = await execute(made.id);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().error.code).toBe('confirmation_required');
    expect(await snapshot()).toEqual(before);
    // An editor may plan it but not run a high-risk change.
    expect((await execute(made.id, editor, true)).statusCode).toBe(403);
    const ran = await execute(made.id, owner, true);
    expect(ran.statusCode, ran.body).toBe(200);
    expect(ran.json().result.message).toBe('Deleted 2 rows from tasks.');
    expect(await snapshot()).toHaveLength(before.length - 2);
    expect((await undo(made.id)).statusCode).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it('finds rows by a composite key in an oddly named table, and undoes a change to the key', async () => {
    await db.runInTransaction([
      {
        sql: `create table public."Odd ""Name"" table" (org text, "line no" int, note text,
                primary key (org, "line no"))`,
      },
      { sql: `insert into public."Odd ""Name"" table" values ('a''b', 1, 'first')` },
    ]);
    const table = 'Odd "Name" table';
    const read = async () =>
      (await db.query(`select * from public."Odd ""Name"" table" order by org, "line no"`)).rows;
    const before = await read();
    const planned = await plan(
      { update: { key: { org: "a'b", 'line no': 1 }, values: { 'line no': 2, note: 'moved' } } },
      table,
    );
    expect(planned.statusCode, planned.body).toBe(201);
    const { plan: made } = planned.json();
    expect((await execute(made.id)).json().ok).toBe(true);
    expect(await read()).toEqual([{ org: "a'b", 'line no': 2, note: 'moved' }]);
    expect((await undo(made.id)).statusCode).toBe(200);
    expect(await read()).toEqual(before);

    const removal = (await plan({ delete: { keys: [{ org: "a'b", 'line no': 1 }] } }, table)).json()
      .plan;
    expect((await execute(removal.id, owner, true)).json().ok).toBe(true);
    expect(await read()).toEqual([]);
    expect((await undo(removal.id)).statusCode).toBe(200);
    expect(await read()).toEqual(before);
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const before = await snapshot();
    const logs = await db.query('select * from public.logs');
    const operations = await operationCount();
    const cases: [unknown, string, RegExp][] = [
      [{ insert: { values: { title: 'x' } } }, 'nope', /no table called "nope"/],
      [{ insert: { values: { id: 1 } } }, 'users', /no table called "users"/],
      [{ insert: { values: { colour: 'red' } } }, 'tasks', /no column called "colour"/],
      [{ insert: { values: { title: 'x', done: 'maybe' } } }, 'tasks', /boolean|maybe/i],
      [{ insert: { values: { title: null } } }, 'tasks', /title/],
      [{ insert: { values: { slug: 'x', title: 'x' } } }, 'tasks', /fills in slug itself/],
      [{ insert: { values: { title: 'x'.repeat(300_000) } } }, 'tasks', /too large/],
      [
        { update: { key: { message: 'hello' }, values: { message: 'bye' } } },
        'logs',
        /no primary key/,
      ],
      [{ delete: { keys: [{ message: 'hello' }] } }, 'logs', /no primary key/],
      [
        { update: { key: { title: 'First' }, values: { done: true } } },
        'tasks',
        /primary key: give id/,
      ],
      [{ update: { key: { id: '1' }, values: {} } }, 'tasks', /at least one value/],
      [
        { update: { key: { id: '424242' }, values: { done: true } } },
        'tasks',
        /not in tasks any more/,
      ],
      [{ delete: { keys: [{ id: 'abc' }] } }, 'tasks', /bigint|abc/i],
      [{ delete: { keys: [] } }, 'tasks', /at least one row/],
      [{ insert: { values: ['x'] } }, 'tasks', /insert, update or delete/],
      [{}, 'tasks', /insert, update or delete/],
      [
        { insert: { values: {} }, delete: { keys: [{ id: '1' }] } },
        'tasks',
        /insert, update or delete/,
      ],
    ];
    for (const [payload, table, message] of cases) {
      const res = await plan(payload, table);
      expect(res.statusCode, `${JSON.stringify(payload).slice(0, 80)}: ${res.body}`).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    expect(await snapshot()).toEqual(before);
    expect((await db.query('select * from public.logs')).rows).toEqual(logs.rows);
    expect(await operationCount()).toBe(operations);
  });

  it('lets editors plan and run row changes and keeps viewers to reading', async () => {
    const asViewer = await plan({ insert: { values: { title: 'Viewer' } } }, 'tasks', viewer);
    expect(asViewer.statusCode).toBe(403);
    const planned = await plan({ insert: { values: { title: 'Editor' } } }, 'tasks', editor);
    expect(planned.statusCode, planned.body).toBe(201);
    expect((await execute(planned.json().plan.id, viewer)).statusCode).toBe(403);
    const ran = await execute(planned.json().plan.id, editor);
    expect(ran.statusCode, ran.body).toBe(200);
    const rows = await t.request({
      method: 'GET',
      url: `/api/projects/${projectId}/database/tables/tasks/rows?order=id.desc&limit=1`,
      cookie: viewer,
    });
    expect(rows.json().rows[0].title).toBe('Editor');
    expect(rows.json().columns.find((c: { name: string }) => c.name === 'id')).toEqual({
      name: 'id',
      type: 'bigint',
      nullable: false,
      default: null,
      primaryKey: true,
      readOnly: true,
    });
  });
});
