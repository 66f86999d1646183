import { describe, expect, it } from 'vitest';
import { planInstruction } from '@shared/planner';
import { contextAfter, planOk, refused } from '../../../tests/planner/helpers';

const tasks = () =>
  contextAfter(
    'create a tasks table with title, done (checkbox), status, score (whole number) and due date',
  );

const stepOf = (instruction: string) => planOk(instruction, tasks()).steps;

describe('deleting rows', () => {
  it.each([
    ['delete all rows from tasks', []],
    ['clear every row out of tasks', []],
    ['remove every task', []],
    ['wipe out everything in tasks', []],
    ['empty the tasks table', []],
    ['delete tasks where done is true', [{ column: 'done', op: 'is', value: true }]],
    ['delete the tasks that are done', [{ column: 'done', op: 'ticked' }]],
    ['delete tasks that are not done', [{ column: 'done', op: 'notTicked' }]],
    ['delete the done tasks', [{ column: 'done', op: 'ticked' }]],
    [
      "delete tasks where status is 'test' and score is less than 3",
      [
        { column: 'status', op: 'is', value: 'test' },
        { column: 'score', op: 'lt', value: 3 },
      ],
    ],
    ['delete tasks whose title is empty', [{ column: 'title', op: 'empty' }]],
    ["delete tasks where status is not 'open'", [{ column: 'status', op: 'isNot', value: 'open' }]],
    ['remove tasks older than 30 days', [{ column: 'created_at', op: 'lt', value: '30 days ago' }]],
    [
      'delete tasks created before 2024-01-01',
      [{ column: 'created_at', op: 'lt', value: '2024-01-01' }],
    ],
    [
      'delete tasks where due date is before yesterday',
      [{ column: 'due_date', op: 'lt', value: 'yesterday' }],
    ],
    [
      'delete tasks where title contains spam',
      [{ column: 'title', op: 'contains', value: 'spam' }],
    ],
    ['delete the cancelled tasks', [{ column: 'status', op: 'is', value: 'cancelled' }]],
  ])('%s', (instruction, where) =>
    expect(stepOf(instruction)).toEqual([{ kind: 'data.deleteWhere', table: 'tasks', where }]),
  );

  it('never deletes everything unless asked in so many words', () => {
    expect(planInstruction('delete the tasks', { context: tasks() })).toMatchObject({
      ok: false,
      clarification: {
        choices: [
          { instruction: 'delete all rows from tasks' },
          { instruction: 'drop the tasks table' },
        ],
      },
    });
    expect(planInstruction('delete the old tasks', { context: tasks() })).toMatchObject({
      ok: false,
      clarification: { question: 'Which tasks count as old?' },
    });
    expect(refused('delete the urgent tasks', tasks()).message).toContain('cannot tell which');
    expect(refused('delete tasks where the vibe is off', tasks()).message).toContain(
      'no column called vibe',
    );
    expect(refused("delete tasks where score is 'high'", tasks()).message).toContain(
      'does not fit score',
    );
  });

  it('is high risk, keeps the rows for undo, and warns about linked rows', () => {
    const context = contextAfter(
      'create a posts table with title',
      'create a comments table with body and the post it belongs to',
    );
    const plan = planOk('delete all rows from posts', context);
    expect(plan.warnings).toEqual([
      'The deleted rows are kept with this change, so Undo in Activity can put them back.',
      'Rows in comments that link to the deleted post rows are deleted too, and Undo does not bring those back.',
    ]);
    expect({ risk: plan.risk, type: plan.type }).toEqual({ risk: 'high', type: 'data' });
  });
});
