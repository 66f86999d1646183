import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDatabase } from '@server/services/project-db';
import { createTestApp, type TestApp } from '../../support/test-app';
import { studioRequests } from '../../support/operations';
import { createProject, signUpUser } from '../../support/projects';

/** An app said in one sentence becomes linked, secured tables; pasted CSV then fills one of them. */
let t: TestApp;
let cookie: string;
let projectId: string;
let db: ProjectDatabase;

const { plan, execute } = studioRequests(() => ({ t, cookie, projectId }));

async function planAndRun(instruction: string) {
  const res = await plan(instruction);
  expect(res.statusCode, res.body).toBe(201);
  const op = res.json().plan;
  const ran = await execute(op.id, true);
  expect(ran.json().ok, ran.body).toBe(true);
  return op;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUpUser(t));
  projectId = (await createProject(t, cookie)).id;
  db = await t.app.services.workspace.database({ id: projectId } as never);
});
afterAll(() => t.close());

describe('an app in a sentence', () => {
  it('creates members, coaches, classes and bookings with foreign keys, RLS and owner policies', async () => {
    const op = await planAndRun(
      'members book classes; each class has a coach and a title; each coach has a name and an email',
    );
    expect(op).toMatchObject({ service: 'backend', type: 'schema', risk: 'low' });
    const links = await db.query<{ child: string; parent: string; column: string }>(
      `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent, a.attname as column
         from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace and c.confrelid <> 'auth.users'::regclass
        order by 1, 3`,
    );
    expect(links.rows).toEqual([
      { child: 'bookings', parent: 'classes', column: 'class_id' },
      { child: 'bookings', parent: 'members', column: 'member_id' },
      { child: 'classes', parent: 'coaches', column: 'coach_id' },
    ]);
    const secured = await db.query<{ name: string; rls: boolean; policies: number }>(
      `select c.relname as name, c.relrowsecurity as rls,
              (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
         from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
          and c.relname in ('members', 'coaches', 'classes', 'bookings') order by 1`,
    );
    expect(secured.rows).toEqual(
      ['bookings', 'classes', 'coaches', 'members'].map((name) => ({
        name,
        rls: true,
        policies: 4,
      })),
    );
  });

  it('adds pasted CSV rows typed by the columns, and refuses unknown header columns', async () => {
    // Owned tables need the signed-in user for user_id, which a founder's paste has not; a plain one here.
    await planAndRun('create a guests table with name, email and age (number)');
    await planAndRun('add these guests:\nName,Email,AGE\nAna,ana@x.com,31\n"Bo, Jr",bo@y.com,');
    const rows = await db.query<{ name: string; email: string; age: number | null }>(
      'select name, email, age from public.guests order by name',
    );
    expect(rows.rows).toEqual([
      { name: 'Ana', email: 'ana@x.com', age: 31 },
      { name: 'Bo, Jr', email: 'bo@y.com', age: null },
    ]);
    const refused = await plan('add these guests:\nname,phone\nCy,555');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toContain('no column called "phone"');
  });
});
