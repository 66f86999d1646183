import { describe, expect, it } from 'vitest';
import { planInstruction } from '@shared/planner';
import { contextAfter, planOk, refused } from '../../../tests/planner/helpers';

const shop = () =>
  contextAfter(
    'create a tasks table with title, done (checkbox) and due date',
    'create a customers table with name, email and phone',
    'create a products table with name, price and stock (whole number)',
  );
const steps = (instruction: string) => planOk(instruction, shop()).steps;

describe('adding rows from English', () => {
  it.each([
    [
      'add a customer called Ana with email ana@x.com',
      'customers',
      [{ name: 'Ana', email: 'ana@x.com' }],
    ],
    [
      'Add a new customer named Bob, with email bob@x.com and phone 555',
      'customers',
      [{ name: 'Bob', email: 'bob@x.com', phone: '555' }],
    ],
    [
      'add 3 tasks: buy milk, call mum, pay rent',
      'tasks',
      [{ title: 'buy milk' }, { title: 'call mum' }, { title: 'pay rent' }],
    ],
    [
      'add these tasks:\n- buy milk\n- call mum',
      'tasks',
      [{ title: 'buy milk' }, { title: 'call mum' }],
    ],
    ["add 'buy milk' to my tasks", 'tasks', [{ title: 'buy milk' }]],
    [
      "add a task called 'call mum' with due date tomorrow",
      'tasks',
      [{ title: 'call mum', due_date: 'tomorrow' }],
    ],
    [
      'add a product called blue mug with price $12 and stock 4',
      'products',
      [{ name: 'blue mug', price: 12, stock: 4 }],
    ],
  ])('%s', (instruction, table, rows) =>
    expect(steps(instruction)).toEqual([{ kind: 'data.insertRows', table, rows }]),
  );

  it('is a low-risk data plan', () => {
    const plan = planOk('add a customer called Ana', shop());
    expect({ type: plan.type, risk: plan.risk }).toEqual({ type: 'data', risk: 'low' });
  });

  it('says so when the count and the list disagree, or a value does not fit', () => {
    expect(refused('add 3 tasks: buy milk, call mum', shop()).message).toContain('listed 2');
    expect(refused('add a product called mug with stock lots', shop()).message).toContain(
      'does not fit stock',
    );
  });
});

describe('changing rows from English', () => {
  it.each([
    [
      "mark 'buy milk' as done",
      {
        table: 'tasks',
        where: [{ column: 'title', op: 'is', value: 'buy milk' }],
        values: { done: true },
        one: true,
      },
    ],
    [
      'mark the task buy milk as not done',
      {
        table: 'tasks',
        where: [{ column: 'title', op: 'is', value: 'buy milk' }],
        values: { done: false },
        one: true,
      },
    ],
    [
      'set the price of the blue mug to 12',
      {
        table: 'products',
        where: [{ column: 'name', op: 'is', value: 'blue mug' }],
        values: { price: 12 },
        one: true,
      },
    ],
    [
      "set Ana's phone to 555-1234",
      {
        table: 'customers',
        where: [{ column: 'name', op: 'is', value: 'Ana' }],
        values: { phone: '555-1234' },
        one: true,
      },
    ],
    [
      "update tasks set done to true where title contains 'milk'",
      {
        table: 'tasks',
        where: [{ column: 'title', op: 'contains', value: 'milk' }],
        values: { done: true },
      },
    ],
  ])('%s', (instruction, step) =>
    expect(steps(instruction)).toEqual([{ kind: 'data.updateWhere', ...step }]),
  );

  it('rates a change to every row medium', () => {
    const plan = planOk('set done to true for all tasks', shop());
    expect(plan.risk).toBe('medium');
    expect(plan.steps).toEqual([
      { kind: 'data.updateWhere', table: 'tasks', where: [], values: { done: true } },
    ]);
  });

  it('asks which table when several have the column', () => {
    const context = contextAfter(
      'create a products table with name and price',
      'create a courses table with title and price',
    );
    const result = planInstruction('set the price of the blue mug to 12', { context });
    expect(result).toMatchObject({
      ok: false,
      clarification: {
        question: "Which table is 'blue mug' in?",
        choices: [
          { label: 'In products', instruction: 'set the price of blue mug in products to 12' },
          { label: 'In courses', instruction: 'set the price of blue mug in courses to 12' },
        ],
      },
    });
    const chosen = planOk('set the price of blue mug in courses to 12', context);
    expect(chosen.steps[0]).toMatchObject({ table: 'courses', values: { price: 12 } });
  });
});
