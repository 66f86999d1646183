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
