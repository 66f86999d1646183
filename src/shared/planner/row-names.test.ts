import { describe, expect, it } from 'vitest';
import { contextAfter, planOk } from '../../../tests/planner/helpers';

/** Rows changed or deleted by what founders call them: a name, a state, a place, an e-mail. */
const studio = () =>
  contextAfter(
    'create a table called gear with a name, a price and a quantity (whole number)',
    'create a clients table with a name, an email and a town',
    'create a table called invoices with a client name, an amount and a status',
    'create a habits table with a title and a completed checkbox',
  );
const step = (instruction: string) => planOk(instruction, studio()).steps[0];

describe('changing rows named loosely', () => {
  it.each([
    ["ok so Priya's town is now Derby", 'clients', 'name', 'Priya', { town: 'Derby' }],
    ['Priya moved to Derby last month', 'clients', 'name', 'Priya', { town: 'Derby' }],
    ["lower the stove's price to 55", 'gear', 'name', 'stove', { price: 55 }],
    ['drop the stove price to 50', 'gear', 'name', 'stove', { price: 50 }],
    ['the stove now costs 45', 'gear', 'name', 'stove', { price: 45 }],
    ['set the stock of the stove to 9', 'gear', 'name', 'stove', { quantity: 9 }],
    ['tick off stretch', 'habits', 'title', 'stretch', { completed: true }],
    ['stretch is done', 'habits', 'title', 'stretch', { completed: true }],
    ['i finished the stretch habit', 'habits', 'title', 'stretch', { completed: true }],
    ['untick stretch', 'habits', 'title', 'stretch', { completed: false }],
    ['mark the invoice for Bo as paid', 'invoices', 'client_name', 'Bo', { status: 'paid' }],
  ])('%s', (instruction, table, column, value, values) =>
    expect(step(instruction)).toEqual({
      kind: 'data.updateWhere',
      table,
      where: [{ column, op: 'is', value }],
      values,
      one: true,
    }),
  );

  it('reads "all my ..." as every row and "it" as a row to pick on the server', () => {
    expect(step('pls mark all my habits as finished')).toEqual({
      kind: 'data.updateWhere',
      table: 'habits',
      where: [],
      values: { completed: true },
    });
    expect(step('mark it done')).toMatchObject({ where: [], one: true });
  });
});

describe('deleting rows named loosely', () => {
  it.each([
    [
      'get rid of the habits that are already completed',
      'habits',
      [{ column: 'completed', op: 'ticked' }],
    ],
    ['clear out finished habits', 'habits', [{ column: 'completed', op: 'ticked' }]],
    [
      'remove the invoices that were refunded',
      'invoices',
      [{ column: 'status', op: 'is', value: 'refunded' }],
    ],
    [
      'delete the client with the email li@x.cn',
      'clients',
      [{ column: 'email', op: 'is', value: 'li@x.cn' }],
    ],
    ['delete all clients in Leeds', 'clients', [{ column: 'town', op: 'is', value: 'Leeds' }]],
  ])('%s', (instruction, table, where) =>
    expect(step(instruction)).toEqual({ kind: 'data.deleteWhere', table, where }),
  );

  it('deletes one named row, by its name or its e-mail', () => {
    expect(step('can you remove Priya from my clients')).toEqual({
      kind: 'data.deleteWhere',
      table: 'clients',
      where: [{ column: 'name', op: 'is', value: 'Priya' }],
      one: true,
    });
    expect(step('remove li@x.cn from clients')).toMatchObject({
      where: [{ column: 'email', op: 'is', value: 'li@x.cn' }],
      one: true,
    });
  });
});
