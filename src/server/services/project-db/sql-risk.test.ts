import { describe, expect, it } from 'vitest';
import { parseSql } from './sql-parser';
import { classifySqlRisk, maxRisk } from './sql-risk';

async function classify(sql: string, emptyTables?: ReadonlySet<string>) {
  const parsed = await parseSql(sql);
  if (!parsed.ok) throw new Error(parsed.problem.message);
  return classifySqlRisk(parsed.statements, { emptyTables });
}

describe('classifySqlRisk', () => {
  it.each([
    ['drop table tasks', 'high', 'Removes the table tasks and every row in it.'],
    ['truncate tasks', 'high', 'Empties tasks: every row in it is deleted.'],
    ['delete from tasks', 'high', 'Deletes every row in tasks.'],
    ['update tasks set done = true', 'high', 'Changes every row in tasks.'],
    [
      'alter table tasks drop column title',
      'high',
      'Removes the column title from tasks, with the data in it.',
    ],
    ['drop policy "own" on tasks', 'high', 'Removes the policy own from tasks.'],
    [
      'alter table tasks alter column due type date using due::date',
      'medium',
      'Changes the type of the column due in tasks',
    ],
    [
      'alter table tasks alter column title set not null',
      'medium',
      'Makes the column title in tasks required',
    ],
    [
      'alter table tasks add column owner uuid not null',
      'medium',
      'Adds the required column owner to tasks without a default',
    ],
    ['alter table tasks rename to todos', 'medium', 'Renames the table tasks to todos'],
    [
      'alter table tasks rename column title to name',
      'medium',
      'Renames the column title in tasks to name',
    ],
    ['alter table storage.objects rename column name to path', 'medium', 'in storage.objects'],
  ])('%s → %s', async (sql, risk, reason) => {
    const result = await classify(sql);
    expect(result.risk).toBe(risk);
    expect(result.reasons[0]).toContain(reason);
  });

  it.each([
    'create table tasks (id int primary key); alter table tasks enable row level security',
    'delete from tasks where id = 1',
    'update tasks set done = true where id = 1',
    'alter table tasks add column due date',
    'alter table tasks add column done boolean not null default false',
    'alter table tasks enable row level security',
    'create index on tasks (title)',
    'select * from tasks',
  ])('%s stays low', async (sql) => {
    expect(await classify(sql)).toEqual({ risk: 'low', reasons: [], statements: [] });
  });

  it('takes the highest risk and numbers the reasons when there are several statements', async () => {
    const result = await classify(
      'alter table tasks rename to todos; create index on todos (title); delete from todos',
    );
    expect(result.risk).toBe('high');
    expect(result.reasons).toEqual([
      'Statement 1 renames the table tasks to todos; anything that uses the old name stops working.',
      'Statement 3 deletes every row in todos.',
    ]);
    expect(result.statements.map((s) => [s.statement, s.risk])).toEqual([
      [1, 'medium'],
      [3, 'high'],
    ]);
  });

  it.each([
    'alter table products alter column price set not null',
    'alter table orders add column customer_id uuid not null references customers(id)',
  ])('%s stays low on a table known to be empty', async (sql) => {
    const table = sql.split(' ')[2] as string;
    expect((await classify(sql, new Set([table]))).risk).toBe('low');
    expect((await classify(sql, new Set(['other']))).risk).toBe('medium');
  });

  it('counts a table created by the same statements as empty, but not for destructive changes', async () => {
    expect(
      (
        await classify(
          'create table tasks (id int); alter table tasks alter column id set not null; alter table tasks enable row level security',
        )
      ).risk,
    ).toBe('low');
    expect((await classify('alter table tasks drop column title', new Set(['tasks']))).risk).toBe(
      'high',
    );
  });

  it('never lowers a risk', () => {
    expect(maxRisk('high', 'low')).toBe('high');
    expect(maxRisk('low', 'medium')).toBe('medium');
    expect(maxRisk('medium', 'medium')).toBe('medium');
  });
});

describe('new tables the API serves without row-level security', () => {
  it.each([
    ['create table notes (body text)', 'notes'],
    ['create table public.notes as select 1 as n', 'notes'],
    ['select 1 as n into notes', 'notes'],
    ['create table notes (body text); alter table other enable row level security', 'notes'],
  ])('%s is high risk and says why', async (sql, table) => {
    const result = await classify(sql);
    expect(result.risk).toBe('high');
    expect(result.reasons.join(' ')).toContain(
      `akes the table ${table} without row-level security, so anyone with your app's public key`,
    );
  });

  it('names the statement that makes the open table when there are several', async () => {
    const result = await classify(
      'create table a (id int); create table b (id int); alter table public.b enable row level security',
    );
    expect(result.reasons).toEqual([
      expect.stringMatching(/^Statement 1 makes the table a without row-level security/),
    ]);
  });

  it.each([
    'create table notes (body text); alter table public.notes enable row level security',
    'create table notes as select 1 as n; alter table notes enable row level security',
    'create schema private; create table private.notes (body text)',
    'create temporary table scratch (n int)',
    'create view open_tasks as select * from tasks where not done',
  ])('%s raises nothing', async (sql) => {
    expect((await classify(sql)).risk).toBe('low');
  });
});

describe('policies and grants that widen or narrow access', () => {
  it.each([
    [
      'create policy notes_signed_in_read on public.notes for select to authenticated using (true)',
      'Widens access: every signed-in user can read every row of notes, not only their own.',
    ],
    [
      'create policy "open" on notes for select to anon using (published)',
      'Widens access: anyone, even people who are not signed in, can read rows of notes.',
    ],
    [
      'create policy "open" on notes for insert to public with check (true)',
      'Widens access: anyone, even people who are not signed in, can add every row of notes.',
    ],
    [
      'create policy "any" on notes using (user_id = auth.uid())',
      'Widens access: anyone, even people who are not signed in, can read, add, change and delete rows of notes.',
    ],
    [
      'create policy "edit" on notes for update to anon, authenticated using (true) with check (true)',
      'Widens access: anyone, even people who are not signed in, can change every row of notes.',
    ],
    [
      'alter policy "own" on notes to anon',
      'Widens access: anyone, even people who are not signed in, can use rows of notes.',
    ],
    [
      'alter policy "own" on notes using (true)',
      'Widens access: everyone the policy lets in can use every row of notes, not only their own.',
    ],
    [
      'grant select on notes to anon',
      'Widens access: people who are not signed in get select rights on notes.',
    ],
    [
      'grant all on all tables in schema public to public',
      'Widens access: people who are not signed in get all rights on everything in public.',
    ],
    ['alter table notes disable row level security', 'Widens access: it turns off row-level'],
  ])('%s is at least medium and says why', async (sql, reason) => {
    const result = await classify(sql);
    expect(result.risk).not.toBe('low');
    expect(result.reasons[0]).toContain(reason);
  });

  it('keeps dropping a policy (which may be a restrictive one) high', async () => {
    expect((await classify('drop policy "only_staff" on notes')).risk).toBe('high');
  });

  it.each([
    'create policy notes_owner_all on public.notes for all to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id)',
    'create policy "own" on notes for select to authenticated using (auth.uid() = user_id)',
    'create policy "no_anon" on notes as restrictive for all to public using (auth.uid() is not null)',
    'create policy "staff" on notes for select to staff using (team_id = 1)',
    'alter policy "own" on notes to authenticated using (auth.uid() = user_id)',
    'grant select on notes to authenticated',
    'revoke all on notes from anon',
    'alter table notes enable row level security',
  ])('%s narrows access or keeps it to owners, so stays low', async (sql) => {
    expect(await classify(sql)).toEqual({ risk: 'low', reasons: [], statements: [] });
  });
});
