import { describe, expect, it } from 'vitest';
import hostile from '../../../../tests/fixtures/sql/hostile.json';
import legitimate from '../../../../tests/fixtures/sql/legitimate.json';
import { guardSql } from './sql-guard';

describe('guardSql', () => {
  it('has at least 40 hostile cases to check', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(40);
  });

  it.each(hostile)('refuses $name', async ({ sql, expect: expected }) => {
    const result = await guardSql(sql);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toMatch(/^Statement \d+ \([A-Za-z_ ]+\) /);
    expect(result.message).toContain(expected);
  });

  it.each(legitimate)('allows %s', async (sql) => {
    const result = await guardSql(sql);
    expect(result.ok ? 'allowed' : result.message).toBe('allowed');
  });

  it('names the statement and what it does, in plain English', async () => {
    const result = await guardSql("create table notes (id int);\ncopy notes to '/tmp/notes.csv'");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe(
      'Statement 2 (COPY) reads or writes files on the server, which projects may not do.',
    );
    expect(result.refusals).toEqual([expect.objectContaining({ statement: 2, label: 'COPY' })]);
  });

  it('splits statements from the parse tree, not from semicolons in comments or strings', async () => {
    const result = await guardSql("select 'a;b' /* ; */; -- ; drop table x;\nselect $$;$$");
    expect(result.ok).toBe(true);
    expect(result.statements.map((s) => s.sql)).toEqual(["select 'a;b' /* ; */", 'select $$;$$']);
  });

  it('reports every refused statement and counts them in the message', async () => {
    const result = await guardSql(
      'set role postgres; select 1; copy profiles to program $$id$$; do $$ begin end $$',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.refusals.map((r) => [r.statement, r.label])).toEqual([
      [1, 'SET ROLE'],
      [3, 'COPY'],
      [4, 'DO'],
    ]);
    expect(result.message).toMatch(/2 more statements were refused too\.$/);
  });

  it('numbers statements across several SQL texts', async () => {
    const result = await guardSql(['create table a (id int)', 'select 1; reset role']);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.refusals[0]?.statement).toBe(3);
  });

  it('explains SQL that does not parse, with its position', async () => {
    const result = await guardSql('select 1;\nselect from where');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe(
      'The SQL could not be read: syntax error at or near "where" (line 2, character 13).',
    );
    expect(result.syntax).toMatchObject({ line: 2, column: 13, near: 'where' });
  });

  it('refuses empty SQL and SQL that is only a comment', async () => {
    for (const sql of ['', '   ', '-- nothing here']) {
      const result = await guardSql(sql);
      expect(result.ok ? 'allowed' : result.message).toBe('There is no SQL statement to run.');
    }
  });

  it('keeps the text of statements with non-ASCII characters whole', async () => {
    const result = await guardSql("insert into notes (title) values ('café ☕'); select 'naïve'");
    expect(result.ok).toBe(true);
    expect(result.statements.map((s) => s.sql)).toEqual([
      "insert into notes (title) values ('café ☕')",
      "select 'naïve'",
    ]);
  });

  it('lets bucket rows and bucket policies through but not changes to storage tables', async () => {
    expect(
      (await guardSql("update storage.buckets set public = false where id = 'avatars'")).ok,
    ).toBe(true);
    expect((await guardSql('drop policy "Avatar images are public" on storage.objects')).ok).toBe(
      true,
    );
    expect((await guardSql('alter table storage.buckets add column x int')).ok).toBe(false);
  });
});

describe('sign-up data', () => {
  it.each([
    [
      'select u.email, t.token from auth.users u join auth.refresh_tokens t on t.user_id = u.id::text',
      'reads auth.refresh_tokens, which holds',
    ],
    ['select id, user_id from auth.sessions', 'reads auth.sessions'],
    [
      'with t as (select * from auth.one_time_tokens) select count(*) from t',
      'reads auth.one_time_tokens',
    ],
    ['select email, encrypted_password from auth.users', 'reads encrypted_password of auth.users'],
    ['select * from auth.users', 'reads every column of auth.users'],
    ['select to_jsonb(u) from auth.users u', 'reads every column of auth.users'],
  ])('refuses reading secrets: %s', async (sql, reason) => {
    const result = await guardSql(sql);
    expect(result.ok ? 'allowed' : result.message).toContain(reason);
  });

  it.each([
    [
      'insert into public.people (email) select email from auth.users',
      'copies rows of auth.users into public.people',
    ],
    [
      "insert into projects (owner_id, name) select id, 'First project' from auth.users limit 1",
      'copies rows of auth.users into public.projects',
    ],
    [
      'with u as (select email from auth.users) insert into people (email) select email from u',
      'copies rows of auth.users into public.people',
    ],
    [
      'select email into public.people from auth.users',
      'copies rows of auth.users into public.people',
    ],
    [
      'create table people as select email from auth.users',
      'copies rows of auth.users into public.people',
    ],
    [
      'create materialized view people as select email from auth.users',
      'copies rows of auth.users into public.people',
    ],
    [
      'create view people as select id, email from auth.users',
      'copies rows of auth.users into public.people',
    ],
    [
      'create view files as select name, owner from storage.objects',
      'copies rows of storage.objects into public.files',
    ],
    [
      'update profiles p set username = u.email from auth.users u where u.id = p.id',
      'copies rows of auth.users into public.profiles',
    ],
    [
      'create schema private; create view private.people as select email from auth.users',
      'Statement 2 (CREATE VIEW) copies rows of auth.users into private.people',
    ],
  ])('refuses copying out of auth and storage: %s', async (sql, reason) => {
    const result = await guardSql(sql);
    expect(result.ok ? 'allowed' : result.message).toContain(reason);
  });

  it.each([
    [
      'create function public.people() returns setof text language sql as $$ select email from auth.users $$',
      'has a body whose SELECT statement reads auth.users; a function hands what it reads',
    ],
    [
      'create function public.people() returns setof text language sql begin atomic select email from auth.users; end',
      'reads auth.users; a function hands what it reads',
    ],
    [
      'create function public.copy() returns void language plpgsql as $$ begin insert into people (email) select email from auth.users; end $$',
      'reads auth.users; a function hands what it reads',
    ],
    [
      'create function public.secret() returns text language plpgsql as $$ declare x text; begin x := (select encrypted_password from auth.users limit 1); return x; end $$',
      'has a body that reads auth.users in an expression',
    ],
  ])('refuses functions that read them: %s', async (sql, reason) => {
    const result = await guardSql(sql);
    expect(result.ok ? 'allowed' : result.message).toContain(reason);
  });

  it.each([
    'select count(*) from auth.users',
    'select id, email, created_at from auth.users order by created_at desc limit 5',
    'create table notes (id int, user_id uuid default auth.uid() references auth.users (id))',
    'create policy "own" on notes for select to authenticated using (auth.uid() = user_id)',
    'create policy "Avatars are public" on storage.objects for select using (bucket_id = \'avatars\')',
    "insert into storage.buckets (id, name) values ('avatars', 'avatars')",
    'create function public.my_id() returns uuid language sql as $$ select auth.uid() $$',
  ])('allows %s', async (sql) => {
    const result = await guardSql(sql);
    expect(result.ok ? 'allowed' : result.message).toBe('allowed');
  });
});
