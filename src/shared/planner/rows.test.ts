import { describe, expect, it } from 'vitest';
import { contextAfter, planOk, refused, sqlOf } from '../../../tests/planner/helpers';

const tasks = () =>
  contextAfter(
    'create a tasks table with title, done (checkbox), status, score (whole number) and due date',
  );

describe('deleting rows', () => {
  it.each([
    ['delete all rows from tasks', 'delete from public.tasks;'],
    ['remove every task', 'delete from public.tasks;'],
    ['wipe out everything in tasks', 'delete from public.tasks;'],
    ['empty the tasks table', 'delete from public.tasks;'],
    ['delete tasks where done is true', 'delete from public.tasks where done = true;'],
    ['delete the tasks that are done', 'delete from public.tasks where done is true;'],
    ['delete tasks that are not done', 'delete from public.tasks where done is not true;'],
    ['delete the done tasks', 'delete from public.tasks where done is true;'],
    [
      "delete tasks where status is 'test' and score is less than 3",
      "delete from public.tasks where status = 'test' and score < 3;",
    ],
    [
      'delete tasks whose title is empty',
      "delete from public.tasks where (title is null or title = '');",
    ],
    [
      "delete tasks where status is not 'open'",
      "delete from public.tasks where status is distinct from 'open';",
    ],
    [
      'remove tasks older than 30 days',
      "delete from public.tasks where created_at < now() - interval '30 days';",
    ],
    [
      'delete tasks created before 2024-01-01',
      "delete from public.tasks where created_at < '2024-01-01';",
    ],
    [
      'delete tasks where due date is before yesterday',
      "delete from public.tasks where due_date < current_date - interval '1 day';",
    ],
    [
      'delete tasks where title contains spam',
      "delete from public.tasks where title ilike '%spam%';",
    ],
    ['delete the cancelled tasks', "delete from public.tasks where status = 'cancelled';"],
  ])('%s', (instruction, sql) => expect(sqlOf(planOk(instruction, tasks()))).toEqual([sql]));

  it('never deletes everything unless asked in so many words', () => {
    expect(refused('delete the tasks', tasks()).message).toContain('Say which rows');
    expect(refused('delete the old tasks', tasks()).message).toContain(
      'cannot tell which tasks are "old"',
    );
    expect(refused('delete tasks where the vibe is off', tasks()).message).toContain(
      'no column called vibe',
    );
    expect(refused("delete tasks where score is 'high'", tasks()).message).toContain(
      'does not fit score',
    );
  });

  it('warns that deleted rows are gone, and about linked rows', () => {
    const context = contextAfter(
      'create a posts table with title',
      'create a comments table with body and the post it belongs to',
    );
    const plan = planOk('delete all rows from posts', context);
    expect(plan.warnings).toEqual([
      'Deleted rows cannot be brought back (0 rows).',
      'Rows in comments that link to the deleted post rows are deleted too.',
    ]);
    expect(plan.risk).toBe('high');
  });
});
