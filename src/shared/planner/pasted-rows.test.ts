import { describe, expect, it } from 'vitest';
import { contextAfter, planOk, refused } from '../../../tests/planner/helpers';
import { splitPasted } from './pasted-rows';

const context = () =>
  contextAfter(
    'create a customers table with name, email and age (number)',
    'create a tasks table with title and done (checkbox)',
  );
const rowsOf = (instruction: string) => {
  const step = planOk(instruction, context()).steps[0];
  return step?.kind === 'data.insertRows' ? { table: step.table, rows: step.rows } : undefined;
};

describe('splitting pasted rows from the instruction', () => {
  it('keeps quoted separators, doubled quotes and tabs', () => {
    expect(splitPasted('add these:\nA,B\n"x, y","say ""hi"""')?.grid).toEqual([
      ['A', 'B'],
      ['x, y', 'say "hi"'],
    ]);
    expect(splitPasted('import this into tasks\nTitle\tDone\na\tyes')?.grid).toEqual([
      ['Title', 'Done'],
      ['a', 'yes'],
    ]);
  });

  it('leaves prose and bullet lists alone', () => {
    expect(splitPasted('add these tasks:\n- buy milk, eggs\n- call mum')).toBeUndefined();
    expect(splitPasted('create a customers table\nwith name, email\nand phone')).toBeUndefined();
    expect(splitPasted('add a task called a, b')).toBeUndefined();
  });
});

describe('adding pasted rows', () => {
  it('adds CSV rows typed by the table columns, header matched case-insensitively', () => {
    expect(rowsOf('add these customers:\nName,EMAIL,Age\nAna,ana@x.com,31\nBo,bo@y.com,')).toEqual({
      table: 'customers',
      rows: [
        { name: 'Ana', email: 'ana@x.com', age: 31 },
        { name: 'Bo', email: 'bo@y.com' },
      ],
    });
    expect(rowsOf('import this into tasks\ntitle\tdone\n"call mum, later"\tyes')).toEqual({
      table: 'tasks',
      rows: [{ title: 'call mum, later', done: true }],
    });
  });

  it('names header columns the table does not have, and its columns', () => {
    const message = refused('add these customers:\nname,mail,phone\nAna,a,1', context()).message;
    expect(message).toContain('"mail" and "phone"');
    expect(message).toContain('Its columns: id, name, email, age');
  });

  it('refuses a header with no rows and a value that does not fit, changing nothing', () => {
    expect(refused('add these customers:\nname,email', context()).message).toContain(
      'no rows under the header',
    );
    expect(refused('add these customers:\nname,age\nAna,old', context()).message).toContain(
      'Row 1: "old" does not fit age',
    );
  });

  it('refuses rows pasted under a sentence that names no table to add them to', () => {
    expect(refused('create a notes table\nname,email\nAna,a@x.com', context()).message).toContain(
      'could not tell which table the pasted rows go into',
    );
  });

  it('refuses more rows than one change may carry', () => {
    const lines = Array.from({ length: 501 }, (_, i) => `n${i}`).join('\n');
    expect(
      refused(`add these tasks:\ntitle,done\n${lines.replace(/\n/g, ',no\n')},no`, context())
        .message,
    ).toContain('at most 500');
  });
});
