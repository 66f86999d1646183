import { describe, expect, it } from 'vitest';
import { deriveReverseSql } from './reverse-sql';
import { parseSql } from './sql-parser';

async function reverse(sql: string) {
  const parsed = await parseSql(sql);
  if (!parsed.ok) throw new Error(parsed.problem.message);
  return deriveReverseSql(parsed.statements);
}

describe('deriveReverseSql', () => {
  it.each([
    ['create table tasks (id int)', ['drop table public.tasks']],
    ['create table "My Tasks" (id int)', ['drop table public."My Tasks"']],
    ['create table reporting.daily (day date)', ['drop table reporting.daily']],
    ['alter table tasks add column due date', ['alter table public.tasks drop column due']],
    ['alter table tasks add column "order" int', ['alter table public.tasks drop column "order"']],
    ['create index tasks_title_idx on tasks (title)', ['drop index public.tasks_title_idx']],
    [
      'create policy "Own rows" on tasks for select using (true)',
      ['drop policy "Own rows" on public.tasks'],
    ],
    [
      'alter table tasks enable row level security',
      ['alter table public.tasks disable row level security'],
    ],
    [
      'alter table tasks disable row level security',
      ['alter table public.tasks enable row level security'],
    ],
    ['alter table tasks rename to todos', ['alter table public.todos rename to tasks']],
    [
      'alter table tasks rename column title to name',
      ['alter table public.tasks rename column name to title'],
    ],
    ['alter policy "a" on tasks rename to "b"', ['alter policy b on public.tasks rename to a']],
    [
      'alter table tasks alter column title set not null',
      ['alter table public.tasks alter column title drop not null'],
    ],
    [
      'alter table tasks add constraint title_length check (length(title) > 0)',
      ['alter table public.tasks drop constraint title_length'],
    ],
    ['create view open_tasks as select 1', ['drop view public.open_tasks']],
    ["create type status as enum ('a')", ['drop type public.status']],
    ['create sequence invoice_numbers', ['drop sequence public.invoice_numbers']],
    ['create extension pgcrypto', ['drop extension pgcrypto']],
    [
      'create function add_one(x integer, out y integer) language sql as $$ select x + 1 $$',
      ['drop function public.add_one(pg_catalog.int4)'],
    ],
    [
      'create trigger touch before update on tasks for each row execute function touch()',
      ['drop trigger touch on public.tasks'],
    ],
    [
      'grant select, insert on tasks to anon, authenticated',
      ['revoke select, insert on table public.tasks from anon, authenticated'],
    ],
    [
      "alter type status rename value 'a' to 'b'",
      ["alter type public.status rename value 'b' to 'a'"],
    ],
    [
      "insert into storage.buckets (id, name, public) values ('avatars', 'avatars', true), ('docs', 'docs', false)",
      ["delete from storage.buckets where id in ('avatars', 'docs')"],
    ],
    ['select * from tasks', []],
  ])('%s', async (sql, expected) => {
    const result = await reverse(sql);
    expect(result.available).toBe(true);
    expect(result.sql).toEqual(expected);
  });

  it('undoes several statements last first', async () => {
    const result = await reverse(
      'create table tasks (id int); alter table tasks enable row level security; create policy p on tasks using (true)',
    );
    expect(result.sql).toEqual([
      'drop policy p on public.tasks',
      'alter table public.tasks disable row level security',
      'drop table public.tasks',
    ]);
    expect(result.reason).toBe('Undo runs 3 statements that reverse this change.');
  });

  it.each([
    ['drop table tasks', 'what it removes is not kept'],
    ['delete from tasks where id = 1', 'the rows it deletes are not kept'],
    ['truncate tasks', 'the rows it deletes are not kept'],
    ['update tasks set done = true', 'the values it overwrites are not kept'],
    ['alter table tasks alter column due type date', 'the earlier type'],
    ['alter table tasks drop column due', 'the removed column and its data are not kept'],
    ['create table if not exists tasks (id int)', 'may have found the object already there'],
    ['create index on tasks (title)', 'the index has no name of its own'],
    [
      'create or replace function f() returns int language sql as $$ select 1 $$',
      'earlier version of the function',
    ],
    ["insert into tasks (title) values ('x')", 'cannot be told apart'],
    ["alter type status add value 'late'", 'cannot remove a value'],
  ])('cannot undo %s', async (sql, because) => {
    const result = await reverse(sql);
    expect(result.available).toBe(false);
    expect(result.sql).toBeNull();
    expect(result.reason).toMatch(/^This change cannot be undone automatically: statement 1 \(/);
    expect(result.reason).toContain(because);
  });

  it('undoes rows added to a table the same change creates by dropping the table', async () => {
    const result = await reverse(
      "create table products (name text); insert into public.products (name) values ('Mug')",
    );
    expect(result.available).toBe(true);
    expect(result.sql).toEqual(['drop table public.products']);
    expect(result.statements[1]?.reason).toMatch(/rows go when undo removes the table/);
    // Rows added before the table exists in this change still cannot be told apart.
    expect((await reverse("insert into products (name) values ('Mug')")).available).toBe(false);
  });

  it('names the first statement that blocks undo', async () => {
    const result = await reverse('create table a (id int); drop table b');
    expect(result.available).toBe(false);
    expect(result.reason).toContain('statement 2 (DROP TABLE)');
    expect(result.statements[0]?.sql).toEqual(['drop table public.a']);
  });
});
