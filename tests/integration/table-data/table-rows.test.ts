import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectRepository } from '@server/modules/projects/repository';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let owner: string;
let viewer: string;
let stranger: string;
let projectId: string;
const [alice, bob] = [randomUUID(), randomUUID()];

const rows = (query: string, cookie = owner, table = 'things') =>
  t.request({
    method: 'GET',
    url: `/api/projects/${projectId}/database/tables/${encodeURIComponent(table)}/rows${query}`,
    cookie,
  });

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie: owner } = await signUpUser(t));
  const seen = await signUpUser(t);
  viewer = seen.cookie;
  ({ cookie: stranger } = await signUpUser(t));
  projectId = (await createProject(t, owner)).id;
  await createProjectRepository(t.app.services.database.db).addMember(
    projectId,
    seen.user.id,
    'viewer',
  );
  const db = await t.app.services.workspace.database({ id: projectId } as never);
  await db.runInTransaction([
    {
      sql: 'insert into auth.users (id, email) values ($1, $2), ($3, $4)',
      params: [alice, 'alice@example.com', bob, 'bob@example.com'],
    },
    {
      // Each end user sees only their own rows through the API; the founder's view sees all.
      sql: `create table public.things (
              id int primary key, title text not null, owner uuid not null references auth.users (id),
              big bigint, amount numeric(20, 2), raw bytea, at timestamptz, day date,
              doc jsonb, plain json, tags text[], bigs bigint[], ratio float8, "Mixed Case" text, "__proto__" text)`,
    },
    { sql: 'alter table public.things enable row level security' },
    {
      sql: `create policy own_things on public.things for select to authenticated
            using (owner = auth.uid())`,
    },
    {
      sql: `insert into public.things (id, title, owner) select i, 'Thing ' || i,
              case when i % 2 = 0 then $1::uuid else $2::uuid end
            from generate_series(1, 12) i`,
      params: [alice, bob],
    },
    {
      sql: `update public.things set big = 9007199254740993, amount = 12345678901234567.89,
              raw = '\\x00ff10', at = '2024-03-01 10:20:30.123+00', day = '2024-02-29',
              doc = '{"b": [1, 2], "a": null}', plain = '{"z": 1,  "z": 2}',
              tags = array['x', 'y'], bigs = array[9007199254740993], ratio = 'NaN',
              "Mixed Case" = 'yes', "__proto__" = 'kept'
            where id = 1`,
    },
  ]);
}, 60_000);
afterAll(() => t.close());

describe('GET /api/projects/:id/database/tables/:table/rows', () => {
  it('pages and orders the rows, with their total and columns', async () => {
    const first = await rows('?limit=5&order=id.desc');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.total).toBe(12);
    expect(body.rows.map((r: { id: number }) => r.id)).toEqual([12, 11, 10, 9, 8]);
    const facts = { default: null, readOnly: false };
    expect(body.columns.slice(0, 4)).toEqual([
      { name: 'id', type: 'integer', nullable: false, primaryKey: true, ...facts },
      { name: 'title', type: 'text', nullable: false, primaryKey: false, ...facts },
      { name: 'owner', type: 'uuid', nullable: false, primaryKey: false, ...facts, owner: true },
      { name: 'big', type: 'bigint', nullable: true, primaryKey: false, ...facts },
    ]);
    expect(body.columns.map((c: { name: string }) => c.name)).toContain('Mixed Case');

    const next = (await rows('?limit=5&offset=10&order=id')).json();
    expect(next.rows.map((r: { id: number }) => r.id)).toEqual([11, 12]);
    expect(next.total).toBe(12);

    // Default: 50 rows by primary key; ordering by a text column keeps pages stable by the key.
    const all = (await rows('')).json();
    expect(all.rows).toHaveLength(12);
    expect(all.rows[0].id).toBe(1);
    const byTitle = (await rows('?order=title.desc&limit=3')).json();
    expect(byTitle.rows.map((r: { title: string }) => r.title)).toEqual([
      'Thing 9',
      'Thing 8',
      'Thing 7',
    ]);
  });

  it("bypasses row-level security: both end users' rows are there", async () => {
    const owners = new Set(
      (await rows('?limit=500')).json().rows.map((r: { owner: string }) => r.owner),
    );
    expect(owners).toEqual(new Set([alice, bob]));
  });

  it('names the app users an owner column holds by e-mail, and offers them as owners', async () => {
    const page = (await rows('?limit=1&order=id')).json();
    expect(page.rows[0].owner).toBe(bob);
    expect(page.owners).toEqual([
      { id: alice, email: 'alice@example.com' },
      { id: bob, email: 'bob@example.com' },
    ]);
    const db = await t.app.services.workspace.database({ id: projectId } as never);
    await db.query('create table public.plain_notes (id int primary key, body text)');
    const plain = (await rows('', owner, 'plain_notes')).json();
    expect(plain.owners).toBeUndefined();
    expect(plain.columns.some((c: { owner?: boolean }) => c.owner)).toBe(false);
  });

  it('serialises values so that JSON keeps them exactly', async () => {
    const [row] = (await rows('?limit=1&order=id')).json().rows;
    expect(row).toMatchObject({
      id: 1,
      big: '9007199254740993',
      amount: '12345678901234567.89',
      raw: '\\x00ff10',
      day: '2024-02-29',
      doc: { a: null, b: [1, 2] },
      plain: { z: 2 },
      tags: ['x', 'y'],
      bigs: ['9007199254740993'],
      ratio: 'NaN',
      'Mixed Case': 'yes',
    });
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe('kept');
    expect(new Date(row.at).toISOString()).toBe('2024-03-01T10:20:30.123Z');
    expect(row.at).toMatch(/^2024-03-01T\d\d:20:30\.123[+-]\d\d:\d\d$/);
    const [empty] = (await rows('?limit=1&order=id.desc')).json().rows;
    expect(empty).toMatchObject({ big: null, raw: null, doc: null, tags: null, at: null });
  });

  it('refuses a bad order, limit or offset with a plain 400, and an unknown table with 404', async () => {
    for (const query of [
      '?order=nope',
      '?order=id.sideways',
      '?order=id;drop table things',
      '?order=plain',
      '?limit=0',
      '?limit=501',
      '?limit=ten',
      '?offset=-1',
      '?offset=1.5',
    ]) {
      const res = await rows(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toMatch(/order|limit|offset|sorted/);
      expect(res.body).not.toContain('Thing');
    }
    for (const table of ['nope', 'things"; drop table things; --', 'users', 'pg_class']) {
      const res = await rows('', owner, table);
      expect(res.statusCode, table).toBe(404);
      expect(res.json().error.message).toMatch(/no table called/);
    }
    // auth.users is not in public, so it stays out of reach.
    expect((await rows('', owner, 'auth.users')).statusCode).toBe(404);
    expect((await rows('?limit=500')).json().total).toBe(12);
  });

  it('lets a viewer read and hides the project from a stranger', async () => {
    const seen = await rows('?limit=2', viewer);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().total).toBe(12);
    const hidden = await rows('', stranger);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.code).toBe('project_not_found');
    expect(hidden.body).not.toContain('Thing');
  });
});
