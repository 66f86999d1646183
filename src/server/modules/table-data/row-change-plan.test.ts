import { beforeAll, describe, expect, it } from 'vitest';
import { ensureSqlParser } from '../../services/project-db/sql-parser';
import { rowChangeDraft } from './row-change-plan';

beforeAll(() => ensureSqlParser());

describe('rowChangeDraft', () => {
  it('plans an insert as a data step with the values as data and a readable command', () => {
    const draft = rowChangeDraft('Tasks', {
      insert: { values: { title: "It's done", count: 2, done: false, doc: { a: 1 }, note: null } },
    });
    expect(draft).toMatchObject({ service: 'backend', type: 'data', risk: 'low' });
    expect(draft.steps).toEqual([
      {
        kind: 'data.insertRows',
        table: 'Tasks',
        rows: [{ title: "It's done", count: 2, done: false, doc: { a: 1 }, note: null }],
      },
    ]);
    expect(draft.commands).toEqual([
      `INSERT INTO public."Tasks" (title, count, done, doc, note) VALUES ('It''s done', 2, false, '{"a":1}', NULL);`,
    ]);
  });

  it('plans an update by key and a delete of each chosen row', () => {
    const update = rowChangeDraft('tasks', {
      update: { key: { id: 7 }, values: { 'Mixed Case': 'x' } },
    });
    expect(update.commands).toEqual([`UPDATE public.tasks SET "Mixed Case" = 'x' WHERE id = 7;`]);
    expect(update.instruction).toBe('Change a row in tasks');
    const remove = rowChangeDraft('tasks', { delete: { keys: [{ id: 1 }, { id: 2 }] } });
    expect(remove.instruction).toBe('Delete 2 rows from tasks');
    expect(remove.steps).toEqual([
      { kind: 'data.deleteRows', table: 'tasks', keys: [{ id: 1 }, { id: 2 }] },
    ]);
    expect(remove.commands).toHaveLength(2);
  });
});
