import { describe, expect, it } from 'vitest';
import { contextAfter, planOk } from '../../../tests/planner/helpers';

/** Row changes said as news about the business: sales, arrivals, renames, people leaving a list. */
const bakery = () =>
  contextAfter(
    'create a table called loaves with a name, a price and a stock count',
    'add these loaves: Rye Crown (4, 12), Seeded Batch (3, 9)',
    'create a table called tabs with a customer name, a total and a status',
    'add these tabs: Ivo (12, open), Pia (8, open)',
    'create a table called regulars with a name, an email and a town',
    'create a table called mailing with an email and an opted in checkbox',
    'add these to mailing: u@v.com (yes), w@v.com (yes)',
    'create a table called enquiries with a name, an email and a channel',
    'add these enquiries: Kai (kai@v.com, flyer), Dummy A (a@dummy.io, web), Dummy B (b@dummy.io, web)',
  );
const step = (instruction: string) => planOk(instruction, bakery()).steps[0];

describe('news about rows', () => {
  it('takes a sale off the stock, numbers said in words and plurals included', () => {
    expect(step('we sold two seeded batches this morning, knock the stock down')).toMatchObject({
      kind: 'data.updateWhere',
      where: [{ column: 'name', op: 'is', value: 'Seeded Batch' }],
      adjust: { stock_count: { op: 'add', by: -2 } },
    });
  });
  it('renames a row said to be called something else now', () => {
    expect(step("'Rye Crown' is now called 'Dark Rye Crown'")).toMatchObject({
      where: [{ column: 'name', op: 'is', value: 'Rye Crown' }],
      values: { name: 'Dark Rye Crown' },
    });
  });
  it('sets every row when the column itself is named in the plural', () => {
    expect(step('every single tab is paid up now, flip all the statuses to paid')).toEqual({
      kind: 'data.updateWhere',
      table: 'tabs',
      where: [],
      values: { status: 'paid' },
    });
  });
  it('unsubscribes by unticking the box that keeps someone on the list', () => {
    expect(step('unsubscribe w@v.com, they asked to be taken off')).toMatchObject({
      kind: 'data.updateWhere',
      table: 'mailing',
      where: [{ column: 'email', op: 'is', value: 'w@v.com' }],
      values: { opted_in: false },
    });
  });
  it('adds someone who just joined, leaving out what they do not have yet', () => {
    expect(step("new regular just joined: Esme, no email yet, she's from Hove")).toEqual({
      kind: 'data.insertRows',
      table: 'regulars',
      rows: [{ name: 'Esme', town: 'Hove' }],
    });
  });
  it('deletes the ones a remark after a comma picks out', () => {
    expect(step('clear out the fake enquiries pls, the ones w/ @dummy.io emails')).toEqual({
      kind: 'data.deleteWhere',
      table: 'enquiries',
      where: [{ column: 'email', op: 'contains', value: '@dummy.io' }],
    });
  });
});
